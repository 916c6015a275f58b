import { cartMessages, cartQueries, type Cart } from '@courtside/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useApp } from '../app/context';
import { useCartStore } from './cartStore';
import { useSession } from '../account/session';
import { useCheckoutAuth } from './useCheckoutAuth';

// The basket's read and the cart store it keeps in step, apart from the basket's cards and actions (useBasket.ts), so the
// signed-in shell (the header's count, app/SignedInShell.tsx) does not bring those (and their date formatting) with it.

/** Cart reads already announced: every useBasket shares one query's data, so a release is told once. */
const announced = new WeakSet<Cart>();

/**
 * The signed-in customer's basket (GET /api/checkout/cart; on a checkout link's page, the link's basket), mirrored
 * into the cart store so the payment list stays in step with it (spec §4: a replaced cart syncs credit payments).
 * Visitors have none: logging in is the way in.
 */
export function useCart() {
  const { api, toasts } = useApp();
  const store = useCartStore();
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
    for (const item of data.releasedItems ?? []) toasts.add({ description: cartMessages.holdReleased(item.name), tone: 'danger' });
  }, [query.data, toasts]);
  const state = useSnapshot(store.state);
  return { query, isLoggedIn: hasToken, cart: query.data ?? null, payments: state.current.payments };
}

/** The basket's item count for the header badge (0 for visitors and before it loads). */
export function useBasketCount(): number {
  return useCart().cart?.totals.itemCount ?? 0;
}

