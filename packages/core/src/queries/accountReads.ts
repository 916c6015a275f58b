import type { ApiClient } from '../api/createApiClient';
import { myAccountPaths } from '../routing/paths';
import { accountQueries } from './accountQueries';
import { bookingQueries } from './bookingQueries';
import { cartQueries } from './cartQueries';

/** The spec §5 booking list of the my-account pages: paid and cancelled bookings, the most a page holds. */
export const accountBookingsQuery = (api: ApiClient, userId: number | undefined) =>
  bookingQueries.list(api, { status: ['settled', 'cancelled'], cancellationSource: 'my-account', perPage: 100, userId });

/**
 * The my-account site's pages whose first view the server draws for the signed-in customer (spec §2 my-account
 * Dashboard and Bookings): the dashboard, where a customer lands, and their bookings. The others are drawn by the app.
 */
export const myAccountFirstViewPatterns: readonly string[] = [myAccountPaths.dashboard(), myAccountPaths.bookings(), myAccountPaths.upcomingBookings()];

/**
 * The reads of a my-account page with a first view, all the signed-in customer's: on every page the user, the
 * navigation's guest passes and the header's basket, then the user's bookings (read by the user's id); on the dashboard (spec §2 Dashboard:
 * the greeting, penalties, the no-show pause, the credit, the membership and its renewal, the packages, the next
 * bookings) also their holdings and fair use. The server makes them with the customer's session, inside the page,
 * and the app's first prefetch reads the same, so the page is drawn at once.
 */
export function myAccountPageReads(api: ApiClient, token: string, pathname: string) {
  const onDashboard = pathname === myAccountPaths.dashboard();
  const holdings = onDashboard ? [accountQueries.fairUse(api, token), accountQueries.memberships(api, token), accountQueries.packages(api, token)] : [];
  return {
    user: accountQueries.authUser(api, token),
    others: [accountQueries.guestPasses(api, token), cartQueries.checkoutCart(api), ...holdings],
    bookings: (userId: number) => accountBookingsQuery(api, userId),
  };
}

/** Makes one read (the app: through its query cache; the server: its query function). */
export type Read = <T>(options: { queryKey: readonly unknown[]; queryFn: () => Promise<T> }) => Promise<T>;

/**
 * Makes a my-account page's reads (`myAccountPageReads`) with `read`, the bookings once the user is known; settles when
 * all have. Null on a page without a first view.
 */
export function readMyAccountPage(read: Read, api: ApiClient, token: string, pathname: string): Promise<void> | null {
  if (!myAccountFirstViewPatterns.includes(pathname)) return null;
  const reads = myAccountPageReads(api, token, pathname);
  const user = read(reads.user).then((signedIn) => read(reads.bookings(signedIn.id)));
  return Promise.allSettled([...reads.others.map((query) => read<unknown>(query)), user]).then(() => undefined);
}
