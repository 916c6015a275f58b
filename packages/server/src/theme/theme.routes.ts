import { messages, themeQuerySchema, themeResponseSchema } from '@courtside/core';
import type { RoutePlugin } from '../http/routeDeps';
import { HttpError } from '../http/httpError';
import { findVenueBySlug } from '../venues/venues.repo';
import { mergeTheme } from './mergeTheme';

/** The 503 text the client's maintenance screen shows (spec §2 "Service disruption"). */
export const maintenanceMessage = messages.theme.maintenance;

/**
 * GET /api/frontend/theme?venue= (spec §7): the venue theme merged over the tenant default.
 * An unknown venue answers 404 (the client retries without it); maintenance answers 503.
 */
export const themeRoutes: RoutePlugin = async (app) => {
  app.get(
    '/theme',
    { schema: { querystring: themeQuerySchema, response: { 200: themeResponseSchema } } },
    async (request) => {
      if (request.ctx.tenant.maintenance) throw new HttpError(503, maintenanceMessage);
      const { venue: slug } = request.query;
      const venue = slug ? await findVenueBySlug(request.ctx.db, slug) : undefined;
      if (slug && !venue) throw new HttpError(404, messages.notFound);
      return { data: mergeTheme(request.ctx.tenant, venue) };
    },
  );
};
