// A static file server for the built Storybook (loopback only), so the visual tests need no dev server.
// Usage: node scripts/serveStatic.mjs <dir> <port> (the visual tests start it through playwright.visual.config.ts).
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const [dirArg, portArg] = process.argv.slice(2);
const root = resolve(dirArg ?? 'storybook-static');
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  const file = join(root, normalize(pathname === '/' ? '/index.html' : pathname));
  try {
    if (!file.startsWith(root) || !statSync(file).isFile()) throw new Error('not a file');
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  } catch {
    response.writeHead(404).end();
  }
}).listen(Number(portArg ?? 6107), '127.0.0.1');
