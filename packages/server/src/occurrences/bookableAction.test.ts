import { describe, expect, it } from 'vitest';
import { bookableAction, bookableMessages, type BookableFacts, type CustomerFacts } from './bookableAction';

const now = new Date('2026-11-24T10:00:00Z');
const facts = (over: Partial<BookableFacts> = {}): BookableFacts => ({
  status: 'bookable', startsAt: new Date('2026-11-24T18:00:00Z'), lastBookableAt: null, now, available: 5, waitlist: null, customer: null, ...over,
});
const customer = (over: Partial<CustomerFacts> = {}): CustomerFacts => ({ booking: null, onWaitlist: false, busy: false, hasPrice: true, ...over });

describe('bookableAction (spec §3, for the customer making the call)', () => {
  it.each<[string, Partial<BookableFacts>, ReturnType<typeof bookableAction>]>([
    ['a visitor may book a session with places', {}, { action: 'book', message: null }],
    ['a cancelled session', { status: 'cancelled' }, { action: null, message: bookableMessages.cancelled }],
    ['a clashing session', { status: 'clashing' }, { action: null, message: bookableMessages.clashing }],
    ['a started session', { startsAt: new Date('2026-11-24T09:00:00Z') }, { action: null, message: bookableMessages.closed }],
    ['after the last bookable time', { lastBookableAt: new Date('2026-11-24T09:59:00Z') }, { action: null, message: bookableMessages.closed }],
    ['before the last bookable time', { lastBookableAt: new Date('2026-11-24T17:00:00Z') }, { action: 'book', message: null }],
    ['a booked customer', { customer: customer({ booking: 'settled' }) }, { action: 'cancel_booking', message: null }],
    ['a customer holding a reservation', { customer: customer({ booking: 'reserved' }) }, { action: 'cancel_reservation', message: null }],
    ['a waitlisted customer', { available: 0, customer: customer({ onWaitlist: true }) }, { action: 'leave_waitlist', message: null }],
    ['a customer busy at that time', { customer: customer({ busy: true }) }, { action: null, message: bookableMessages.busy }],
    ['a known customer without a price', { customer: customer({ hasPrice: false }) }, { action: null, message: bookableMessages.noPrice }],
    ['full with room on the waitlist', { available: 0, waitlist: { maximum: 5, consumed: 2 } }, { action: 'join_waitlist', message: null }],
    ['full with the waitlist full', { available: 0, waitlist: { maximum: 5, consumed: 5 } }, { action: null, message: 'The session being booked is already full' }],
    ['full without a waitlist', { available: 0 }, { action: null, message: 'The session being booked is already full' }],
  ])('%s', (_name, over, expected) => expect(bookableAction(facts(over))).toEqual(expected));

  it('says busy with the words the session tag looks for (spec §4)', () => {
    expect(bookableMessages.busy).toContain('already booked a session for this time');
  });
});
