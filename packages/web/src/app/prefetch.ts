import { activityQueries, isCheckoutRoute, isDateSlug, sessionListKind, shellQueries, type ApiClient } from '@courtside/core';
import type { QueryClient } from '@tanstack/react-query';
import { firstLocationId, sessionListParams } from '../browse/useTimeSlots';
import { sessionItemsQuery } from '../hooks/useBrowse';

interface PrefetchInput {
  api: ApiClient;
  queryClient: QueryClient;
  /** The venue the shell themes when the path names none (the selected venue). */
  selectedVenue: () => string | null;
}

/**
 * Issue 12 defect 15: a route's data is asked for as the navigation starts — alongside its code, not after it has loaded
 * and rendered — through the same core query factories the page's hooks use, so the page renders from the cache. The
 * shell's reads (client, theme, venues, footer) go together; on a time-slot page the session list follows as soon as the
 * venue and the activity are known. Never awaited: a navigation does not wait for data, and a failure is the page's.
 */
export function createRoutePrefetch({ api, queryClient, selectedVenue }: PrefetchInput) {
  const fetch = <T,>(options: { queryKey: readonly unknown[]; queryFn: () => Promise<T> }) => queryClient.fetchQuery(options);
  const quietly = (work: Promise<unknown>) => void work.catch(() => undefined);
  return (pathname: string, params: Record<string, string | undefined>) => {
    const { venueSlug, activitySlug, dateSlug } = params;
    const venue = isCheckoutRoute(pathname) ? null : (venueSlug ?? selectedVenue());
    quietly(fetch(shellQueries.client(api)));
    quietly(fetch(shellQueries.theme(api, venue)));
    quietly(fetch(shellQueries.footer(api, venue)));
    const venues = fetch(shellQueries.venues(api));
    quietly(venues);
    if (!venueSlug) return;
    const activities = fetch(activityQueries.venueActivities(api, venueSlug, activitySlug ?? null));
    quietly(activities);
    if (!activitySlug || !dateSlug || !isDateSlug(dateSlug)) return;
    quietly(
      Promise.all([venues, activities]).then(([venueList, activityList]) => {
        const found = venueList.find((v) => v.slug === venueSlug);
        const activity = activityList.find((a) => a.slug === activitySlug);
        if (!found || !activity) return;
        quietly(fetch(sessionItemsQuery(api, sessionListKind(activity), sessionListParams(found, activity, dateSlug, firstLocationId(activity)))));
        quietly(fetch(activityQueries.dates(api, venueSlug, activity.categorySlug)));
      }),
    );
  };
}
export type RoutePrefetch = ReturnType<typeof createRoutePrefetch>;
