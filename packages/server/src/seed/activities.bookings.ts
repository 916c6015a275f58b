import type { NewBooking } from '../db/schema';
import { chance } from './activities.ids';
import type { GeneratedOccurrence } from './activities.timetable';

/** A waitlist row as the seed writes it. */
export interface NewWaitlistEntry {
  tenantId: number;
  occurrenceId: number;
  userId: number;
  createdAt: Date;
}

// Before every seeded session, so it never counts: spec "capacity available = maximum - settled - unexpired reserved".
/** When seeded bookings were made: long ago, before any checkout (the invariants tell them from checkout's by this). */
export const seededBookingsAt = new Date('2024-01-01T00:00:00Z');
const longExpired = seededBookingsAt;

/**
 * The bookings and waitlist entries that make an occurrence as full as the generator says: one booking per
 * attendee (several places each when there are more places than attendees), the last few of them live
 * reservations held until the session starts, then the waitlist, then an expired reservation if asked for.
 */
export function occupancyRows(
  tenantId: number,
  occurrenceId: number,
  { row, occupancy }: GeneratedOccurrence,
  attendees: readonly number[],
): { bookings: NewBooking[]; waitlist: NewWaitlistEntry[] } {
  const bookings: NewBooking[] = [];
  const waitlist: NewWaitlistEntry[] = [];
  const start = Math.floor(chance(row.publicId, 'who') * attendees.length);
  const userAt = (i: number) => attendees[(start + i) % attendees.length]!;
  const perBooking = Math.max(1, Math.ceil(occupancy.consumed / attendees.length));
  let left = occupancy.consumed;
  let next = 0;
  while (left > 0) {
    const quantity = Math.min(perBooking, left);
    bookings.push({ tenantId, occurrenceId, userId: userAt(next++), status: 'settled', quantity, createdAt: longExpired });
    left -= quantity;
  }
  for (const booking of bookings.slice(bookings.length - Math.min(occupancy.reserved, bookings.length))) {
    booking.status = 'reserved';
    booking.reservedUntil = row.startsAt as Date;
  }
  for (let i = 0; i < occupancy.waitlisted; i++) {
    waitlist.push({ tenantId, occurrenceId, userId: userAt(next++), createdAt: longExpired });
  }
  if (occupancy.expiredReservation) {
    bookings.push({ tenantId, occurrenceId, userId: userAt(next), status: 'reserved', reservedUntil: longExpired, quantity: 1, createdAt: longExpired });
  }
  return { bookings, waitlist };
}
