import { cartKeys, createCartStore, type Cart, type CartStore } from '@courtside/core';
import { useQueryClient } from '@tanstack/react-query';
import { useApp, type AppContextValue } from '../app/context';

/**
 * The app's cart store (spec §3/§4 Cart: the cart, its payment list and flags), one per app, made by the first page
 * that needs it — the basket's read keeps it in step (useCart.ts) — so a visitor's first load does not carry it.
 */
const stores = new WeakMap<AppContextValue, CartStore<Cart>>();

export function useCartStore(): CartStore<Cart> {
  const app = useApp();
  const queryClient = useQueryClient();
  const made = stores.get(app);
  if (made) return made;
  const store = createCartStore<Cart>();
  // Made with the basket already read (a first view's page carries it), it starts as the page was drawn: the read's
  // first sync (useCart.ts) then changes nothing, and nothing is drawn again as the page is taken over.
  const read = queryClient.getQueryData<Cart>(cartKeys.checkout(app.session.selectedUserId));
  if (read) store.dispatch({ type: 'cartReplaced', cart: read });
  stores.set(app, store);
  return store;
}
