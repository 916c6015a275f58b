import { z } from 'zod';
import { dataEnvelope, priceSchema, slugSchema } from './common';
import { bookingTypeSchema, entityIdSchema, idSchema, namedRefSchema, uuidSchema, zonedDateTimeSchema } from './fields';
import { bookingStatusSchema, occurrenceLocationSchema } from './occurrence';
import { answeredQuestionSectionSchema } from './question';

/** Spec §4 cut-off actions on late cancellation. */
export const cutOffActions = ['charge_fee', 'disable_booking', 'disable_access', 'disable_cancelling'] as const;
/** Spec §4 cut-off action. */
export const cutOffActionSchema = z.enum(cutOffActions);
export type CutOffAction = z.infer<typeof cutOffActionSchema>;

/** Spec §3 Cancellation info of a booking or bundle. */
export const cancellationInfoSchema = z.object({
  can_cancel: z.boolean(),
  cannot_cancel_reason: z.string().nullable(),
  cut_off: z.string().nullable(),
  cut_off_actions: z.array(cutOffActionSchema),
  cut_off_message: z.string().nullable(),
  awards_credit: z.boolean(),
  awards_credit_message: z.string().nullable(),
});
export type CancellationInfo = z.infer<typeof cancellationInfoSchema>;

/** Spec §3 booking category (and bundle category). */
export const bookingCategorySchema = z.object({
  id: uuidSchema,
  name: z.string(),
  slug: slugSchema,
  booking_type: bookingTypeSchema.nullable(),
});

/** Spec §3 booking_bundle_context: the bundle and the booking's place among its settled bookings. */
export const bookingBundleContextSchema = z.object({
  id: entityIdSchema,
  total_settled_bookings: z.number().int().nonnegative(),
  settled_booking_position: z.number().int().positive(),
});

/** Fair use (ours): a no-show staff waived, so it is no strike — why, when, and the staff member's name (null: left). */
export const noShowWaiverSchema = z.object({ reason: z.string(), waived_at: z.string(), waived_by: z.string().nullable() });
export type NoShowWaiverWire = z.infer<typeof noShowWaiverSchema>;

/** Spec §3 Booking. Price is null while the booking is reserved. */
export const bookingSchema = z
  .object({
    id: entityIdSchema,
    duration: z.number().int().positive(),
    is_v2: z.boolean(),
    user_id: idSchema.nullable(),
    user_uuid: uuidSchema.nullable(),
    user_reference: z.string().nullable(),
    occurrence_id: entityIdSchema,
    order_id: entityIdSchema.nullable(),
    starts_at: zonedDateTimeSchema,
    ends_at: zonedDateTimeSchema,
    status: bookingStatusSchema,
    booking_type: bookingTypeSchema,
    booking_bundle_context: bookingBundleContextSchema.nullable(),
    category: bookingCategorySchema.nullable(),
    name: z.string(),
    description: z.string().nullable(),
    capacity_consumed: z.number().int().nonnegative(),
    price: priceSchema.nullable(),
    venue: z.object({ name: z.string() }),
    locations: z.array(occurrenceLocationSchema),
    location_name: z.string(),
    instructors: z.array(namedRefSchema),
    attended: z.boolean().nullable(),
    cancellation: cancellationInfoSchema,
    created_at: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    order: z.object({ id: entityIdSchema }).nullable(),
    /** Ours (fair use): the no-show's waiver; absent or null when none. */
    no_show_waiver: noShowWaiverSchema.nullable().optional(),
  })
  .superRefine((booking, ctx) => {
    if (booking.status === 'reserved' && booking.price !== null) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'A reserved booking has no price' });
    }
  });
export type BookingWire = z.infer<typeof bookingSchema>;

/** Spec §3 Booking bundle (camps, courses): bookings sorted by start; total_price null while reserved. */
export const bookingBundleSchema = z.object({
  id: entityIdSchema,
  status: bookingStatusSchema,
  booking_type: bookingTypeSchema,
  schedule_id: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  venue: z.object({ name: z.string() }),
  category: bookingCategorySchema.nullable(),
  instructors: z.array(namedRefSchema),
  bookings: z.array(bookingSchema),
  total_price: priceSchema.nullable(),
  cancellation: cancellationInfoSchema,
  custom_question_sections: z.array(answeredQuestionSectionSchema),
});
export type BookingBundleWire = z.infer<typeof bookingBundleSchema>;

/** Contract-only "get booking or bundle" response (spec §7): a bundle (it has bookings) or a booking. */
export const bookingOrBundleResponseSchema = dataEnvelope(z.union([bookingBundleSchema, bookingSchema]));
/** GET and DELETE /api/v1/booking-bundles/{bundleId} response: the camp's or course's bundle. */
export const bookingBundleResponseSchema = dataEnvelope(bookingBundleSchema);
/** Response of a single booking, e.g. DELETE /api/activities/bookings/{bookingId} (the cancelled booking). */
export const bookingResponseSchema = dataEnvelope(bookingSchema);
