import { describe, expect, it } from 'vitest';
import { dateStrip, sessionListKind } from './dateStrip';

describe('dateStrip (spec §9: week starts Monday)', () => {
  const dates = ['2026-11-25', '2026-11-26', '2026-12-01', '2026-12-08'];

  it('shows the Monday-first week of the selected date with today, past days and session days marked', () => {
    const strip = dateStrip('2026-11-26', '2026-11-25', dates);
    expect(strip.days.map((d) => d.date)).toEqual([
      '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29',
    ]);
    expect(strip.days.filter((d) => d.isPast).map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24']);
    expect(strip.days.find((d) => d.isToday)?.date).toBe('2026-11-25');
    expect(strip.days.find((d) => d.isSelected)?.date).toBe('2026-11-26');
    expect(strip.days.filter((d) => d.hasSessions).map((d) => d.date)).toEqual(['2026-11-25', '2026-11-26']);
  });

  it('never goes back into a wholly past week, and comes back to today rather than a past day', () => {
    expect(dateStrip('2026-11-26', '2026-11-25', dates).previousWeek).toBeNull();
    expect(dateStrip('2026-12-01', '2026-11-25', dates).previousWeek).toBe('2026-11-25');
    expect(dateStrip('2026-12-03', '2026-11-25', dates).previousWeek).toBe('2026-11-26');
  });

  it('goes forward only while later dates are listed', () => {
    expect(dateStrip('2026-11-26', '2026-11-25', dates).nextWeek).toBe('2026-12-03');
    expect(dateStrip('2026-12-08', '2026-11-25', dates).nextWeek).toBeNull();
    expect(dateStrip('2026-11-26', '2026-11-25', []).nextWeek).toBeNull();
  });
});

describe('sessionListKind (spec §3 activity types)', () => {
  it.each([
    [{ v2Type: 'classes', v1Type: 'class_templates' }, 'timetable'],
    [{ v2Type: 'resources', v1Type: 'ad_hoc_templates' }, 'slots'],
    [{ v2Type: 'ticketed', v1Type: 'fast_ticket_templates' }, 'times'],
    [{ v2Type: null, v1Type: 'ad_hoc_templates' }, 'slots'],
    [{ v2Type: null, v1Type: 'fast_ticket_templates' }, 'times'],
    [{ v2Type: null, v1Type: null }, 'timetable'],
  ] as const)('%o → %s', (activity, kind) => expect(sessionListKind(activity)).toBe(kind));
});
