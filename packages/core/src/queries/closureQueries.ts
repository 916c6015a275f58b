import { createClosure, deleteClosure, fetchClosures, fetchVenueLocations, type ClosureInput } from '../api/closures.api';
import type { ApiClient } from '../api/createApiClient';
import { keyRoots } from './queryKeys';

/** Query keys of the closures page (account data: they go with a log-out). */
export const closureKeys = {
  list: (venueSlug: string) => [...keyRoots.account, 'closures', venueSlug] as const,
  locations: (venueSlug: string) => [...keyRoots.account, 'venue-locations', venueSlug] as const,
  /** What a closure made or lifted makes stale: the venue's closures and the register's days (sessions set aside). */
  changed: (venueSlug: string) => [[...keyRoots.account, 'closures', venueSlug], [...keyRoots.account, 'staff-day']] as const,
};

/** Query-core option factories of the closures page: a venue's closures. */
export const closureQueries = {
  /** The venue's closures, soonest first; waits for a venue. */
  list: (api: ApiClient, venueSlug: string | null) => ({
    queryKey: closureKeys.list(venueSlug ?? ''),
    queryFn: () => fetchClosures(api, venueSlug!),
    enabled: venueSlug !== null,
  }),
  /** The venue's rooms and courts (what a closure can name); they change rarely. */
  locations: (api: ApiClient, venueSlug: string | null) => ({
    queryKey: closureKeys.locations(venueSlug ?? ''),
    queryFn: () => fetchVenueLocations(api, venueSlug!),
    enabled: venueSlug !== null,
    staleTime: 10 * 60_000,
  }),
};

/** Mutation options of the closures page: close (managers) and reopen; the caller invalidates `closureKeys.list`. */
export const closureMutations = {
  create: (api: ApiClient, venueSlug: string) => ({
    mutationFn: (body: ClosureInput) => createClosure(api, venueSlug, body),
  }),
  remove: (api: ApiClient) => ({
    mutationFn: (closureId: number) => deleteClosure(api, closureId),
  }),
};
