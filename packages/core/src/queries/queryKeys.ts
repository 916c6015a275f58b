/**
 * Every query key of the app, grouped under roots so that spec §4 invalidation can name a whole
 * group (TanStack matches keys by prefix). Features add their keys under the right root.
 */
export const keyRoots = {
  shell: ['shell'] as const,
  auth: ['auth'] as const,
  activities: ['activities'] as const,
  cart: ['cart'] as const,
  account: ['account'] as const,
  catalogue: ['catalogue'] as const,
};

type Part = string | number | null | undefined;
const k = <R extends readonly string[]>(root: R, ...parts: Part[]) => [...root, ...parts.map((p) => p ?? '')] as const;

/** Query keys by feature (spec §7 reads). */
export const queryKeys = {
  authUser: () => k(keyRoots.auth, 'user'),
  linkedUsers: (userId: number) => k(keyRoots.auth, 'linked', userId),
  categories: (venue: string, activity?: string | null) => k(keyRoots.activities, 'categories', venue, activity),
  dates: (venue: string, category: string) => k(keyRoots.activities, 'dates', venue, category),
  times: (venue: string, activity: string, date: string) => k(keyRoots.activities, 'times', venue, activity, date),
  timetable: (venue: string, activity: string, date: string) => k(keyRoots.activities, 'timetable', venue, activity, date),
  slots: (venue: string, activity: string, date: string, locationId: number | null) =>
    k(keyRoots.activities, 'slots', venue, activity, date, locationId),
  activityClass: (id: string | number) => k(keyRoots.activities, 'class', id),
  tickets: (venue: string, category: string, activity: string) => k(keyRoots.activities, 'tickets', venue, category, activity),
  cart: (source: string, selectedUserId: number | null) => k(keyRoots.cart, source, selectedUserId),
  bookings: (userId: number) => k(keyRoots.account, 'bookings', userId),
  accountHoldings: (kind: 'memberships' | 'packages' | 'guest-passes' | 'fair-use') => k(keyRoots.account, kind),
  bookingBundle: (bundleId: string | number) => k(keyRoots.account, 'bundle', bundleId),
  bookingPass: (bookingId: number) => k(keyRoots.account, 'pass', bookingId),
  orderPasses: (orderId: number) => k(keyRoots.account, 'order-passes', orderId),
  camps: (...parts: Part[]) => k(keyRoots.catalogue, 'camps', ...parts),
  courses: (...parts: Part[]) => k(keyRoots.catalogue, 'courses', ...parts),
};

/** Spec §4 events after which data reloads. */
export type ReloadEvent =
  | 'cartChanged'
  | 'loggedIn'
  | 'loggedOut'
  | 'userSelected'
  | 'paymentSucceeded'
  | 'waitlistChanged'
  | 'bookingChanged'
  | 'venueChanged'
  | 'categoryChanged';

const reloads: Record<ReloadEvent, ReadonlyArray<readonly string[]>> = {
  cartChanged: [keyRoots.activities, keyRoots.cart, keyRoots.catalogue],
  loggedIn: [keyRoots.auth, keyRoots.activities, keyRoots.cart, keyRoots.account, keyRoots.catalogue],
  loggedOut: [keyRoots.auth, keyRoots.activities, keyRoots.cart, keyRoots.account, keyRoots.catalogue],
  userSelected: [keyRoots.activities, keyRoots.cart, keyRoots.account, keyRoots.catalogue],
  paymentSucceeded: [keyRoots.activities, keyRoots.cart, keyRoots.account, keyRoots.catalogue],
  // A camp's or course's waitlist shows on its pages as a session's does on the timetable.
  waitlistChanged: [keyRoots.activities, keyRoots.catalogue],
  // A cancelled booking or reservation frees a place, leaves the basket and changes the account's bookings.
  bookingChanged: [keyRoots.activities, keyRoots.cart, keyRoots.catalogue, keyRoots.account],
  venueChanged: [keyRoots.activities],
  categoryChanged: [keyRoots.activities],
};

/**
 * Spec §4: "Dates and times reload after cart changes, login or logout, user selection,
 * successful payment, waitlist changes, and venue or category changes" — the key prefixes to
 * invalidate after each event (account and basket data reload with the user-changing ones).
 */
export function keysToInvalidate(event: ReloadEvent): ReadonlyArray<readonly string[]> {
  return reloads[event];
}

/** Spec §4: timetable and slots load (and reload) only when venue, activity and date are known. */
export function timetableQueryEnabled(venue: string | null | undefined, activity: string | null | undefined, date: string | null | undefined): boolean {
  return Boolean(venue && activity && date);
}
