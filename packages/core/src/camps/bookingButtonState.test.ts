import { describe, expect, it } from 'vitest';
import { bookingButtonState } from './bookingButtonState';
import type { BookingButtonInput, BookingButtonState } from './bookingButtonState';

const ok: BookingButtonInput = {
  formValid: true,
  waiverRequired: false,
  waiverAgreed: false,
  campAction: 'book',
  campMessage: null,
  bookedSomeIndividual: false,
  moreBookable: true,
  bookingType: 'full',
  selectedIds: [],
  individualOffered: true,
  bookableCount: 3,
  pending: false,
};
const individual = { ...ok, bookingType: 'individual' as const, selectedIds: ['a'] };
const select = { code: 'selectSession', message: 'Please select at least one session' } as const;

describe('bookingButtonState (spec §4 booking buttons)', () => {
  it.each<[string, Partial<BookingButtonInput>, BookingButtonState]>([
    ['all good, full camp', {}, { enabled: true, hints: [] }],
    ['all good, individual', individual, { enabled: true, hints: [] }],
    ['form invalid', { formValid: false }, { enabled: false, hints: [{ code: 'completeRequiredFields' }] }],
    ['waiver required, not agreed', { waiverRequired: true }, { enabled: false, hints: [{ code: 'agreeToWaiver' }] }],
    ['waiver required and agreed', { waiverRequired: true, waiverAgreed: true }, { enabled: true, hints: [] }],
    ['pending', { pending: true }, { enabled: false, hints: [] }],
    ['camp reserved', { campAction: 'cancel_reservation' }, { enabled: false, hints: [{ code: 'reserved' }] }],
    ['camp booked', { campAction: 'cancel_booking' }, { enabled: false, hints: [{ code: 'alreadyBooked' }] }],
    ['camp not bookable, server message', { campAction: null, campMessage: 'Bookings have closed' }, { enabled: false, hints: [{ code: 'serverMessage', message: 'Bookings have closed' }] }],
    ['camp not bookable, no message', { campAction: 'join_waitlist' }, { enabled: false, hints: [] }],
    ['some booked individually, more bookable', { ...individual, campAction: null, bookedSomeIndividual: true }, { enabled: true, hints: [] }],
    ['some booked individually, none left', { ...individual, campAction: null, campMessage: 'x', bookedSomeIndividual: true, moreBookable: false }, { enabled: false, hints: [{ code: 'alreadyBooked' }] }],
    ['individual, nothing selected', { ...individual, selectedIds: [] }, { enabled: false, hints: [select] }],
    ['individual not offered', { ...individual, individualOffered: false }, { enabled: false, hints: [] }],
    ['individual, no bookable session', { ...individual, bookableCount: 0 }, { enabled: false, hints: [] }],
    ['full ignores the selection', { selectedIds: [], individualOffered: false, bookableCount: 0 }, { enabled: true, hints: [] }],
    [
      'every hint, in spec order',
      { ...individual, selectedIds: [], waiverRequired: true, campAction: 'cancel_reservation', formValid: false, pending: true },
      { enabled: false, hints: [{ code: 'agreeToWaiver' }, select, { code: 'reserved' }, { code: 'completeRequiredFields' }] },
    ],
  ])('%s', (_name, overrides, state) => expect(bookingButtonState({ ...ok, ...overrides })).toEqual(state));
});
