import { z } from 'zod';
import { dataEnvelope } from './common';
import { idSchema, intBetween, messageResponseSchema, queryNumber, textBetween, uuidSchema, zonedDateTimeSchema } from './fields';
import { occurrenceIdSchema } from './occurrence';
import { paginatedEnvelope, paginationQuerySchema } from './pagination';

/** Spec §3 Waitlist entry. */
export const waitlistEntrySchema = z.object({
  id: idSchema,
  user_id: idSchema,
  user_reference: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  occurrence: z.object({ occurrence_id: occurrenceIdSchema, name: z.string() }),
  starts_at: zonedDateTimeSchema,
  created_at: z.string(),
  /**
   * The whole camp or course waited for (ours: the spec names waitlists of sessions only); its entry's `occurrence` and
   * `starts_at` are then its first session still to come.
   */
  programme: z.object({ id: uuidSchema, type: z.enum(['camp', 'course']), name: z.string() }).optional(),
});
export type WaitlistEntryWire = z.infer<typeof waitlistEntrySchema>;

/** Spec §3 the waitlisted item as the UI names it: id and type (the numeric join body's item). */
export const waitlistItemSchema = z.object({ id: idSchema, type: textBetween(1, 255) });
export type WaitlistItem = z.infer<typeof waitlistItemSchema>;

/** POST /api/v1/activities/occurrences/{id}/waitlist/members params and body `{ data: { user_id } }` (spec §7 join, non-numeric id). */
export const waitlistMembersParamsSchema = z.object({ id: occurrenceIdSchema });
/** POST /api/v1/activities/occurrences/{id}/waitlist/members body (spec §7). */
export const waitlistJoinBodySchema = z.object({ data: z.object({ user_id: idSchema }) });
export type WaitlistJoinBody = z.infer<typeof waitlistJoinBodySchema>;

/**
 * POST /api/v1/activities/{courses|camps}/{id}/waitlist/members params (ours: a whole course's or camp's waitlist,
 * joined with the same body as a session's).
 */
export const programmeWaitlistParamsSchema = z.object({ id: uuidSchema });
/** DELETE /api/v1/activities/{courses|camps}/{id}/waitlist/members/{userId} params (ours: leaving it). */
export const programmeWaitlistMemberParamsSchema = z.object({ id: uuidSchema, userId: queryNumber(intBetween(1)) });

/** POST /api/waitlist/add body `{ item: { id, type } }` (spec §7 join, numeric id). */
export const waitlistAddBodySchema = z.object({ item: waitlistItemSchema });
export type WaitlistAddBody = z.infer<typeof waitlistAddBodySchema>;

/** Response of both joins: the entry created. */
export const waitlistJoinResponseSchema = dataEnvelope(waitlistEntrySchema);

/** DELETE /api/v1/activities/occurrences/{occurrenceId}/waitlist/members/{userId} params (spec §7 leave, non-numeric id). */
export const waitlistMemberParamsSchema = z.object({
  occurrenceId: occurrenceIdSchema,
  userId: queryNumber(intBetween(1)),
});
/** DELETE /api/waitlist/remove/{waitlistId} params (spec §7 leave, numeric id). */
export const waitlistRemoveParamsSchema = z.object({ waitlistId: queryNumber(intBetween(1)) });
/** Response of both leaves. */
export const waitlistLeaveResponseSchema = messageResponseSchema;

/** Contract-only "waitlist list" query and response (spec §7). */
export const waitlistListQuerySchema = paginationQuerySchema.extend({ occurrence_id: occurrenceIdSchema.optional() });
/** Contract-only "waitlist list" response (spec §7): a page of entries. */
export const waitlistListResponseSchema = paginatedEnvelope(waitlistEntrySchema);
