import { describe, expect, it } from 'vitest';
import { creditStanding } from './creditStanding';
import type { CreditCart, Payment } from './paymentList';

const cart = (total: number, balance: number, totalAvailable: number, maxApplicable: number): CreditCart => ({
  totals: { total, balance },
  credits: { general: { type: 'general', totalAvailable, maxApplicable } },
});
const credit = (amount: number): Payment => ({ id: 'k', tenderType: 'credit', amount });

describe('creditStanding (spec §3 credits at checkout)', () => {
  it.each<[string, CreditCart, Payment[], ReturnType<typeof creditStanding>]>([
    ['nothing applied: all the credit available, Apply offered, the card pays all', cart(750, 750, 2500, 750), [], { applied: 0, available: 2500, maxApplicable: 750, canApply: true, cardAmount: 750, coveredByCredit: false }],
    ['credit covering the basket: the credit left goes down, no card', cart(750, 0, 2500, 750), [credit(750)], { applied: 750, available: 1750, maxApplicable: 750, canApply: false, cardAmount: 0, coveredByCredit: true }],
    ['part credit: the card pays the rest', cart(1000, 600, 400, 400), [credit(400)], { applied: 400, available: 0, maxApplicable: 400, canApply: false, cardAmount: 600, coveredByCredit: false }],
    ['no credit at all', { totals: { total: 500, balance: 500 } }, [], { applied: 0, available: 0, maxApplicable: 0, canApply: false, cardAmount: 500, coveredByCredit: false }],
    ['an empty basket is not covered by credit', cart(0, 0, 100, 0), [], { applied: 0, available: 100, maxApplicable: 0, canApply: false, cardAmount: 0, coveredByCredit: false }],
    ['package uses price the basket at nothing: no card', { totals: { total: 0, balance: 0, itemCount: 1 } }, [], { applied: 0, available: 0, maxApplicable: 0, canApply: false, cardAmount: 0, coveredByCredit: true }],
  ])('%s', (_name, c, payments, expected) => expect(creditStanding(c, payments)).toEqual(expected));
});
