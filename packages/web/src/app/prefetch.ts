import { dayReads, firstReads, type ApiClient } from '@courtside/core';
import type { QueryClient } from '@tanstack/react-query';

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
    const reads = firstReads(api, pathname, params, selectedVenue());
    quietly(fetch(reads.client));
    quietly(fetch(reads.theme));
    quietly(fetch(reads.footer));
    const venues = fetch(reads.venues);
    quietly(venues);
    if (!reads.activities) return;
    const activities = fetch(reads.activities);
    quietly(activities);
    if (!params.activitySlug || !params.dateSlug) return;
    quietly(
      Promise.all([venues, activities]).then(([venueList, activityList]) => {
        const day = dayReads(api, params, venueList, activityList);
        if (!day) return;
        quietly(fetch(day.sessions));
        quietly(fetch(day.dates));
      }),
    );
  };
}
export type RoutePrefetch = ReturnType<typeof createRoutePrefetch>;
