import {
  closureBodySchema,
  closureCreatedResponseSchema,
  closureDeletedResponseSchema,
  closureListResponseSchema,
  closureParamsSchema,
  closureVenueParamsSchema,
  openingTimesBodySchema,
  openingTimesUpdatedResponseSchema,
  venueLocationsResponseSchema,
} from '@courtside/core';
import { requireStaffTo } from '../auth/guards';
import type { RoutePlugin } from '../http/routeDeps';
import { createClosure, deleteClosure, listClosures, listVenueLocations } from './closures';
import { changeOpeningTimes } from './openingTimes';

/**
 * Closures and opening times (paths ours, docs/api.md): staff read a venue's closures; managers close and reopen, and
 * change the venue's opening times — each sets aside the sessions to come that now clash.
 */
export const closuresRoutes: RoutePlugin = async (app) => {
  app.get(
    '/v1/venues/:venue_slug/closures',
    { schema: { params: closureVenueParamsSchema, response: { 200: closureListResponseSchema } }, preHandler: requireStaffTo('register') },
    async (request) => ({ data: await listClosures(request.ctx.db, request.params.venue_slug) }),
  );
  app.post(
    '/v1/venues/:venue_slug/closures',
    { schema: { params: closureVenueParamsSchema, body: closureBodySchema, response: { 200: closureCreatedResponseSchema } }, preHandler: requireStaffTo('updateOccurrence') },
    async (request) => ({ data: await createClosure(request.ctx, request.params.venue_slug, request.body) }),
  );
  app.delete(
    '/v1/closures/:closure_id',
    { schema: { params: closureParamsSchema, response: { 200: closureDeletedResponseSchema } }, preHandler: requireStaffTo('updateOccurrence') },
    async (request) => ({ data: await deleteClosure(request.ctx, request.params.closure_id) }),
  );
  app.get(
    '/v1/venues/:venue_slug/locations',
    { schema: { params: closureVenueParamsSchema, response: { 200: venueLocationsResponseSchema } }, preHandler: requireStaffTo('register') },
    async (request) => ({ data: await listVenueLocations(request.ctx.db, request.params.venue_slug) }),
  );
  app.put(
    '/v1/venues/:venue_slug/opening-times',
    { schema: { params: closureVenueParamsSchema, body: openingTimesBodySchema, response: { 200: openingTimesUpdatedResponseSchema } }, preHandler: requireStaffTo('changeOpeningTimes') },
    async (request) => ({ data: await changeOpeningTimes(request.ctx, request.params.venue_slug, request.body) }),
  );
};
