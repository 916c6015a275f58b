// npm test: install what is needed, then every check in order, then one pass/fail summary.
import { buildServer, buildWeb, ensureChromium, install, pnpm, pnpmQuiet, run } from './lib.mjs';
import { playwrightReport, printSlowest, vitestReport } from './slowest.mjs';

/** The instant the PGlite engine files run at when the suite also runs on PostgreSQL; COURTSIDE_NOW overrides it. */
const ENGINE_SUITE_NOW = process.env.COURTSIDE_NOW ?? '2027-03-28T00:30:00Z';

const results = [];

/**
 * Steps that run side by side in lanes, each lane's steps one after another, each step's output printed whole when it
 * ends. The type check, lint, unit tests and core build each leave a core of the 2 idle much of the time; side by
 * side they take about the time of the longest lane. A step's time is its own, from its start to its end.
 */
async function lanes(...lanesOfSteps) {
  await Promise.all(
    lanesOfSteps.map(async (lane) => {
      for (const { name, args } of lane) {
        const started = Date.now();
        const { code, output } = await pnpmQuiet(args);
        console.log(`\n━━ ${name} ━━\n${output.trimEnd()}`);
        results.push({ name, ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
      }
    }),
  );
}

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
    const { shell, full } = await ensureChromium();
    process.env.CHROMIUM_PATH = shell;
    process.env.VISUAL_CHROMIUM_PATH = full;
    console.log(`Chromium: ${shell} (stories, journeys), ${full} (visual baselines)`);
    return 0;
  }));

if (setupOk) {
  process.env.STORYBOOK_DISABLE_TELEMETRY = '1';
  const staticChecks = Date.now();
  await lanes(
    [{ name: 'type check (tsc, every package)', args: ['-r', '--workspace-concurrency=2', 'run', 'typecheck'] }],
    [
      { name: 'lint (eslint, layer rules)', args: ['exec', 'eslint', '.', '--max-warnings=0'] },
      { name: 'unit tests + core coverage (vitest)', args: ['exec', 'vitest', 'run', '--coverage'] },
      { name: 'core package build (ESM + declarations)', args: ['--filter', '@courtside/core', 'run', 'build'] },
      { name: 'core package import smoke test', args: ['--filter', '@courtside/core', 'run', 'smoke'] },
    ],
  );
  console.log(`\nType check, lint, unit tests and core build side by side: ${((Date.now() - staticChecks) / 1000).toFixed(1)} s`);
  const server = ['--filter', '@courtside/server', 'exec', 'vitest', 'run'];
  if (process.env.TEST_DATABASE_URL) {
    // With a PostgreSQL to test on (CI): every file there, then on PGlite only the files whose behaviour differs by engine
    // (packages/server/test/engineSensitive.ts), at a fixed instant — the night the UK's clocks go forward.
    // A PostgreSQL server's now() is its own, so that run keeps the wall clock.
    const { TEST_DATABASE_URL: postgres, COURTSIDE_NOW: _fixed, ...env } = process.env;
    await step('server tests (vitest, PostgreSQL, every file)', () =>
      pnpm([...server, ...vitestReport('server-postgres')], { env: { ...env, TEST_DATABASE_URL: postgres } }),
    );
    await step(`server tests (vitest, PGlite, what differs by engine, at ${ENGINE_SUITE_NOW})`, () =>
      pnpm([...server, ...vitestReport('server-pglite')], { env: { ...env, COURTSIDE_NOW: ENGINE_SUITE_NOW, SERVER_SUITE: 'engine' } }),
    );
  } else {
    await step('server tests (vitest, PGlite)', () => pnpm([...server, ...vitestReport('server-pglite')]));
  }
  await step('story tests (Storybook + vitest, Chromium, axe)', () =>
    pnpm(['exec', 'vitest', 'run', '--config', 'vitest.storybook.config.ts']),
  );
  await step('visual baselines (static Storybook, Playwright, Chromium)', () => run(process.execPath, ['scripts/visual.mjs']));
  const built = await step('web and server build (vite, esbuild)', async () => (await buildWeb(), await buildServer(), 0));
  if (built) await step('size budgets (first load per route, bench/size-budgets.json)', () => run(process.execPath, ['bench/bundle-size.mjs', '--check']));
  const journeys = playwrightReport('journeys');
  if (built) {
    await step('browser journeys (Playwright, Chromium, axe)', () =>
      pnpm(['exec', 'playwright', 'test', ...journeys.args], { env: { ...process.env, ...journeys.env } }),
    );
  }
}

printSlowest([
  { name: 'server-postgres', kind: 'vitest', label: 'server tests on PostgreSQL' },
  { name: 'server-pglite', kind: 'vitest', label: 'server tests on PGlite' },
  { name: 'journeys', kind: 'playwright', label: 'browser journeys' },
]);

const width = Math.max(...results.map((r) => r.name.length));
console.log('\n━━ Summary ━━');
for (const r of results) console.log(`${r.ok ? '✓ PASS' : '✗ FAIL'}  ${r.name.padEnd(width)}  ${r.seconds}s`);
const failed = results.filter((r) => !r.ok).length;
console.log(failed ? `\n✗ ${failed} of ${results.length} steps failed.` : `\n✓ All ${results.length} steps passed.`);
process.exit(failed ? 1 : 0);
