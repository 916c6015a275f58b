import { defineConfig } from 'vitest/config';
import { engineSensitive } from './src/test/engineSensitive';
import { testWorkers } from './src/test/workers';

// COURTSIDE_NOW (src/clock/startClock.ts) runs the suite at a fixed instant: the seed and every test file share one timeline.
if (process.env.COURTSIDE_NOW) process.env.COURTSIDE_NOW_AT ??= String(Date.now());

export default defineConfig({
  test: {
    environment: 'node',
    // SERVER_SUITE=engine: only the files whose behaviour differs by engine (the rest ran on PostgreSQL already).
    include: process.env.SERVER_SUITE === 'engine' ? engineSensitive : ['src/**/*.test.ts'],
    // Files run side by side, one per core, each on a database of its worker's own: on PGlite a private engine loaded
    // from one seeded dump (~1 GB each), on PostgreSQL a copy of the seeded database (src/test/globalSetup.ts).
    fileParallelism: true,
    maxWorkers: testWorkers,
    globalSetup: ['./src/test/globalSetup.ts'],
    setupFiles: ['./src/test/clock.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
