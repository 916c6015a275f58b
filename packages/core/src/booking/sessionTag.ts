import { BookableActionKind } from './bookableActions';
import type { BookableActionInput } from './bookableActions';
import { busyMessageFragment } from '../errors/specMessages';

/** Spec §4: the tone of the spots-available tag. */
export type SpotsTone = 'danger' | 'success';

/** Spec §4 "Session tag priority": one tag per session, discriminated by `kind`. */
export type SessionTag =
  | { kind: 'past' }
  | { kind: 'booked' }
  | { kind: 'reserved' }
  | { kind: 'joinWaitlist' }
  | { kind: 'waitlisted' }
  | { kind: 'busy' }
  | { kind: 'soldOut' }
  | { kind: 'spotsAvailable'; available: number; tone: SpotsTone };

/** What sessionTag reads: whether the session is past, its camelised bookable_action and capacity. */
export interface SessionTagInput {
  isPast: boolean;
  bookableAction: BookableActionInput | null;
  capacity: { available: number; maximum: number } | null;
}

/** Spec §9 "Low availability": available at most 20% of maximum, rounded down (integer maths, so 20% of 15 is 3). */
export function isLowAvailability(available: number, maximum: number): boolean {
  return available <= Math.floor(maximum / 5);
}

const actionTags = {
  [BookableActionKind.CANCEL_BOOKING]: { kind: 'booked' },
  [BookableActionKind.CANCEL_RESERVATION]: { kind: 'reserved' },
  [BookableActionKind.JOIN_WAITLIST]: { kind: 'joinWaitlist' },
  [BookableActionKind.LEAVE_WAITLIST]: { kind: 'waitlisted' },
} as const satisfies Record<string, SessionTag>;

/**
 * Spec §4 "Session tag priority": past; booked; reserved; join waitlist; waitlisted; busy; sold out; else spots
 * available (danger when low). Null when none applies and no capacity is known, so there is nothing to count.
 */
export function sessionTag({ isPast, bookableAction, capacity }: SessionTagInput): SessionTag | null {
  if (isPast) return { kind: 'past' };
  const action = bookableAction?.action;
  if (action && action !== BookableActionKind.BOOK) return actionTags[action];
  // Case-insensitive so a capitalised server sentence still reads as busy.
  if (bookableAction?.message?.toLowerCase().includes(busyMessageFragment)) return { kind: 'busy' };
  if (!capacity) return null;
  // A negative count (overbooked) is sold out too.
  if (capacity.available <= 0) return { kind: 'soldOut' };
  const tone: SpotsTone = isLowAvailability(capacity.available, capacity.maximum) ? 'danger' : 'success';
  return { kind: 'spotsAvailable', available: capacity.available, tone };
}
