import { dayReads, firstReads, programmePathKind, type ApiClient, type Read, type Site } from '@courtside/core';
import type { QueryClient } from '@tanstack/react-query';
import type { AppContextValue } from './context';

interface PrefetchInput {
  api: ApiClient;
  queryClient: QueryClient;
  /** The venue the shell themes when the path names none (the selected venue). */
  selectedVenue: () => string | null;
  /** The sub-site whose routes are prefetched (the bookings site's pages also read activities and sessions). */
  site?: Site;
  /** The signed-in customer's token, for a page's own reads that are theirs. */
  token?: () => string | null;
  /** The linked member the customer books for (spec §2 selected user), whose basket a basket page reads. */
  selectedUserId?: () => number | null;
}

/**
 * A sub-site's page's own reads beyond the shell's (core's `readJoinPage`, `readMyAccountPage`), named by the route that
 * knows them: made with `read`, settled when all are in; null when the page has none.
 */
export type SiteRead = (
  made: { read: Read; api: ApiClient; token: string | null; selectedUserId: number | null; selectedVenue: string | null },
  pathname: string,
  params: Record<string, string | undefined>,
) => Promise<unknown> | null;

/**
 * A route's data is asked for as the navigation starts — alongside its code, not after it has loaded and rendered —
 * through the same core query factories the page's hooks use, so the page renders from the cache. The shell's reads
 * (client, theme, venues, footer) go together; on a time-slot page the session list follows as soon as the venue and
 * the activity are known; on a camp's or course's page, its programme; on another sub-site's page, the read its route
 * names (`siteRead`). Never awaited: a navigation does not wait for data, and a failure is the page's.
 */
export function createRoutePrefetch({ api, queryClient, selectedVenue, site = 'bookings', token = () => null, selectedUserId = () => null }: PrefetchInput) {
  const fetch: Read = (options) => queryClient.fetchQuery(options);
  const settled = (...work: Promise<unknown>[]) => Promise.allSettled(work).then(() => undefined);
  /** Settles (never rejects) once every read it started has: the first view waits for it (main.tsx, ssr.tsx). */
  return (pathname: string, params: Record<string, string | undefined>, siteRead?: SiteRead): Promise<void> => {
    const reads = firstReads(api, pathname, params, selectedVenue(), site);
    const shell = [fetch(reads.client), fetch(reads.theme), fetch(reads.footer)];
    const venues = fetch(reads.venues);
    const own = siteRead?.({ read: fetch, api, token: token(), selectedUserId: selectedUserId(), selectedVenue: selectedVenue() }, pathname, params);
    // (A bookings page's own read goes beside the venue's activities, which the shell reads on every bookings page.)
    if (own) return settled(...shell, venues, own, ...(reads.activities ? [fetch(reads.activities)] : []));
    // A camp's or course's page reads its programme too (core's programmeReads; the server answers it in the page), so
    // a first view drawn with it is taken over with the same.
    if (programmePathKind(pathname)) {
      const programme = import('./programmePrefetch').then(({ programmeReads }) => {
        const read = programmeReads(api, pathname, params);
        return read && fetch(read);
      });
      return settled(...shell, venues, programme);
    }
    if (!reads.activities) return settled(...shell, venues);
    const activities = fetch(reads.activities);
    if (!params.activitySlug || !params.dateSlug) return settled(...shell, venues, activities);
    const day = Promise.all([venues, activities]).then(([venueList, activityList]) => {
      const next = dayReads(api, params, venueList, activityList);
      return next && settled(fetch(next.sessions), fetch(next.dates));
    });
    return settled(...shell, venues, activities, day);
  };
}
export type RoutePrefetch = ReturnType<typeof createRoutePrefetch>;

/**
 * The app's route prefetch for its context (its API, selected venue, sub-site and session), each navigation's work
 * handed to `started` as it starts: the browser keeps the first route's (which a first view waits for), the server's
 * renderer every one (ssr.tsx).
 */
export function appRoutePrefetch(
  context: Pick<AppContextValue, 'api' | 'selectedVenue' | 'site' | 'session'>,
  queryClient: QueryClient,
  started: (work: Promise<void>) => void,
): RoutePrefetch {
  const prefetch = createRoutePrefetch({
    api: context.api,
    queryClient,
    selectedVenue: () => context.selectedVenue.venueSlug,
    site: context.site,
    token: () => context.session.token,
    selectedUserId: () => context.session.selectedUserId,
  });
  return (pathname, params, siteRead) => {
    const work = prefetch(pathname, params, siteRead);
    started(work);
    return work;
  };
}
