import { activityQueries, sessionItemsQuery, type SessionListKind, type SessionListParams } from '@courtside/core';
import { useQuery } from '@tanstack/react-query';
import { useApp } from '../app/context';

/** Spec §7 reads of the browse pages through core's query factories. */
export function useVenueActivities(venue: string, activitySlug?: string | null) {
  return useQuery(activityQueries.venueActivities(useApp().api, venue, activitySlug));
}

export function useActivityDates(venue: string, category: string | null) {
  return useQuery(activityQueries.dates(useApp().api, venue, category));
}

/** The day's sessions of the list the activity uses. */
export function useSessionItems(kind: SessionListKind, params: SessionListParams & { locationId: number | null }) {
  return useQuery(sessionItemsQuery(useApp().api, kind, params));
}

export function useMapConfig() {
  return useQuery(activityQueries.mapConfig(useApp().api));
}

export function useGeocode(term: string | null) {
  // A failed place search is reported beside the search box, not as an error page.
  return useQuery({ ...activityQueries.geocode(useApp().api, term), retry: false, throwOnError: false });
}
