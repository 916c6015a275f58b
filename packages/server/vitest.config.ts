import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One database engine per file is heavy (PGlite ~1 GB); files run one at a time.
    fileParallelism: false,
    globalSetup: ['./src/test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
