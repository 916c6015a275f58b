import { footerQuerySchema, footerResponseSchema, messages } from '@courtside/core';
import type { RoutePlugin } from '../http/routeDeps';
import { HttpError } from '../http/httpError';
import { findFirstVenue, findVenueBySlug } from '../venues/venues.repo';
import { encodeEntities } from './encodeEntities';

/**
 * GET /api/activities/footer?venue= (spec §7): the venue's footer HTML, entity-encoded. Without
 * a venue, the tenant's first venue's footer (or an empty string when it has none).
 */
export const footerRoutes: RoutePlugin = async (app) => {
  app.get(
    '/footer',
    { schema: { querystring: footerQuerySchema, response: { 200: footerResponseSchema } } },
    async (request) => {
      const { venue: slug } = request.query;
      const venue = slug
        ? await findVenueBySlug(request.ctx.db, slug)
        : await findFirstVenue(request.ctx.db);
      if (slug && !venue) throw new HttpError(404, messages.notFound);
      return { data: { html: encodeEntities(venue?.footerHtml ?? '') } };
    },
  );
};
