import { z } from 'zod';
import { dataEnvelope, priceSchema } from './common';
import { bookingTypeSchema, idSchema, lengthOf, parseRecordId, namedRefSchema, uuidSchema, zonedDateTimeSchema } from './fields';
import { tenderTypeSchema } from './payment';
import { restrictionRefSchema } from './restriction';
import { ticketSchema } from './ticket';

/** Spec §5/§9: an occurrence id is exactly 34 letters, digits, underscores or hyphens. */
export const occurrenceIdSchema = lengthOf(34).regex(/^[A-Za-z0-9_-]+$/, 'Must contain only letters, digits, _ or -');

/** Spec §3/§7 occurrence ids: a v1 numeric id (a number, or digits in a path) or the 34-character v2 id; null when neither. */
export function parseOccurrenceKey(id: string | number): number | string | null {
  if (typeof id === 'number') return idSchema.safeParse(id).success ? id : null;
  return parseRecordId(id) ?? (occurrenceIdSchema.safeParse(id).success ? id : null);
}

/** Spec §3 occurrence status. */
export const occurrenceStatusSchema = z.enum(['bookable', 'cancelled', 'clashing']);
/** Spec §3/§5 booking status. */
export const bookingStatuses = ['settled', 'reserved', 'cancelled'] as const;
/** Spec §3 booking status: settled, reserved or cancelled. */
export const bookingStatusSchema = z.enum(bookingStatuses);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

/** Spec §3 bookable_action.action (null with a message when nothing can be done). */
export const bookableActions = ['book', 'cancel_booking', 'cancel_reservation', 'join_waitlist', 'leave_waitlist'] as const;
/** Spec §3 bookable_action: { action, message }. */
export const bookableActionSchema = z.object({
  action: z.enum(bookableActions).nullable(),
  message: z.string().nullable(),
});
export type BookableAction = z.infer<typeof bookableActionSchema>;

/** Spec §3 capacity counts: maximum, available, consumed. */
export const capacityCountsSchema = z.object({
  maximum: z.number().int().nonnegative(),
  available: z.number().int().nonnegative(),
  consumed: z.number().int().nonnegative(),
});

/** Spec §3/§5 occurrence capacity: shared by every channel, or split between online and foh. */
export const occurrenceCapacitySchema = z.discriminatedUnion('strategy', [
  capacityCountsSchema.extend({ strategy: z.literal('shared') }),
  capacityCountsSchema.extend({ strategy: z.literal('split'), online: capacityCountsSchema, foh: capacityCountsSchema }),
]);
export type OccurrenceCapacity = z.infer<typeof occurrenceCapacitySchema>;

/** Spec §3 occurrence location: id and the names from the location up to the venue. */
export const occurrenceLocationSchema = z.object({ id: idSchema, names: z.array(z.string()) });

/** Spec §3 restrictions: the pre-purchase waiver and induction (each nullable) and whether all or any apply. */
export const occurrenceRestrictionsSchema = z.object({
  pre_purchase_waiver: restrictionRefSchema.nullable(),
  pre_purchase_induction: restrictionRefSchema.nullable(),
  criteria: z.enum(['all', 'any']),
});

const clashSpan = {
  starts_at: zonedDateTimeSchema,
  ends_at: zonedDateTimeSchema,
  recurrence_id: z.string().nullable(),
  message: z.string(),
};

/** Spec §3 clash kinds: opening_times, instructors, locations, closure (discriminated on kind). */
export const clashSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('opening_times'), message: z.string() }),
  z.object({ kind: z.literal('instructors'), ...clashSpan, instructors: z.array(namedRefSchema) }),
  z.object({ kind: z.literal('locations'), ...clashSpan, locations: z.array(occurrenceLocationSchema) }),
  z.object({ kind: z.literal('closure'), message: z.string(), closure_id: idSchema, locations: z.array(idSchema) }),
]);
export type Clash = z.infer<typeof clashSchema>;

/** Spec §3 Block booking information (only for permitted users). */
export const blockBookingInformationSchema = z.object({
  user_id: idSchema,
  booking_id: idSchema,
  booking_status: bookingStatusSchema,
  is_paid: z.boolean(),
  tender_types: z.array(tenderTypeSchema),
  payment_reference: z.string().nullable(),
});
export type BlockBookingInformation = z.infer<typeof blockBookingInformationSchema>;

/** Spec §3 waitlist summary of an occurrence (null when it has none). */
export const occurrenceWaitlistSchema = z.object({
  maximum: z.number().int().nonnegative(),
  available: z.number().int().nonnegative(),
  consumed: z.number().int().nonnegative(),
});

/**
 * Spec §3 Occurrence fields, before the cross-field rule (so browse shapes can pick from it).
 * `price_is_estimate` (spec §6): true when the customer is unknown, so the price is what a visitor would pay.
 */
export const occurrenceObjectSchema = z.object({
  id: occurrenceIdSchema,
  name: z.string(),
  duration: z.number().int().positive(),
  interval_key: z.string().nullable(),
  schedule_id: z.string().nullable(),
  recurrence_id: z.string().nullable(),
  original_starts_at: zonedDateTimeSchema.nullable(),
  original_ends_at: zonedDateTimeSchema.nullable(),
  booking_type: bookingTypeSchema,
  schedule_reference: z.string().nullable(),
  template_name: z.string(),
  template_description: z.string().nullable(),
  category_id: uuidSchema.nullable(),
  starts_at: zonedDateTimeSchema,
  ends_at: zonedDateTimeSchema,
  setup_time_in_minutes: z.number().int().nonnegative(),
  teardown_time_in_minutes: z.number().int().nonnegative(),
  status: occurrenceStatusSchema,
  capacity: occurrenceCapacitySchema,
  booking_strategy: z.enum(['sequential', 'overlapping']),
  price: priceSchema.nullable(),
  price_is_estimate: z.boolean().default(false),
  locations: z.array(occurrenceLocationSchema),
  location_name: z.string(),
  friendly_location_name: z.string().nullable(),
  instructors: z.array(namedRefSchema),
  restrictions: occurrenceRestrictionsSchema,
  clashes: z.array(clashSchema),
  allow_anonymous_bookings: z.boolean(),
  last_bookable_at: z.string().nullable(),
  tickets: z.array(ticketSchema),
  block_booking_information: blockBookingInformationSchema.nullable(),
  can_cancel: z.boolean(),
  is_detached_from_recurrence: z.boolean(),
  can_be_reinstated: z.boolean(),
  bookable_action: bookableActionSchema,
  waitlist: occurrenceWaitlistSchema.nullable(),
});

const ticketedHasNoPrice = (occurrence: { booking_type: string; price: unknown }, ctx: z.RefinementCtx) => {
  if (occurrence.booking_type === 'ticketed' && occurrence.price !== null) {
    ctx.addIssue({ code: 'custom', path: ['price'], message: 'A ticketed occurrence has no price (its tickets do)' });
  }
};

/** Spec §3 Occurrence. `price` is only set for non-ticketed occurrences (tickets carry their own). */
export const occurrenceSchema = occurrenceObjectSchema.superRefine(ticketedHasNoPrice);
export type OccurrenceWire = z.infer<typeof occurrenceSchema>;

/** Spec §3: the name to show for an occurrence's place (friendly name, falling back to location_name). */
export const occurrenceDisplayLocation = (occurrence: Pick<OccurrenceWire, 'friendly_location_name' | 'location_name'>) =>
  occurrence.friendly_location_name ?? occurrence.location_name;

/** Params of the contract-only "get occurrence" and "update occurrence" calls (spec §7). */
export const occurrenceParamsSchema = z.object({ occurrence_id: occurrenceIdSchema });
/** Contract-only "get occurrence" response (spec §7). */
export const occurrenceResponseSchema = dataEnvelope(occurrenceSchema);
/** Contract-only "list occurrences" response (spec §7); the query is `occurrenceListQuerySchema`. */
export const occurrenceListResponseSchema = dataEnvelope(z.array(occurrenceSchema));

/**
 * The customer's view of an occurrence in the browse lists (timetable, slots, times): the spec §3 fields a customer
 * sees, with the capacity of the online channel (what a customer can book) and the session's tags.
 */
export const occurrenceSummarySchema = occurrenceObjectSchema
  .pick({
    id: true,
    name: true,
    duration: true,
    booking_type: true,
    template_name: true,
    starts_at: true,
    ends_at: true,
    status: true,
    booking_strategy: true,
    price: true,
    price_is_estimate: true,
    locations: true,
    location_name: true,
    friendly_location_name: true,
    instructors: true,
    restrictions: true,
    allow_anonymous_bookings: true,
    last_bookable_at: true,
    bookable_action: true,
    waitlist: true,
  })
  .extend({ capacity: capacityCountsSchema, tags: z.array(namedRefSchema) })
  .superRefine(ticketedHasNoPrice);
export type OccurrenceSummaryWire = z.infer<typeof occurrenceSummarySchema>;
