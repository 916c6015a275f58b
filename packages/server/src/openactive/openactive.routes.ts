import { openactiveFeedParamsSchema, openactiveFeedQuerySchema } from '@courtside/core';
import type { RoutePlugin } from '../http/routeDeps';
import { sandboxPageHelmet } from '../http/securityHeaders';
import { datasetPage } from './datasetPage';
import { readFeedPage } from './feedPage';
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
export const openactiveFeedRoutes: RoutePlugin = async (app, { config }) => {
  app.get(
    '/openactive/feeds/:feed',
    { schema: { params: openactiveFeedParamsSchema, querystring: openactiveFeedQuerySchema } },
    async (request, reply) => {
      const license = request.ctx.tenant.openDataLicense ?? DEFAULT_OPEN_DATA_LICENSE;
      const page = await readFeedPage(request.ctx.db, request.params.feed, feedOrigin(request, config), request.query, license);
      return reply
        .header('content-type', rpdeMediaType)
        .header('cache-control', `public, max-age=${page.last ? LAST_PAGE_MAX_AGE : PAGE_MAX_AGE}`)
        .header('access-control-allow-origin', '*')
        // A buffer, so the media type goes out as written (a string would get a charset added and its version quoted).
        .send(Buffer.from(page.body));
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
