import { BookableActionKind, isShowableReason } from './bookableActions';
import type { BookableActionInput } from './bookableActions';

/** Spec §4: the button the UI shows for an occurrence; `disabled` carries a reason only when §8 says it is showable. */
export type OccurrenceButton =
  | { kind: 'book' }
  | { kind: 'cancelBooking' }
  | { kind: 'cancelReservation' }
  | { kind: 'joinWaitlist' }
  | { kind: 'leaveWaitlist' }
  | { kind: 'disabled'; reason: string | null };

/** What occurrenceButton reads: the camelised occurrence fields (bookable_action, capacity) plus whether it is past. */
export interface OccurrenceButtonInput {
  isPast?: boolean;
  bookableAction: BookableActionInput | null | undefined;
  capacity?: { available: number } | null;
}

const buttonFor = {
  [BookableActionKind.BOOK]: { kind: 'book' },
  [BookableActionKind.CANCEL_BOOKING]: { kind: 'cancelBooking' },
  [BookableActionKind.CANCEL_RESERVATION]: { kind: 'cancelReservation' },
  [BookableActionKind.JOIN_WAITLIST]: { kind: 'joinWaitlist' },
  [BookableActionKind.LEAVE_WAITLIST]: { kind: 'leaveWaitlist' },
} as const satisfies Record<string, OccurrenceButton>;

/**
 * Spec §3/§4/§8: which button to show. Past sessions and a null action are disabled (with the server message only
 * when it is a showable reason); without any bookable context (logged out) a session with places shows Book.
 */
export function occurrenceButton({ isPast = false, bookableAction, capacity }: OccurrenceButtonInput): OccurrenceButton {
  if (isPast) return { kind: 'disabled', reason: null };
  if (!bookableAction) {
    return (capacity?.available ?? 0) > 0 ? buttonFor.book : { kind: 'disabled', reason: null };
  }
  if (bookableAction.action) return buttonFor[bookableAction.action];
  const { message } = bookableAction;
  return { kind: 'disabled', reason: isShowableReason(message) ? message : null };
}
