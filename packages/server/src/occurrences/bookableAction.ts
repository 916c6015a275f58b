import { messages, type BookableAction } from '@courtside/core';

/** Why nothing can be done with an occurrence (spec §3 bookable_action with a null action and a message). */
export const bookableMessages = messages.bookable;

/** What the customer making the call holds on the occurrence (null for a visitor). */
export interface CustomerFacts {
  booking: 'settled' | 'reserved' | null;
  onWaitlist: boolean;
  /** Holds a live booking of another session overlapping this one. */
  busy: boolean;
  /** A price exists for this customer (spec §6: known without a price cannot book). */
  hasPrice: boolean;
  /** Fair use: why their online booking is paused after no-shows (null: it is not). */
  paused?: string | null;
}

export interface BookableFacts {
  status: 'bookable' | 'cancelled' | 'clashing';
  startsAt: Date;
  lastBookableAt: Date | null;
  now: Date;
  /** Places the customer's channel still has. */
  available: number;
  waitlist: { maximum: number; consumed: number } | null;
  customer: CustomerFacts | null;
  /** Fair use: when booking opens to the caller, while it has not (null: open; core's bookingWindowMessage). */
  notYetOpen?: string | null;
}

const none = (message: string): BookableAction => ({ action: null, message });
const act = (action: NonNullable<BookableAction['action']>): BookableAction => ({ action, message: null });

/**
 * Spec §3 bookable_action for the customer making the call: what they can do now — book, cancel their booking or
 * reservation, join or leave the waitlist — or nothing, with the reason. A visitor is offered what any customer could do.
 */
export function bookableAction(facts: BookableFacts): BookableAction {
  const { customer } = facts;
  if (facts.status === 'cancelled') return none(bookableMessages.cancelled);
  if (facts.status === 'clashing') return none(bookableMessages.clashing);
  const closesAt = facts.lastBookableAt && facts.lastBookableAt < facts.startsAt ? facts.lastBookableAt : facts.startsAt;
  if (facts.now >= closesAt) return none(bookableMessages.closed);
  if (customer?.booking === 'settled') return act('cancel_booking');
  if (customer?.booking === 'reserved') return act('cancel_reservation');
  if (customer?.onWaitlist) return act('leave_waitlist');
  if (facts.notYetOpen) return none(facts.notYetOpen);
  if (customer?.paused) return none(customer.paused);
  if (customer?.busy) return none(bookableMessages.busy);
  if (facts.available > 0) return customer && !customer.hasPrice ? none(bookableMessages.noPrice) : act('book');
  if (facts.waitlist && facts.waitlist.consumed < facts.waitlist.maximum) return act('join_waitlist');
  return none(bookableMessages.full);
}
