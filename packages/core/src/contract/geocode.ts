import { z } from 'zod';
import { messages } from '../errors/messages';
import { dataEnvelope } from './common';
import { requiredError, textBetween } from './fields';

// Spec §7 "GET to a maps geocoding service by search term, limited to country gb", served by our API so the
// geocoder is pluggable (embedded outward-code table by default, an external service when configured).

/** GET /api/geocode query: the search term (a postcode, an outward code or a place name), 1-100 characters. */
export const geocodeQuerySchema = z.object({ q: z.string(requiredError).trim().pipe(textBetween(1, 100)) });
export type GeocodeQuery = z.infer<typeof geocodeQuerySchema>;

/** Where a search term is: latitude and longitude of its centre, and a label naming what was found. */
export const geocodeResultSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  label: z.string(),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;

/** GET /api/geocode response. */
export const geocodeResponseSchema = dataEnvelope(geocodeResultSchema);

/** The 404 message for a term no geocoder knows (shown as it is, spec §8 "server error text is shown"). */
export const geocodeNotFoundMessage = messages.geocode.notFound;

/** GET /api/map-config response: the map tile URL template and its attribution (null: draw the map without tiles). */
export const mapConfigSchema = z.object({ tile_url: z.string().nullable(), attribution: z.string().nullable() });
export type MapConfigWire = z.infer<typeof mapConfigSchema>;
export const mapConfigResponseSchema = dataEnvelope(mapConfigSchema);
