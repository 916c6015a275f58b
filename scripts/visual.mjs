// npm run test:visual [-- --update] [-- --no-build] [-- <playwright args>]: builds the static Storybook, then compares a
// screenshot of every story (two themes × desktop and mobile) with tests/visual/__screenshots__/<theme>/ in Chromium.
// --update rewrites the baselines that differ or are missing; diffs of a failing run: playwright-report/visual/.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pnpm, root } from './lib.mjs';

const args = process.argv.slice(2);
const update = args.includes('--update');
const build = !args.includes('--no-build');
const rest = args.filter((arg) => arg !== '--update' && arg !== '--no-build');
const dir = process.env.VISUAL_STORYBOOK_DIR ?? 'node_modules/.cache/courtside-visual/storybook';
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

// A whole-suite update starts from nothing, so baselines of deleted or renamed stories go too (unchanged ones come
// back byte for byte). An update narrowed by Playwright arguments (--grep …) only rewrites what differs.
if (update && rest.length === 0) rmSync(join(root, 'tests/visual/__screenshots__'), { recursive: true, force: true });

const started = Date.now();
if (build) {
  const code = await pnpm(['exec', 'storybook', 'build', '--quiet', '--output-dir', dir]);
  if (code !== 0) process.exit(code);
}
const code = await pnpm([
  'exec',
  'playwright',
  'test',
  '--config',
  'playwright.visual.config.ts',
  ...(update ? ['--update-snapshots=changed'] : []),
  ...rest,
]);
console.log(`\nVisual baselines ${code === 0 ? 'match' : 'differ'} (${((Date.now() - started) / 1000).toFixed(0)} s).`);
if (code !== 0 && !update) {
  console.log('Diff images: playwright-report/visual/results/ (and the report: npx playwright show-report playwright-report/visual/report).');
  console.log('If the change is intended: npm run test:visual -- --update');
}
process.exit(code);
