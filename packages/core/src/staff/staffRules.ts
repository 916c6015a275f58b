import type { CancellationSource } from '../contract/bookingRequests';
import type { CapacityUpdate } from '../contract/occurrenceUpdate';
import { messages } from '../errors/messages';
import { localToUtcIso, venueDateSlug } from '../time';
import { shiftWallClock, wallClockMs } from './wallClock';

// Staff contracts: who may do what, and the rules the register and the occurrence actions keep. The server refuses with
// these answers; the web app disables and explains with the same ones.

export { staffRoles, staffMay } from './staffPermissions';
export type { StaffRole, StaffAction } from './staffPermissions';

/** The occurrence list answers at most this many days at once (spec §5 requires both ends; the bound is ours). */
export const MAX_OCCURRENCE_WINDOW_DAYS = 31;

/** Why an occurrence list window (spec §5 starts_after, starts_before: 'YYYY-MM-DD HH:MM:SS') is refused, or null. */
export function occurrenceWindowRefusal(startsAfter: string, startsBefore: string): string | null {
  const span = wallClockMs(startsBefore) - wallClockMs(startsAfter);
  if (!(span > 0)) return messages.staff.windowOrder;
  if (span > MAX_OCCURRENCE_WINDOW_DAYS * 86_400_000) return messages.staff.windowTooLong(MAX_OCCURRENCE_WINDOW_DAYS);
  return null;
}

/** What attendance needs to know of a booking: its state and its session's venue-local start and zone. */
export interface AttendanceFacts {
  status: 'settled' | 'reserved' | 'cancelled';
  /** The session's venue wall time, 'YYYY-MM-DD HH:MM:SS'. */
  startsLocal: string;
  timeZone: string;
  now: Date;
}

/** Spec §4 attendance (attended or absent): only a settled booking, from the session's day (venue time) on. */
export function attendanceRefusal(facts: AttendanceFacts): string | null {
  if (facts.status !== 'settled') return messages.staff.attendanceSettledOnly;
  if (facts.startsLocal.slice(0, 10) > venueDateSlug(facts.now, facts.timeZone)) return messages.staff.attendanceTooEarly;
  return null;
}

/** How a staff cancellation treats the customer: the whole price back as credit or the usual cut-off; late actions or none. */
export interface StaffCancelTerms {
  /** The venue cancelled: what was paid goes back as credit whatever the cut-off. */
  refundWhole: boolean;
  /** The customer's own late-cancellation actions (fee, pauses) apply. */
  lateActions: boolean;
}

/**
 * Spec §5 cancellation sources as staff use them: `occurrence` — the venue cancels the session (a whole refund, no
 * late actions); `foh` — staff cancel for the customer at the desk (the customer's own rules). The customers' own
 * sources are not staff's (null).
 */
export function staffCancelTerms(source: CancellationSource): StaffCancelTerms | null {
  if (source === 'occurrence') return { refundWhole: true, lateActions: false };
  if (source === 'foh') return { refundWhole: false, lateActions: true };
  return null;
}

/** The register's tally of a session's bookings: settled ones, and how many are marked attended, absent or neither. */
export function registerCounts(bookings: ReadonlyArray<{ status: string; attended: boolean | null }>) {
  const settled = bookings.filter((b) => b.status === 'settled');
  const attended = settled.filter((b) => b.attended === true).length;
  const absent = settled.filter((b) => b.attended === false).length;
  return { booked: settled.length, attended, absent, unmarked: settled.length - attended - absent };
}

/** An occurrence's capacity as stored, and the places taken in each channel. */
export interface CapacityFacts {
  strategy: 'shared' | 'split';
  takenOnline: number;
  takenFoh: number;
}

/**
 * Spec §5 occurrence update capacity: the strategy may not change, and (ours) no capacity may go below the places
 * already taken — staff cancel bookings to make room, they never cancel them by shrinking the session.
 */
export function capacityUpdateRefusal(current: CapacityFacts, update: CapacityUpdate): string | null {
  if (update.strategy !== current.strategy) return messages.staff.strategyLocked;
  if (update.strategy === 'shared') {
    const taken = current.takenOnline + current.takenFoh;
    return update.maximum < taken ? messages.staff.belowTaken(taken) : null;
  }
  if (update.online < current.takenOnline) return messages.staff.belowTaken(current.takenOnline);
  if (update.foh < current.takenFoh) return messages.staff.belowTaken(current.takenFoh);
  return null;
}

/** An occurrence's wall-clock times in its venue, 'YYYY-MM-DD HH:MM:SS'. */
export interface LocalTimes {
  startsLocal: string;
  endsLocal: string;
}

/**
 * Spec §5 occurrence update start_time (HH:MM) and duration_minutes: the new wall-clock start on the same day and the
 * end that far after it (past midnight when it runs late), with the instants in the venue's zone.
 */
export function rescheduled(current: LocalTimes, change: { startTime?: string; durationMinutes?: number }, timeZone: string) {
  const start = wallClockMs(current.startsLocal);
  const duration = change.durationMinutes ?? Math.round((wallClockMs(current.endsLocal) - start) / 60_000);
  const startsLocal = change.startTime ? `${current.startsLocal.slice(0, 10)} ${change.startTime}:00` : current.startsLocal.slice(0, 19);
  const endsLocal = shiftWallClock(startsLocal, duration);
  return { startsLocal, endsLocal, startsAt: new Date(localToUtcIso(startsLocal, timeZone)), endsAt: new Date(localToUtcIso(endsLocal, timeZone)) };
}
