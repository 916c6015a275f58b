import { proxy } from 'valtio/vanilla';
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
      state.current = cartReducer(state.current, event);
    },
  };
}
export type CartStore<C extends CreditCart = CreditCart> = ReturnType<typeof createCartStore<C>>;
