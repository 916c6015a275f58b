import type { ApiClient } from '../api/createApiClient';
import type { Read } from './accountReads';
import { membershipQueries } from './membershipQueries';

/**
 * The online-joining site's pages whose first view the server draws for a visitor (spec §2 online-joining routes): the
 * venues to join at, and a centre's plans. A plan's own page opens with the account form, so it is left to the app.
 */
export const joinFirstViewPatterns: readonly string[] = ['/', '/:venueSlug'];

/**
 * The read a join page needs beyond the shell's, none of which depends on who is looking: the venues to join at on the
 * site's root, a centre's plans on its page. The server answers it inside the page, and the app's first prefetch
 * fetches it, so the first view is taken over as drawn; null on the site's other pages.
 */
export function joinReads(api: ApiClient, pathname: string, slugs: { venueSlug?: string | undefined; planKey?: string | undefined }) {
  if (pathname === '/') return membershipQueries.joiningVenues(api);
  if (slugs.venueSlug && !slugs.planKey) return membershipQueries.plans(api, slugs.venueSlug);
  return null;
}

/** Makes a join page's read (`joinReads`) with `read`; null on the site's other pages. */
export function readJoinPage(read: Read, api: ApiClient, pathname: string, slugs: { venueSlug?: string | undefined; planKey?: string | undefined }) {
  const query = joinReads(api, pathname, slugs);
  return query ? read<unknown>(query) : null;
}
