import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { requiresTillToOpen } from './requiresTillToOpen';
import { basketSourceFor, cashChange, cashUpDifference, parseTillAmount, tenderTypesNeedingTill, tillAmountInvalid, tillDrawer, tillPayment } from './till';

describe('the till', () => {
  it('gives change, or says how much is short', () => {
    expect(cashChange(2000, 520)).toEqual({ change: 1480, short: 0 });
    expect(cashChange(520, 520)).toEqual({ change: 0, short: 0 });
    expect(cashChange(500, 520)).toEqual({ change: 0, short: 20 });
  });
  it.each([
    ['50', 5000],
    ['50.0', 5000],
    ['5.20', 520],
    ['£1,000.05', 100005],
    ['0', 0],
  ])('reads %s as %i pence', (text, minor) => expect(parseTillAmount(text, 10_000_000)).toBe(minor));
  it.each(['', '-1', '5.205', 'abc', '1e3', '100000.01'])('refuses %j', (text) => expect(parseTillAmount(text, 10_000_000)).toBeNull());
  it.each(['', '  ', '£', '12.', '£1,000.', '50', '5.2', '£5.20'])('does not call %j wrong: empty, an amount, or one still being typed', (text) =>
    expect(tillAmountInvalid(text, 10_000_000)).toBe(false),
  );
  it.each(['abc', '.', '1e3', '-1', '5.205', '12..', '£.5', '100000.01'])('calls %j wrong', (text) => expect(tillAmountInvalid(text, 10_000_000)).toBe(true));
  it('takes cash and cheques only with the till open, and cash only when it covers the amount due', () => {
    expect(requiresTillToOpen([{ tenderType: 'cash' }], tenderTypesNeedingTill)).toBe(true);
    expect(requiresTillToOpen([{ tenderType: 'cheque' }], tenderTypesNeedingTill)).toBe(true);
    expect(requiresTillToOpen([{ tenderType: 'card' }, { tenderType: 'offline-voucher' }], tenderTypesNeedingTill)).toBe(false);
    expect(tillPayment('cash', 520, { tendered: 2000, tillOpen: true })).toEqual([{ tenderType: 'cash', amount: 520 }]);
    expect(tillPayment('cash', 520, { tendered: 500, tillOpen: true })).toBeNull();
    expect(tillPayment('cash', 520, { tendered: null, tillOpen: true })).toBeNull();
    expect(tillPayment('cash', 520, { tendered: 2000, tillOpen: false })).toBeNull();
    expect(tillPayment('cheque', 520, { tendered: null, tillOpen: false })).toBeNull();
    expect(tillPayment('card', 520, { tendered: null, tillOpen: false })).toEqual([{ tenderType: 'card', amount: 520 }]);
    expect(tillPayment('offline-voucher', 520, { tendered: null, tillOpen: false })).toEqual([{ tenderType: 'offline-voucher', amount: 520 }]);
  });
  it('books staff into the front-of-house basket', () => {
    expect(basketSourceFor('online', true)).toBe('foh');
    expect(basketSourceFor('activity-booking', false)).toBe('activity-booking');
  });
  it('counts the drawer', () => {
    expect(tillDrawer(5000, 520, null)).toEqual({ expected: 5520, difference: null });
    expect(tillDrawer(5000, 520, 5500)).toEqual({ expected: 5520, difference: -20 });
  });
  it.each([
    [250, { outcome: 'over', amount: 250 }],
    [-250, { outcome: 'short', amount: 250 }],
    [-1, { outcome: 'short', amount: 1 }],
    [0, { outcome: 'exact', amount: 0 }],
  ] as const)('says a cash-up difference of %i in words', (difference, words) => expect(cashUpDifference(difference)).toEqual(words));
  it('gives the difference back as its outcome and a positive amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (difference) => {
        const { outcome, amount } = cashUpDifference(difference);
        expect(amount).toBeGreaterThanOrEqual(0);
        expect(outcome === 'over' ? amount : outcome === 'short' ? -amount : 0).toBe(difference);
      }),
    );
  });
});
