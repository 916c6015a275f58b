import { describe, expect, it } from 'vitest';
import { occurrenceButton } from './occurrenceButton';
import type { OccurrenceButton, OccurrenceButtonInput } from './occurrenceButton';

const full = 'The session being booked is already full';

describe('occurrenceButton (spec §3, §4, §8)', () => {
  it.each<[string, OccurrenceButtonInput, OccurrenceButton]>([
    ['book', { bookableAction: { action: 'book' } }, { kind: 'book' }],
    ['cancel booking', { bookableAction: { action: 'cancel_booking' } }, { kind: 'cancelBooking' }],
    ['cancel reservation', { bookableAction: { action: 'cancel_reservation' } }, { kind: 'cancelReservation' }],
    ['join waitlist', { bookableAction: { action: 'join_waitlist' } }, { kind: 'joinWaitlist' }],
    ['leave waitlist', { bookableAction: { action: 'leave_waitlist' } }, { kind: 'leaveWaitlist' }],
    ['showable reason', { bookableAction: { action: null, message: full } }, { kind: 'disabled', reason: full }],
    ['hidden reason', { bookableAction: { action: null, message: 'Internal rule 42' } }, { kind: 'disabled', reason: null }],
    ['no message', { bookableAction: { action: null } }, { kind: 'disabled', reason: null }],
    ['past', { isPast: true, bookableAction: { action: 'book' } }, { kind: 'disabled', reason: null }],
    ['no context, places left', { bookableAction: null, capacity: { available: 1 } }, { kind: 'book' }],
    ['no context, none left', { bookableAction: null, capacity: { available: 0 } }, { kind: 'disabled', reason: null }],
    ['no context, no capacity', { bookableAction: undefined }, { kind: 'disabled', reason: null }],
  ])('%s', (_name, input, button) => expect(occurrenceButton(input)).toEqual(button));
});
