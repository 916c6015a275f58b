import { describe, expect, it } from 'vitest';
import { membershipBasketItem, membershipLengthText, membershipPurchase, membershipRefusal, membershipTerm, membershipTermEnd, renewalOffered } from './memberships';

const today = '2026-11-25';
const swim = { plan: 'swim-plus', validFrom: '2025-12-15', validTo: '2026-12-14' };
const oldOffPeak = { plan: 'off-peak', validFrom: '2025-01-06', validTo: '2025-04-05' };
const rolling = { plan: 'gold', validFrom: '2024-01-01', validTo: null };

describe('membershipPurchase (new, change, renewal)', () => {
  it.each([
    ['nothing held', [], 'gold', 'membership'],
    ['only an expired plan, bought again', [oldOffPeak], 'off-peak', 'membership_renewal'],
    ['only an expired plan, another bought', [oldOffPeak], 'gold', 'membership'],
    ['an expired plan while another is in force', [oldOffPeak, swim], 'off-peak', 'membership_change'],
    ['the same plan in force', [swim, oldOffPeak], 'swim-plus', 'membership_renewal'],
    ['another plan in force', [swim], 'gold', 'membership_change'],
    ['the same plan still to start', [{ plan: 'gold', validFrom: '2026-12-01', validTo: '2027-11-30' }], 'gold', 'membership_renewal'],
    ['a plan that ended yesterday', [{ ...swim, validTo: '2026-11-24' }], 'swim-plus', 'membership_renewal'],
    ['a plan ending today', [{ ...swim, validTo: today }], 'swim-plus', 'membership_renewal'],
  ] as const)('%s → %s', (_, held, plan, expected) => {
    expect(membershipPurchase(held, plan, today)).toBe(expected);
  });
});

describe('membershipRefusal', () => {
  const online = { key: 'gold', onlineJoining: true };
  const inPerson = { key: 'off-peak', onlineJoining: false };
  it('refuses joining or changing to a plan not offered online', () => {
    expect(membershipRefusal('membership', inPerson, [], today)).toBe('notOffered');
    expect(membershipRefusal('membership_change', inPerson, [swim], today)).toBe('notOffered');
    expect(membershipRefusal('membership', online, [], today)).toBeNull();
    expect(membershipRefusal('membership_change', online, [swim], today)).toBeNull();
  });
  it('renews a plan held even when it is not offered online, but never a rolling one', () => {
    expect(membershipRefusal('membership_renewal', { key: 'swim-plus', onlineJoining: false }, [swim], today)).toBeNull();
    expect(membershipRefusal('membership_renewal', online, [rolling], today)).toBe('rolling');
  });
  it('renews a lapsed plan, but not one that has become rolling (no length: no term to add)', () => {
    expect(membershipRefusal('membership_renewal', { ...inPerson, length: { value: 3, unit: 'month' } }, [oldOffPeak], today)).toBeNull();
    expect(membershipRefusal('membership_renewal', { ...inPerson, length: null }, [oldOffPeak], today)).toBe('rolling');
  });
});

describe('renewalOffered (my-account Memberships)', () => {
  const due = { status: 'active', validTo: '2026-12-14', renewalDue: true } as const;
  const notDue = { status: 'active', validTo: '2027-10-01', renewalDue: false } as const;
  const lapsed = { status: 'expired', validTo: '2025-04-05', renewalDue: false } as const;
  const rollingOn = { status: 'active', validTo: null, renewalDue: false } as const;
  it.each([
    ['due for renewal', due, [due, lapsed], true],
    ['in force and not yet due', notDue, [notDue], false],
    ['rolling', rollingOn, [rollingOn], false],
    ['lapsed, nothing else current', lapsed, [lapsed], true],
    ['lapsed while another is in force (renewing would change the plan)', lapsed, [due, lapsed], false],
    ['lapsed while another is still to start', lapsed, [lapsed, { status: 'upcoming' }], false],
  ] as const)('%s → %s', (_, membership, all, expected) => {
    expect(renewalOffered(membership, all)).toBe(expected);
  });
});

describe('membershipTermEnd', () => {
  it.each([
    ['2026-11-25', { value: 12, unit: 'month' }, '2027-11-24'],
    ['2026-01-31', { value: 1, unit: 'month' }, '2026-02-27'],
    ['2026-11-25', { value: 2, unit: 'week' }, '2026-12-08'],
    ['2026-11-25', { value: 1, unit: 'day' }, '2026-11-25'],
    ['2024-02-29', { value: 1, unit: 'year' }, '2025-02-27'],
  ] as const)('%s for %o ends on %s', (from, length, end) => {
    expect(membershipTermEnd(from, length)).toBe(end);
  });
  it('a rolling plan has no end', () => expect(membershipTermEnd(today, null)).toBeNull());
});

describe('membershipTerm', () => {
  const year = { value: 12, unit: 'month' } as const;
  it('a new membership starts today', () => {
    expect(membershipTerm('membership', [], 'gold', year, today)).toEqual({ validFrom: today, validTo: '2027-11-24', endsOthersOn: null });
  });
  it('a renewal keeps the start and adds a whole term after the current end, so renewing early loses nothing', () => {
    expect(membershipTerm('membership_renewal', [swim], 'swim-plus', year, today)).toEqual({ validFrom: '2025-12-15', validTo: '2027-12-14', endsOthersOn: null });
  });
  it('a renewal of a lapsed plan starts today', () => {
    expect(membershipTerm('membership_renewal', [oldOffPeak], 'off-peak', { value: 3, unit: 'month' }, today)).toEqual({ validFrom: today, validTo: '2027-02-24', endsOthersOn: null });
  });
  it('a change starts today and ends the other plans yesterday', () => {
    expect(membershipTerm('membership_change', [swim], 'gold', year, today)).toEqual({ validFrom: today, validTo: '2027-11-24', endsOthersOn: '2026-11-24' });
  });
});

describe('membership texts and basket item', () => {
  it.each([
    [{ value: 12, unit: 'month' }, '12 months'],
    [{ value: 1, unit: 'year' }, '1 year'],
    [null, 'Rolling'],
  ] as const)('%o reads %s', (length, text) => expect(membershipLengthText(length)).toBe(text));
  it('a membership is bought one at a time by plan key', () => {
    expect(membershipBasketItem('gold')).toEqual({ purchasableId: 'gold', purchasableType: 'membership', quantity: 1 });
  });
});
