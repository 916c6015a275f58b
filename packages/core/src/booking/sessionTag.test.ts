import { describe, expect, it } from 'vitest';
import type { BookableActionInput } from './bookableActions';
import { isLowAvailability, sessionTag } from './sessionTag';
import type { SessionTag, SessionTagInput } from './sessionTag';

const busy = 'You have already booked a session for this time';
const act = (action: BookableActionInput['action'], message: string | null = null) => ({ action, message });
const cap = (available: number, maximum = 10) => ({ available, maximum });

describe('sessionTag priority (spec §4)', () => {
  it.each<[string, SessionTagInput, SessionTag | null]>([
    ['past beats everything', { isPast: true, bookableAction: act('cancel_booking', busy), capacity: cap(0) }, { kind: 'past' }],
    ['booked', { isPast: false, bookableAction: act('cancel_booking', busy), capacity: cap(0) }, { kind: 'booked' }],
    ['reserved', { isPast: false, bookableAction: act('cancel_reservation', busy), capacity: cap(0) }, { kind: 'reserved' }],
    ['join waitlist', { isPast: false, bookableAction: act('join_waitlist', busy), capacity: cap(0) }, { kind: 'joinWaitlist' }],
    ['waitlisted', { isPast: false, bookableAction: act('leave_waitlist', busy), capacity: cap(0) }, { kind: 'waitlisted' }],
    ['busy beats sold out', { isPast: false, bookableAction: act(null, busy), capacity: cap(0) }, { kind: 'busy' }],
    ['busy with action book', { isPast: false, bookableAction: act('book', busy), capacity: cap(5) }, { kind: 'busy' }],
    ['busy, any case', { isPast: false, bookableAction: act(null, 'ALREADY BOOKED A SESSION FOR THIS TIME.'), capacity: null }, { kind: 'busy' }],
    ['other message is not busy', { isPast: false, bookableAction: act(null, 'The session being booked is already full'), capacity: cap(0) }, { kind: 'soldOut' }],
    ['sold out', { isPast: false, bookableAction: act('book'), capacity: cap(0) }, { kind: 'soldOut' }],
    ['overbooked is sold out', { isPast: false, bookableAction: null, capacity: cap(-1) }, { kind: 'soldOut' }],
    ['no action context, spots', { isPast: false, bookableAction: null, capacity: cap(7) }, { kind: 'spotsAvailable', available: 7, tone: 'success' }],
    ['book, low', { isPast: false, bookableAction: act('book'), capacity: cap(2) }, { kind: 'spotsAvailable', available: 2, tone: 'danger' }],
    ['no capacity, nothing to count', { isPast: false, bookableAction: act('book'), capacity: null }, null],
    ['no action and no capacity', { isPast: false, bookableAction: null, capacity: null }, null],
    ['undefined message', { isPast: false, bookableAction: { action: null }, capacity: cap(3) }, { kind: 'spotsAvailable', available: 3, tone: 'success' }],
  ])('%s', (_name, input, tag) => expect(sessionTag(input)).toEqual(tag));

  it.each<[number, number, 'danger' | 'success']>([
    [1, 10, 'danger'],
    [2, 10, 'danger'],
    [3, 10, 'success'],
    [10, 10, 'success'],
    [1, 4, 'success'],
    [1, 5, 'danger'],
    [2, 5, 'success'],
    [3, 15, 'danger'],
    [4, 15, 'success'],
    [7, 35, 'danger'],
    [8, 35, 'success'],
    [1, 0, 'success'],
  ])('spots tone: %i of %i → %s', (available, maximum, tone) => {
    expect(sessionTag({ isPast: false, bookableAction: act('book'), capacity: cap(available, maximum) })).toEqual({
      kind: 'spotsAvailable',
      available,
      tone,
    });
  });
});

describe('isLowAvailability (spec §9: at most 20% of maximum, rounded down)', () => {
  it.each([
    [2, 10, true],
    [3, 10, false],
    [0, 4, true],
    [1, 4, false],
    [0, 0, true],
    [1, 0, false],
    [20, 100, true],
    [21, 100, false],
    [3, 19, true],
    [4, 19, false],
  ])('%i of %i → %s', (available, maximum, low) => expect(isLowAvailability(available, maximum)).toBe(low));
});
