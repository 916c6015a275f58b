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
  // The longest journeys (the till's serve-book-pay-cash-up, a checkout link paid on another device) run 20–30 s on
  // this 2-core machine and past 30 s when it is loaded: each test's budget is a minute; every step waits for a state.
  timeout: 60_000,
  // Each expectation waits for its state up to 10 s (Playwright's default is 5). With two workers, two servers and two
  // Chromiums on two cores, a booking page's first load has taken 5.8 s from `goto` (2026-11-27, load average 10: the
  // page's own reads took 0.1–0.9 s, the rest was the browser starting the code), and three camp and course journeys
  // lost to it in one CI run; on a quiet machine the same page shows in about a second.
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
      // A separate build folder lets two checkouts' journeys run side by side.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
