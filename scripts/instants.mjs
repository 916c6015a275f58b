// npm run test:instants: the server suite (PGlite) at each fixed instant a date-dependent bug has hidden behind — a
// weekday, a Saturday, a Sunday, the nights the UK's clocks change, 29 February, New Year's Eve — with COURTSIDE_NOW
// (packages/server/src/clock/startClock.ts). Other arguments go to vitest (e.g. a file, relative to packages/server);
// `--journeys` runs the browser journeys at each instant too (after `npm run build`). Prints a table of instants, each
// PASS or FAIL, with its time.
import { pnpm } from './lib.mjs';

export const instants = [
  ['weekday (Wednesday 09:30)', '2026-12-02T09:30:00Z'],
  ['Saturday 23:30', '2027-01-16T23:30:00Z'],
  ['Sunday 12:00', '2027-01-17T12:00:00Z'],
  ['clocks go forward (last Sunday of March, 00:30)', '2027-03-28T00:30:00Z'],
  ['clocks go back (last Sunday of October, 00:30)', '2027-10-31T00:30:00Z'],
  ['29 February', '2028-02-29T12:00:00Z'],
  ["New Year's Eve 23:30", '2027-12-31T23:30:00Z'],
];

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const journeys = args.includes('--journeys');
const vitestArgs = args.filter((arg) => arg !== '--journeys');
const { TEST_DATABASE_URL: _postgres, ...env } = process.env;

const results = [];
for (const [name, instant] of instants) {
  const started = Date.now();
  console.log(`\n━━ ${name}: ${instant} ━━`);
  const run = { ...env, COURTSIDE_NOW: instant };
  let code = await pnpm(['--filter', '@courtside/server', 'exec', 'vitest', 'run', ...vitestArgs], { env: run });
  if (journeys) code ||= await pnpm(['exec', 'playwright', 'test'], { env: run });
  results.push({ name: `${name}  ${instant}`, ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}
const width = Math.max(...results.map((r) => r.name.length));
console.log('\n━━ Instants ━━');
for (const r of results) console.log(`${r.ok ? '✓ PASS' : '✗ FAIL'}  ${r.name.padEnd(width)}  ${r.seconds}s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
