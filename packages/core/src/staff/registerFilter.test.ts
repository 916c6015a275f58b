import { describe, expect, it } from 'vitest';
import { registerSessionsShown } from './registerFilter';

const session = (id: string, consumed: number) => ({ id, capacity: { consumed } });
const day = [session('lane-1', 0), session('yoga', 12), session('lane-2', 0), session('spin', 1)];

describe('the register\'s sessions-with-bookings filter', () => {
  it('keeps the sessions with a place taken, in order', () => {
    expect(registerSessionsShown(day, { withBookingsOnly: true, openId: null }).map((s) => s.id)).toEqual(['yoga', 'spin']);
  });
  it('keeps the open session even with nobody booked (just cancelled, say)', () => {
    expect(registerSessionsShown(day, { withBookingsOnly: true, openId: 'lane-2' }).map((s) => s.id)).toEqual(['yoga', 'lane-2', 'spin']);
  });
  it('shows every session when off', () => {
    expect(registerSessionsShown(day, { withBookingsOnly: false, openId: null })).toEqual(day);
  });
});
