import { describe, expect, it } from 'vitest';
import { messages } from '../errors/messages';
import { clockMinutes, openingTimesProblems } from './openingTimes';

describe('clockMinutes', () => {
  it.each([
    ['00:00', 0],
    ['06:30', 390],
    ['23:59', 1439],
    ['24:00', 1440],
    ['24:01', null],
    ['25:00', null],
    ['12:60', null],
    ['9:00', null],
    ['noon', null],
  ])('%s is %s', (time, minutes) => expect(clockMinutes(time)).toBe(minutes));
});

describe('openingTimesProblems', () => {
  const mon = (opens_at: string, closes_at: string) => ({ day_of_week: 1, opens_at, closes_at });
  it('keeps a venue closed (no windows), a day, split days and a day open to midnight', () => {
    expect(openingTimesProblems([])).toEqual([]);
    expect(openingTimesProblems([mon('06:00', '12:00'), mon('13:00', '22:00'), { day_of_week: 2, opens_at: '06:00', closes_at: '24:00' }])).toEqual([]);
    expect(openingTimesProblems([mon('06:00', '12:00'), mon('12:00', '14:00')])).toEqual([]);
  });
  it('refuses a window that closes before it opens, or at the same time', () => {
    expect(openingTimesProblems([mon('22:00', '06:00')])).toEqual([{ index: 0, field: 'closes_at', message: messages.staff.openingOrder }]);
    expect(openingTimesProblems([mon('06:00', '06:00')])).toEqual([{ index: 0, field: 'closes_at', message: messages.staff.openingOrder }]);
  });
  it('refuses windows of one day that overlap, naming the later one', () => {
    expect(openingTimesProblems([mon('06:00', '12:00'), { day_of_week: 2, opens_at: '07:00', closes_at: '09:00' }, mon('11:00', '14:00')])).toEqual([
      { index: 2, field: 'opens_at', message: messages.staff.openingOverlap },
    ]);
  });
  it('refuses clock times that are no time of day', () => {
    expect(openingTimesProblems([mon('24:00', '24:00'), mon('07:00', '99:99')])).toEqual([
      { index: 0, field: 'opens_at', message: messages.staff.openingClock },
      { index: 1, field: 'closes_at', message: messages.staff.openingClock },
    ]);
  });
});
