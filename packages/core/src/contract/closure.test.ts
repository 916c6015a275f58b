import { describe, expect, it } from 'vitest';
import { messages } from '../errors/messages';
import { closureBodySchema, openingTimesBodySchema } from './closure';

const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((i) => [i.path.join('.'), i.message]);

describe('closureBodySchema', () => {
  it('takes a whole-venue closure and refuses one that ends before it starts', () => {
    expect(closureBodySchema.parse({ starts_at: '2026-12-24 18:00:00', ends_at: '2026-12-27 06:00:00' })).toEqual({ starts_at: '2026-12-24 18:00:00', ends_at: '2026-12-27 06:00:00', location_ids: [], reason: null });
    expect(issues(closureBodySchema.safeParse({ starts_at: '2026-12-27 06:00:00', ends_at: '2026-12-24 18:00:00' }))).toEqual([['ends_at', messages.staff.closureOrder]]);
  });
});

describe('openingTimesBodySchema', () => {
  const week = Array.from({ length: 7 }, (_, i) => ({ day_of_week: i + 1, opens_at: '06:00', closes_at: '22:00' }));
  it('takes a week of opening times, and none at all', () => {
    expect(openingTimesBodySchema.parse({ opening_times: week }).opening_times).toHaveLength(7);
    expect(openingTimesBodySchema.parse({ opening_times: [] }).opening_times).toEqual([]);
  });
  it('answers each broken window at its field', () => {
    const broken = [...week.slice(0, 6), { day_of_week: 7, opens_at: '20:00', closes_at: '08:00' }, { day_of_week: 1, opens_at: '21:00', closes_at: '23:00' }];
    expect(issues(openingTimesBodySchema.safeParse({ opening_times: broken }))).toEqual([
      ['opening_times.6.closes_at', messages.staff.openingOrder],
      ['opening_times.7.opens_at', messages.staff.openingOverlap],
    ]);
    expect(issues(openingTimesBodySchema.safeParse({ opening_times: [{ day_of_week: 8, opens_at: '06:00', closes_at: '07:00' }] }))[0]?.[0]).toBe('opening_times.0.day_of_week');
  });
  it('keeps at most 21 windows', () => {
    const many = Array.from({ length: 22 }, (_, i) => ({ day_of_week: (i % 7) + 1, opens_at: `${String(Math.floor(i / 7) * 6).padStart(2, '0')}:00`, closes_at: `${String(Math.floor(i / 7) * 6 + 5).padStart(2, '0')}:00` }));
    expect(issues(openingTimesBodySchema.safeParse({ opening_times: many }))).toEqual([['opening_times', messages.staff.openingTooMany(21)]]);
  });
});
