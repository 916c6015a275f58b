import {
  bookingBundleParamsSchema,
  bookingBundleResponseSchema,
  bookingCancelQuerySchema,
  bookingListQuerySchema,
  bookingListResponseSchema,
  bookingParamsSchema,
  bookingResponseSchema,
  messages,
  paginationMetaFor,
} from '@courtside/core';
import { requireCustomer } from '../auth/customerContext';
import { HttpError } from '../http/httpError';
import type { RoutePlugin } from '../http/routeDeps';
import { mayActFor } from '../users/users.repo';
import { listBookings } from './bookings.repo';
import { withWaivers } from '../fairUse/noShows';
import { toBookingWires } from './bookingView';
import { cancelBundle, getBundle } from './bundles';
import { cancelBooking } from './cancelBooking';

/** Spec §7 cancel booking and the contract-only list bookings (path chosen in docs/api.md), for logged-in customers. */
export const bookingsRoutes: RoutePlugin = async (app) => {
  // Spec §7 "DELETE activities/bookings/{bookingId}/ with query source=bookings".
  app.delete(
    '/activities/bookings/:bookingId',
    { schema: { params: bookingParamsSchema, querystring: bookingCancelQuerySchema, response: { 200: bookingResponseSchema } } },
    async (request) => {
      const customer = requireCustomer(request);
      return { data: await cancelBooking(request.ctx, customer, request.params.bookingId) };
    },
  );

  // Spec §7's contract-only "get booking or bundle" for a camp or course, and cancelling it whole (paths ours, docs/api.md).
  app.get('/v1/booking-bundles/:bundleId', { schema: { params: bookingBundleParamsSchema, response: { 200: bookingBundleResponseSchema } } }, async (request) => {
    const customer = requireCustomer(request);
    return { data: await getBundle(request.ctx, customer, request.params.bundleId) };
  });
  app.delete(
    '/v1/booking-bundles/:bundleId',
    { schema: { params: bookingBundleParamsSchema, querystring: bookingCancelQuerySchema, response: { 200: bookingBundleResponseSchema } } },
    async (request) => {
      const customer = requireCustomer(request);
      return { data: await cancelBundle(request.ctx, customer, request.params.bundleId) };
    },
  );

  // Spec §5 booking list query: the user defaults to the one the call acts for; someone else needs the right to act for them.
  // Staff may leave the user out to read every customer's bookings, of one occurrence say.
  app.get('/v1/bookings', { schema: { querystring: bookingListQuerySchema, response: { 200: bookingListResponseSchema } } }, async (request) => {
    const customer = requireCustomer(request);
    const { query, ctx } = request;
    // Staff with no user_id list everyone's (the register: an occurrence's bookings); a customer lists whom they act for.
    const everyone = customer.role === 'staff' && query.user_id === undefined;
    const userId = everyone ? undefined : (query.user_id ?? customer.actingForUserId);
    if (userId !== undefined && !(await mayActFor(ctx.db, customer, userId))) throw new HttpError(403, messages.unauthorised);
    const { now } = ctx;
    const filter = { userId, occurrencePublicId: query.occurrence_id, statuses: query.status, page: query.page, perPage: query.per_page };
    const { rows, total } = await listBookings(ctx.db, filter, now);
    return {
      // The register shows a no-show's waiver (who, why) to staff.
      data: customer.role === 'staff' ? await withWaivers(ctx.db, await toBookingWires(ctx.db, rows, { now })) : await toBookingWires(ctx.db, rows, { now }),
      meta: { pagination: paginationMetaFor(query.page, query.per_page, total), sorting: { sort_by: 'starts_at', direction: 'ascending' as const } },
    };
  });
};
