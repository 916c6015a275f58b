import {
  basketCards,
  cartMutations,
  cartQueries,
  createCartStore,
  messages,
  type Cart,
  type CartStore,
} from '@courtside/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useApp } from '../app/context';
import { useSession } from '../account/session';
import { sleep } from '../hooks/sleep';
import { useToastedMutation } from '../hooks/useToastedMutation';
import { useCheckoutAuth } from './useCheckoutAuth';

// The app context gains the cart store (spec §3/§4 Cart: the cart, its payment list and flags); createAppContext sets it.
declare module '../app/context' {
  interface AppContextValue {
    cart: CartStore<Cart>;
  }
}

/** A cart store for the app context. */
export const createAppCartStore = () => createCartStore<Cart>();

/** Cart reads already announced: every useBasket shares one query's data, so a release is told once. */
const announced = new WeakSet<Cart>();

/**
 * The signed-in customer's basket (GET /api/checkout/cart; on a checkout link's page, the link's basket), mirrored
 * into the cart store so the payment list stays in step with it (spec §4: a replaced cart syncs credit payments).
 * Visitors have none: logging in is the way in.
 */
export function useBasket() {
  const { api, cart: store, toasts } = useApp();
  const { selectedUserId } = useSession();
  const { checkoutAuth, hasToken } = useCheckoutAuth();
  // Spec §8 gives a failed basket load its own text ('Failed to load your shopping basket…'), shown by the basket.
  const query = useQuery({ ...cartQueries.checkoutCart(api, { selectedUserId, checkoutAuth }), enabled: hasToken, throwOnError: false });
  useEffect(() => {
    if (query.data) store.dispatch({ type: 'cartReplaced', cart: query.data });
  }, [query.data, store]);
  useEffect(() => {
    if (!hasToken) store.dispatch({ type: 'loggedOut' });
  }, [hasToken, store]);
  // A hold that ran out and whose place was taken left the basket on this read; say so, once.
  useEffect(() => {
    const data = query.data;
    if (!data || announced.has(data)) return;
    announced.add(data);
    for (const item of data.releasedItems ?? []) toasts.add({ description: messages.cart.holdReleased(item.name), tone: 'danger' });
  }, [query.data, toasts]);
  const state = useSnapshot(store.state);
  return {
    query,
    isLoggedIn: hasToken,
    cart: query.data ?? null,
    cards: query.data ? basketCards(query.data.items) : [],
    payments: state.current.payments,
  };
}

/** The basket's item count for the header badge (0 for visitors and before it loads). */
export function useBasketCount(): number {
  return useBasket().cart?.totals.itemCount ?? 0;
}

/**
 * Spec §2/§4/§8 basket actions: remove an item (spinner until done), remove a benefit or a package usage (and apply a
 * package again), a discount code.
 */
export function useBasketActions() {
  const { api, cart: store } = useApp();
  const { selectedUserId } = useSession();
  const { checkoutAuth } = useCheckoutAuth();
  const queryClient = useQueryClient();
  const [removingIds, setRemovingIds] = useState<number[]>([]);
  const options = { dispatch: store.dispatch, checkoutAuth };
  const remove = useToastedMutation(cartMutations.remove(api, queryClient, { ...options, sleep }), (vars) =>
    setRemovingIds((ids) => ids.filter((id) => !vars.cartItemIds.includes(id))),
  );
  const removeBenefit = useToastedMutation(cartMutations.removeBenefit(api, queryClient, options));
  const removePackage = useToastedMutation(cartMutations.removePackage(api, queryClient, options));
  const applyPackage = useToastedMutation(cartMutations.applyPackage(api, queryClient, options));
  const applyDiscount = useToastedMutation(cartMutations.applyDiscount(api, queryClient, options));
  const removeDiscount = useToastedMutation(cartMutations.removeDiscount(api, queryClient, options));
  return {
    removingIds,
    onRemove: (id: number) => {
      setRemovingIds((ids) => [...ids, id]);
      remove.mutate({ cartItemIds: [id], selectedUserId });
    },
    onRemoveBenefit: (id: number) => removeBenefit.mutate({ cartItemId: id, source: 'online', selectedUserId }),
    onRemovePackage: (id: number) => removePackage.mutate({ cartItemId: id, source: 'online', selectedUserId }),
    onApplyPackage: (id: number) => applyPackage.mutate({ cartItemId: id, source: 'online', selectedUserId }),
    // A discount code on one line; a refused code's 400 message is the toast (spec §8 'Discount').
    onApplyDiscount: (id: number, code: string) => applyDiscount.mutate({ cartItemId: id, code }),
    onRemoveDiscount: (id: number) => removeDiscount.mutate({ cartItemId: id }),
  };
}
