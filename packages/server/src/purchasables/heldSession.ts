import { and, eq } from 'drizzle-orm';
import { bookings, occurrences, venues } from '../db/schema';
import { occurrenceLocationNames } from './holdEvents';
import type { HeldSession } from './purchasable';

/** A booking's session, in the booking's tenant: join `occurrences` on it. */
export const sessionOfBooking = and(eq(occurrences.id, bookings.occurrenceId), eq(occurrences.tenantId, bookings.tenantId));
/** A session's venue, in the session's tenant: join `venues` on it. */
export const venueOfSession = and(eq(venues.id, occurrences.venueId), eq(venues.tenantId, occurrences.tenantId));

/**
 * What a basket card shows of a held booking (its session, venue and locations): select it from `bookings` joined by
 * `sessionOfBooking` and `venueOfSession`. The basket's own read left-joins them from its lines; the kinds inner-join.
 */
export const heldSessionColumns = {
  bookingId: bookings.id,
  status: bookings.status,
  reservedUntil: bookings.reservedUntil,
  occurrence: occurrences,
  venueName: venues.name,
  venueSlug: venues.slug,
  locationNames: occurrenceLocationNames,
};

type LeftJoined<T> = { [K in keyof T]: T[K] | null };

/** The held session of a left-joined row: null when the line holds no booking, or its booking is gone. */
export function heldSessionOf(row: LeftJoined<HeldSession>): HeldSession | null {
  const { bookingId, status, occurrence, venueName, venueSlug } = row;
  if (bookingId === null || status === null || occurrence === null || venueName === null || venueSlug === null) return null;
  return { bookingId, status, reservedUntil: row.reservedUntil, occurrence, venueName, venueSlug, locationNames: row.locationNames };
}
