import type { GeocodeResult } from '@courtside/core';

/** Turns a search term (postcode, outward code or place name, in Great Britain) into a point, or null when unknown. */
export interface Geocoder {
  geocode(term: string): Promise<GeocodeResult | null>;
}
