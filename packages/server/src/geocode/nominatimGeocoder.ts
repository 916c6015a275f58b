import { geocodeResultSchema, type GeocodeResult } from '@courtside/core';
import { z } from 'zod';
import type { Geocoder } from './geocoder';

const placesSchema = z.array(z.object({ lat: z.coerce.number(), lon: z.coerce.number(), display_name: z.string() }));

/**
 * An external geocoder speaking the Nominatim search API (OpenStreetMap's, or a self-hosted one): one result,
 * limited to Great Britain (spec §7 "limited to country gb"). `fetch` is injected so tests need no network.
 */
export function createNominatimGeocoder(baseUrl: string, fetchImpl: typeof fetch = fetch, userAgent = 'Courtside venue search'): Geocoder {
  return {
    async geocode(term): Promise<GeocodeResult | null> {
      const url = new URL(baseUrl);
      url.searchParams.set('q', term);
      url.searchParams.set('countrycodes', 'gb');
      url.searchParams.set('format', 'jsonv2');
      url.searchParams.set('limit', '1');
      const response = await fetchImpl(url, { headers: { accept: 'application/json', 'user-agent': userAgent }, signal: AbortSignal.timeout(5000) });
      if (!response.ok) throw new Error(`Geocoder answered ${response.status}`);
      const [first] = placesSchema.parse(await response.json());
      if (!first) return null;
      return geocodeResultSchema.parse({ latitude: first.lat, longitude: first.lon, label: first.display_name });
    },
  };
}
