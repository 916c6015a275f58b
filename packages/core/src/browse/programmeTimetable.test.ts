import { describe, expect, it } from 'vitest';
import { programmeTimetable } from './programmeTimetable';

const entry = (name: string, local: string) => ({ name, startsAt: { local } });

describe('programmeTimetable (spec §2 …/timetable, §9 weeks start Monday)', () => {
  it('groups by the month, then the Monday-first week, a programme starts in; earliest first, then by name', () => {
    const items = [
      entry('Spring Camp', '2027-01-06 09:00:00'),
      entry('Winter Camp', '2026-12-14 09:00:00'),
      entry('Arts Camp', '2026-12-16 10:00:00'),
      entry('Zumba Camp', '2026-12-07 09:00:00'),
      entry('Art Camp', '2026-12-07 09:00:00'),
    ];
    expect(programmeTimetable(items)).toEqual([
      {
        month: '2026-12',
        weeks: [
          { weekStart: '2026-12-07', items: [items[4], items[3]] },
          { weekStart: '2026-12-14', items: [items[1], items[2]] },
        ],
      },
      { month: '2027-01', weeks: [{ weekStart: '2027-01-04', items: [items[0]] }] },
    ]);
  });

  it('lists a week that runs into a new month under each month it has a start in', () => {
    const items = [entry('Late', '2026-12-31 09:00:00'), entry('Early', '2027-01-01 09:00:00'), entry('Sunday', '2026-12-27T10:00')];
    const months = programmeTimetable(items);
    expect(months.map((m) => [m.month, m.weeks.map((w) => [w.weekStart, w.items.map((i) => i.name)])])).toEqual([
      ['2026-12', [['2026-12-21', ['Sunday']], ['2026-12-28', ['Late']]]],
      ['2027-01', [['2026-12-28', ['Early']]]],
    ]);
  });

  it('has nothing to arrange without programmes', () => expect(programmeTimetable([])).toEqual([]));
});
