import { describe, expect, it } from 'vitest';
import { bookingOpensAt, bookingWindow, bookingWindowMessage, noShowPauseMessage, noShowStanding, noShowWarning, type NoShowRule } from './fairUse';
import { isShowableReason } from './bookableActions';

const london = 'Europe/London';
const at = (iso: string) => new Date(iso);
const windows = { memberDays: 14, publicDays: 7 };

describe('booking opens N days before, at the session’s own wall time in the venue’s zone', () => {
  it('opens at the same clock time N days before', () => {
    expect(bookingOpensAt('2026-12-12 09:00:00', london, 7).toISOString()).toBe('2026-12-05T09:00:00.000Z');
    expect(bookingOpensAt('2026-12-12 09:00', london, 14).toISOString()).toBe('2026-11-28T09:00:00.000Z');
  });

  it('keeps the wall time across the autumn change (not 7 × 24 hours)', () => {
    // Fri 30 Oct 09:00 GMT opens on Fri 23 Oct at 09:00 BST, 08:00 UTC.
    expect(bookingOpensAt('2026-10-30 09:00:00', london, 7).toISOString()).toBe('2026-10-23T08:00:00.000Z');
  });

  it('keeps the wall time across the spring change', () => {
    // Sat 4 Apr 09:00 BST opens on Sat 28 Mar at 09:00 GMT.
    expect(bookingOpensAt('2026-04-04 09:00:00', london, 7).toISOString()).toBe('2026-03-28T09:00:00.000Z');
  });

  it('opens on the day the clocks change at that day’s wall time', () => {
    // Sun 1 Nov 09:00 GMT opens on Sun 25 Oct (the autumn change at 02:00 BST) at 09:00 GMT.
    expect(bookingOpensAt('2026-11-01 09:00:00', london, 7).toISOString()).toBe('2026-10-25T09:00:00.000Z');
    // Sun 5 Apr 10:00 BST opens on Sun 29 Mar (the spring change at 01:00 GMT) at 10:00 BST.
    expect(bookingOpensAt('2026-04-05 10:00:00', london, 7).toISOString()).toBe('2026-03-29T09:00:00.000Z');
  });

  it('reads a skipped wall time an hour on, and a repeated one at its winter occurrence', () => {
    expect(bookingOpensAt('2026-04-05 01:30:00', london, 7).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(bookingOpensAt('2026-11-01 01:30:00', london, 7).toISOString()).toBe('2026-10-25T01:30:00.000Z');
  });
});

describe('member priority windows', () => {
  const session = { startsLocal: '2026-12-12 09:00:00', timeZone: london, windows };

  it('is open to everyone without windows', () => {
    expect(bookingWindow({ ...session, windows: null, member: false, now: at('2026-01-01T00:00:00Z') })).toEqual({ open: true });
  });

  it('opens to members 14 days before and to everyone 7 days before, to the minute', () => {
    const state = (member: boolean, now: string) => bookingWindow({ ...session, member, now: at(now) });
    expect(state(true, '2026-11-28T08:59:59Z')).toMatchObject({ open: false, membersAt: at('2026-11-28T09:00:00Z') });
    expect(state(true, '2026-11-28T09:00:00Z')).toEqual({ open: true });
    expect(state(false, '2026-11-28T09:00:00Z')).toEqual({ open: false, everyoneAt: at('2026-12-05T09:00:00Z'), membersAt: null, membersNow: true });
    expect(state(false, '2026-12-05T08:59:00Z')).toMatchObject({ open: false });
    expect(state(false, '2026-12-05T09:00:00Z')).toEqual({ open: true });
  });

  it('reads a members’ window shorter than everyone’s as everyone’s', () => {
    const state = bookingWindow({ ...session, windows: { memberDays: 3, publicDays: 7 }, member: true, now: at('2026-12-04T09:00:00Z') });
    expect(state).toEqual({ open: false, everyoneAt: at('2026-12-05T09:00:00Z'), membersAt: null, membersNow: false });
  });

  it('with a members’ window only, everyone waits for it', () => {
    const state = bookingWindow({ ...session, windows: { memberDays: 14, publicDays: null }, member: false, now: at('2026-11-20T09:00:00Z') });
    expect(state).toMatchObject({ open: false, everyoneAt: at('2026-11-28T09:00:00Z') });
  });

  it('says when booking opens, in words the time-slot page may show', () => {
    const nonMember = bookingWindow({ ...session, member: false, now: at('2026-11-28T09:30:00Z') });
    const text = bookingWindowMessage(nonMember, london, false);
    expect(text).toBe('Booking opens to everyone on Sat 5 Dec at 9:00 — members can book now');
    expect(isShowableReason(text)).toBe(true);
    const early = bookingWindow({ ...session, member: true, now: at('2026-11-20T09:30:00Z') });
    expect(bookingWindowMessage(early, london, true)).toBe('Booking opens to members on Sat 28 Nov at 9:00');
    expect(bookingWindowMessage(early, london, false)).toBe('Booking opens to members on Sat 28 Nov at 9:00 and to everyone on Sat 5 Dec at 9:00');
    expect(bookingWindowMessage({ open: true }, london, false)).toBeNull();
  });

  it('names the opening in summer time when the venue is on it', () => {
    const state = bookingWindow({ startsLocal: '2026-10-30 09:00:00', timeZone: london, windows, member: false, now: at('2026-10-20T09:00:00Z') });
    expect(bookingWindowMessage(state, london, false)).toBe('Booking opens to everyone on Fri 23 Oct at 9:00 — members can book now');
  });
});

describe('no-show strikes in a rolling window', () => {
  const rule: NoShowRule = { limit: 3, windowDays: 30, pauseDays: 7 };
  const now = at('2026-11-28T09:30:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

  it('pauses for P days from the no-show that makes N within D days', () => {
    const standing = noShowStanding([daysAgo(20), daysAgo(9), daysAgo(2)], rule, now);
    expect(standing).toEqual({ count: 3, pausedUntil: new Date(daysAgo(2).getTime() + 7 * 86_400_000), strikes: 3 });
    expect(noShowPauseMessage(standing, rule, london)).toBe('3 no-shows in the last 30 days: online booking is paused until Thu 3 Dec.');
    expect(isShowableReason(noShowPauseMessage(standing, rule, london))).toBe(true);
  });

  it('does not pause for fewer than N, or for N spread over more than D days', () => {
    expect(noShowStanding([daysAgo(9), daysAgo(2)], rule, now)).toEqual({ count: 2, pausedUntil: null, strikes: 0 });
    expect(noShowStanding([daysAgo(40), daysAgo(9), daysAgo(2)], rule, now)).toEqual({ count: 2, pausedUntil: null, strikes: 0 });
    // Exactly D days apart is outside the window.
    expect(noShowStanding([daysAgo(32), daysAgo(10), daysAgo(2)], rule, now).pausedUntil).toBeNull();
  });

  it('ends the pause P days on, to the millisecond', () => {
    const ends = [daysAgo(25), daysAgo(15), daysAgo(7)];
    expect(noShowStanding(ends, rule, new Date(now.getTime() - 1)).pausedUntil).toEqual(now);
    expect(noShowStanding(ends, rule, now).pausedUntil).toBeNull();
  });

  it('words a pause whose first no-show has left the window as it was when it paused', () => {
    const standing = noShowStanding([daysAgo(31), daysAgo(26), daysAgo(2)], rule, now);
    expect(standing).toMatchObject({ count: 2, strikes: 3 });
    expect(noShowPauseMessage(standing, rule, london)).toBe('After 3 no-shows in 30 days, online booking is paused until Thu 3 Dec.');
  });

  it('ignores sessions not yet ended and has nothing to say without a rule', () => {
    expect(noShowStanding([daysAgo(3), daysAgo(2), new Date(now.getTime() + 1)], rule, now).pausedUntil).toBeNull();
    expect(noShowStanding([daysAgo(3), daysAgo(2), daysAgo(1)], null, now)).toEqual({ count: 0, pausedUntil: null, strikes: 0 });
    expect(noShowWarning(null)).toBeNull();
    expect(noShowWarning(rule)).toBe("Can't make it? Cancel now to avoid a no-show: 3 no-shows in 30 days pause online booking for 7 days.");
  });
});
