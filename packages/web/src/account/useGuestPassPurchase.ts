import { activityMutations, ApiError, guestPassBasketItem, keysToInvalidate, messages, type GuestPassOffer } from '@courtside/core';
import type { GuestPassOfferView } from '@courtside/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApp } from '../app/context';
import { sleep } from '../hooks/sleep';
import { useAuthUser } from './useAccount';

/** A venue's guest pass offer as ui's GuestPassShop shows it. */
export const guestPassOfferView = (offer: GuestPassOffer): GuestPassOfferView => ({ slug: offer.venue.slug, venueName: offer.venue.name, price: offer.price.formatted });

/**
 * Buying guest passes from my-account (issue 14): puts them in the customer's basket (purchasable_type guest_pass) with
 * the spec §9 cart delay, reloads the basket, and keeps the server's refusal to show.
 */
export function useGuestPassPurchase() {
  const { api } = useApp();
  const queryClient = useQueryClient();
  const userId = useAuthUser().data?.id ?? null;
  const add = useMutation(activityMutations.addToBasket(api, { userId: userId ?? 0, source: 'online' }, sleep));
  const [error, setError] = useState<string | null>(null);
  const buy = async (venueSlug: string, quantity: number): Promise<boolean> => {
    if (userId === null || add.isPending) return false;
    setError(null);
    try {
      await add.mutateAsync([guestPassBasketItem(venueSlug, quantity)]);
      for (const queryKey of keysToInvalidate('cartChanged')) void queryClient.invalidateQueries({ queryKey });
      return true;
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : messages.genericToast);
      return false;
    }
  };
  return { buy, pending: add.isPending, error };
}
