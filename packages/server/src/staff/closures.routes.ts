import { closureBodySchema, closureCreatedResponseSchema, closureDeletedResponseSchema, closureListResponseSchema, closureParamsSchema, closureVenueParamsSchema } from '@courtside/core';
import { requireStaffTo } from '../auth/guards';
import type { RoutePlugin } from '../http/routeDeps';
import { createClosure, deleteClosure, listClosures } from './closures';

/** Issue 16 closures (paths ours, docs/api.md): staff read a venue's closures; managers close and reopen. */
export const closuresRoutes: RoutePlugin = async (app, { db, services }) => {
  const deps = { db, now: services.now, events: services.events };
  app.get(
    '/v1/venues/:venue_slug/closures',
    { schema: { params: closureVenueParamsSchema, response: { 200: closureListResponseSchema } }, preHandler: requireStaffTo('register') },
    async (request) => ({ data: await listClosures(request.ctx.db, request.params.venue_slug) }),
  );
  app.post(
    '/v1/venues/:venue_slug/closures',
    { schema: { params: closureVenueParamsSchema, body: closureBodySchema, response: { 200: closureCreatedResponseSchema } }, preHandler: requireStaffTo('updateOccurrence') },
    async (request) => ({ data: await createClosure(deps, request.tenant.id, request.params.venue_slug, request.body) }),
  );
  app.delete(
    '/v1/closures/:closure_id',
    { schema: { params: closureParamsSchema, response: { 200: closureDeletedResponseSchema } }, preHandler: requireStaffTo('updateOccurrence') },
    async (request) => ({ data: await deleteClosure(request.ctx.db, request.params.closure_id) }),
  );
};
