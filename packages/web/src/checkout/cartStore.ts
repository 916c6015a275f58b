import { createCartStore, type Cart, type CartStore } from '@courtside/core';
import { useApp, type AppContextValue } from '../app/context';

/**
 * The app's cart store (spec §3/§4 Cart: the cart, its payment list and flags), one per app, made by the first page
 * that needs it — the basket's read keeps it in step (useCart.ts) — so a visitor's first load does not carry it.
 */
const stores = new WeakMap<AppContextValue, CartStore<Cart>>();

export function useCartStore(): CartStore<Cart> {
  const app = useApp();
  const made = stores.get(app);
  if (made) return made;
  const store = createCartStore<Cart>();
  stores.set(app, store);
  return store;
}
