import { z } from 'zod';
import { messages } from '../errors/messages';
import { entityIdSchema, intBetween, queryList, queryNumber, requiredError, selectedUserIdQuery, textBetween } from './fields';
import { bookingStatuses, occurrenceIdSchema } from './occurrence';
import { paginatedEnvelope, paginationQuerySchema } from './pagination';
import { bookingSchema } from './booking';

/** Spec §5 cancellation sources. */
export const cancellationSources = ['customers', 'foh', 'my-account', 'occurrence'] as const;
/** Spec §5 cancellation_source ("Required" when missing). */
export const cancellationSourceSchema = z.enum(cancellationSources, requiredError);
export type CancellationSource = z.infer<typeof cancellationSourceSchema>;

/**
 * Spec §5 booking list query: occurrence_id (34 characters), user_id >= 1, status list (default settled),
 * cancellation_source required, page (default 1), per_page (default 20, at most 100 as every list).
 */
export const bookingListQuerySchema = paginationQuerySchema.extend({
  occurrence_id: occurrenceIdSchema.optional(),
  user_id: queryNumber(intBetween(1)).optional(),
  status: queryList(z.enum(bookingStatuses)).default(['settled']),
  cancellation_source: cancellationSourceSchema,
});
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;
export type BookingListQueryInput = z.input<typeof bookingListQuerySchema>;

/** Contract-only "list bookings" response (spec §7). */
export const bookingListResponseSchema = paginatedEnvelope(bookingSchema);

/** Params of the booking calls, e.g. DELETE /api/activities/bookings/{bookingId} (spec §7). */
export const bookingParamsSchema = z.object({ bookingId: textBetween(1, 255) });

/** Contract-only "get booking or bundle" query: cancellation_source, selected_user_id (spec §7). */
export const bookingGetQuerySchema = z.object({
  cancellation_source: cancellationSourceSchema,
  selected_user_id: selectedUserIdQuery,
});

/** DELETE /api/activities/bookings/{bookingId}/ query: source=bookings (spec §7 cancel booking). */
export const bookingCancelQuerySchema = z.object({ source: z.literal('bookings', requiredError) });
/** Params of GET and DELETE /api/v1/booking-bundles/{bundleId} (ours: spec §7's contract-only "get booking or bundle"). */
export const bookingBundleParamsSchema = z.object({ bundleId: textBetween(1, 255) });

/** A bulk call names 1 to MAX_BULK_BOOKINGS bookings. */
export const MAX_BULK_BOOKINGS = 200;
const bookingIdsSchema = z.array(entityIdSchema).min(1, 'Choose at least one booking').max(MAX_BULK_BOOKINGS, `Choose at most ${MAX_BULK_BOOKINGS} bookings`);

/** Contract-only bulk update body (spec §7): `{ data: { update_type: 'cancellation', cancellation_source, booking_ids } }`. */
export const bookingBulkUpdateBodySchema = z.object({
  data: z.object({
    update_type: z.literal('cancellation', requiredError),
    cancellation_source: cancellationSourceSchema,
    booking_ids: bookingIdsSchema,
  }),
});
export type BookingBulkUpdateBody = z.infer<typeof bookingBulkUpdateBodySchema>;

/** Spec §4 attendance: attended or absent. */
export const attendanceStatusSchema = z.enum(['attended', 'absent'], requiredError);

/** Contract-only bulk attendance body (spec §7): `{ data: { booking_ids, status } }`. */
export const bookingBulkAttendanceBodySchema = z.object({
  data: z.object({ booking_ids: bookingIdsSchema, status: attendanceStatusSchema }),
});
export type BookingBulkAttendanceBody = z.infer<typeof bookingBulkAttendanceBodySchema>;

/** Response of the bulk calls: the bookings as now stored. */
export const bookingBulkResponseSchema = z.object({ data: z.array(bookingSchema) });

/** Fair use (ours): POST /api/v1/bookings/{bookingId}/no-show-waiver — staff waive a no-show strike, saying why. */
export const noShowWaiverBodySchema = z.object({ reason: textBetween(1, 500).refine((reason) => reason.trim().length > 0, messages.required) });
export type NoShowWaiverBody = z.infer<typeof noShowWaiverBodySchema>;
