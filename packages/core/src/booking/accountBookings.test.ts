import { describe, expect, it } from 'vitest';
import { collapseBundles, groupAccountBookings } from './accountBookings';

const b = (id: number, status: 'settled' | 'reserved' | 'cancelled', utc: string) => ({ id, status, startsAt: { utc } });
const now = new Date('2026-11-24T10:00:00Z');

describe('my-account bookings groups (spec §2 Bookings, /bookings/upcoming)', () => {
  it('puts paid bookings before or after now, cancelled apart, and leaves basket holds out', () => {
    const groups = groupAccountBookings(
      [
        b(1, 'settled', '2026-11-30T09:00:00Z'),
        b(2, 'settled', '2026-11-25T09:00:00Z'),
        b(3, 'settled', '2026-11-20T09:00:00Z'),
        b(4, 'settled', '2026-11-24T10:00:00Z'),
        b(5, 'cancelled', '2026-11-28T09:00:00Z'),
        b(6, 'cancelled', '2026-12-01T09:00:00Z'),
        b(7, 'reserved', '2026-11-26T09:00:00Z'),
      ],
      now,
    );
    expect(groups.upcoming.map((x) => x.id)).toEqual([2, 1]);
    // A session starting this very moment has started: it is past, no longer cancellable from 'upcoming'.
    expect(groups.past.map((x) => x.id)).toEqual([4, 3]);
    expect(groups.cancelled.map((x) => x.id)).toEqual([6, 5]);
  });
});

describe('collapseBundles (spec §2 my-account: bundles grouped with their sessions)', () => {
  const s = (id: number, bundle: number | null) => ({ id, bookingBundleContext: bundle === null ? null : { id: bundle } });
  it('gathers a bundle where its first session stands, keeps lone bookings as they are', () => {
    const entries = collapseBundles([s(1, null), s(2, 9), s(3, null), s(4, 9), s(5, 7), s(6, 9)]);
    expect(entries.map((e) => [e.bundleId, e.first.id, e.sessions.map((x) => x.id)])).toEqual([
      [null, 1, [1]],
      [9, 2, [2, 4, 6]],
      [null, 3, [3]],
      [7, 5, [5]],
    ]);
  });
  it('answers nothing for nothing', () => expect(collapseBundles([])).toEqual([]));
});
