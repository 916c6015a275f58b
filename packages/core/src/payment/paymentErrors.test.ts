import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFrom } from '../api/apiError';
import { isPaidBookingDisabled, joinMessages, paymentErrorMessage, PaymentError, type PaymentStage } from './paymentErrors';

const fallback = 'Failed to prepare payment';

describe('paymentErrorMessage (spec §4, §8)', () => {
  it.each<[string, unknown, PaymentStage | undefined, string]>([
    ['422 joins every message of every key in order', apiErrorFrom(422, { message: 'Invalid.', errors: { a: ['Card number is invalid', 'Expiry is in the past'], b: ['Postcode is required'] } }), 'authorize', 'Card number is invalid. Expiry is in the past. Postcode is required'],
    ['422 without messages shows its message', apiErrorFrom(422, { message: 'The given data was invalid.' }), undefined, 'The given data was invalid.'],
    ['422 with empty lists shows its message', apiErrorFrom(422, { message: 'Bad.', errors: { a: [] } }), undefined, 'Bad.'],
    ['403 on prepare with the flag shows the server message', apiErrorFrom(403, { message: 'Paid bookings are disabled for this venue', paid_booking_disabled: true }), 'prepare', 'Paid bookings are disabled for this venue'],
    ['403 on prepare with the camelised flag and no message shows the error text', apiErrorFrom(403, { paidBookingDisabled: true }), 'prepare', 'Unauthorised.'],
    ['403 on prepare without the flag and no message uses the fallback', apiErrorFrom(403, {}), 'prepare', fallback],
    ['403 elsewhere with the flag and no message uses the fallback', apiErrorFrom(403, { paid_booking_disabled: true }), 'complete', fallback],
    ['a server message is shown', apiErrorFrom(500, { message: 'Provider unavailable' }), 'authorize', 'Provider unavailable'],
    ['a blank server message uses the fallback', apiErrorFrom(500, { message: '  ' }), 'authorize', fallback],
    ['an unparseable body uses the fallback', apiErrorFrom(502, undefined), undefined, fallback],
    ['a network failure uses the fallback', new ApiError(0, 'Something has gone wrong, please try again.'), 'prepare', fallback],
    ['a PaymentError shows its text', new PaymentError('Payment session ID not found'), 'prepare', 'Payment session ID not found'],
    ['an empty PaymentError uses the fallback', new PaymentError(''), 'prepare', fallback],
    ['any other error uses the fallback', new TypeError('x is undefined'), 'prepare', fallback],
    ['a non-error uses the fallback', 'boom', undefined, fallback],
  ])('%s', (_name, error, stage, message) => expect(paymentErrorMessage(error, fallback, stage)).toBe(message));
});

describe('isPaidBookingDisabled', () => {
  it.each<[unknown, boolean]>([
    [{ paid_booking_disabled: true }, true],
    [{ paidBookingDisabled: true }, true],
    [{ paid_booking_disabled: 'true' }, false],
    [{}, false],
    [null, false],
    ['text', false],
  ])('%o → %s', (body, flag) => expect(isPaidBookingDisabled(body)).toBe(flag));
});

describe('joinMessages (spec §8 "joined with \'. \'")', () => {
  it.each([
    [['Card expired', 'Name required'], 'Card expired. Name required'],
    [['Card expired.', 'Name required.'], 'Card expired. Name required.'],
    [['Only one.'], 'Only one.'],
    [['  a.. ', '', 'b'], 'a. b'],
    [[], ''],
  ])('%o → %s', (list, joined) => expect(joinMessages(list)).toBe(joined));
});
