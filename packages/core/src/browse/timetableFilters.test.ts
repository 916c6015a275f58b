import { describe, expect, it } from 'vitest';
import { item } from './browse.fixtures';
import { toBrowseSessions } from './browseSession';
import {
  activeFilterCount,
  defaultTimetableFilters,
  filterSessions,
  matchesTimetableFilters,
  timeRangeOptions,
  timetableFilterOptions,
  type FilterableSession,
  type TimetableFilterState,
} from './timetableFilters';

const zoned = (time: string) => ({ utc: `2026-11-24T${time}:00.000Z`, local: `2026-11-24 ${time}:00`, timezone: 'Europe/London' });
const now = new Date('2026-11-24T06:00:00Z');
const sessions = toBrowseSessions(
  [
    item(1, { startsAt: zoned('07:00'), endsAt: zoned('08:00'), templateName: 'Hatha Yoga', instructors: [{ id: 1, name: 'Priya Shah' }], tags: [] }),
    item(2, { startsAt: zoned('12:00'), endsAt: zoned('13:00'), instructors: [{ id: 2, name: 'Ben Cole' }], capacity: { maximum: 10, available: 0, consumed: 10 }, bookableAction: { action: null, message: 'The session being booked is already full' } }),
    item(3, { startsAt: zoned('18:00'), endsAt: zoned('19:00'), instructors: [{ id: 2, name: 'Ben Cole' }, { id: 1, name: 'Priya Shah' }], tags: [{ id: 8, name: 'Low impact' }] }),
  ],
  now,
);
const ids = (filters: Partial<TimetableFilterState>) => filterSessions(sessions, { ...defaultTimetableFilters, ...filters }).map((s) => s.id);

describe('timetable filters (spec §3)', () => {
  it.each<[string, Partial<TimetableFilterState>, number[]]>([
    ['none', {}, [1, 2, 3]],
    ['a time range: start inclusive, end exclusive', { timeRange: { startTime: '07:00', endTime: '12:00' } }, [1]],
    ['available only', { actionsToShow: 'availableOnly' }, [1, 3]],
    ['an instructor (any of the session’s)', { instructors: [1] }, [1, 3]],
    ['an instructor given as a string id', { instructors: ['2'] }, [2, 3]],
    ['a tag', { tags: [8] }, [3]],
    ['a type', { type: 'Hatha Yoga' }, [1]],
    ['several together', { instructors: [2], actionsToShow: 'availableOnly' }, [3]],
  ])('%s', (_name, filters, expected) => expect(ids(filters)).toEqual(expected));

  it('matches any filterable shape (the server adapts its own)', () => {
    const session: FilterableSession = { startTime: '09:30', instructorIds: [], tagIds: ['x'], type: 'Squash', bookable: false };
    expect(matchesTimetableFilters(session, { ...defaultTimetableFilters, tags: ['x'] })).toBe(true);
    expect(matchesTimetableFilters(session, { ...defaultTimetableFilters, timeRange: { startTime: '10:00', endTime: '12:00' } })).toBe(false);
  });

  it('counts the filters in use', () => {
    expect(activeFilterCount(defaultTimetableFilters)).toBe(0);
    expect(
      activeFilterCount({ timeRange: { startTime: '06:00', endTime: '09:00' }, actionsToShow: 'availableOnly', instructors: [1], tags: [2], type: 'Spin' }),
    ).toBe(5);
  });

  it('offers each instructor, tag and type once, by name', () => {
    expect(timetableFilterOptions(sessions)).toEqual({
      instructors: [{ id: 2, name: 'Ben Cole' }, { id: 1, name: 'Priya Shah' }],
      tags: [{ id: 7, name: 'Beginner friendly' }, { id: 8, name: 'Low impact' }],
      types: ['Hatha Yoga', 'Vinyasa Flow'],
    });
  });

  it('offers whole hours and the end of the day', () => {
    const options = timeRangeOptions();
    expect(options).toHaveLength(25);
    expect(options.slice(0, 2)).toEqual(['00:00', '01:00']);
    expect(options.at(-1)).toBe('23:59');
  });
});
