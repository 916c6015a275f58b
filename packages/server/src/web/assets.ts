import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from '../http/compress';

/** Hashed build output never changes under one name. */
export const immutable = 'public, max-age=31536000, immutable';

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.json': 'application/json; charset=utf-8',
};

type Asset = { type: string; identity: Buffer; br?: Buffer; gzip?: Buffer };

/** Reads the build's hashed assets, with the `.br` and `.gz` the build wrote beside them, into memory. */
export function loadAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!existsSync(dir)) return assets;
  for (const name of readdirSync(dir)) {
    const type = types[extname(name)];
    if (!type) continue;
    const path = join(dir, name);
    const asset: Asset = { type, identity: readFileSync(path) };
    if (existsSync(`${path}.br`)) asset.br = readFileSync(`${path}.br`);
    if (existsSync(`${path}.gz`)) asset.gzip = readFileSync(`${path}.gz`);
    assets.set(name, asset);
  }
  return assets;
}

/**
 * Time to content: a page's first visit asks for ~75 hashed scripts. Served from memory — the build's own precompressed
 * bodies, no file-system calls per request — each costs about what a cached API answer does, so the browser's six
 * connections are never waiting on the disk. Anything not in the build falls through (404).
 */
export function registerAssets(app: FastifyInstance, dir: string): void {
  const assets = loadAssets(dir);
  const serve = async (request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => {
    const asset = assets.get(request.params.file);
    if (!asset) return reply.callNotFound();
    const encoding = preferredEncoding(request.headers['accept-encoding'], { br: Boolean(asset.br), gzip: Boolean(asset.gzip) });
    const body = encoding ? asset[encoding]! : asset.identity;
    reply.header('content-type', asset.type).header('cache-control', immutable).header('content-length', body.length);
    if (asset.br || asset.gzip) reply.header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  };
  app.get('/assets/:file', serve);
}
