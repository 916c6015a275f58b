import { describe, expect, it } from 'vitest';
import {
  attendanceRefusal,
  capacityUpdateRefusal,
  MAX_OCCURRENCE_WINDOW_DAYS,
  occurrenceWindowRefusal,
  registerCounts,
  rescheduled,
  staffCancelTerms,
  staffMay,
} from './staffRules';

describe('staffMay', () => {
  it('lets every staff member take the register and cancel bookings, and only managers change sessions', () => {
    expect(staffMay('front-of-house', 'register')).toBe(true);
    expect(staffMay('front-of-house', 'cancelBookings')).toBe(true);
    expect(staffMay('front-of-house', 'updateOccurrence')).toBe(false);
    expect(staffMay('front-of-house', 'seeBlockBookings')).toBe(false);
    expect(staffMay('manager', 'updateOccurrence')).toBe(true);
    expect(staffMay('manager', 'seeBlockBookings')).toBe(true);
    expect(staffMay('front-of-house', 'manageCatalogue')).toBe(false);
    expect(staffMay('manager', 'manageCatalogue')).toBe(true);
    expect(staffMay('front-of-house', 'manageIntegrations')).toBe(false);
    expect(staffMay('manager', 'manageIntegrations')).toBe(true);
    expect(staffMay('front-of-house', 'changeOpeningTimes')).toBe(false);
    expect(staffMay('manager', 'changeOpeningTimes')).toBe(true);
  });
  it('gives a super user every manager action, and only a super user sees integration drivers', () => {
    for (const action of ['register', 'updateOccurrence', 'manageCatalogue', 'manageIntegrations', 'seeBlockBookings', 'changeOpeningTimes'] as const) {
      expect(staffMay('super-user', action)).toBe(true);
    }
    expect(staffMay('super-user', 'seeIntegrationDrivers')).toBe(true);
    expect(staffMay('manager', 'seeIntegrationDrivers')).toBe(false);
    expect(staffMay('front-of-house', 'seeIntegrationDrivers')).toBe(false);
  });
  it('lets no one without a staff role do anything', () => {
    expect(staffMay(null, 'register')).toBe(false);
    expect(staffMay(undefined, 'cancelBookings')).toBe(false);
  });
});

describe('occurrenceWindowRefusal', () => {
  it('needs starts_before after starts_after', () => {
    expect(occurrenceWindowRefusal('2026-12-01 10:00:00', '2026-12-01 10:00:00')).toBe('starts_before must be after starts_after.');
    expect(occurrenceWindowRefusal('2026-12-02 00:00:00', '2026-12-01 00:00:00')).toBe('starts_before must be after starts_after.');
  });
  it(`answers at most ${MAX_OCCURRENCE_WINDOW_DAYS} days`, () => {
    expect(occurrenceWindowRefusal('2026-12-01 00:00:00', '2027-01-01 00:00:00')).toBeNull();
    expect(occurrenceWindowRefusal('2026-12-01 00:00:00', '2027-01-01 00:00:01')).toBe('Choose a window of at most 31 days.');
    expect(occurrenceWindowRefusal('2026-12-01 00:00:00', '2026-12-02 00:00:00')).toBeNull();
  });
});

describe('attendanceRefusal', () => {
  const base = { status: 'settled' as const, timeZone: 'Europe/London', startsLocal: '2026-12-01 18:00:00' };
  it('takes attendance for a settled booking from the session day on, in venue time', () => {
    expect(attendanceRefusal({ ...base, now: new Date('2026-12-01T00:30:00Z') })).toBeNull();
    expect(attendanceRefusal({ ...base, now: new Date('2026-12-03T09:00:00Z') })).toBeNull();
    expect(attendanceRefusal({ ...base, now: new Date('2026-11-30T23:59:00Z') })).toBe('Attendance can be taken from the day of the session.');
  });
  it('uses the venue day, not UTC: just after midnight in Sydney is already the session day there', () => {
    const sydney = { ...base, timeZone: 'Australia/Sydney', startsLocal: '2026-12-02 09:00:00' };
    expect(attendanceRefusal({ ...sydney, now: new Date('2026-12-01T13:30:00Z') })).toBeNull();
    expect(attendanceRefusal({ ...sydney, now: new Date('2026-12-01T12:30:00Z') })).toBe('Attendance can be taken from the day of the session.');
  });
  it('refuses reserved and cancelled bookings', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    expect(attendanceRefusal({ ...base, status: 'reserved', now })).toBe('Attendance is taken only for settled bookings.');
    expect(attendanceRefusal({ ...base, status: 'cancelled', now })).toBe('Attendance is taken only for settled bookings.');
  });
});

describe('staffCancelTerms', () => {
  it('refunds the whole price without late actions when the venue cancels the session', () => {
    expect(staffCancelTerms('occurrence')).toEqual({ refundWhole: true, lateActions: false });
  });
  it('keeps the customer\'s own rules when staff cancel for them at the desk', () => {
    expect(staffCancelTerms('foh')).toEqual({ refundWhole: false, lateActions: true });
  });
  it('is not for the customers\' own sources', () => {
    expect(staffCancelTerms('customers')).toBeNull();
    expect(staffCancelTerms('my-account')).toBeNull();
  });
});

describe('registerCounts', () => {
  it('counts settled bookings only, by attendance', () => {
    const counts = registerCounts([
      { status: 'settled', attended: true },
      { status: 'settled', attended: false },
      { status: 'settled', attended: null },
      { status: 'settled', attended: true },
      { status: 'cancelled', attended: null },
      { status: 'reserved', attended: null },
    ]);
    expect(counts).toEqual({ booked: 4, attended: 2, absent: 1, unmarked: 1 });
  });
  it('is all zero for an empty session', () => {
    expect(registerCounts([])).toEqual({ booked: 0, attended: 0, absent: 0, unmarked: 0 });
  });
});

describe('capacityUpdateRefusal', () => {
  const shared = { strategy: 'shared' as const, takenOnline: 6, takenFoh: 2 };
  const split = { strategy: 'split' as const, takenOnline: 6, takenFoh: 2 };
  it('keeps the strategy', () => {
    expect(capacityUpdateRefusal(shared, { strategy: 'split', online: 10, foh: 5 })).toBe('The capacity strategy may not change.');
    expect(capacityUpdateRefusal(split, { strategy: 'shared', maximum: 20 })).toBe('The capacity strategy may not change.');
  });
  it('never goes below the places taken', () => {
    expect(capacityUpdateRefusal(shared, { strategy: 'shared', maximum: 8 })).toBeNull();
    expect(capacityUpdateRefusal(shared, { strategy: 'shared', maximum: 7 })).toBe('The capacity cannot go below the 8 places already taken.');
    expect(capacityUpdateRefusal(split, { strategy: 'split', online: 6, foh: 2 })).toBeNull();
    expect(capacityUpdateRefusal(split, { strategy: 'split', online: 5, foh: 9 })).toBe('The capacity cannot go below the 6 places already taken.');
    expect(capacityUpdateRefusal(split, { strategy: 'split', online: 9, foh: 1 })).toBe('The capacity cannot go below the 2 places already taken.');
  });
});

describe('rescheduled', () => {
  const now = { startsLocal: '2026-12-01 18:00:00', endsLocal: '2026-12-01 19:00:00' };
  it('moves the start on the same day and keeps the length', () => {
    expect(rescheduled(now, { startTime: '09:30' }, 'Europe/London')).toEqual({
      startsLocal: '2026-12-01 09:30:00',
      endsLocal: '2026-12-01 10:30:00',
      startsAt: new Date('2026-12-01T09:30:00Z'),
      endsAt: new Date('2026-12-01T10:30:00Z'),
    });
  });
  it('changes the length, past midnight when it runs late, in the venue zone (summer time too)', () => {
    expect(rescheduled(now, { startTime: '23:00', durationMinutes: 90 }, 'Europe/London')).toMatchObject({ endsLocal: '2026-12-02 00:30:00' });
    const summer = rescheduled({ startsLocal: '2026-07-01 18:00:00', endsLocal: '2026-07-01 19:00:00' }, { durationMinutes: 45 }, 'Europe/London');
    expect(summer).toMatchObject({ endsLocal: '2026-07-01 18:45:00', startsAt: new Date('2026-07-01T17:00:00Z'), endsAt: new Date('2026-07-01T17:45:00Z') });
  });
});
