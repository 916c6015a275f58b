import { defineConfig } from '@playwright/test';
import { visualPort, visualStorybookDir } from './tests/visual/visualSettings';

// Visual baselines: every story of the built Storybook, screenshotted in Chromium under two themes (one folder each) at
// desktop 1280 and mobile 375 width, compared with tests/visual/__screenshots__. Run through `npm run test:visual`
// (scripts/visual.mjs builds Storybook first; `-- --update` rewrites the baselines). Diffs: playwright-report/visual/.
export default defineConfig({
  testDir: 'tests/visual',
  testMatch: '*.visual.ts',
  outputDir: 'playwright-report/visual/results',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // Only `--update` (scripts/visual.mjs → --update-snapshots=changed) writes baselines; a missing one fails.
  updateSnapshots: 'none',
  reporter: [['dot'], ['html', { outputFolder: 'playwright-report/visual/report', open: 'never' }]],
  expect: {
    toHaveScreenshot: {
      // A pixel counts as different past Playwright's default colour distance; a story fails past 0.1% of its pixels.
      maxDiffPixelRatio: 0.001,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${visualPort}`,
    launchOptions: {
      // Full Chromium drew the baselines (scripts/lib.mjs ensureChromium).
      executablePath: process.env.VISUAL_CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--font-render-hinting=none'],
    },
  },
  webServer: {
    command: `node scripts/serveStatic.mjs ${visualStorybookDir} ${visualPort}`,
    url: `http://127.0.0.1:${visualPort}/index.json`,
    reuseExistingServer: false,
    timeout: 10_000,
  },
});
