import { defineConfig } from 'vitest/config';
import { engineSensitive } from './test/engineSensitive';
import { testWorkers } from './test/workers';

// COURTSIDE_NOW (src/clock/startClock.ts) runs the suite at a fixed instant: the seed and every test file share one timeline.
if (process.env.COURTSIDE_NOW) process.env.COURTSIDE_NOW_AT ??= String(Date.now());

export default defineConfig({
  test: {
    environment: 'node',
    // SERVER_SUITE=engine: only the files whose behaviour differs by engine (the rest ran on PostgreSQL already).
    include: process.env.SERVER_SUITE === 'engine' ? engineSensitive : ['src/**/*.test.ts'],
    // Files run side by side, one per core, each on a database of its worker's own: on PGlite a private engine loaded
    // from one seeded dump (~1 GB each), on PostgreSQL a copy of the seeded database (test/globalSetup.ts).
    fileParallelism: true,
    maxWorkers: testWorkers,
    // A worker keeps the server's modules loaded from one file to the next instead of importing them afresh for each:
    // every file builds its own app, services and database, the server's module-level state is keyed by the database
    // handle or the request (WeakMaps), and spies are restored after use. On 2 cores: 122 s → 71 s on PostgreSQL,
    // 91 s → 71 s for the PGlite engine files (2026-11-28).
    isolate: false,
    globalSetup: ['./test/globalSetup.ts'],
    setupFiles: ['./test/clock.ts'],
    // Vitest's own 5 s a test. A hook builds the file's app, which on PGlite loads a private engine from the seeded dump
    // (5–10 s on 2 cores; test/testApp.ts testAppBudget): that known work is the hooks' budget. A test that does known
    // heavy work — an app of its own, a fresh PGlite's initdb, seeding again, 50 scrypt checks, the seed over 400 days,
    // a crowd buying at once — gives its own budget beside its title, with what it measured.
    hookTimeout: 30_000,
  },
});
