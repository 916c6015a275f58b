import type { ApiClient } from './createApiClient';

/** Spec §7 online-joining GET /api/activities/venues/online-joining: the venues a customer can join at. */
export async function fetchJoiningVenues(api: ApiClient) {
  return (await api.request('/activities/venues/online-joining', { schema: 'venuesResponseSchema' })).data;
}

/** GET /api/v1/memberships/plans?venue= (ours): plans offered online there, with their membership discounts. */
export async function fetchMembershipPlans(api: ApiClient, venueSlug: string | null) {
  return (await api.request('/v1/memberships/plans', { schema: 'membershipPlansResponseSchema', query: venueSlug ? { venue: venueSlug } : {} })).data;
}
/** A membership plan offered online, camelCase. */
export type MembershipPlan = Awaited<ReturnType<typeof fetchMembershipPlans>>[number];
