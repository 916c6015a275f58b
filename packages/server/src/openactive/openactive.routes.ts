import { openactiveFeedParamsSchema, openactiveFeedQuerySchema } from '@courtside/core';
import type { RoutePlugin } from '../http/routeDeps';
import { sandboxPageHelmet } from '../http/securityHeaders';
import { datasetPage } from './datasetPage';
import { preferredEncoding } from '../http/compress';
import { readFeedPage } from './feedPage';
import { createFeedPageCache, type CachedPage } from './pageCache';
import { DEFAULT_OPEN_DATA_LICENSE, rpdeMediaType } from './feeds';
import { listPublishedVenues } from './openactive.repo';
import { feedOrigin } from './origin';

/** Cache lifetimes RPDE asks for: the last page briefly (new items appear there), every other page for an hour. */
const LAST_PAGE_MAX_AGE = 8;
const PAGE_MAX_AGE = 3600;

/**
 * GET /api/openactive/feeds/{feed}: the tenant's OpenActive RPDE feeds (docs/openactive.md). Public open data: no
 * credential is read, and every item is the host's tenant's.
 */
export const openactiveFeedRoutes: RoutePlugin = async (app, { config, services }) => {
  const cache = createFeedPageCache(() => services.now().getTime());
  app.get(
    '/openactive/feeds/:feed',
    { schema: { params: openactiveFeedParamsSchema, querystring: openactiveFeedQuerySchema } },
    async (request, reply) => {
      const { tenant } = request.ctx;
      const origin = feedOrigin(request, config);
      const { afterTimestamp, afterId } = request.query;
      const key = `${tenant.id} ${request.params.feed} ${afterTimestamp ?? ''} ${afterId ?? ''} ${origin}`;
      let cached: CachedPage | undefined = cache.get(key);
      let body: Buffer;
      if (cached) body = cached.body;
      else {
        const page = await readFeedPage(request.ctx.db, request.params.feed, origin, request.query, tenant.openDataLicense ?? DEFAULT_OPEN_DATA_LICENSE);
        body = Buffer.from(page.body);
        if (!page.last) cached = await cache.put(key, body);
      }
      reply
        // As written (a string would get a charset added and its version quoted).
        .header('content-type', rpdeMediaType)
        .header('cache-control', `public, max-age=${cached ? PAGE_MAX_AGE : LAST_PAGE_MAX_AGE}`)
        .header('access-control-allow-origin', '*')
        .header('vary', 'accept-encoding');
      if (cached && preferredEncoding(request.headers['accept-encoding'], { gzip: true }) === 'gzip') {
        return reply.header('content-encoding', 'gzip').send(cached.gzip);
      }
      return reply.send(body);
    },
  );
};

/** GET /openactive: the tenant's dataset site — what it publishes, under which licence, its feeds and a contact. */
export const datasetRoutes: RoutePlugin = async (app, { config }) => {
  app.get('/openactive', { helmet: sandboxPageHelmet }, async (request, reply) => {
    const venues = await listPublishedVenues(request.ctx.db);
    const html = datasetPage({ tenant: request.ctx.tenant, venues, origin: feedOrigin(request, config), styleNonce: reply.cspNonce.style });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=300').send(html);
  });
};
