import type { CreditCart, NewPayment, PaymentList } from './paymentList';
import { addOrReplacePayment, removeItemPayments, removePayment, syncCreditPayments } from './paymentList';

/** Spec §3 Cart flags. */
export interface CartFlags {
  addingToCart: boolean;
  removingFromCart: boolean;
  paymentProcessing: boolean;
  paymentComplete: boolean;
}

/** Spec §3/§4 Cart state: the cart (null when there is none), the payment list and the flags. */
export interface CartState<C extends CreditCart = CreditCart> {
  cart: C | null;
  payments: PaymentList;
  flags: CartFlags;
}

/** Spec §4 Cart: what can happen to the cart state. */
export type CartEvent<C extends CreditCart = CreditCart> =
  /** Add, update, remove benefit, remove package usage or clear all answered with a cart. */
  | { type: 'cartReplaced'; cart: C | null }
  /** Remove item answered with a cart. */
  | { type: 'itemRemoved'; cart: C | null }
  | { type: 'paymentAdded'; payment: NewPayment; id: string }
  | { type: 'paymentRemoved'; id: string }
  | { type: 'flagChanged'; flag: keyof CartFlags; value: boolean }
  | { type: 'loggedOut' }
  | { type: 'reset' };

/** Spec §4: the empty cart state (also what logout and reset return to). */
export const initialCartState: CartState<never> = {
  cart: null,
  payments: [],
  flags: { addingToCart: false, removingFromCart: false, paymentProcessing: false, paymentComplete: false },
};

/**
 * Spec §4 Cart as a pure reducer: a replaced cart syncs credit payments; removing an item keeps only
 * credit payments (then syncs); logout or reset empties cart, items, totals and payments.
 */
export function cartReducer<C extends CreditCart>(state: CartState<C>, event: CartEvent<C>): CartState<C> {
  switch (event.type) {
    case 'cartReplaced': {
      const payments = syncCreditPayments(state.payments, event.cart);
      // The same cart again (a read answered as before) whose payments are already in step changes nothing, so
      // nothing that shows the cart is drawn again.
      if (event.cart === state.cart && samePayments(payments, state.payments)) return state;
      return { ...state, cart: event.cart, payments };
    }
    case 'itemRemoved':
      return { ...state, cart: event.cart, payments: syncCreditPayments(removeItemPayments(state.payments), event.cart) };
    case 'paymentAdded':
      return { ...state, payments: addOrReplacePayment(state.payments, event.payment, () => event.id) };
    case 'paymentRemoved':
      return { ...state, payments: removePayment(state.payments, event.id) };
    case 'flagChanged':
      if (state.flags[event.flag] === event.value) return state;
      return { ...state, flags: { ...state.flags, [event.flag]: event.value } };
    case 'loggedOut':
    case 'reset':
      return initialCartState;
  }
}

/** Whether two payment lists hold the same entries in the same order. */
const samePayments = (a: PaymentList, b: PaymentList) =>
  a.length === b.length && a.every((entry, i) => entry.id === b[i]!.id && entry.tenderType === b[i]!.tenderType && entry.amount === b[i]!.amount);
