import { messages } from '../errors/messages';
import { formatLocalDate, venueDateSlug } from '../time';

/** What a check-in needs to know of the pass's booking and of where and when it is shown. */
export interface CheckInFacts {
  status: 'settled' | 'reserved' | 'cancelled';
  /** The session's venue wall time, 'YYYY-MM-DD HH:MM:SS', and its venue's zone. */
  startsLocal: string;
  timeZone: string;
  /** The session's venue, and the venue the desk or kiosk checks in for (null: a desk not scoped to one venue). */
  venueId: number;
  venueName: string;
  checkingInAt: number | null;
  now: Date;
}

/**
 * Why a pass cannot be checked in, or null: only a confirmed (settled) booking, at its own venue when the desk or kiosk
 * is scoped to one, on the session's day in the venue's calendar.
 */
export function checkInRefusal(facts: CheckInFacts): string | null {
  if (facts.status === 'cancelled') return messages.passes.cancelled;
  if (facts.status !== 'settled') return messages.passes.notConfirmed;
  if (facts.checkingInAt !== null && facts.checkingInAt !== facts.venueId) return messages.passes.otherVenue(facts.venueName);
  const day = facts.startsLocal.slice(0, 10);
  if (day !== venueDateSlug(facts.now, facts.timeZone)) return messages.passes.otherDay(formatLocalDate(day));
  return null;
}
