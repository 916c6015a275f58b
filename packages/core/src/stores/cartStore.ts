import { proxy, ref } from 'valtio/vanilla';
import type { CreditCart } from '../cart/paymentList';
import { cartReducer, initialCartState, type CartEvent, type CartState } from '../cart/cartReducer';

/**
 * Spec §3/§4 cart state (cart, payments, flags addingToCart, removingFromCart, paymentProcessing,
 * paymentComplete) as a valtio store driven by core's cart reducer: every change is an event.
 */
export function createCartStore<C extends CreditCart = CreditCart>() {
  const state = proxy<{ current: CartState<C> }>({ current: initialCartState as CartState<C> });
  return {
    state,
    dispatch(event: CartEvent<C>): void {
      const next = cartReducer(state.current, event);
      if (next === state.current) return;
      // The cart is kept as the read gave it (never copied into the store's proxy), so the same cart read again is
      // seen to be the same (the reducer then changes nothing, and nothing that shows it is drawn again).
      state.current = next.cart ? { ...next, cart: ref(next.cart) } : next;
    },
  };
}
export type CartStore<C extends CreditCart = CreditCart> = ReturnType<typeof createCartStore<C>>;
