import { describe, expect, it } from 'vitest';
import {
  addOrReplacePayment,
  creditLimit,
  removeItemPayments,
  removePayment,
  remainingBalance,
  syncCreditPayments,
  totalPaid,
  type CreditCart,
  type Payment,
} from './paymentList';

const ids = (...list: string[]) => {
  const queue = [...list];
  return () => queue.shift() ?? 'exhausted';
};
const card = (amount: number, id = 'c1'): Payment => ({ id, tenderType: 'card', amount });
const credit = (amount: number, id = 'k1'): Payment => ({ id, tenderType: 'credit', amount });
const cash = (amount: number, id = 'm1'): Payment => ({ id, tenderType: 'cash', amount });
const cartWith = (balance: number, credits: CreditCart['credits']): CreditCart => ({ totals: { balance }, credits });

describe('addOrReplacePayment (spec §4 Cart, §5, §9)', () => {
  it.each<[string, Payment[], Omit<Payment, 'id'>, Payment[]]>([
    ['adds a card to an empty list', [], { tenderType: 'card', amount: 500 }, [card(500, 'n1')]],
    ['replaces a card, keeping its id and place', [card(500), cash(100)], { tenderType: 'card', amount: 700 }, [card(700), cash(100)]],
    ['replaces a credit, keeping its id and place', [cash(100), credit(50), card(1)], { tenderType: 'credit', amount: 80 }, [cash(100), credit(80), card(1)]],
    ['adds a credit beside a card', [card(500)], { tenderType: 'credit', amount: 200 }, [card(500), credit(200, 'n1')]],
    ['drops a zero card and removes the one it replaces', [card(500), cash(100)], { tenderType: 'card', amount: 0 }, [cash(100)]],
    ['drops a negative credit', [credit(50)], { tenderType: 'credit', amount: -5 }, []],
    ['drops a NaN card', [], { tenderType: 'card', amount: Number.NaN }, []],
    ['appends other tender types', [cash(100)], { tenderType: 'cash', amount: 200 }, [cash(100), cash(200, 'n1')]],
    ['does not keep a zero cash payment', [cash(100)], { tenderType: 'cheque', amount: 0 }, [cash(100)]],
    ['collapses duplicate cards into one', [card(1, 'a'), cash(5), card(2, 'b')], { tenderType: 'card', amount: 3 }, [card(3, 'a'), cash(5)]],
  ])('%s', (_name, list, payment, expected) => {
    const before = list.map((p) => ({ ...p }));
    expect(addOrReplacePayment(list, payment, ids('n1'))).toEqual(expected);
    expect(list).toEqual(before);
  });
});

describe('removals', () => {
  const list = [card(500), credit(200), cash(100)];
  it('removes a payment by id', () => expect(removePayment(list, 'k1')).toEqual([card(500), cash(100)]));
  it('keeps only credit payments when an item is removed (spec §4)', () => expect(removeItemPayments(list)).toEqual([credit(200)]));
});

describe('creditLimit and syncCreditPayments (spec §4 Cart)', () => {
  it.each<[string, CreditCart, number]>([
    ['sums the pots', cartWith(10_000, { membership: { maxApplicable: 300 }, general: { maxApplicable: 500 } }), 800],
    ['caps at the balance', cartWith(600, { membership: { maxApplicable: 300 }, general: { maxApplicable: 500 } }), 600],
    ['ignores missing and negative pots', cartWith(1000, { membership: null, general: { maxApplicable: -50 }, other: undefined }), 0],
    ['is 0 without credits', cartWith(1000, null), 0],
    ['is 0 without a credits field', { totals: { balance: 1000 } }, 0],
    ['is never negative', cartWith(-100, { general: { maxApplicable: 500 } }), 0],
    ['caps at the cost before credit', { totals: { total: 600, balance: 0 }, credits: { general: { maxApplicable: 900 } } }, 600],
  ])('%s', (_name, cart, limit) => expect(creditLimit(cart)).toBe(limit));

  it.each<[string, Payment[], CreditCart | null, Payment[]]>([
    ['clamps the credit to the limit', [card(900), credit(700)], cartWith(1000, { general: { maxApplicable: 400 } }), [card(900), credit(400)]],
    ['keeps a credit under the limit', [credit(300)], cartWith(1000, { general: { maxApplicable: 400 } }), [credit(300)]],
    ['drops the credit when the limit is 0', [card(900), credit(700)], cartWith(0, { general: { maxApplicable: 400 } }), [card(900)]],
    ['drops the credit without a cart', [credit(100), cash(5)], null, [cash(5)]],
    ['leaves other tenders alone', [card(5000)], cartWith(10, null), [card(5000)]],
    ['restores the credit the cart holds (a reload)', [], { totals: { total: 1000, balance: 400 }, credits: { general: { maxApplicable: 1000 } } }, [credit(600, 'cart-credit')]],
    ["follows the cart's credit, keeping the entry's id", [card(1), credit(200)], { totals: { total: 1000, balance: 0 }, credits: { general: { maxApplicable: 1000 } } }, [card(1), credit(1000)]],
    ['drops the credit when the cart holds none', [credit(200)], { totals: { total: 1000, balance: 1000 }, credits: { general: { maxApplicable: 0 } } }, []],
  ])('%s', (_name, list, cart, expected) => expect(syncCreditPayments(list, cart)).toEqual(expected));
});

describe('totals', () => {
  it('sums what is paid', () => expect(totalPaid([card(500), credit(250), cash(1)])).toBe(751));
  it('is 0 for an empty list', () => expect(totalPaid([])).toBe(0));
  it.each([[1000, 249], [751, 0], [500, 0]])('balance %i leaves %i', (balance, left) =>
    expect(remainingBalance([card(500), credit(251)], balance)).toBe(left));
});
