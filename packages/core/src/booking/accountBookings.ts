/** What the my-account bookings pages read of a booking (spec §3 Booking), camelCase. */
export interface AccountBookingFacts {
  status: 'settled' | 'reserved' | 'cancelled';
  startsAt: { utc: string };
}

/** The tabs of spec §2 my-account Bookings: upcoming (/bookings/upcoming), past and cancelled. */
export type AccountBookingGroup = 'upcoming' | 'past' | 'cancelled';

/**
 * Sorts a customer's bookings into the my-account groups at `now`: a paid booking not yet started is upcoming, one
 * that has started is past; cancelled ones stand apart. Reserved bookings are basket holds, shown in the basket, not
 * here. Upcoming soonest first; past and cancelled most recent first.
 */
export function groupAccountBookings<T extends AccountBookingFacts>(bookings: readonly T[], now: Date): Record<AccountBookingGroup, T[]> {
  const at = (b: T) => Date.parse(b.startsAt.utc);
  const upcoming = bookings.filter((b) => b.status === 'settled' && at(b) > now.getTime()).sort((a, b) => at(a) - at(b));
  const past = bookings.filter((b) => b.status === 'settled' && at(b) <= now.getTime()).sort((a, b) => at(b) - at(a));
  const cancelled = bookings.filter((b) => b.status === 'cancelled').sort((a, b) => at(b) - at(a));
  return { upcoming, past, cancelled };
}

/** A my-account entry: one booking, or a camp's or course's bundle with its sessions (spec §2 "bundles grouped with their sessions"). */
export interface AccountBookingEntry<T> {
  /** The first session of the entry in the group's order (the booking itself when alone). */
  first: T;
  /** Every session of the entry, in the group's order (one for a lone booking). */
  sessions: T[];
  /** The bundle's id; null for a lone booking. */
  bundleId: string | number | null;
}

/**
 * Spec §2/§3 my-account bookings: a group's bookings with those of one bundle (booking_bundle_context.id) gathered
 * into one entry where its first session stands, the rest in order under it.
 */
export function collapseBundles<T extends { bookingBundleContext?: { id: string | number } | null }>(bookings: readonly T[]): Array<AccountBookingEntry<T>> {
  const entries: Array<AccountBookingEntry<T>> = [];
  const byBundle = new Map<string | number, AccountBookingEntry<T>>();
  for (const booking of bookings) {
    const bundleId = booking.bookingBundleContext?.id ?? null;
    const entry = bundleId === null ? undefined : byBundle.get(bundleId);
    if (entry) {
      entry.sessions.push(booking);
      continue;
    }
    const created = { first: booking, sessions: [booking], bundleId };
    entries.push(created);
    if (bundleId !== null) byBundle.set(bundleId, created);
  }
  return entries;
}
