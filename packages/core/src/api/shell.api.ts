import type { Theme } from '../contract/theme';
import { decodeEntities } from '../text/decodeEntities';
import { ApiError } from './apiError';
import type { ApiClient } from './createApiClient';

/** GET /api/client (spec §7): the tenant's id, currency and config. */
export async function fetchClient(api: ApiClient) {
  return (await api.request('/client', { schema: 'clientResponseSchema' })).data;
}
export type Client = Awaited<ReturnType<typeof fetchClient>>;

/** GET /api/activities/venues (spec §7). */
export async function fetchVenues(api: ApiClient) {
  return (await api.request('/activities/venues', { schema: 'venuesResponseSchema' })).data;
}
export type Venue = Awaited<ReturnType<typeof fetchVenues>>[number];

/** Spec §7 "venues list keyed by slug". */
export function keyVenuesBySlug(venues: readonly Venue[]): Record<string, Venue> {
  return Object.fromEntries(venues.map((venue) => [venue.slug, venue]));
}

/** GET /api/activities/venues/{slug} (spec §7). */
export async function fetchVenue(api: ApiClient, slug: string) {
  return (await api.request(`/activities/venues/${encodeURIComponent(slug)}`, { schema: 'venueResponseSchema' })).data;
}

/** GET /api/activities/footer?venue= (spec §7): decoded from its entity encoding, not yet sanitised. */
export async function fetchFooterHtml(api: ApiClient, venueSlug?: string | null): Promise<string> {
  const { data } = await api.request('/activities/footer', {
    schema: 'footerResponseSchema',
    query: { venue: venueSlug ?? undefined },
  });
  return decodeEntities(data.html);
}

/** Spec §4 "Theme load: success (null fields dropped)". */
export function dropNullFields<T extends Record<string, unknown>>(record: T): { [K in keyof T]?: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], null>;
  };
}

/** Spec §2/§8: the theme call answering 503 means the site is under maintenance. */
export class MaintenanceError extends ApiError {}

/**
 * GET /api/frontend/theme (spec §4, §7): null fields dropped; on failure retried once without
 * the venue query; a 503 is the maintenance signal and is never retried.
 */
export async function fetchTheme(api: ApiClient, venueSlug?: string | null): Promise<Theme> {
  const load = async (venue?: string) =>
    dropNullFields((await api.request('/frontend/theme', { schema: 'themeResponseSchema', query: { venue } })).data);
  const asMaintenance = (error: unknown) =>
    error instanceof ApiError && error.status === 503 ? new MaintenanceError(503, error.message) : error;
  try {
    return toTheme(await load(venueSlug ?? undefined));
  } catch (error) {
    if (!venueSlug || (error instanceof ApiError && error.status === 503)) throw asMaintenance(error);
    try {
      return toTheme(await load(undefined));
    } catch (retryError) {
      throw asMaintenance(retryError);
    }
  }
}

function toTheme(record: Record<string, unknown>): Theme {
  return record as Theme;
}
