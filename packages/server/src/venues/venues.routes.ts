import {
  messages,
  venueParamsSchema,
  venueResponseSchema,
  venuesResponseSchema,
} from '@courtside/core';
import type { RoutePlugin } from '../http/routeDeps';
import { HttpError } from '../http/httpError';
import { findVenueBySlug, listVenues } from './venues.repo';
import { toVenueWire } from './venueWire';

/** GET /api/activities/venues and /venues/{slug} (spec §7 "Venues, activities"). */
export const venuesRoutes: RoutePlugin = async (app) => {
  app.get('/venues', { schema: { response: { 200: venuesResponseSchema } } }, async (request) => {
    const rows = await listVenues(request.ctx.db);
    return { data: rows.map(toVenueWire) };
  });

  app.get(
    '/venues/:slug',
    { schema: { params: venueParamsSchema, response: { 200: venueResponseSchema } } },
    async (request) => {
      const row = await findVenueBySlug(request.ctx.db, request.params.slug);
      if (!row) throw new HttpError(404, messages.notFound);
      return { data: toVenueWire(row) };
    },
  );
};
