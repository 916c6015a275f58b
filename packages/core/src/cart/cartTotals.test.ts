import { describe, expect, it } from 'vitest';
import { cartTotals, lineTotal, maxApplicableCredit, paymentCoverProblem } from './cartTotals';

describe('cartTotals (spec §3 Cart totals)', () => {
  it('sums line totals and counts places', () => {
    expect(cartTotals([{ unitPrice: 650, quantity: 2 }, { unitPrice: 1250, quantity: 1 }])).toEqual({
      subTotal: 2550, taxTotal: 0, total: 2550, balance: 2550, itemCount: 3,
    });
  });
  it('is all zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ subTotal: 0, taxTotal: 0, total: 0, balance: 0, itemCount: 0 });
  });
  it('prices a line as unit price times quantity', () => expect(lineTotal({ unitPrice: 333, quantity: 3 })).toBe(999));
});

describe('maxApplicableCredit', () => {
  it.each([
    [2500, 1000, 1000],
    [500, 1000, 500],
    [0, 1000, 0],
    [2500, 0, 0],
    [-5, 100, 0],
  ])('available %i on balance %i applies %i', (available, balance, expected) => {
    expect(maxApplicableCredit(available, balance)).toBe(expected);
  });
});

describe('paymentCoverProblem (spec §4/§5 checkout payments)', () => {
  const card = (amount: number) => ({ tenderType: 'card' as const, amount });
  const credit = (amount: number) => ({ tenderType: 'credit' as const, amount });
  it('accepts a card paying the whole balance', () => expect(paymentCoverProblem([card(1200)], 1200, 0)).toBeNull());
  it('accepts credit paying the whole balance within the limit', () => expect(paymentCoverProblem([credit(1200)], 1200, 1200)).toBeNull());
  it('accepts credit plus card adding up', () => expect(paymentCoverProblem([credit(500), card(700)], 1200, 500)).toBeNull());
  it('accepts nothing to pay with no payments', () => expect(paymentCoverProblem([], 0, 0)).toBeNull());
  it('refuses credit above the limit', () => expect(paymentCoverProblem([credit(600), card(600)], 1200, 500)).toBe('creditTooHigh'));
  it('asks for a card when credit leaves a balance', () => expect(paymentCoverProblem([credit(500)], 1200, 500)).toBe('cardMissing'));
  it('refuses payments that overpay', () => expect(paymentCoverProblem([card(1300)], 1200, 0)).toBe('mismatch'));
  it('refuses payments that underpay with a card', () => expect(paymentCoverProblem([card(100)], 1200, 0)).toBe('mismatch'));
  it('refuses tenders a customer cannot use online', () => {
    expect(paymentCoverProblem([{ tenderType: 'cash', amount: 1200 }], 1200, 0)).toBe('unsupportedTender');
  });
  it('refuses the same tender twice', () => expect(paymentCoverProblem([card(600), card(600)], 1200, 0)).toBe('mismatch'));

  describe('at the till (front of house)', () => {
    const cash = (amount: number) => ({ tenderType: 'cash' as const, amount });
    const voucher = (amount: number) => ({ tenderType: 'offline-voucher' as const, amount });
    it('accepts cash, or cash with a card on the terminal, adding up', () => {
      expect(paymentCoverProblem([cash(1200)], 1200, 0, 'foh')).toBeNull();
      expect(paymentCoverProblem([cash(200), card(700), voucher(300)], 1200, 0, 'foh')).toBeNull();
    });
    it('refuses amounts that do not add up', () => {
      expect(paymentCoverProblem([cash(1000)], 1200, 0, 'foh')).toBe('mismatch');
      expect(paymentCoverProblem([cash(1300)], 1200, 0, 'foh')).toBe('mismatch');
    });
    it('refuses account credit and the online tender at the till', () => {
      expect(paymentCoverProblem([credit(1200)], 1200, 1200, 'foh')).toBe('unsupportedTender');
      expect(paymentCoverProblem([{ tenderType: 'online', amount: 1200 }], 1200, 0, 'foh')).toBe('unsupportedTender');
    });
  });
});
