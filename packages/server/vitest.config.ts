import { defineConfig } from 'vitest/config';
import { testWorkers } from './src/test/workers';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Files run side by side, one per core, each on a database of its worker's own: on PGlite a private engine loaded
    // from one seeded dump (~1 GB each), on PostgreSQL a copy of the seeded database (src/test/globalSetup.ts).
    fileParallelism: true,
    maxWorkers: testWorkers,
    globalSetup: ['./src/test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
