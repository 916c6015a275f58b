import { basketCards, cartMutations } from '@courtside/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApp } from '../app/context';
import { useCartStore } from './cartStore';
import { useSession } from '../account/session';
import { sleep } from '../hooks/sleep';
import { useToastedMutation } from '../hooks/useToastedMutation';
import { useCart } from './useCart';
import { useCheckoutAuth } from './useCheckoutAuth';

/** The basket (useCart) with its items as ui's cards. */
export function useBasket() {
  const basket = useCart();
  return { ...basket, cards: basket.cart ? basketCards(basket.cart.items) : [] };
}

/**
 * Spec §2/§4/§8 basket actions: remove an item (spinner until done), remove a benefit or a package usage (and apply a
 * package again), a discount code.
 */
export function useBasketActions() {
  const { api } = useApp();
  const store = useCartStore();
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
