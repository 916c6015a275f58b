import { defineConfig, devices } from '@playwright/test';

// Journeys run against the production build served by the real server on a fresh embedded database. Each worker
// has its own server and database (port E2E_PORT + its parallel index), so journeys in two workers never share places,
// baskets or limits. The config is loaded again in each worker, where TEST_PARALLEL_INDEX names it.
const basePort = Number(process.env.E2E_PORT ?? 3100);
const workers = Number(process.env.E2E_WORKERS ?? 2);
const port = basePort + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const adminToken = 'e2e-admin-token';
// The journeys run at a fixed instant, whatever the day: the servers start their clocks at it (COURTSIDE_NOW, packages/
// server/src/clock/startClock.ts), and every page runs on Playwright's clock from the same instant (tests/e2e/fixtures.ts).
// A Saturday morning in the venues' winter time; COURTSIDE_NOW=… npm test runs them at another. Set once in the runner
// (the workers load this file again and keep it), so the runner, its servers and its pages share one timeline.
process.env.COURTSIDE_NOW ??= '2026-11-28T09:30:00Z';
process.env.COURTSIDE_NOW_AT ??= String(Date.now());

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers,
  retries: 0,
  // Playwright's time-outs: 60 s a journey, 10 s an expectation. Every step waits for a named state, so they only bound
  // a hang: the longest journeys (a package bought by card, then paying a session; a till's whole shift) take 20–30 s
  // on a quiet two-core machine and more on a slow or loaded one, and a journey's speed is not what it tests. A journey
  // that waits out a real interval (a waitlist offer's 30 s) gives its own budget and says why.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace costs about a third of the journeys' time even when it is thrown away, so it is off; a failing
    // journey still leaves its screenshot and page snapshot. E2E_TRACE=retain-on-failure records them to debug with.
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  // One server per worker, each on a fresh embedded database of its own, started side by side (scripts/journeyServers.mjs:
  // Playwright would start a list of servers one after another). The server is bundled first, so a run never starts
  // yesterday's build.
  webServer: {
    command: `node scripts/journeyServers.mjs ${workers} ${basePort}`,
    wait: { stdout: /journey servers ready/ },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      ADMIN_TOKEN: adminToken,
      LOG_LEVEL: 'warn',
      COURTSIDE_NOW: process.env.COURTSIDE_NOW,
      COURTSIDE_NOW_AT: process.env.COURTSIDE_NOW_AT,
      NODE_ENV: 'production',
      // The journeys check what a page carries; the production budget (200 ms) would make that depend on the machine's load.
      FIRST_READS_BUDGET_MS: '10000',
      // A freed place waits 30 s in the first waiting customer's basket, so a journey sees it pass to the next.
      WAITLIST_OFFER_MINUTES: '0.5',
      // A statement that holds PGlite (and so every request) this long is printed with its SQL beside a failing journey.
      SLOW_STATEMENT_MS: '500',
      // The OpenActive feeds' upkeep (its whole-timetable refresh holds PGlite, and every request, for seconds): off.
      OPENACTIVE_REFRESH_SECONDS: '0',
      // A separate build folder lets two checkouts' journeys run side by side.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
