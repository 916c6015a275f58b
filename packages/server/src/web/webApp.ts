import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppShell } from './appShell';
import { immutable, registerAssets } from './assets';

/** True when `webDist` holds a built web app. */
export function hasWebApp(webDist: string): boolean {
  return existsSync(join(webDist, 'index.html'));
}

/** Serves the built web app from `webDist`; unknown files fall through to the not-found handler. */
export async function registerWebApp(app: FastifyInstance, webDist: string, appShell: AppShell): Promise<void> {
  // `/` is a page like any other: the app shell with its first reads, not the bare index.html.
  app.get('/', appShell);
  // Hashed build output, from memory; everything else (favicon, embed script) from disk and revalidated.
  registerAssets(app, join(webDist, 'assets'));
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: true,
    cacheControl: false,
    // The build writes .br and .gz beside each script and sheet (packages/web/precompress.ts): sent when accepted.
    preCompressed: true,
    setHeaders: (reply, path) => {
      const hashed = path.startsWith(join(webDist, 'assets'));
      reply.header('cache-control', hashed ? immutable : 'no-cache');
    },
  });
}

/**
 * SPA fallback: a page navigation (GET or HEAD, outside /api, accepting text/html) that matched
 * no file gets index.html, and the client router takes over.
 */
export function isPageNavigation(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    path !== '/api' &&
    !path.startsWith('/api/') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}
