import { defineConfig } from '@playwright/test';
import { visualPort, visualStorybookDir, visualThemes } from './tests/visual/visualSettings';

// Visual baselines: every story of the built Storybook, screenshotted in Chromium under two themes (a project each) at
// desktop 1280 and mobile 375 width, compared with tests/visual/__screenshots__. Run through `npm run test:visual`
// (scripts/visual.mjs builds Storybook first; `-- --update` rewrites the baselines). Diffs: playwright-report/visual/.
export default defineConfig<object, { venueTheme: string }>({
  testDir: 'tests/visual',
  testMatch: '*.visual.ts',
  outputDir: 'playwright-report/visual/results',
  snapshotPathTemplate: '{testDir}/__screenshots__/{projectName}/{arg}{ext}',
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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--font-render-hinting=none'],
    },
  },
  // Every story under the default theme; under the venue theme, each story file's first story (its component's default
  // state, tagged @component): every story × 2 themes × 2 widths takes over 3 minutes on a 2-core machine.
  projects: visualThemes.map((theme, index) => ({
    name: theme,
    use: { venueTheme: theme },
    ...(index === 0 ? {} : { grep: /@component/ }),
  })),
  webServer: {
    command: `node scripts/serveStatic.mjs ${visualStorybookDir} ${visualPort}`,
    url: `http://127.0.0.1:${visualPort}/index.json`,
    reuseExistingServer: false,
    timeout: 10_000,
  },
});
