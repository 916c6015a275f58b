import type { ApiClient } from '../api/createApiClient';
import { fetchJoiningVenues, fetchMembershipPlans } from '../api/memberships.api';
import { keyRoots } from './queryKeys';

/** Query keys of online joining's reads (catalogue data: the same for every visitor). */
export const membershipKeys = {
  joiningVenues: () => [...keyRoots.catalogue, 'joining-venues'] as const,
  plans: (venueSlug: string | null) => [...keyRoots.catalogue, 'membership-plans', venueSlug ?? ''] as const,
};

/** Query-core option factories for online joining: venues to join at, and the plans offered at one. */
export const membershipQueries = {
  joiningVenues: (api: ApiClient) => ({ queryKey: membershipKeys.joiningVenues(), queryFn: () => fetchJoiningVenues(api) }),
  plans: (api: ApiClient, venueSlug: string | null) => ({ queryKey: membershipKeys.plans(venueSlug), queryFn: () => fetchMembershipPlans(api, venueSlug) }),
};
