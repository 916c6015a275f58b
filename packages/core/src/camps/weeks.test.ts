import { describe, expect, it } from 'vitest';
import { groupByWeek, showWeekHeaders, weekNumber } from './weeks';

describe('weekNumber (spec §9: whole weeks since start + 1)', () => {
  it.each([
    ['2024-07-01 09:00:00', '2024-07-01 09:00:00', 1],
    ['2024-07-01 09:00:00', '2024-07-07 17:00:00', 1],
    ['2024-07-01 09:00:00', '2024-07-08 08:00:00', 2],
    ['2024-07-01 09:00:00', '2024-07-08 09:00:00', 2],
    ['2024-07-01 09:00:00', '2024-07-14 23:59:59', 2],
    ['2024-07-01 09:00:00', '2024-07-15 00:00:00', 3],
    ['2024-07-03 09:00:00', '2024-07-09 09:00:00', 1],
    ['2024-07-03 09:00:00', '2024-07-10 09:00:00', 2],
    // Across the UK clock changes and a year end.
    ['2024-03-25 09:00:00', '2024-04-01 09:00:00', 2],
    ['2024-03-24 00:00:00', '2024-03-31 00:00:00', 2],
    ['2024-10-21 09:00:00', '2024-10-28 09:00:00', 2],
    ['2024-12-30 09:00:00', '2025-01-06 09:00:00', 2],
    ['2024-07-01', '2024-07-29', 5],
    ['2024-07-08 09:00:00', '2024-07-01 09:00:00', 1],
  ])('start %s, session %s → week %i', (start, session, week) => expect(weekNumber(start, session)).toBe(week));

  it('rejects unreadable dates', () => expect(() => weekNumber('next Monday', '2024-07-01')).toThrow(RangeError));
});

describe('groupByWeek (spec §2 weeks grouped, §9)', () => {
  const at = (id: string, local: string) => ({ id, startsAt: { local } });

  it('sorts by start and groups by week from the earliest session', () => {
    const occurrences = [
      at('w2b', '2024-07-09 09:00:00'),
      at('w1a', '2024-07-01 09:00:00'),
      at('w3', '2024-07-15 09:00:00'),
      at('w1b', '2024-07-05 09:00:00'),
      at('w2a', '2024-07-08 09:00:00'),
      at('w2a-twin', '2024-07-08 09:00:00'),
    ];
    expect(groupByWeek(occurrences).map(({ week, occurrences: list }) => [week, list.map(({ id }) => id)])).toEqual([
      [1, ['w1a', 'w1b']],
      [2, ['w2a', 'w2a-twin', 'w2b']],
      [3, ['w3']],
    ]);
  });

  it('counts from the given camp start and skips empty weeks', () => {
    const occurrences = [at('a', '2024-07-10 09:00:00'), at('b', '2024-07-24 09:00:00')];
    expect(groupByWeek(occurrences, '2024-07-01 09:00:00')).toEqual([
      { week: 2, occurrences: [occurrences[0]] },
      { week: 4, occurrences: [occurrences[1]] },
    ]);
  });

  it('is empty without sessions', () => expect(groupByWeek([])).toEqual([]));
});

describe('showWeekHeaders (spec §9: only when longer than 1 week)', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [5, true],
  ])('%i weeks → %s', (weeks, show) => expect(showWeekHeaders(weeks)).toBe(show));
});

describe('weekNumber is whole days, whatever the machine zone', () => {
  // Brazil moved its clocks at midnight on 2018-11-04; the rule must still count 7 days as a week.
  it.each([
    ['2018-11-04', '2018-11-11', 2],
    ['2018-11-04', '2018-11-10', 1],
    ['2018-10-28', '2018-11-04', 2],
  ])('%s → %s is week %i', (start, session, week) => expect(weekNumber(start, session)).toBe(week));
});
