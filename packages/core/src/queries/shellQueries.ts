import type { ApiClient } from '../api/createApiClient';
import { fetchClient, fetchFooterHtml, fetchTheme, fetchVenue, fetchVenues } from '../api/shell.api';

/** Query keys of the shell's reads, in one place so invalidation (spec §4) can name them. */
export const shellKeys = {
  client: ['client'] as const,
  theme: (venueSlug: string | null) => ['theme', venueSlug ?? ''] as const,
  venues: ['venues'] as const,
  venue: (slug: string) => ['venues', slug] as const,
  footer: (venueSlug: string | null) => ['footer', venueSlug ?? ''] as const,
};

const long = 5 * 60_000;

/** Query-core option factories for the shell (spec §7 client, theme, venues, footer). */
export const shellQueries = {
  client: (api: ApiClient) => ({ queryKey: shellKeys.client, queryFn: () => fetchClient(api), staleTime: long }),
  theme: (api: ApiClient, venueSlug: string | null) => ({
    queryKey: shellKeys.theme(venueSlug),
    queryFn: () => fetchTheme(api, venueSlug),
    staleTime: long,
    retry: false,
  }),
  venues: (api: ApiClient) => ({ queryKey: shellKeys.venues, queryFn: () => fetchVenues(api), staleTime: long }),
  venue: (api: ApiClient, slug: string) => ({
    queryKey: shellKeys.venue(slug),
    queryFn: () => fetchVenue(api, slug),
    staleTime: long,
  }),
  footer: (api: ApiClient, venueSlug: string | null) => ({
    queryKey: shellKeys.footer(venueSlug),
    queryFn: () => fetchFooterHtml(api, venueSlug),
    staleTime: long,
  }),
};
