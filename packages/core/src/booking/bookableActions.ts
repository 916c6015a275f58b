import { messages } from '../errors/messages';

/** Spec §4 "Booking action kinds": BOOK, CANCEL_BOOKING, CANCEL_RESERVATION, JOIN_WAITLIST, LEAVE_WAITLIST → wire values (§3). */
export const BookableActionKind = {
  BOOK: 'book',
  CANCEL_BOOKING: 'cancel_booking',
  CANCEL_RESERVATION: 'cancel_reservation',
  JOIN_WAITLIST: 'join_waitlist',
  LEAVE_WAITLIST: 'leave_waitlist',
} as const;

/** Spec §3 bookable_action.action: one of the wire values, or null when the server explains why not in a message. */
export type BookableActionValue = (typeof BookableActionKind)[keyof typeof BookableActionKind];

/** Spec §3 bookable_action, camelised: what the current user may do with an occurrence, camp or course. */
export interface BookableActionInput {
  action: BookableActionValue | null;
  message?: string | null;
}

/**
 * Spec §8: the server reasons the UI may show as they are; 'The session being booked is already full' is the spec's, and
 * ours are when booking opens (member priority windows) and a no-show pause (fair use).
 */
export const showableReasons: readonly string[] = [messages.sessionFull, 'Booking opens to ', 'online booking is paused until '];

/** Spec §8: true when a server message is one of the showable reasons (matched as a substring, so trailing punctuation is tolerated). */
export function isShowableReason(message: string | null | undefined): message is string {
  if (!message) return false;
  return showableReasons.some((reason) => message.includes(reason));
}

/** Spec §3/§4: true when an action lets the user book (the only state in which a session is selectable). */
export function isBookAction(bookableAction: BookableActionInput | null | undefined): boolean {
  return bookableAction?.action === BookableActionKind.BOOK;
}
