import { addBasketItems, type BasketItem } from '../api/basketAdd.api';
import type { ApiClient } from '../api/createApiClient';
import { CART_ACTION_DELAY_MS } from '../cart/cartActionDelay';
import type { AnySource } from '../contract/fields';
import type { Sleep } from './accountQueries';

// Apart from activityQueries: the browse pages add, a first view only reads (its prefetch), so the add's code comes
// with the pages that add.

/** Whose basket an add goes to (spec §6: the authenticated user) and from which source. */
export interface BasketTarget {
  userId: number;
  source: AnySource;
}

/** Mutation factories of the browse pages; after success the caller reloads `keysToInvalidate('cartChanged')`. */
export const activityMutations = {
  /** Spec §7 add; `sleep` waits CART_ACTION_DELAY_MS first (spec §9), as the app's add does. */
  addToBasket: (api: ApiClient, target: BasketTarget, sleep?: Sleep) => ({
    mutationKey: ['addToBasket', target.userId, target.source] as const,
    mutationFn: async (items: readonly BasketItem[]) => {
      await sleep?.(CART_ACTION_DELAY_MS);
      return addBasketItems(api, target.userId, target.source, items);
    },
  }),
};
