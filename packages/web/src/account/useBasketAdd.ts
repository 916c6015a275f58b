import { activityMutations, ApiError, invalidateKeys, keysToInvalidate, messages, type BasketItem, type BasketTarget } from '@courtside/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useAuthUser, useBasketSource } from './useAccount';
import { useApp } from '../app/context';
import { sleep } from '../hooks/sleep';

/**
 * Puts items in a customer's basket (core's addToBasket with the spec §9 cart delay), reloads what a basket change
 * touches, and keeps the server's refusal as `error`. `add` answers true when the items went in; one add runs at a time.
 * `owner` defaults to the signed-in customer (a customer who has just signed up is named by the caller).
 */
export function useBasketAdd(pageSource: BasketTarget['source']) {
  const { api } = useApp();
  const source = useBasketSource(pageSource);
  const queryClient = useQueryClient();
  const userId = useAuthUser().data?.id ?? null;
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const add = async (items: readonly BasketItem[], owner: number | null = userId): Promise<boolean> => {
    if (owner === null || running.current) return false;
    running.current = true;
    setPending(true);
    setError(null);
    try {
      await activityMutations.addToBasket(api, { userId: owner, source }, sleep).mutationFn(items);
      void invalidateKeys(queryClient, keysToInvalidate('cartChanged'));
      return true;
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : messages.genericToast);
      return false;
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return { add, pending, error, signedIn: userId !== null };
}
