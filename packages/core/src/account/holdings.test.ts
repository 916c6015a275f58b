import { describe, expect, it } from 'vitest';
import { guestPassState, membershipState, packageExpiresAt, packageState, renewalDue, RENEWAL_NOTICE_DAYS, usagesLeft } from './holdings';

describe('membership state and renewal', () => {
  it('is upcoming before its first day, active through its last, expired after', () => {
    expect(membershipState('2026-12-01', '2027-11-30', '2026-11-30')).toBe('upcoming');
    expect(membershipState('2026-12-01', '2027-11-30', '2026-12-01')).toBe('active');
    expect(membershipState('2026-12-01', '2027-11-30', '2027-11-30')).toBe('active');
    expect(membershipState('2026-12-01', '2027-11-30', '2027-12-01')).toBe('expired');
    expect(membershipState('2024-01-01', null, '2030-01-01')).toBe('active');
  });

  it(`is due for renewal from ${RENEWAL_NOTICE_DAYS} days before its last day, while in force, never when rolling`, () => {
    expect(RENEWAL_NOTICE_DAYS).toBe(30);
    expect(renewalDue('2026-01-01', '2026-12-25', '2026-11-25')).toBe(true);
    expect(renewalDue('2026-01-01', '2026-12-25', '2026-11-24')).toBe(false);
    expect(renewalDue('2026-01-01', '2026-11-25', '2026-11-25')).toBe(true);
    expect(renewalDue('2026-01-01', '2026-11-24', '2026-11-25')).toBe(false);
    expect(renewalDue('2026-12-01', '2026-12-20', '2026-11-25')).toBe(false);
    expect(renewalDue('2024-01-01', null, '2026-11-25')).toBe(false);
  });
});

describe('packages (spec §3 Package contents and expiry)', () => {
  const bought = new Date('2026-01-31T10:00:00Z');
  it('expires after its value in days, months or years, or never', () => {
    expect(packageExpiresAt(bought, { value: 10, unit: 'day' })?.toISOString()).toBe('2026-02-10T10:00:00.000Z');
    // The end of a shorter month, not a day spilling into the next.
    expect(packageExpiresAt(bought, { value: 1, unit: 'month' })?.toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(packageExpiresAt(bought, { value: 3, unit: 'month' })?.toISOString()).toBe('2026-04-30T10:00:00.000Z');
    expect(packageExpiresAt(new Date('2028-02-29T00:00:00Z'), { value: 1, unit: 'year' })?.toISOString()).toBe('2029-02-28T00:00:00.000Z');
    expect(packageExpiresAt(bought, null)).toBeNull();
  });

  it('counts usages left, never below zero; unlimited stays unlimited', () => {
    expect(usagesLeft(10, 3)).toBe(7);
    expect(usagesLeft(10, 12)).toBe(0);
    expect(usagesLeft(null, 40)).toBeNull();
  });

  it('is expired past its expiry whatever is left, used up when nothing is left, else active', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(packageState({ usagesTotal: 10, usagesUsed: 3, expiresAt: new Date('2026-11-25T12:00:00Z') }, now)).toBe('expired');
    expect(packageState({ usagesTotal: 10, usagesUsed: 10, expiresAt: null }, now)).toBe('used_up');
    expect(packageState({ usagesTotal: 10, usagesUsed: 9, expiresAt: new Date('2026-11-25T12:00:01Z') }, now)).toBe('active');
    expect(packageState({ usagesTotal: null, usagesUsed: 99, expiresAt: null }, now)).toBe('active');
  });
});

describe('guest passes', () => {
  it('is used once given, else expired after its last day, else available', () => {
    expect(guestPassState('2026-11-25', null, '2026-11-25')).toBe('available');
    expect(guestPassState('2026-11-24', null, '2026-11-25')).toBe('expired');
    expect(guestPassState('2026-11-24', '2026-11-20T10:00:00Z', '2026-11-25')).toBe('used');
  });
});

describe('buying a package', () => {
  it('is one pricing_option item of the package', async () => {
    const { packageBasketItem } = await import('./holdings');
    expect(packageBasketItem(12)).toEqual({ purchasableId: 12, purchasableType: 'pricing_option', quantity: 1 });
  });
});
