import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Hashed build output never changes under one name; everything else must be revalidated. */
const immutable = 'public, max-age=31536000, immutable';

/** True when `webDist` holds a built web app. */
export function hasWebApp(webDist: string): boolean {
  return existsSync(join(webDist, 'index.html'));
}

/** Serves the built web app from `webDist`; unknown files fall through to the not-found handler. */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: true,
    cacheControl: false,
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

/** Sends the app shell for a page navigation. */
export function sendAppShell(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
