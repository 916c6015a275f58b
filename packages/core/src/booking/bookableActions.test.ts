import { describe, expect, it } from 'vitest';
import { BookableActionKind, isBookAction, isShowableReason, showableReasons } from './bookableActions';

describe('booking action kinds (spec §4) map to wire values (spec §3)', () => {
  it('has exactly the five kinds', () => {
    expect(BookableActionKind).toEqual({
      BOOK: 'book',
      CANCEL_BOOKING: 'cancel_booking',
      CANCEL_RESERVATION: 'cancel_reservation',
      JOIN_WAITLIST: 'join_waitlist',
      LEAVE_WAITLIST: 'leave_waitlist',
    });
  });

  it.each([
    [{ action: 'book' as const }, true],
    [{ action: 'cancel_booking' as const }, false],
    [{ action: null, message: 'x' }, false],
    [null, false],
    [undefined, false],
  ])('isBookAction(%j) → %s', (action, expected) => expect(isBookAction(action)).toBe(expected));
});

describe('isShowableReason (spec §8)', () => {
  it('lists the quoted reason, then when booking opens and a no-show pause', () =>
    expect(showableReasons).toEqual(['The session being booked is already full', 'Booking opens to ', 'online booking is paused until ']));

  it.each([
    ['The session being booked is already full', true],
    ['The session being booked is already full.', true],
    ['the session being booked is already full', false],
    ['You have already booked a session for this time', false],
    ['Something went wrong, please try again.', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (message, showable) => expect(isShowableReason(message)).toBe(showable));
});
