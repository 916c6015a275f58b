import type { z } from 'zod';
import type { closureBodySchema } from '../contract/closure';
import type { Camelize } from '../text/camelCase';
import { segment } from './cart.api';
import type { ApiClient } from './createApiClient';

// Staff closures (spec §3 clash kind closure; paths ours, docs/api.md): staff read a venue's closures, managers close
// the venue (or some of its locations) for a while and lift a closure again.

/** POST body, camelCase: venue wall times 'YYYY-MM-DD HH:MM:SS', the locations closed (none: the whole venue), why. */
export type ClosureInput = Camelize<z.input<typeof closureBodySchema>>;

/** GET /api/v1/venues/{venue_slug}/closures (staff): the venue's closures, soonest first. */
export async function fetchClosures(api: ApiClient, venueSlug: string) {
  return (await api.request(`/v1/venues/${segment(venueSlug)}/closures`, { schema: 'closureListResponseSchema' })).data;
}
/** A closure as staff read it, camelCase. */
export type VenueClosure = Awaited<ReturnType<typeof fetchClosures>>[number];

/** POST /api/v1/venues/{venue_slug}/closures (managers): the closure made, and the sessions it set aside by id. */
export async function createClosure(api: ApiClient, venueSlug: string, body: ClosureInput) {
  return (await api.request(`/v1/venues/${segment(venueSlug)}/closures`, { method: 'POST', schema: 'closureCreatedResponseSchema', body })).data;
}
export type ClosureCreated = Awaited<ReturnType<typeof createClosure>>;

/** DELETE /api/v1/closures/{closure_id} (managers): lifts the closure; the sessions it set aside that clash with nothing else are bookable again. */
export async function deleteClosure(api: ApiClient, closureId: number) {
  return (await api.request(`/v1/closures/${closureId}`, { method: 'DELETE', schema: 'closureDeletedResponseSchema' })).data;
}

/** GET /api/v1/venues/{venue_slug}/locations (staff): every room and court of the venue with its parent. */
export async function fetchVenueLocations(api: ApiClient, venueSlug: string) {
  return (await api.request(`/v1/venues/${segment(venueSlug)}/locations`, { schema: 'venueLocationsResponseSchema' })).data;
}
