import { shellQueries } from '@courtside/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApp } from '../app/context';

/** Shell reads through core's query factories (spec §7 client, theme, venues, footer). */
// The shell renders its own failures before the router's boundary exists: not found, maintenance (spec §8).
export function useClient() {
  return useQuery({ ...shellQueries.client(useApp().api), throwOnError: false });
}
/**
 * A navigation does not wait for data (app/prefetch.ts): on the way to another venue its theme can arrive after the
 * page. The last theme stays meanwhile, so the shell (and the focus the route gave its main region) is not swapped for
 * the full-page spinner and back.
 */
export function useTheme(venueSlug: string | null) {
  return useQuery({ ...shellQueries.theme(useApp().api, venueSlug), throwOnError: false, placeholderData: keepPreviousData });
}
/** The tenant's currency (spec §3 Client): the shell renders a page only once the client has been read. */
export function useTenantCurrency() {
  const client = useClient().data;
  if (!client) throw new Error('The tenant (GET /api/client) is read before any page renders');
  return client.currency;
}
export function useVenues() {
  return useQuery(shellQueries.venues(useApp().api));
}
export function useFooterHtml(venueSlug: string | null) {
  return useQuery(shellQueries.footer(useApp().api, venueSlug));
}
