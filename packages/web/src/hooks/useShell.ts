import { shellQueries } from '@courtside/core';
import { useQuery } from '@tanstack/react-query';
import { useApp } from '../app/context';

/** Shell reads through core's query factories (spec §7 client, theme, venues, footer). */
// The shell renders its own failures before the router's boundary exists: not found, maintenance (spec §8).
export function useClient() {
  return useQuery({ ...shellQueries.client(useApp().api), throwOnError: false });
}
export function useTheme(venueSlug: string | null) {
  return useQuery({ ...shellQueries.theme(useApp().api, venueSlug), throwOnError: false });
}
export function useVenues() {
  return useQuery(shellQueries.venues(useApp().api));
}
export function useFooterHtml(venueSlug: string | null) {
  return useQuery(shellQueries.footer(useApp().api, venueSlug));
}
