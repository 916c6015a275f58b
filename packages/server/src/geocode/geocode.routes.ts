import { geocodeNotFoundMessage, messages, geocodeQuerySchema, geocodeResponseSchema, mapConfigResponseSchema } from '@courtside/core';
import { HttpError } from '../http/httpError';
import type { RoutePlugin } from '../http/routeDeps';

/**
 * GET /api/geocode?q= (spec §7 geocoding by search term, gb only) and GET /api/map-config (the map's tiles). An
 * unknown term answers 404 with a message saying so; a failing external service 502, never an empty answer.
 */
export const geocodeRoutes: RoutePlugin = async (app, { services }) => {
  const config = () => services.geo;

  app.get('/geocode', { schema: { querystring: geocodeQuerySchema, response: { 200: geocodeResponseSchema } } }, async (request) => {
    let found;
    try {
      found = await config().geocoder.geocode(request.query.q);
    } catch (error) {
      request.log.warn({ err: error }, 'Geocoder failed');
      throw new HttpError(502, messages.geocode.unavailable);
    }
    if (!found) throw new HttpError(404, geocodeNotFoundMessage(request.query.q));
    return { data: found };
  });

  app.get('/map-config', { schema: { response: { 200: mapConfigResponseSchema } } }, async () => ({
    data: { tile_url: config().mapTileUrl, attribution: config().mapTileAttribution },
  }));
};
