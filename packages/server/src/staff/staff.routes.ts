import {
  bookingBulkAttendanceBodySchema,
  categoryBodySchema,
  categoryListQuerySchema,
  categoryListResponseSchema,
  categoryParamsSchema,
  categoryResponseSchema,
  paginationMetaFor,
  waitlistListQuerySchema,
  waitlistListResponseSchema,
  bookingBulkResponseSchema,
  bookingBulkUpdateBodySchema,
  occurrenceListQuerySchema,
  occurrenceListResponseSchema,
  occurrenceParamsSchema,
  occurrenceResponseSchema,
  occurrenceUpdateBodySchema,
  staffMay,
} from '@courtside/core';
import type { FastifyRequest } from 'fastify';
import { requireCustomer } from '../auth/customerContext';
import { requireStaffTo } from '../auth/guards';
import type { RoutePlugin } from '../http/routeDeps';
import { createCategory, listCategoriesForStaff, updateCategory } from '../categories/categoryAdmin';
import { listWaitlist } from '../waitlist/waitlist.service';
import { cancelBookingsAsStaff, markAttendance } from './staffBookings';
import { getStaffOccurrence, listStaffOccurrences, updateStaffOccurrence } from './staffOccurrences';

/**
 * Staff contracts (spec §7 contract-only shapes; paths ours, docs/api.md): the occurrences of the tenant, their update,
 * reinstate and delete, and the bulk booking calls (cancellation, attendance). Every route declares the staff action it
 * needs (core's staffMay): 401 for a visitor, 403 for a customer or a role without it.
 */
export const staffRoutes: RoutePlugin = async (app, { services }) => {
  // Spec §3: block booking information only for the staff roles permitted to see it.
  const seeBlockBookings = (request: FastifyRequest) => staffMay(requireCustomer(request).staffRole, 'seeBlockBookings');
  const view = (request: FastifyRequest) => ({ now: request.ctx.now, seeBlockBookings: seeBlockBookings(request) });

  app.get(
    '/v1/activities/occurrences',
    { schema: { querystring: occurrenceListQuerySchema, response: { 200: occurrenceListResponseSchema } }, preHandler: requireStaffTo('register') },
    async (request) => ({ data: await listStaffOccurrences(request.ctx.db, request.query, view(request)) }),
  );
  app.get(
    '/v1/activities/occurrences/:occurrence_id',
    { schema: { params: occurrenceParamsSchema, response: { 200: occurrenceResponseSchema } }, preHandler: requireStaffTo('register') },
    async (request) => ({ data: await getStaffOccurrence(request.ctx.db, request.params.occurrence_id, view(request)) }),
  );
  app.patch(
    '/v1/activities/occurrences/:occurrence_id',
    { schema: { params: occurrenceParamsSchema, body: occurrenceUpdateBodySchema, response: { 200: occurrenceResponseSchema } }, preHandler: requireStaffTo('updateOccurrence') },
    async (request) => ({ data: await updateStaffOccurrence({ ...request.ctx, offerPlaces: services.offerPlaces }, request.params.occurrence_id, request.body.data, seeBlockBookings(request)) }),
  );

  app.patch(
    '/v1/bookings',
    { schema: { body: bookingBulkUpdateBodySchema, response: { 200: bookingBulkResponseSchema } }, preHandler: requireStaffTo('cancelBookings') },
    async (request) => {
      const { booking_ids: ids, cancellation_source: source } = request.body.data;
      return { data: await cancelBookingsAsStaff(request.ctx, ids, source) };
    },
  );
  app.patch(
    '/v1/bookings/attendance',
    { schema: { body: bookingBulkAttendanceBodySchema, response: { 200: bookingBulkResponseSchema } }, preHandler: requireStaffTo('register') },
    async (request) => ({ data: await markAttendance(request.ctx, request.body.data.booking_ids, request.body.data.status) }),
  );

  // Spec §7 contract-only waitlist list: the tenant's waiting customers, of one occurrence when named.
  app.get(
    '/v1/waitlist',
    { schema: { querystring: waitlistListQuerySchema, response: { 200: waitlistListResponseSchema } }, preHandler: requireStaffTo('register') },
    async (request) => {
      const { page, per_page: perPage, occurrence_id: occurrencePublicId } = request.query;
      const { entries, total } = await listWaitlist(request.ctx.db, { occurrencePublicId, page, perPage });
      return { data: entries, meta: { pagination: paginationMetaFor(page, perPage, total), sorting: { sort_by: 'starts_at', direction: 'ascending' as const } } };
    },
  );

  // Spec §5/§7 categories: the list with usage checks (staff), create and update within core's rules (managers).
  app.get(
    '/v1/activities/categories',
    { schema: { querystring: categoryListQuerySchema, response: { 200: categoryListResponseSchema } }, preHandler: requireStaffTo('register') },
    async (request) => ({ data: await listCategoriesForStaff(request.ctx.db, request.query) }),
  );
  app.post(
    '/v1/activities/categories',
    { schema: { body: categoryBodySchema, response: { 200: categoryResponseSchema } }, preHandler: requireStaffTo('manageCatalogue') },
    async (request) => ({ data: await createCategory(request.ctx.db, request.body) }),
  );
  app.patch(
    '/v1/activities/categories/:category_id',
    { schema: { params: categoryParamsSchema, body: categoryBodySchema, response: { 200: categoryResponseSchema } }, preHandler: requireStaffTo('manageCatalogue') },
    async (request) => ({ data: await updateCategory(request.ctx.db, request.params.category_id, request.body) }),
  );
};
