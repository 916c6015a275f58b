import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { describe, expect, it } from 'vitest';
import { addDays, isDateSlug, minutesOfDay, startOfWeekMonday, timeOfMinutes, usesActivitiesV2, weekOf } from './calendar';
import { formatLocalDate, formatVenueDate, formatVenueTime, inVenueZone, isPast, localToUtcIso, venueDateSlug, venueLocalNow } from './venueTime';

describe('venue time zone display (spec §9)', () => {
  // 2026-07-01 23:30 UTC is already 2 July in London (BST, UTC+1).
  const summerLate = '2026-07-01T23:30:00Z';
  it.each([
    [formatVenueDate(summerLate, 'Europe/London'), 'Thu, 2 Jul 2026'],
    [formatVenueDate(summerLate, 'Europe/London', 'short'), '02 Jul 2026'],
    [formatVenueDate(summerLate, 'UTC'), 'Wed, 1 Jul 2026'],
    [formatVenueTime(summerLate, 'Europe/London'), '00:30'],
    [formatVenueTime('2026-01-10T13:05:00Z', 'Europe/London', '12h'), '1:05 PM'],
    [formatVenueTime('2026-01-10T13:05:00Z', 'Europe/London', '24h'), '13:05'],
    [venueDateSlug(summerLate, 'Europe/London'), '2026-07-02'],
  ])('%s', (actual, expected) => expect(actual).toBe(expected));

  it('gives the venue-local date across zones, midnight and the clock changes, as dayjs would', () => {
    const instants = ['2026-03-29T00:59:59Z', '2026-03-29T01:00:00Z', '2026-10-25T00:30:00Z', '2026-12-31T23:59:59Z', '2027-01-01T00:00:00Z', Date.UTC(2026, 5, 15, 12)];
    for (const zone of ['Europe/London', 'UTC', 'America/New_York', 'Pacific/Auckland', 'Asia/Kolkata']) {
      for (const instant of instants) expect(venueDateSlug(instant, zone)).toBe(inVenueZone(instant, zone).format('YYYY-MM-DD'));
    }
    expect(venueDateSlug('2026-12-31T23:30:00Z', 'Pacific/Auckland')).toBe('2027-01-01');
    expect(venueDateSlug(new Date('2026-01-01T04:00:00Z'), 'America/New_York')).toBe('2025-12-31');
  });

  it('reads a venue-local time in its zone (winter GMT, summer BST)', () => {
    expect(localToUtcIso('2026-01-10 09:00:00', 'Europe/London')).toBe('2026-01-10T09:00:00.000Z');
    expect(localToUtcIso('2026-07-10 09:00:00', 'Europe/London')).toBe('2026-07-10T08:00:00.000Z');
  });

  it('a session is past once it has started', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(isPast('2026-11-22T09:59:59Z', now)).toBe(true);
    expect(isPast('2026-11-22T10:00:00Z', now)).toBe(true);
    expect(isPast('2026-11-22T10:00:01Z', now)).toBe(false);
  });
});

describe('venue-local wall times and dates (spec §3 local, §9 formats)', () => {
  it('gives the venue wall time of an instant, across the clock change', () => {
    expect(venueLocalNow('2026-07-01T23:30:00Z', 'Europe/London')).toBe('2026-07-02 00:30:00');
    expect(venueLocalNow(Date.UTC(2026, 0, 10, 9, 5, 7), 'Europe/London')).toBe('2026-01-10 09:05:07');
  });
  it.each([
    ['2026-12-07 09:00:00', 'long', 'Mon, 7 Dec 2026'],
    ['2026-12-07 23:59:59', 'long', 'Mon, 7 Dec 2026'],
    ['2026-12-07', 'short', '07 Dec 2026'],
    ['2027-01-04 00:00:00', 'month', 'January 2027'],
  ] as const)('shows %s as %s', (local, style, shown) => expect(formatLocalDate(local, style)).toBe(shown));
  it('shows the long date by default', () => expect(formatLocalDate('2026-03-29 01:30:00')).toBe('Sun, 29 Mar 2026'));
});

describe('the venue zone without building a formatter per call', () => {
  dayjs.extend(utc);
  dayjs.extend(timezone);
  const zones = ['Europe/London', 'UTC', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham', 'America/St_Johns'];
  // Every half hour through both 2026 UK clock changes, and a spread of other instants.
  const instants = [
    ...Array.from({ length: 12 }, (_, i) => Date.UTC(2026, 2, 28, 22) + i * 30 * 60_000),
    ...Array.from({ length: 12 }, (_, i) => Date.UTC(2026, 9, 24, 22) + i * 30 * 60_000),
    ...Array.from({ length: 40 }, (_, i) => Date.UTC(2025, 0, 1) + i * 9_876_543_211),
    Date.UTC(2026, 5, 1, 12, 0, 59, 999),
  ];
  it.each(zones)('gives the same wall time and offset as dayjs.tz in %s', (zone) => {
    for (const instant of instants) {
      expect(inVenueZone(instant, zone).format('YYYY-MM-DD HH:mm:ss.SSS Z')).toBe(dayjs(instant).tz(zone).format('YYYY-MM-DD HH:mm:ss.SSS Z'));
    }
  });
});

describe('calendar (spec §9 week starts Monday, minutes-of-day cap)', () => {
  it.each([
    ['2026-11-22', '2026-11-16'], // Sunday → previous Monday
    ['2026-11-23', '2026-11-23'], // Monday
    ['2026-11-25', '2026-11-23'],
    ['2027-01-01', '2026-12-28'], // across a year
  ])('week of %s starts %s', (date, monday) => expect(startOfWeekMonday(date)).toBe(monday));

  it('lists the seven days Monday to Sunday', () => {
    expect(weekOf('2026-11-22')).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it.each([['00:00', 0], ['09:30', 570], ['23:59', 1439], ['24:00', 1439], ['99:99', 1439], ['nope', 0], ['7:05', 425]])(
    'minutesOfDay(%s) = %i', (time, minutes) => expect(minutesOfDay(time)).toBe(minutes));
  it.each([[0, '00:00'], [570, '09:30'], [1439, '23:59'], [5000, '23:59'], [-3, '00:00']])('timeOfMinutes(%i) = %s', (m, t) =>
    expect(timeOfMinutes(m)).toBe(t));

  it.each([
    ['2026-11-22', '2026-11-22', true],
    ['2026-11-23', '2026-11-22', true],
    ['2026-11-21', '2026-11-22', false],
    ['2026-11-21', null, false],
    ['2026-11-21 10:00:00', '2026-11-21T00:00:00Z', true],
  ])('date %s with migration %s uses v2: %s', (date, migration, v2) => expect(usesActivitiesV2(date, migration)).toBe(v2));

  it.each([['2026-02-28', true], ['2026-02-30', false], ['2026-2-1', false], ['x', false]])('isDateSlug(%s)', (v, ok) =>
    expect(isDateSlug(v)).toBe(ok));
});
