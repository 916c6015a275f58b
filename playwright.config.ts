import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Journeys run against the production build served by the real server on a fresh embedded database.
const port = Number(process.env.E2E_PORT ?? 3100);
export const adminToken = 'e2e-admin-token';
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'courtside-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The longest journeys (the till's serve-book-pay-cash-up, a checkout link paid on another device) run 20–30 s on
  // this 2-core machine and past 30 s when it is loaded: each test's budget is a minute; every step waits for a state.
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // The production server: bundled (under a second, so a run never starts yesterday's build), then run by Node.
    command: `node packages/server/build.mjs && node packages/server/build/main.mjs`,
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_TOKEN: adminToken,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The journeys check what a page carries; the production budget (200 ms) would make that depend on the machine's load.
      FIRST_READS_BUDGET_MS: '10000',
      // A freed place waits 30 s in the first waiting customer's basket, so a journey sees it pass to the next.
      WAITLIST_OFFER_MINUTES: '0.5',
      // A separate build folder lets two checkouts' journeys run side by side.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
