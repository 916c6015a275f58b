import { shellQueries } from '@courtside/core';
import { useQuery } from '@tanstack/react-query';
import { useApp } from '../app/context';

/** Shell reads through core's query factories (spec §7 client, theme, venues, footer). */
export function useClient() {
  return useQuery(shellQueries.client(useApp().api));
}
export function useTheme(venueSlug: string | null) {
  return useQuery(shellQueries.theme(useApp().api, venueSlug));
}
export function useVenues() {
  return useQuery(shellQueries.venues(useApp().api));
}
export function useFooterHtml(venueSlug: string | null) {
  return useQuery(shellQueries.footer(useApp().api, venueSlug));
}
