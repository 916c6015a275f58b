import { z } from 'zod';
import { dataEnvelope, slugSchema } from './common';

/** ISO day of week, 1 = Monday … 7 = Sunday (spec §9: weeks start Monday). */
export const openingTimeSchema = z.object({
  day_of_week: z.number().int().min(1).max(7),
  opens_at: z.string().regex(/^\d{2}:\d{2}$/),
  closes_at: z.string().regex(/^\d{2}:\d{2}$/),
});

/** Spec §3 Venue coordinates; latitude may be missing or invalid (then excluded from map search). */
export const coordinatesSchema = z.object({
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

/** Spec §3 Venue. */
export const venueSchema = z.object({
  venue_id: z.number().int().positive(),
  name: z.string(),
  slug: slugSchema,
  address1: z.string(),
  address2: z.string().nullable(),
  town: z.string(),
  area: z.string().nullable(),
  postcode: z.string(),
  timezone: z.string(),
  opening_times: z.array(openingTimeSchema),
  coordinates: coordinatesSchema,
  activities_v2_migration_date: z.string().nullable(),
  camps_and_courses_enabled: z.object({ enabled: z.boolean() }).nullable(),
  created_at: z.string(),
});
export type VenueWire = z.infer<typeof venueSchema>;

/** GET /api/activities/venues response: every venue of the tenant (the client keys them by slug). */
export const venuesResponseSchema = dataEnvelope(z.array(venueSchema));
/** GET /api/activities/venues/{slug} response. */
export const venueResponseSchema = dataEnvelope(venueSchema);
export const venueParamsSchema = z.object({ slug: slugSchema });

/** GET /api/activities/footer?venue= response: entity-encoded HTML (spec §7). */
export const footerQuerySchema = z.object({ venue: z.string().min(1).max(255).optional() });
export const footerResponseSchema = dataEnvelope(z.object({ html: z.string() }));

/** GET /api/health response. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
