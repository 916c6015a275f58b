import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartReducer, initialCartState, type CartEvent, type CartState } from './cartReducer';
import { creditLimit, type CreditCart } from './paymentList';
import { tenderTypes } from '../contract/payment';

interface TestCart extends CreditCart {
  id: number;
  items: string[];
}
const cart = (balance: number, maxApplicable: number, id = 1): TestCart => ({
  id,
  items: ['a'],
  totals: { balance },
  credits: { general: { maxApplicable } },
});
const loaded: CartState<TestCart> = {
  cart: cart(1000, 400),
  payments: [
    { id: 'c', tenderType: 'card', amount: 600 },
    { id: 'k', tenderType: 'credit', amount: 400 },
  ],
  flags: { addingToCart: false, removingFromCart: true, paymentProcessing: false, paymentComplete: false },
};
const run = (state: CartState<TestCart>, ...events: CartEvent<TestCart>[]) => events.reduce(cartReducer, state);

describe('cartReducer (spec §3/§4 Cart)', () => {
  it('replaces the cart and clamps the credit to the new cart', () => {
    const next = run(loaded, { type: 'cartReplaced', cart: cart(300, 400, 2) });
    expect(next.cart?.id).toBe(2);
    expect(next.payments).toEqual([{ id: 'c', tenderType: 'card', amount: 600 }, { id: 'k', tenderType: 'credit', amount: 300 }]);
  });
  it('the same cart again changes nothing: the state is the one it was', () => {
    expect(run(loaded, { type: 'cartReplaced', cart: loaded.cart })).toBe(loaded);
    expect(run(loaded, { type: 'cartReplaced', cart: cart(1000, 400) })).not.toBe(loaded);
    // Payments out of step with it are still brought into step: a credit over what the cart allows is clamped.
    const over = run(loaded, { type: 'paymentAdded', payment: { tenderType: 'credit', amount: 900 }, id: 'k2' });
    expect(run(over, { type: 'cartReplaced', cart: over.cart }).payments.find((p) => p.tenderType === 'credit')?.amount).toBe(400);
  });
  it('a cleared (null) cart drops the credit', () =>
    expect(run(loaded, { type: 'cartReplaced', cart: null }).payments).toEqual([{ id: 'c', tenderType: 'card', amount: 600 }]));
  it('removing an item keeps only credit payments, synced to the returned cart', () => {
    const next = run(loaded, { type: 'itemRemoved', cart: cart(250, 400, 3) });
    expect(next.cart?.id).toBe(3);
    expect(next.payments).toEqual([{ id: 'k', tenderType: 'credit', amount: 250 }]);
  });
  it('adds a payment with the id the event carries, replacing the card', () => {
    const next = run(
      loaded,
      { type: 'paymentAdded', payment: { tenderType: 'card', amount: 100 }, id: 'unused' },
      { type: 'paymentAdded', payment: { tenderType: 'cash', amount: 50 }, id: 'm' },
    );
    expect(next.payments).toEqual([
      { id: 'c', tenderType: 'card', amount: 100 },
      { id: 'k', tenderType: 'credit', amount: 400 },
      { id: 'm', tenderType: 'cash', amount: 50 },
    ]);
  });
  it('removes a payment by id', () =>
    expect(run(loaded, { type: 'paymentRemoved', id: 'c' }).payments).toEqual([{ id: 'k', tenderType: 'credit', amount: 400 }]));
  it.each(['addingToCart', 'removingFromCart', 'paymentProcessing', 'paymentComplete'] as const)('sets the %s flag', (flag) => {
    const next = run(initialCartState, { type: 'flagChanged', flag, value: true });
    expect(next.flags).toEqual({ ...initialCartState.flags, [flag]: true });
  });
  it('returns the same state when a flag does not change', () =>
    expect(cartReducer(loaded, { type: 'flagChanged', flag: 'removingFromCart', value: true })).toBe(loaded));
  it.each(['loggedOut', 'reset'] as const)('%s empties cart, items, totals, payments and flags', (type) =>
    expect(cartReducer(loaded, { type })).toEqual({
      cart: null,
      payments: [],
      flags: { addingToCart: false, removingFromCart: false, paymentProcessing: false, paymentComplete: false },
    }));
});

describe('payment list invariants under any sequence of operations (spec §4, §9)', () => {
  const amount = fc.oneof(fc.integer({ min: -1000, max: 5000 }), fc.constant(0));
  const someCart = fc.option(fc.record({
    id: fc.nat(),
    items: fc.constant<string[]>([]),
    totals: fc.record({ balance: fc.integer({ min: -100, max: 5000 }) }),
    credits: fc.record({ general: fc.record({ maxApplicable: fc.integer({ min: -100, max: 3000 }) }) }),
  }), { nil: null });
  const event: fc.Arbitrary<CartEvent<TestCart>> = fc.oneof(
    fc.record({ type: fc.constant('paymentAdded' as const), payment: fc.record({ tenderType: fc.constantFrom(...tenderTypes), amount }), id: fc.uuid() }),
    fc.record({ type: fc.constant('cartReplaced' as const), cart: someCart }),
    fc.record({ type: fc.constant('itemRemoved' as const), cart: someCart }),
    fc.record({ type: fc.constant('paymentRemoved' as const), id: fc.uuid() }),
    fc.constant({ type: 'reset' as const }),
  );
  it('never holds two cards, two credits or an amount of zero or less; a cart replacement clamps the credit', () => {
    fc.assert(fc.property(fc.array(event, { maxLength: 30 }), (events) => {
      let state: CartState<TestCart> = initialCartState;
      for (const e of events) {
        state = cartReducer(state, e);
        const count = (t: string) => state.payments.filter((p) => p.tenderType === t).length;
        expect(count('card')).toBeLessThanOrEqual(1);
        expect(count('credit')).toBeLessThanOrEqual(1);
        expect(state.payments.every((p) => p.amount > 0)).toBe(true);
        const creditAmount = state.payments.find((p) => p.tenderType === 'credit')?.amount ?? 0;
        if (e.type === 'cartReplaced' || e.type === 'itemRemoved') {
          expect(creditAmount).toBeLessThanOrEqual(state.cart ? creditLimit(state.cart) : 0);
        }
        if (e.type === 'itemRemoved') expect(state.payments.every((p) => p.tenderType === 'credit')).toBe(true);
      }
    }));
  });
});
