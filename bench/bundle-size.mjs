// Prints the web app's shipped sizes (raw and gzip) from packages/web/dist: the whole build, the first load (index.html's
// script, its preloads and its stylesheet), the JS a visitor's home page loads until the app takes its first view over,
// and each spec §2 route's first load (the entry's plus the route's own chunks, route-preloads.json). Run `npm run build`
// first.
//   --check           fail (exit 1) when the JS until take-over on the home page, a route's first-load JS, the first-load
//                     CSS or the embed script is over its budget in bench/size-budgets.json (npm test runs this: sizes
//                     are deterministic, time is not)
//   --update-budgets  write today's route and CSS sizes plus 5 % as their budgets (after a change meant to grow them, or
//                     to lock in a fall); the take-over and embed budgets are targets, kept as they are
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.env.WEB_DIST ?? new URL('../packages/web/dist/', import.meta.url).pathname;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sizeOf = (file) => {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};

const assets = readdirSync(join(dist, 'assets')).map((name) => ({ name, ...sizeOf(join(dist, 'assets', name)) }));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const firstLoad = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);

const sum = (list, key) => list.reduce((total, a) => total + a[key], 0);
const byKind = (ext) => assets.filter((a) => a.name.endsWith(ext));
const first = assets.filter((a) => firstLoad.includes(a.name));

console.log('Bundle size (packages/web/dist)');
console.log(`  first load JS   ${kb(sum(first.filter((a) => a.name.endsWith('.js')), 'gzip'))} gzip`);
console.log(`  first load CSS  ${kb(sum(first.filter((a) => a.name.endsWith('.css')), 'gzip'))} gzip`);
console.log(`  all JS          ${kb(sum(byKind('.js'), 'raw'))} raw, ${kb(sum(byKind('.js'), 'gzip'))} gzip in ${byKind('.js').length} chunks`);
console.log(`  fonts           ${kb(sum(byKind('.woff2'), 'raw'))} woff2 (fetched only when a venue uses the face)`);
// The operator's embed script (one script tag on their site), budget 25 KiB gzip.
const embed = sizeOf(join(dist, 'embed.js'));
console.log(`  embed script    ${kb(embed.raw)} raw, ${kb(embed.gzip)} gzip (budget 25.0 KB gzip${embed.gzip > 25 * 1024 ? ' — OVER' : ''})`);
console.log(`  total on disk   ${kb(statSync(join(dist, 'index.html')).size + sum(assets, 'raw'))}`);

// Each route's first load — the entry's scripts and the route's own chunks, gzip.
const gzipOf = new Map(assets.map((a) => [a.name, a.gzip]));
const entryJs = first.filter((a) => a.name.endsWith('.js'));
const routePreloads = JSON.parse(readFileSync(join(dist, 'route-preloads.json'), 'utf8'));

// Until take-over on the home page: the JS a visitor's browser runs before the app takes the server's first view over
// (web main.tsx hydrates once the route's code is in) — the entry script, every chunk it imports statically, and the
// home route's chunks with theirs. Read from the build's files, not timed: the same build always gives the same figure.
const staticImports = (name) =>
  [...readFileSync(join(dist, 'assets', name), 'utf8').matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)].map((m) => m[1]);
const withStaticImports = (names) => {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    staticImports(name).forEach(visit);
  };
  names.forEach(visit);
  return seen;
};
const entryScript = html.match(/<script[^>]*\ssrc="\/assets\/([^"]+\.js)"/)?.[1];
if (!entryScript) throw new Error('index.html names no entry script');
const homeFiles = routePreloads['/'].map((f) => f.replace(/^\/assets\//, ''));
const untilTakeOver = [...withStaticImports([entryScript, ...homeFiles])].reduce((total, name) => total + (gzipOf.get(name) ?? 0), 0);
const routes = Object.fromEntries(
  Object.entries(routePreloads).map(([route, files]) => {
    const own = files.map((f) => f.replace(/^\/assets\//, '')).filter((name) => !firstLoad.includes(name));
    return [route, sum(entryJs, 'gzip') + own.reduce((total, name) => total + (gzipOf.get(name) ?? 0), 0)];
  }),
);
const sizes = { firstLoadCss: sum(first.filter((a) => a.name.endsWith('.css')), 'gzip'), embed: embed.gzip, routes };
const heaviest = Object.entries(routes).sort((a, b) => b[1] - a[1]);
console.log(`  routes          first-load JS gzip from ${kb(heaviest.at(-1)[1])} to ${kb(heaviest[0][1])} (${heaviest[0][0]}); home ${kb(routes['/'])}`);

const budgetsFile = new URL('./size-budgets.json', import.meta.url);
const saved = JSON.parse(readFileSync(budgetsFile, 'utf8'));
const overTakeOver = untilTakeOver > saved.untilTakeOverHome * 1024 ? ' — OVER' : '';
const target = untilTakeOver > saved.untilTakeOverHomeTarget * 1024 ? `, target ${saved.untilTakeOverHomeTarget} KiB not reached` : '';
console.log(`  until take-over (home) ${kb(untilTakeOver)} gzip (budget ${saved.untilTakeOverHome} KiB${overTakeOver}${target})`);

if (process.argv.includes('--update-budgets')) {
  const withRoom = (n) => Math.ceil((n * 1.05) / 1024);
  const budgets = {
    note:
      'KiB gzip. untilTakeOverHome is the budget of the JS a visitor\'s home page loads until the app takes its first view over, lowered by hand as cuts land until it reaches untilTakeOverHomeTarget (docs/performance.md); it and embed are kept by --update-budgets. The routes\' first-load JS and the first-load CSS are today\'s sizes plus 5 %, written by bench/bundle-size.mjs --update-budgets. Target for CSS (docs/performance.md): <= 40.',
    untilTakeOverHome: saved.untilTakeOverHome,
    untilTakeOverHomeTarget: saved.untilTakeOverHomeTarget,
    firstLoadCss: withRoom(sizes.firstLoadCss),
    embed: 25,
    routes: Object.fromEntries(Object.entries(routes).map(([route, n]) => [route, withRoom(n)])),
  };
  writeFileSync(budgetsFile, `${JSON.stringify(budgets, null, 2)}\n`);
  console.log(`Budgets written to bench/size-budgets.json`);
}
if (process.argv.includes('--check')) {
  const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8'));
  const over = [];
  const check = (what, bytes, budgetKiB) => {
    if (budgetKiB === undefined) over.push(`${what}: no budget (run --update-budgets)`);
    else if (bytes > budgetKiB * 1024) over.push(`${what}: ${kb(bytes)} over its budget of ${budgetKiB} KB`);
  };
  check('JS until take-over on the home page', untilTakeOver, budgets.untilTakeOverHome);
  check('first-load CSS', sizes.firstLoadCss, budgets.firstLoadCss);
  check('embed script', sizes.embed, budgets.embed);
  for (const [route, bytes] of Object.entries(routes)) check(`route ${route} first-load JS`, bytes, budgets.routes[route]);
  if (over.length) {
    console.error(`\n✗ Size budgets exceeded (bench/size-budgets.json):\n  ${over.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`\n✓ the JS until take-over on the home page, ${Object.keys(routes).length} routes, the first-load CSS and the embed script within their budgets`);
}
