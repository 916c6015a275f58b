import { describe, expect, it } from 'vitest';
import type { BookableActionInput } from '../booking/bookableActions';
import { programmeSession, programmeSessionWeeks, programmeSpan, type ProgrammeOccurrenceInput } from './programmeSessions';

const book: BookableActionInput = { action: 'book', message: null };
const now = Date.parse('2026-12-08T12:00:00Z');

/** A session on `date` 09:00–15:00 (UTC venue), 10 of 24 places left, £20. */
const session = (id: string, date: string, overrides: Partial<ProgrammeOccurrenceInput> = {}): ProgrammeOccurrenceInput => ({
  id,
  status: 'bookable',
  startsAt: { utc: `${date}T09:00:00Z`, local: `${date} 09:00:00` },
  endsAt: { local: `${date} 15:00:00` },
  locationName: 'Sports hall',
  friendlyLocationName: null,
  capacity: { available: 10, maximum: 24 },
  bookableAction: book,
  price: { formatted: '£20.00' },
  ...overrides,
});

describe('programmeSession (spec §3/§4 a camp or course session)', () => {
  it('shows the day, times, place, tag and, sold alone, its price', () => {
    expect(programmeSession(session('a', '2026-12-09'), now, true)).toEqual({
      id: 'a',
      date: 'Wed, 9 Dec 2026',
      startTime: '09:00',
      endTime: '15:00',
      locationName: 'Sports hall',
      tag: { kind: 'spotsAvailable', available: 10, tone: 'success' },
      price: '£20.00',
      isPast: false,
      isCancelled: false,
    });
    expect(programmeSession(session('a', '2026-12-09'), now, false).price).toBeNull();
    expect(programmeSession(session('a', '2026-12-09', { price: null }), now, true).price).toBeNull();
  });
  it('prefers the friendly place name and counts the online share of split capacity', () => {
    const split = session('b', '2026-12-09', { friendlyLocationName: 'Court 1', capacity: { available: 10, maximum: 24, online: { available: 2, maximum: 12 } } });
    expect(programmeSession(split, now, false)).toMatchObject({ locationName: 'Court 1', tag: { kind: 'spotsAvailable', available: 2, tone: 'danger' } });
  });
  it('tags a started session past, and a cancelled or clashing one not at all', () => {
    expect(programmeSession(session('c', '2026-12-07'), now, false)).toMatchObject({ isPast: true, tag: { kind: 'past' } });
    expect(programmeSession(session('d', '2026-12-09', { status: 'cancelled' }), now, false)).toMatchObject({ isCancelled: true, tag: null });
    expect(programmeSession(session('e', '2026-12-09', { status: 'clashing' }), now, false)).toMatchObject({ isCancelled: false, tag: null });
  });
});

describe('programmeSessionWeeks (spec §9 week numbers, headers only past one week)', () => {
  it('groups a three-week camp by week, in start order, with headers', () => {
    const sessions = [session('w3', '2026-12-21'), session('w1b', '2026-12-08'), session('w1a', '2026-12-07'), session('w2', '2026-12-16')];
    const weeks = programmeSessionWeeks(sessions, 3, now, true);
    expect(weeks.showWeekHeaders).toBe(true);
    expect(weeks.weeks.map((w) => [w.week, w.sessions.map((s) => s.id)])).toEqual([[1, ['w1a', 'w1b']], [2, ['w2']], [3, ['w3']]]);
    expect(weeks.weeks[0]?.sessions[0]?.price).toBe('£20.00');
  });
  it('has no headers for a one-week camp and nothing without sessions', () => {
    expect(programmeSessionWeeks([session('a', '2026-12-14')], 1, now)).toMatchObject({ showWeekHeaders: false, weeks: [{ week: 1 }] });
    expect(programmeSessionWeeks([session('a', '2026-12-14')], 1, now).weeks[0]?.sessions[0]?.price).toBeNull();
    expect(programmeSessionWeeks([], 2, now)).toEqual({ showWeekHeaders: true, weeks: [] });
  });
});

describe('programmeSpan (spec §2 details dates)', () => {
  it('runs from the first session’s start to the last one’s end', () => {
    const sessions = [session('b', '2026-12-18'), session('a', '2026-12-07')];
    expect(programmeSpan(sessions, { local: '2026-12-01 00:00:00' })).toEqual({ starts: '2026-12-07 09:00:00', ends: '2026-12-18 15:00:00' });
  });
  it('falls back to the given start, with no end, without sessions', () => {
    expect(programmeSpan([], { local: '2026-12-07 09:00:00' })).toEqual({ starts: '2026-12-07 09:00:00', ends: null });
  });
});
