// npm test: install what is needed, then every check in order, then one pass/fail summary.
import { buildServer, buildWeb, ensureChromium, install, pnpm, run } from './lib.mjs';

const results = [];
async function step(name, fn) {
  const started = Date.now();
  console.log(`\n━━ ${name} ━━`);
  let ok;
  try {
    ok = (await fn()) === 0;
  } catch (error) {
    console.error(`✗ ${error.message}`);
    ok = false;
  }
  results.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return ok;
}

const setupOk =
  (await step('install (pnpm, locked)', async () => (await install(), 0))) &&
  (await step('chromium', async () => {
    process.env.CHROMIUM_PATH = await ensureChromium();
    console.log(`Chromium: ${process.env.CHROMIUM_PATH}`);
    return 0;
  }));

if (setupOk) {
  process.env.STORYBOOK_DISABLE_TELEMETRY = '1';
  await step('lint (eslint, layer rules)', () => pnpm(['exec', 'eslint', '.', '--max-warnings=0']));
  await step('type check (tsc, every package)', () => pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck']));
  await step('unit tests + core coverage (vitest)', () => pnpm(['exec', 'vitest', 'run', '--coverage']));
  await step('core package build (ESM + declarations, import smoke test)', async () =>
    (await pnpm(['--filter', '@courtside/core', 'run', 'build'])) || pnpm(['--filter', '@courtside/core', 'run', 'smoke']),
  );
  await step('server tests (vitest, PGlite)', () => pnpm(['--filter', '@courtside/server', 'exec', 'vitest', 'run']));
  await step('story tests (Storybook + vitest, Chromium, axe)', () =>
    pnpm(['exec', 'vitest', 'run', '--config', 'vitest.storybook.config.ts']),
  );
  await step('visual baselines (static Storybook, Playwright, Chromium)', () => run(process.execPath, ['scripts/visual.mjs']));
  const built = await step('web and server build (vite, esbuild)', async () => (await buildWeb(), await buildServer(), 0));
  if (built) await step('size budgets (first load per route, bench/size-budgets.json)', () => run(process.execPath, ['bench/bundle-size.mjs', '--check']));
  if (built) await step('browser journeys (Playwright, Chromium, axe)', () => pnpm(['exec', 'playwright', 'test']));
}

const width = Math.max(...results.map((r) => r.name.length));
console.log('\n━━ Summary ━━');
for (const r of results) console.log(`${r.ok ? '✓ PASS' : '✗ FAIL'}  ${r.name.padEnd(width)}  ${r.seconds}s`);
const failed = results.filter((r) => !r.ok).length;
console.log(failed ? `\n✗ ${failed} of ${results.length} steps failed.` : `\n✓ All ${results.length} steps passed.`);
process.exit(failed ? 1 : 0);
