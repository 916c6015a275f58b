import { describe, expect, it } from 'vitest';
import { messages } from '../errors/messages';
import { checkInRefusal, type CheckInFacts } from './checkIn';

// Saturday 12 December 2026, 09:30 in London.
const now = new Date('2026-12-12T09:30:00Z');
const facts: CheckInFacts = { status: 'settled', startsLocal: '2026-12-12 10:00:00', timeZone: 'Europe/London', venueId: 1, venueName: 'Riverside', checkingInAt: 1, now };

describe('checkInRefusal', () => {
  it('lets a confirmed booking in at its venue on its day, before or after the session starts', () => {
    expect(checkInRefusal(facts)).toBeNull();
    expect(checkInRefusal({ ...facts, startsLocal: '2026-12-12 07:00:00' })).toBeNull();
    expect(checkInRefusal({ ...facts, checkingInAt: null })).toBeNull();
  });

  it.each([
    [{ status: 'cancelled' as const }, messages.passes.cancelled],
    [{ status: 'reserved' as const }, messages.passes.notConfirmed],
    [{ checkingInAt: 2 }, messages.passes.otherVenue('Riverside')],
    [{ startsLocal: '2026-12-13 10:00:00' }, messages.passes.otherDay('Sun, 13 Dec 2026')],
    [{ startsLocal: '2026-12-11 10:00:00' }, messages.passes.otherDay('Fri, 11 Dec 2026')],
  ])('refuses %j', (change, reason) => {
    expect(checkInRefusal({ ...facts, ...change })).toBe(reason);
  });

  it("reads the day in the venue's zone", () => {
    // 23:30 UTC on the 11th is already the 12th in Auckland.
    const late = new Date('2026-12-11T23:30:00Z');
    expect(checkInRefusal({ ...facts, now: late, timeZone: 'Pacific/Auckland' })).toBeNull();
    expect(checkInRefusal({ ...facts, now: late })).toBe(messages.passes.otherDay('Sat, 12 Dec 2026'));
  });
});
