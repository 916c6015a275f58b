import { ApiError } from '../api/apiError';
import {
  addToCheckoutCart,
  addUserCartItems,
  applyCredits,
  clearCheckoutCart,
  fetchCheckoutCart,
  removeCartBenefit,
  removeCartPackage,
  applyCartPackage,
  applyCartDiscount,
  removeCartDiscount,
  removeFromCheckoutCart,
  removeUserCartItem,
  updateCheckoutCartItem,
  type BasketItemInput,
  type CallOptions,
  type Cart,
  type CartItemUpdateInput,
  type CartRemovalContext,
  type CheckoutCartAddInput,
  type CheckoutCartRemoveInput,
  type CreditsApplyInput,
  type UserCartRef,
} from '../api/cart.api';
import type { ApiClient } from '../api/createApiClient';
import type { CartEvent, CartFlags } from '../cart/cartReducer';
import { cartMessages, discountMessages } from '../errors/basketMessages';
import { specMessages as messages } from '../errors/specMessages';
import type { Sleep } from './accountQueries';
import { keysToInvalidate, queryKeys } from './queryKeys';
import { CART_ACTION_DELAY_MS } from '../cart/cartActionDelay';
import { invalidateKeys, type QueryInvalidator } from './invalidateKeys';


/** Spec §8: a failed call's toast text — the ApiError's (server text or status default), else the generic toast. */
export function toastErrorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : messages.genericToast;
}

/** Query keys of the spec §7 cart reads: the checkout-URL cart sits under the cart root as source 'checkout'. */
export const cartKeys = {
  checkout: (selectedUserId?: number | null) => queryKeys.cart('checkout', selectedUserId ?? null),
};

/** Options of the checkout-cart read (spec §6/§7). */
export interface CartQueryOptions {
  selectedUserId?: number | null;
  checkoutAuth?: boolean;
}

/**
 * How long a basket read stays fresh: a part of the page that shows up within it (the app taking over a page that
 * carries the basket) reads it rather than asking again. Every change made here replaces the basket or reloads it at
 * once (spec §4: an add, a payment, a login), whatever its age.
 */
export const BASKET_FRESH_MS = 5000;

/** Query-core option factories for the cart (spec §7 Cart); a failed load shows spec §8 'Failed to load your shopping basket…'. */
export const cartQueries = {
  checkoutCart: (api: ApiClient, { selectedUserId = null, checkoutAuth = false }: CartQueryOptions = {}) => ({
    queryKey: cartKeys.checkout(selectedUserId),
    queryFn: ({ signal }: { signal?: unknown } = {}) => fetchCheckoutCart(api, selectedUserId, { checkoutAuth, signal }),
    staleTime: BASKET_FRESH_MS,
    meta: { errorMessage: messages.basketLoadFailed },
  }),
};

/** How cart mutations reach the cart store: its dispatch (spec §4 replace the cart, then sync credit payments). */
export interface CartMutationOptions {
  checkoutAuth?: boolean;
  dispatch?: (event: CartEvent<Cart>) => void;
  /** Waits before add and remove (spec §9 CART_ACTION_DELAY_MS); the app passes its timer, tests leave it out. */
  sleep?: Sleep;
}

export { CART_ACTION_DELAY_MS };
const delayed = async (options: { sleep?: Sleep }) => options.sleep?.(CART_ACTION_DELAY_MS);

const callOptions = (options: CartMutationOptions): CallOptions => ({ checkoutAuth: options.checkoutAuth });

/** Spec §4: the cart in the response replaces the stored one (remove keeps only credit payments), then cart data reloads. */
function replacesCart(client: QueryInvalidator, options: CartMutationOptions, type: 'cartReplaced' | 'itemRemoved') {
  return (cart: Cart) => {
    options.dispatch?.({ type, cart });
    return invalidateKeys(client, keysToInvalidate('cartChanged'));
  };
}

/** Spec §3 adding/removing flags around a call, when a store is given. */
function flagWhilePending(options: CartMutationOptions, flag: keyof CartFlags) {
  return {
    onMutate: () => options.dispatch?.({ type: 'flagChanged', flag, value: true }),
    onSettled: () => options.dispatch?.({ type: 'flagChanged', flag, value: false }),
  };
}

const reloadCartData = (client: QueryInvalidator) => () => invalidateKeys(client, keysToInvalidate('cartChanged'));

/** Spec §7 PUT /api/checkout/cart/{cartItemId} variables. */
export interface CartItemUpdateVariables {
  cartItemId: number;
  body: CartItemUpdateInput;
}
/** Spec §7 benefit or package-usage removal variables. */
export interface CartRemovalVariables extends CartRemovalContext {
  cartItemId: number;
}

/**
 * Mutation factories for the cart (spec §4 Cart, §7, §8): `mutationFn` answers the cart; on success the
 * store gets it (when `dispatch` is given) and spec §4 'cartChanged' keys reload; `successMessage` is the §8 toast.
 */
export const cartMutations = {
  add: (api: ApiClient, client: QueryInvalidator, options: CartMutationOptions = {}) => ({
    mutationFn: async (input: CheckoutCartAddInput) => {
      await delayed(options);
      return addToCheckoutCart(api, input, callOptions(options));
    },
    ...flagWhilePending(options, 'addingToCart'),
    onSuccess: replacesCart(client, options, 'cartReplaced'),
    successMessage: messages.cartAdded,
    errorMessage: toastErrorMessage,
  }),
  remove: (api: ApiClient, client: QueryInvalidator, options: CartMutationOptions = {}) => ({
    mutationFn: async (input: CheckoutCartRemoveInput) => {
      await delayed(options);
      return removeFromCheckoutCart(api, input, callOptions(options));
    },
    ...flagWhilePending(options, 'removingFromCart'),
    onSuccess: replacesCart(client, options, 'itemRemoved'),
    successMessage: messages.cartRemoved,
    errorMessage: toastErrorMessage,
  }),
  update: (api: ApiClient, client: QueryInvalidator, options: CartMutationOptions = {}) => ({
    mutationFn: ({ cartItemId, body }: CartItemUpdateVariables) => updateCheckoutCartItem(api, cartItemId, body, callOptions(options)),
    onSuccess: replacesCart(client, options, 'cartReplaced'),
    successMessage: messages.cartUpdated,
    errorMessage: toastErrorMessage,
  }),
  clear: (api: ApiClient, client: QueryInvalidator, options: CartMutationOptions = {}) => ({
    mutationFn: (selectedUserId?: number | null) => clearCheckoutCart(api, selectedUserId, callOptions(options)),
    onSuccess: replacesCart(client, options, 'cartReplaced'),
    successMessage: messages.orderCleared,
    errorMessage: toastErrorMessage,
  }),
  removeBenefit: (api: ApiClient, client: QueryInvalidator, options: CartMutationOptions = {}) => ({
    mutationFn: ({ cartItemId, ...context }: CartRemovalVariables) => removeCartBenefit(api, cartItemId, context, callOptions(options)),
    onSuccess: replacesCart(client, options, 'cartReplaced'),
    successMessage: messages.benefitRemoved,
    errorMessage: toastErrorMessage,
  }),
  removePackage: (api: ApiClient, client: QueryInvalidator, options: CartMutationOptions = {}) => ({
    mutationFn: ({ cartItemId, ...context }: CartRemovalVariables) => removeCartPackage(api, cartItemId, context, callOptions(options)),
    onSuccess: replacesCart(client, options, 'cartReplaced'),
    successMessage: messages.packageRemoved,
    errorMessage: toastErrorMessage,
  }),
  /** Apply package (ours): a package use pays for the line again; a refusal's 422 message is the toast. */
  applyPackage: (api: ApiClient, client: QueryInvalidator, options: CartMutationOptions = {}) => ({
    mutationFn: ({ cartItemId, ...context }: CartRemovalVariables) => applyCartPackage(api, cartItemId, context, callOptions(options)),
    onSuccess: replacesCart(client, options, 'cartReplaced'),
    successMessage: cartMessages.packageApplied,
    errorMessage: toastErrorMessage,
  }),
  /** A discount code on a line: the refusal's 400 message is the toast (spec §8 'Discount'). */
  applyDiscount: (api: ApiClient, client: QueryInvalidator, options: CartMutationOptions = {}) => ({
    mutationFn: ({ cartItemId, code }: { cartItemId: number; code: string }) => applyCartDiscount(api, cartItemId, code, callOptions(options)),
    onSuccess: replacesCart(client, options, 'cartReplaced'),
    successMessage: discountMessages.applied,
    errorMessage: toastErrorMessage,
  }),
  removeDiscount: (api: ApiClient, client: QueryInvalidator, options: CartMutationOptions = {}) => ({
    mutationFn: ({ cartItemId }: { cartItemId: number }) => removeCartDiscount(api, cartItemId, callOptions(options)),
    onSuccess: replacesCart(client, options, 'cartReplaced'),
    successMessage: discountMessages.removed,
    errorMessage: toastErrorMessage,
  }),
  /** New cart API: answers the user cart (another shape), so the basket reloads instead of being replaced (spec §4). */
  addUserItems: (api: ApiClient, client: QueryInvalidator, options: CartMutationOptions = {}) => ({
    mutationFn: ({ cart, items }: { cart: UserCartRef; items: readonly BasketItemInput[] }) =>
      addUserCartItems(api, cart, items, callOptions(options)),
    ...flagWhilePending(options, 'addingToCart'),
    onSuccess: reloadCartData(client),
    successMessage: messages.cartAdded,
    errorMessage: toastErrorMessage,
  }),
  removeUserItem: (api: ApiClient, client: QueryInvalidator, options: CartMutationOptions = {}) => ({
    mutationFn: ({ cart, cartItemId }: { cart: UserCartRef; cartItemId: number }) =>
      removeUserCartItem(api, cart, cartItemId, callOptions(options)),
    ...flagWhilePending(options, 'removingFromCart'),
    onSuccess: reloadCartData(client),
    successMessage: messages.cartRemoved,
    errorMessage: toastErrorMessage,
  }),
  /** Spec §4 does not list credits among the cart replacements: the cart data reloads; §8 texts either way. */
  applyCredits: (api: ApiClient, client: QueryInvalidator, options: CartMutationOptions = {}) => ({
    mutationFn: (input: CreditsApplyInput) => applyCredits(api, input, callOptions(options)),
    onSuccess: reloadCartData(client),
    successMessage: messages.creditApplied,
    errorMessage: (_error: unknown) => messages.creditFailed,
  }),
};
