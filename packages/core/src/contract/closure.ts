import { z } from 'zod';
import { messages } from '../errors/messages';
import { MAX_OPENING_WINDOWS, openingTimesProblems } from '../staff/openingTimes';
import { dataEnvelope, slugSchema } from './common';
import { dateTimeSchema, idSchema, textBetween } from './fields';
import { openingTimeSchema } from './venue';

// Spec §3 clash kind closure: a venue shut (no locations: all of it) or some of its locations, between two venue wall
// times. Paths ours (docs/api.md): /api/v1/venues/{venue_slug}/closures, /api/v1/closures/{closure_id}.

/** A closure as staff read it. */
export const closureSchema = z.object({
  id: idSchema,
  venue_id: idSchema,
  starts_at: z.string(),
  ends_at: z.string(),
  location_ids: z.array(idSchema),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type ClosureWire = z.infer<typeof closureSchema>;

/** POST body: when (venue wall times, ends after starts), which locations (none: the whole venue), why. */
export const closureBodySchema = z
  .object({
    starts_at: dateTimeSchema,
    ends_at: dateTimeSchema,
    location_ids: z.array(idSchema).max(100).default([]),
    reason: textBetween(1, 255).nullable().default(null),
  })
  .refine((c) => c.ends_at > c.starts_at, { path: ['ends_at'], message: messages.staff.closureOrder });
export type ClosureBody = z.infer<typeof closureBodySchema>;

export const closureVenueParamsSchema = z.object({ venue_slug: slugSchema });
export const closureParamsSchema = z.object({ closure_id: z.coerce.number().int().min(1).max(2147483647) });
export const closureListResponseSchema = dataEnvelope(z.array(closureSchema));
/** The closure made, and the occurrences it set aside (now clashing), by id. */
export const closureCreatedResponseSchema = dataEnvelope(closureSchema.extend({ occurrences_set_aside: z.array(z.string()) }));
/** The closure lifted, and the sessions it had set aside that clash with nothing now (bookable again), by id. */
export const closureDeletedResponseSchema = dataEnvelope(z.object({ id: idSchema, occurrences_reinstated: z.array(z.string()) }));

/** A venue's location as staff pick it (GET /api/v1/venues/{venue_slug}/locations): rooms, courts and their parents. */
export const venueLocationSchema = z.object({ id: idSchema, name: z.string(), parent_id: idSchema.nullable() });
export type VenueLocationWire = z.infer<typeof venueLocationSchema>;
export const venueLocationsResponseSchema = dataEnvelope(z.array(venueLocationSchema));

// A manager changes a venue's opening times (path ours: PUT /api/v1/venues/{venue_slug}/opening-times); the clash rules
// then look again at every bookable session still to come there.

/** PUT body: the venue's whole week of opening windows (none: the venue keeps no opening times), core's rules kept. */
export const openingTimesBodySchema = z
  .object({ opening_times: z.array(openingTimeSchema).max(MAX_OPENING_WINDOWS, messages.staff.openingTooMany(MAX_OPENING_WINDOWS)) })
  .superRefine((body, ctx) => {
    for (const p of openingTimesProblems(body.opening_times)) ctx.addIssue({ code: 'custom', path: ['opening_times', p.index, p.field], message: p.message });
  });
export type OpeningTimesBody = z.infer<typeof openingTimesBodySchema>;
/** The opening times kept, and the sessions they set aside (now clashing), by id. */
export const openingTimesUpdatedResponseSchema = dataEnvelope(
  z.object({ venue_id: idSchema, opening_times: z.array(openingTimeSchema), occurrences_set_aside: z.array(z.string()) }),
);
