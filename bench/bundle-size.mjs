// Prints the web app's shipped sizes (raw and gzip) from packages/web/dist: the whole build and the
// first load (index.html's script and stylesheet). Run `npm run build` first.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../packages/web/dist/', import.meta.url).pathname;
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
// Issue 15: the operator's embed script (one script tag on their site), budget 25 KiB gzip.
const embed = sizeOf(join(dist, 'embed.js'));
console.log(`  embed script    ${kb(embed.raw)} raw, ${kb(embed.gzip)} gzip (budget 25.0 KB gzip${embed.gzip > 25 * 1024 ? ' — OVER' : ''})`);
console.log(`  total on disk   ${kb(statSync(join(dist, 'index.html')).size + sum(assets, 'raw'))}`);
