import { ApiError } from '../api/apiError';

/** Spec §5/§8: a payment failure whose message is a catalogue text meant for the customer. */
export class PaymentError extends Error {
  override readonly name = 'PaymentError';
}

/** The call a payment error came from; only 'prepare' changes the rules (spec §4). */
export type PaymentStage = 'prepare' | 'authorize' | 'sca' | 'complete';

const record = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};

/** Spec §4: whether a 403 body carries the paid-booking-disabled flag (wire name assumed: paid_booking_disabled). */
export function isPaidBookingDisabled(body: unknown): boolean {
  const fields = record(body);
  return fields.paid_booking_disabled === true || fields.paidBookingDisabled === true;
}

/** The server's own message in an error body, if any (ApiError.message may be a status default). */
function serverMessage(error: ApiError): string | null {
  const message = record(error.body).message;
  return typeof message === 'string' && message.trim() ? error.message : null;
}

/**
 * Joins messages with '. ' (spec §8) without doubling a full stop a message already ends with:
 * ['Card expired.', 'Name required'] → 'Card expired. Name required'.
 */
export function joinMessages(list: readonly string[]): string {
  const trimmed = list.map((m) => m.trim()).filter(Boolean);
  return trimmed.map((m, i) => (i < trimmed.length - 1 ? m.replace(/\.+$/, '') : m)).join('. ');
}

/**
 * Spec §8 payment errors: a 422 shows every validation message joined with '. ' (or the error's
 * message when there are none); a 403 on prepare with the paid-booking-disabled flag shows the
 * server's message; otherwise the server's message, a PaymentError's message, or the fallback.
 */
export function paymentErrorMessage(error: unknown, fallback: string, stage?: PaymentStage): string {
  if (error instanceof PaymentError) return error.message || fallback;
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 422) {
    const all = Object.values(error.validation).flat();
    return all.length > 0 ? joinMessages(all) : error.message;
  }
  if (error.status === 403 && stage === 'prepare' && isPaidBookingDisabled(error.body)) return error.message;
  return serverMessage(error) ?? fallback;
}
