import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where the published Storybook is served (STORYBOOK=1): /storybook/, and /storybook redirects there. */
export const storybookPath = '/storybook';

/** The two pages Storybook's static build writes: the manager (index.html) and the preview frame (iframe.html). */
const pages = ['index.html', 'iframe.html'];

/**
 * The CSP hash source of each inline script of the built pages. Storybook writes its configuration as inline scripts
 * (`window['FEATURES'] = …`, `window['CONFIG_TYPE'] = …`), which the app's `script-src 'self'` refuses; allowing these
 * exact scripts by hash keeps every other inline script, and eval, refused.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ''))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body ?? '').digest('base64')}'`);
}

/**
 * The catalogue's policy: the app's (scripts from our origin only, no eval, no inline event handlers, styles inline as
 * Storybook and Radix set them), plus the build's own inline scripts by hash. Only our own pages may frame it (the
 * manager frames the preview); it is a reviewer's tool, not something an operator embeds.
 */
export function storybookPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(scriptHashes)].join(' ')}`.trim(),
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * Serves the static Storybook (`npm run build-storybook` → storybook-static/) at /storybook/ so QA opens the component
 * catalogue from the product. Off unless STORYBOOK=1; a folder with no build is reported and not served. Files are
 * revalidated (only some of Storybook's names are hashed); a missing file falls through to the usual not-found handling.
 */
export async function registerStorybook(app: FastifyInstance, dir: string): Promise<void> {
  if (!existsSync(join(dir, 'index.html'))) {
    app.log.warn({ dir }, 'STORYBOOK=1 but there is no built Storybook there: run `npm run build-storybook` first');
    return;
  }
  const hashes = pages.flatMap((page) => (existsSync(join(dir, page)) ? inlineScriptHashes(readFileSync(join(dir, page), 'utf8')) : []));
  const policy = storybookPolicy(hashes);
  await app.register(async (catalogue) => {
    // Helmet has written the app's policy in its onRequest hook; the catalogue's pages answer with their own.
    catalogue.addHook('onSend', async (_request, reply, payload) => {
      reply.header('content-security-policy', policy);
      return payload;
    });
    await catalogue.register(fastifyStatic, {
      root: dir,
      // Given without its trailing slash, so the plugin also answers /storybook with a redirect to /storybook/ (the
      // build's links are relative to the folder).
      prefix: storybookPath,
      redirect: true,
      // The web app's registration owns reply.sendFile; this one only serves files.
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
    });
  });
}
