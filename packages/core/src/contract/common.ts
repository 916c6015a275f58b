import { z } from 'zod';
import { WAITING_RETRY_MAX_MS, WAITING_TICKET_MAX_LENGTH } from './waitingRoomLimits';

/** Spec §3 Price: formatted string, value in minor units, ISO 4217 currency. */
export const priceSchema = z.object({
  formatted: z.string(),
  value: z.number().int(),
  currency: z.string().length(3),
});
export type Price = z.infer<typeof priceSchema>;

/** Envelope of every successful JSON response: `{ data }`. */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

/**
 * Ours: a place in the waiting room, answered with 429 when the add or pay path is full. The client waits
 * `retry_after_ms` and asks again sending `ticket` (header X-Waiting-Ticket), which keeps its place in line.
 */
export const waitingRoomPlaceSchema = z.object({
  ticket: z.string().min(1).max(WAITING_TICKET_MAX_LENGTH),
  position: z.number().int().min(1),
  retry_after_ms: z.number().int().min(0).max(WAITING_RETRY_MAX_MS),
});
export type WaitingRoomPlace = z.infer<typeof waitingRoomPlaceSchema>;

/** Spec §8: every error body carries a message; a 422 adds field errors keyed by dotted path; a waiting room 429 its place. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  waiting_room: waitingRoomPlaceSchema.optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A non-empty slug as used in every venue, activity and category path. */
export const slugSchema = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Must be a lower-case slug');
