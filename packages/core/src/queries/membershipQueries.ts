import type { ApiClient } from '../api/createApiClient';
import { fetchJoiningVenues, fetchMembershipPlans } from '../api/memberships.api';
import { keyRoots } from './queryKeys';

/** Query keys of online joining's reads (catalogue data: the same for every visitor). */
export const membershipKeys = {
  joiningVenues: () => [...keyRoots.catalogue, 'joining-venues'] as const,
  plans: (venueSlug: string | null) => [...keyRoots.catalogue, 'membership-plans', venueSlug ?? ''] as const,
};

/**
 * Catalogue data, changed only by an operator's settings: fresh for five minutes, as the activity catalogue is, so a
 * page drawn from the reads it carries is not asked for again as it mounts.
 */
const catalogueStale = 5 * 60_000;

/** Query-core option factories for online joining: venues to join at, and the plans offered at one. */
export const membershipQueries = {
  joiningVenues: (api: ApiClient) => ({ queryKey: membershipKeys.joiningVenues(), queryFn: () => fetchJoiningVenues(api), staleTime: catalogueStale }),
  plans: (api: ApiClient, venueSlug: string | null) => ({
    queryKey: membershipKeys.plans(venueSlug),
    queryFn: () => fetchMembershipPlans(api, venueSlug),
    staleTime: catalogueStale,
  }),
};
