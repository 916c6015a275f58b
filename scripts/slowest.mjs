// The slowest tests of a run, read from the JSON reports the server suite (vitest) and the journeys (Playwright) write
// beside their usual output, so the summary of `npm test` shows where the time goes and the next regression is visible.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

/** Where this run's JSON reports go (Playwright empties its own test-results/ when it starts). */
export const reportDir = join(root, 'node_modules', '.cache', 'courtside-test-timings');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

/** The vitest arguments that also write a JSON report named `name`. */
export const vitestReport = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${join(reportDir, `${name}.json`)}`];

/** The environment and arguments that make Playwright also write a JSON report named `name`. */
export const playwrightReport = (name) => ({
  args: ['--reporter=list,json'],
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reportDir, `${name}.json`) },
});

const readJson = (name) => {
  try {
    return JSON.parse(readFileSync(join(reportDir, `${name}.json`), 'utf8'));
  } catch {
    return null;
  }
};

/** Every test of a vitest JSON report: its file, title and milliseconds. */
function vitestTests(report) {
  return (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({ where: file.name.replace(`${root}/`, ''), title: test.fullName ?? test.title, ms: test.duration ?? 0 })),
  );
}

/** Every test of a Playwright JSON report: its file, title and milliseconds (its last attempt). */
function playwrightTests(report) {
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const last = test.results?.at(-1);
        out.push({ where: spec.file ?? suite.file, title: [...titles, spec.title].filter(Boolean).join(' › '), ms: last?.duration ?? 0 });
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.file === child.title ? titles : [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return out;
}

/** Prints the `count` slowest tests of each report written in this run. */
export function printSlowest(reports, count = 20) {
  for (const { name, kind, label } of reports) {
    const report = readJson(name);
    if (!report) continue;
    const tests = (kind === 'playwright' ? playwrightTests(report) : vitestTests(report)).sort((a, b) => b.ms - a.ms).slice(0, count);
    if (tests.length === 0) continue;
    console.log(`\n━━ Slowest ${tests.length}: ${label} ━━`);
    for (const test of tests) console.log(`${(test.ms / 1000).toFixed(1).padStart(6)}s  ${test.where} › ${test.title}`);
  }
}
