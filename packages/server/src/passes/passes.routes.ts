import {
  bookingPassParamsSchema,
  bookingPassResponseSchema,
  checkInResponseSchema,
  kioskCheckInBodySchema,
  orderPassesParamsSchema,
  orderPassesResponseSchema,
  staffCheckInBodySchema,
} from '@courtside/core';
import { requireCustomer } from '../auth/customerContext';
import { requireStaffTo } from '../auth/guards';
import type { RoutePlugin } from '../http/routeDeps';
import { checkInPass, readBookingPass, readOrderPasses } from './passes.service';

/**
 * Booking passes and check-in (ours; docs/api.md): a customer reads the pass of their own or a linked person's
 * confirmed booking, and an order's passes; staff who take the register check a pass in at the desk; a kiosk checks a
 * pass in for its own venue (the pass code is what it needs: 60 random bits, unique per tenant).
 */
export const passesRoutes: RoutePlugin = async (app) => {
  app.get('/v1/bookings/:bookingId/pass', { schema: { params: bookingPassParamsSchema, response: { 200: bookingPassResponseSchema } } }, async (request) => {
    const caller = requireCustomer(request);
    return { data: await readBookingPass(request.ctx.db, caller, request.params.bookingId) };
  });

  app.get('/v1/orders/:orderId/passes', { schema: { params: orderPassesParamsSchema, response: { 200: orderPassesResponseSchema } } }, async (request) => {
    const caller = requireCustomer(request);
    return { data: await readOrderPasses(request.ctx.db, caller, request.params.orderId) };
  });

  app.post(
    '/v1/staff/check-ins',
    { schema: { body: staffCheckInBodySchema, response: { 200: checkInResponseSchema } }, preHandler: requireStaffTo('register') },
    async (request) => {
      const staff = requireCustomer(request);
      return { data: await checkInPass(request.ctx, request.body.code, { via: 'staff', byUserId: staff.userId, venueSlug: request.body.venue_slug }) };
    },
  );

  app.post('/v1/kiosk/check-ins', { schema: { body: kioskCheckInBodySchema, response: { 200: checkInResponseSchema } } }, async (request) => ({
    data: await checkInPass(request.ctx, request.body.code, { via: 'kiosk', venueSlug: request.body.venue_slug }),
  }));
};
