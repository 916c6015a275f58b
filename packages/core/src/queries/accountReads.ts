import type { ApiClient } from '../api/createApiClient';
import { accountQueries } from './accountQueries';
import { bookingQueries } from './bookingQueries';

/** The spec §5 booking list of the my-account pages: paid and cancelled bookings, the most a page holds. */
export const accountBookingsQuery = (api: ApiClient, userId: number | undefined) =>
  bookingQueries.list(api, { status: ['settled', 'cancelled'], cancellationSource: 'my-account', perPage: 100, userId });

/**
 * The my-account site's pages whose first view the server draws for the signed-in customer (spec §2 my-account
 * Dashboard): the dashboard, the page a customer lands on. The others are drawn by the app as before.
 */
export const myAccountFirstViewPatterns: readonly string[] = ['/'];

/**
 * The dashboard's own reads beyond the shell's (spec §2 Dashboard: the greeting, penalties, the no-show pause, the
 * credit, the membership and its renewal, the packages, the next bookings; the navigation's guest passes), all the
 * signed-in customer's: the user, then their bookings (read by the user's id). The server makes them with the
 * customer's session, inside the page, and the app's first prefetch reads the same, so the dashboard is drawn at once.
 */
export function dashboardReads(api: ApiClient, token: string) {
  return {
    user: accountQueries.authUser(api, token),
    holdings: [accountQueries.fairUse(api, token), accountQueries.memberships(api, token), accountQueries.packages(api, token), accountQueries.guestPasses(api, token)],
    bookings: (userId: number) => accountBookingsQuery(api, userId),
  };
}

/** Makes one read (the app: through its query cache; the server: its query function). */
export type Read = <T>(options: { queryKey: readonly unknown[]; queryFn: () => Promise<T> }) => Promise<T>;

/** Makes the dashboard's reads (`dashboardReads`) with `read`, the bookings once the user is known; settles when all have. */
export async function readDashboard(read: Read, api: ApiClient, token: string): Promise<void> {
  const reads = dashboardReads(api, token);
  const user = read(reads.user).then((signedIn) => read(reads.bookings(signedIn.id)));
  await Promise.allSettled([...reads.holdings.map((query) => read<unknown>(query)), user]);
}
