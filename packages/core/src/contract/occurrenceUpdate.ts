import { z } from 'zod';
import { MAX_UINT32, discriminatorError, idSchema, intBetween, requiredError, textBetween, timeOfDaySchema } from './fields';

/** Spec §9 reasons an occurrence may be deleted for. */
export const occurrenceDeleteReasons = [
  'location_closure',
  'opening_time_change',
  'schedule_change',
  'space_reduction',
  'adverse_weather',
  'booked',
  'unknown',
  'data_cleanup',
  'duplicate_activity',
  'block_booking_cancelled',
  'clash_detection_rules_changed',
  'staff_availability',
] as const;
/** Spec §5/§9: the reason a delete needs ("Required" when missing). */
export const occurrenceDeleteReasonSchema = z.enum(occurrenceDeleteReasons, requiredError);
export type OccurrenceDeleteReason = z.infer<typeof occurrenceDeleteReasonSchema>;

/** Spec §9: an occurrence lasts 1 to 720 minutes. */
export const MAX_DURATION_MINUTES = 720;

/**
 * Spec §5 capacity of an update: shared (1 to 4294967295) or split (online and foh each 0 to 4294967295).
 * "Strategy may not change" needs the stored occurrence, so the server checks it.
 */
export const capacityUpdateSchema = z.discriminatedUnion(
  'strategy',
  [
    z.object({ strategy: z.literal('shared'), maximum: intBetween(1, MAX_UINT32) }),
    z.object({ strategy: z.literal('split'), online: intBetween(0, MAX_UINT32), foh: intBetween(0, MAX_UINT32) }),
  ],
  discriminatorError('strategy'),
);
export type CapacityUpdate = z.infer<typeof capacityUpdateSchema>;

/**
 * Spec §5 occurrence update, discriminated on action. Update fields are optional; location_ids and
 * instructor_ids replace all (an empty instructor list removes all); a null friendly_location_name falls
 * back to the joined location names. Delete needs a reason from spec §9.
 */
export const occurrenceUpdateSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('update'),
      start_time: timeOfDaySchema.optional(),
      duration_minutes: intBetween(1, MAX_DURATION_MINUTES).optional(),
      location_ids: z.array(idSchema).min(1, 'Choose at least one location').optional(),
      friendly_location_name: textBetween(0, 255).nullable().optional(),
      instructor_ids: z.array(idSchema).optional(),
      capacity: capacityUpdateSchema.optional(),
    }),
    z.object({ action: z.literal('reinstate') }),
    z.object({ action: z.literal('delete'), reason: occurrenceDeleteReasonSchema }),
  ],
  discriminatorError('action'),
);
export type OccurrenceUpdate = z.infer<typeof occurrenceUpdateSchema>;

/** Contract-only "update occurrence" body (spec §7): `{ data: { action, … } }`. */
export const occurrenceUpdateBodySchema = z.object({ data: occurrenceUpdateSchema });
export type OccurrenceUpdateBody = z.infer<typeof occurrenceUpdateBodySchema>;
