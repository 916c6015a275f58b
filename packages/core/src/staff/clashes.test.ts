import { describe, expect, it, vi } from 'vitest';
import { clashes, closureClashes, findClashes, openingTimesClash, spansOverlap, type ClashSession } from './clashes';

const session = (over: Partial<ClashSession> = {}): ClashSession => ({
  id: 1,
  startsLocal: '2026-12-01 18:00:00', // a Tuesday
  endsLocal: '2026-12-01 19:00:00',
  setupMinutes: 0,
  teardownMinutes: 0,
  locationIds: [10],
  instructorIds: [5],
  intervalKey: null,
  ...over,
});
const weekdays = [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, opensAt: '07:00', closesAt: '22:30' }));

describe('openingTimesClash', () => {
  it('is none inside the day\'s window, at its very edges too', () => {
    expect(openingTimesClash(session(), weekdays)).toBeNull();
    expect(openingTimesClash(session({ startsLocal: '2026-12-01 07:00:00', endsLocal: '2026-12-01 22:30:00' }), weekdays)).toBeNull();
  });
  it('says so before opening, after closing, or on a day the venue is shut', () => {
    const message = "The session is outside the venue's opening times.";
    expect(openingTimesClash(session({ startsLocal: '2026-12-01 06:30:00', endsLocal: '2026-12-01 07:30:00' }), weekdays)).toBe(message);
    expect(openingTimesClash(session({ startsLocal: '2026-12-01 22:00:00', endsLocal: '2026-12-01 23:00:00' }), weekdays)).toBe(message);
    expect(openingTimesClash(session({ startsLocal: '2026-12-06 10:00:00', endsLocal: '2026-12-06 11:00:00' }), weekdays)).toBe(message);
  });
  it('knows no clash when the venue keeps no opening times', () => {
    expect(openingTimesClash(session({ startsLocal: '2026-12-06 03:00:00', endsLocal: '2026-12-06 04:00:00' }), [])).toBeNull();
  });
});

describe('spansOverlap', () => {
  it('counts setup and teardown, and lets touching sessions be', () => {
    const next = session({ id: 2, startsLocal: '2026-12-01 19:00:00', endsLocal: '2026-12-01 20:00:00' });
    expect(spansOverlap(session(), next)).toBe(false);
    expect(spansOverlap(session({ teardownMinutes: 5 }), next)).toBe(true);
    expect(spansOverlap(session(), { ...next, setupMinutes: 1 })).toBe(true);
  });
});

describe('findClashes', () => {
  it('finds another session sharing an instructor or a location at the same time', () => {
    const teacher = session({ id: 2, locationIds: [11], startsLocal: '2026-12-01 18:30:00', endsLocal: '2026-12-01 19:30:00' });
    const room = session({ id: 3, instructorIds: [6], startsLocal: '2026-12-01 17:30:00', endsLocal: '2026-12-01 18:15:00' });
    const elsewhere = session({ id: 4, instructorIds: [6], locationIds: [11] });
    const later = session({ id: 5, startsLocal: '2026-12-01 19:00:00', endsLocal: '2026-12-01 20:00:00' });
    const found = findClashes(session(), [teacher, room, elsewhere, later, session()], weekdays);
    expect(found.openingTimes).toBeNull();
    expect(found.instructors.map((c) => [c.other.id, c.ids])).toEqual([[2, [5]]]);
    expect(found.locations.map((c) => [c.other.id, c.ids])).toEqual([[3, [10]]]);
    expect(clashes(found)).toBe(true);
  });
  it('lets slots of one trickle-feed group share their location', () => {
    const slot = session({ id: 2, intervalKey: 'lane-1:2026-12-01', instructorIds: [] });
    expect(findClashes({ ...slot, id: 3 }, [slot], weekdays).locations).toEqual([]);
    expect(findClashes({ ...slot, id: 3, intervalKey: 'lane-1:2026-12-02' }, [slot], weekdays).locations).toHaveLength(1);
  });
  it('is clear when nothing overlaps', () => {
    expect(clashes(findClashes(session(), [], weekdays))).toBe(false);
  });
});

describe('closureClashes', () => {
  const closure = (over = {}) => ({ id: 9, startsLocal: '2026-12-01 17:00:00', endsLocal: '2026-12-01 21:00:00', locationIds: [] as number[], ...over });
  it('a whole-venue closure over the session shuts all its locations', () => {
    expect(closureClashes(session({ locationIds: [10, 11] }), [closure()])).toEqual([{ closure: closure(), ids: [10, 11] }]);
  });
  it('a location closure shuts only sessions there', () => {
    expect(closureClashes(session(), [closure({ locationIds: [10, 12] })]).map((c) => c.ids)).toEqual([[10]]);
    expect(closureClashes(session(), [closure({ locationIds: [12] })])).toEqual([]);
  });
  it('touching ends do not clash; setup reaches back into a closure', () => {
    expect(closureClashes(session(), [closure({ endsLocal: '2026-12-01 18:00:00' })])).toEqual([]);
    expect(closureClashes(session({ setupMinutes: 15 }), [closure({ endsLocal: '2026-12-01 18:00:00' })])).toHaveLength(1);
  });
  it('counts as a clash in the findings', () => {
    expect(clashes(findClashes(session(), [], weekdays, [closure()]))).toBe(true);
    expect(findClashes(session(), [], weekdays).closures).toEqual([]);
  });
});

describe('findClashes over many sessions', () => {
  // A closure over a month of a busy venue checks thousands of sessions against hundreds of neighbours each: a
  // session's span is read from its wall times once, not again at every comparison.
  it("reads each session's wall times once however many checks meet it, with the same findings", () => {
    const others = Array.from({ length: 200 }, (_, i) => session({ id: 100 + i, locationIds: [i % 2 === 0 ? 10 : 11], instructorIds: [] }));
    const checked = Array.from({ length: 20 }, (_, i) => session({ id: i + 1, instructorIds: [] }));
    const parse = vi.spyOn(Date, 'parse');
    try {
      const found = checked.map((s) => findClashes(s, others, []));
      // Each of the 220 sessions read once (its start and end): 440, where each comparison reading both would be 16,000.
      expect(parse.mock.calls.length).toBeLessThanOrEqual(2 * (others.length + checked.length));
      expect(found.every((f) => f.locations.length === 100 && f.instructors.length === 0)).toBe(true);
    } finally {
      parse.mockRestore();
    }
  });
});
