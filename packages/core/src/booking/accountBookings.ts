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
