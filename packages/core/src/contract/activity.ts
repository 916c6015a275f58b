import { z } from 'zod';
import { dataEnvelope, priceSchema, slugSchema } from './common';
import { dateSchema, entityIdSchema, intBetween, namedRefSchema, queryNumber, requiredError, textBetween, timeOfDaySchema } from './fields';
import { sessionFilterQueryShape, timeRangeInOrder } from './filters';
import { occurrenceIdSchema, occurrenceSchema, occurrenceSummarySchema } from './occurrence';
import { ticketSchema } from './ticket';

// Spec §7 "Venues, activities" calls, under /api/activities (ARCHITECTURE "Interfaces to keep stable").

/** Spec §3 Activity (v1) location, with the slug of its venue. */
export const activityLocationSchema = z.object({ id: entityIdSchema, name: z.string(), venue_slug: slugSchema });

/**
 * Spec §3 Activity (v1): slug, is_root, browse_by_name, allocation_strategy, v1_type, v2_type, locations.
 * Browse adds description, category_slug (the category its dates and tickets are asked by) and parent
 * (the root activity a sub activity belongs to); they default to null so older payloads still parse.
 */
export const activitySchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  slug: slugSchema,
  is_root: z.boolean(),
  browse_by_name: z.boolean(),
  allocation_strategy: z.string().nullable(),
  v1_type: z.enum(['class_templates', 'ad_hoc_templates', 'fast_ticket_templates']).nullable(),
  v2_type: z.enum(['classes', 'resources', 'ticketed']).nullable(),
  locations: z.array(activityLocationSchema),
  description: z.string().nullable().default(null),
  category_slug: slugSchema.nullable().default(null),
  parent: z.object({ name: z.string(), slug: slugSchema }).nullable().default(null),
});
export type ActivityWire = z.infer<typeof activitySchema>;

/** Spec §3 Activity class: id, starts_at (24-hour 'HH:MM'), tags, instructors; name added to show it. */
export const activityClassSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  starts_at: timeOfDaySchema,
  tags: z.array(namedRefSchema),
  instructors: z.array(namedRefSchema),
});
export type ActivityClass = z.infer<typeof activityClassSchema>;

/** Spec §3 Slot: id, starts_at. */
export const slotSchema = z.object({ id: entityIdSchema, starts_at: z.string() });
export type Slot = z.infer<typeof slotSchema>;

/**
 * Spec §3 Fast ticket time: starts_at/ends_at, tags, instructors, action_to_show { status, reason }.
 * composite_key is what the client keys times by (spec §3); occurrence_id is set for v2 times.
 */
export const fastTicketTimeSchema = z.object({
  composite_key: z.string(),
  occurrence_id: occurrenceIdSchema.nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  tags: z.array(namedRefSchema),
  instructors: z.array(namedRefSchema),
  action_to_show: z.object({ status: z.string(), reason: z.string().nullable() }),
});
export type FastTicketTime = z.infer<typeof fastTicketTimeSchema>;

/** Spec §3 Session item of a camp or course: day_of_week, time_range, location, is_past. */
export const sessionItemSchema = z.object({
  day_of_week: z.string(),
  time_range: z.string(),
  location: z.string(),
  is_past: z.boolean(),
});
export type SessionItem = z.infer<typeof sessionItemSchema>;

/** Params of /venue/{venue}/activity-category/{category}/… (spec §7). */
export const activityCategoryParamsSchema = z.object({ venue: slugSchema, category: slugSchema });
/** Params of /venue/{venue}/activity/{activity}/… and …/activity-category/{category}/activity/{activity}/tickets. */
export const venueActivityParamsSchema = z.object({ venue: slugSchema, activity: slugSchema });
/** Params of GET …/activity-category/{category}/activity/{activity}/tickets (spec §7). */
export const activityTicketsParamsSchema = activityCategoryParamsSchema.extend({ activity: slugSchema });

/** GET /api/activities/venue/{venue}/activity-category/{category}/dates response: dates 'YYYY-MM-DD' (keyed by raw value). */
export const activityDatesResponseSchema = dataEnvelope(z.array(dateSchema));

/** Query of times, v2/times, timetable and v2/timetable: the chosen date (spec §7). */
export const activityDateQuerySchema = z.object({ date: dateSchema });
/** Query of slots and v2/slots: date and location_id (spec §7). */
export const activitySlotsQuerySchema = z.object({ date: dateSchema, location_id: queryNumber(intBetween(1)) });

/** Query of times and timetable (v1 and v2): the date, plus the optional spec §3 timetable filters. */
export const activitySessionsQuerySchema = activityDateQuerySchema.extend(sessionFilterQueryShape).superRefine(timeRangeInOrder);
export type ActivitySessionsQuery = z.infer<typeof activitySessionsQuerySchema>;
/** Query of slots (v1 and v2): date and location_id, plus the optional spec §3 timetable filters. */
export const activitySlotsFilterQuerySchema = activitySlotsQuerySchema.extend(sessionFilterQueryShape).superRefine(timeRangeInOrder);
export type ActivitySlotsFilterQuery = z.infer<typeof activitySlotsFilterQuerySchema>;

// The browse lists carry, beside the spec's own fields, the customer's view of each occurrence: capacity, price
// (an estimate for visitors), bookable_action for the customer making the call, location, waitlist, restrictions.

/** A timetable class (spec §3 Activity class) with its occurrence as the customer sees it. */
export const timetableClassSchema = activityClassSchema.extend({ occurrence: occurrenceSummarySchema });
export type TimetableClassWire = z.infer<typeof timetableClassSchema>;
/** A slot (spec §3 Slot; starts_at venue-local 'YYYY-MM-DD HH:MM:SS') with its occurrence. */
export const browseSlotSchema = slotSchema.extend({ occurrence: occurrenceSummarySchema });
export type BrowseSlotWire = z.infer<typeof browseSlotSchema>;
/** A fast ticket time (spec §3; starts_at/ends_at 'HH:MM') with its occurrence. */
export const browseTimeSchema = fastTicketTimeSchema.extend({ occurrence: occurrenceSummarySchema });
export type BrowseTimeWire = z.infer<typeof browseTimeSchema>;

/** GET …/activity/{activity}/times and /v2/times response (spec §7; v2 from the migration date, spec §4). */
export const activityTimesResponseSchema = dataEnvelope(z.array(browseTimeSchema));
/** GET …/activity/{activity}/timetable and /v2/timetable response: classes with tags and instructors. */
export const activityTimetableResponseSchema = dataEnvelope(z.array(timetableClassSchema));
/** GET /api/activities/{id}: one class, by its v1 (numeric) or v2 (34-character) id. */
export const activityClassParamsSchema = z.object({ id: textBetween(1, 255) });
/** GET /api/activities/{id} response: one class (spec §7) with its whole occurrence (spec §3). */
export const activityClassResponseSchema = dataEnvelope(activityClassSchema.extend({ occurrence: occurrenceSchema }));
/** GET …/activity/{activity}/slots and /v2/slots response. */
export const activitySlotsResponseSchema = dataEnvelope(z.array(browseSlotSchema));

/**
 * GET /api/activities/venue/{venue}/categories and …/categories/{activitySlug} params. Without activitySlug: the
 * root activities at the venue; with a root's slug: its sub activities there; with a sub activity's: itself.
 */
export const venueCategoriesParamsSchema = z.object({ venue: slugSchema, activitySlug: slugSchema.optional() });
/** GET /api/activities/venue/{venue}/categories[/{activitySlug}] response: the activities to choose from. */
export const venueCategoriesResponseSchema = dataEnvelope(z.array(activitySchema));

/** GET …/activity-category/{category}/activity/{activity}/tickets response. */
export const activityTicketsResponseSchema = dataEnvelope(z.array(ticketSchema));

/** POST /api/activities/price/{venue}/ticket/{activityId} params. */
export const ticketPriceParamsSchema = z.object({ venue: slugSchema, activityId: textBetween(1, 255) });
/** POST /api/activities/price/{venue}/ticket/{activityId} body: reference, is_v2, occurrence_id (spec §7). */
export const ticketPriceBodySchema = z
  .object({
    reference: textBetween(1, 255),
    is_v2: z.boolean(requiredError),
    occurrence_id: occurrenceIdSchema.nullish(),
  })
  .superRefine((body, ctx) => {
    // v2 tickets belong to an occurrence; v1 tickets do not.
    if (body.is_v2 && !body.occurrence_id) ctx.addIssue({ code: 'custom', path: ['occurrence_id'], message: 'Required' });
  });
export type TicketPriceBody = z.infer<typeof ticketPriceBodySchema>;
/**
 * POST /api/activities/price/{venue}/ticket/{activityId} response: the ticket's price for this customer — and, for a
 * known customer (the user the call acts for), whether they may use it (Courtside's ticket age band; null: unknown).
 */
export const ticketPriceResponseSchema = dataEnvelope(
  z.object({ reference: z.string(), price: priceSchema, is_estimate: z.boolean(), available: z.boolean().nullish(), unavailable_reason: z.string().nullish() }),
);
