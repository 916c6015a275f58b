import { accountFairUseResponseSchema, bookingParamsSchema, bookingResponseSchema, noShowWaiverBodySchema } from '@courtside/core';
import { requireCustomer } from '../auth/customerContext';
import { requireStaffTo } from '../auth/guards';
import type { RoutePlugin } from '../http/routeDeps';
import { accountFairUse, waiveNoShow } from './noShows';

/**
 * Fair use (docs/api.md): GET /api/v1/account/fair-use — the signed-in customer's no-shows and any pause they bring
 * (the login's own, never a selected user's) — and POST /api/v1/bookings/{bookingId}/no-show-waiver, staff at the
 * register waiving a no-show with a reason (their tenant's bookings only).
 */
export const fairUseRoutes: RoutePlugin = async (app) => {
  app.get('/v1/account/fair-use', { schema: { response: { 200: accountFairUseResponseSchema } } }, async (request) => {
    const customer = requireCustomer(request);
    return { data: await accountFairUse(request.ctx, customer.userId) };
  });

  app.post(
    '/v1/bookings/:bookingId/no-show-waiver',
    { schema: { params: bookingParamsSchema, body: noShowWaiverBodySchema, response: { 200: bookingResponseSchema } }, preHandler: requireStaffTo('register') },
    async (request) => ({ data: await waiveNoShow(request.ctx, requireCustomer(request).userId, request.params.bookingId, request.body.reason) }),
  );
};
