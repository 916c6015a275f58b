import { messages } from '../errors/messages';
import { BookableActionKind } from '../booking/bookableActions';
import type { BookableActionValue } from '../booking/bookableActions';
import type { CampBookingType } from './campSelection';

/** Spec §4 booking-button hints, in the spec's order; `message` only where the spec quotes one or the server sent it. */
export type BookingHint =
  | { code: 'agreeToWaiver' }
  | { code: 'selectSession'; message: typeof messages.selectAtLeastOneSession }
  | { code: 'reserved' }
  | { code: 'alreadyBooked' }
  | { code: 'serverMessage'; message: string }
  | { code: 'completeRequiredFields' };

/** What bookingButtonState reads: form, waiver and request state plus the camp's action and the session choice. */
export interface BookingButtonInput {
  formValid: boolean;
  waiverRequired: boolean;
  waiverAgreed: boolean;
  campAction: BookableActionValue | null;
  /** The camp's bookable_action.message, shown as the server-message hint. */
  campMessage?: string | null;
  bookedSomeIndividual: boolean;
  moreBookable: boolean;
  bookingType: CampBookingType;
  selectedIds: readonly unknown[];
  individualOffered: boolean;
  bookableCount: number;
  pending: boolean;
}

/** Spec §4: whether Add to basket / Checkout now are enabled, and why not. */
export interface BookingButtonState {
  enabled: boolean;
  hints: BookingHint[];
}

/** Spec §4: the camp action allows booking: book, or some sessions booked individually and more can be booked. */
function actionAllowsBooking(input: BookingButtonInput): boolean {
  return input.campAction === BookableActionKind.BOOK || (input.bookedSomeIndividual && input.moreBookable);
}

/** Spec §4: why the camp action blocks booking — reserved, already booked, else the server's message. */
function actionHint(input: BookingButtonInput): BookingHint | null {
  if (input.campAction === BookableActionKind.CANCEL_RESERVATION) return { code: 'reserved' };
  if (input.campAction === BookableActionKind.CANCEL_BOOKING || input.bookedSomeIndividual) return { code: 'alreadyBooked' };
  return input.campMessage ? { code: 'serverMessage', message: input.campMessage } : null;
}

/**
 * Spec §4: enabled only when the form is valid, the waiver (if any) is agreed, the camp action allows booking, an
 * individual booking has a selection, individual pricing and a bookable session, and no request is pending.
 */
export function bookingButtonState(input: BookingButtonInput): BookingButtonState {
  const waiverMissing = input.waiverRequired && !input.waiverAgreed;
  const individual = input.bookingType === 'individual';
  const nothingSelected = individual && input.selectedIds.length === 0;
  const individualBlocked = individual && (nothingSelected || !input.individualOffered || input.bookableCount < 1);
  const actionOk = actionAllowsBooking(input);
  const hints: BookingHint[] = [];
  if (waiverMissing) hints.push({ code: 'agreeToWaiver' });
  if (nothingSelected) hints.push({ code: 'selectSession', message: messages.selectAtLeastOneSession });
  const blockedBy = actionOk ? null : actionHint(input);
  if (blockedBy) hints.push(blockedBy);
  if (!input.formValid) hints.push({ code: 'completeRequiredFields' });
  const enabled = input.formValid && !waiverMissing && actionOk && !individualBlocked && !input.pending;
  return { enabled, hints };
}
