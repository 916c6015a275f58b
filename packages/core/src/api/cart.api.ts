import type { z } from 'zod';
import type { basketItemPayloadSchema } from '../contract/cartItemPayload';
import type { checkoutCartAddBodySchema, cartItemUpdateBodySchema, creditsApplyBodySchema } from '../contract/cartRequests';
import type { AnySource } from '../contract/fields';
import type { Camelize } from '../text/camelCase';
import type { ApiClient } from './createApiClient';

/** Spec §6/§7 per-call options: the checkout auth header on checkout pages (`isCheckoutRoute`), an abort signal. */
export interface CallOptions {
  checkoutAuth?: boolean;
  signal?: unknown;
}

/** A spec §7 path segment ({id}, {source}…), URI-encoded. */
export const segment = (value: string | number) => encodeURIComponent(String(value));

// ARCHITECTURE "Interfaces to keep stable": the checkout-URL cart is /api/checkout/cart (the client's base is /api).
const checkoutCartPath = '/checkout/cart';

/** GET /api/checkout/cart?selected_user_id= (spec §7 Cart): the basket as stored. */
export async function fetchCheckoutCart(api: ApiClient, selectedUserId?: number | null, options: CallOptions = {}) {
  const query = { selected_user_id: selectedUserId };
  return (await api.request(checkoutCartPath, { schema: 'cartResponseSchema', query, ...options })).data;
}
/** Spec §3 Cart, camelCase, as the checkout-URL cart calls answer it. */
export type Cart = Awaited<ReturnType<typeof fetchCheckoutCart>>;

/** DELETE /api/checkout/cart?selected_user_id= (spec §7 Cart "clear all"): answers the emptied cart. */
export async function clearCheckoutCart(api: ApiClient, selectedUserId?: number | null, options: CallOptions = {}) {
  const query = { selected_user_id: selectedUserId };
  return (await api.request(checkoutCartPath, { method: 'DELETE', schema: 'cartResponseSchema', query, ...options })).data;
}

/** Spec §7 POST /api/checkout/cart/add body, camelCase: items, membershipUserId, selectedUserId. */
export type CheckoutCartAddInput = Camelize<z.input<typeof checkoutCartAddBodySchema>>;

/** POST /api/checkout/cart/add (spec §7 Cart): answers the cart with the items added. */
export async function addToCheckoutCart(api: ApiClient, body: CheckoutCartAddInput, options: CallOptions = {}) {
  return (await api.request(`${checkoutCartPath}/add`, { method: 'POST', schema: 'cartResponseSchema', body, ...options })).data;
}

/** Spec §7 POST /api/checkout/cart/remove: the items to remove, for whom. */
export interface CheckoutCartRemoveInput {
  cartItemIds: readonly number[];
  membershipUserId?: number | null;
  selectedUserId?: number | null;
}

/** POST /api/checkout/cart/remove?membership_user_id=&selected_user_id= body cart_item_ids (spec §7 Cart). */
export async function removeFromCheckoutCart(api: ApiClient, input: CheckoutCartRemoveInput, options: CallOptions = {}) {
  const query = { membership_user_id: input.membershipUserId, selected_user_id: input.selectedUserId };
  const body = { cartItemIds: input.cartItemIds };
  return (await api.request(`${checkoutCartPath}/remove`, { method: 'POST', schema: 'cartResponseSchema', query, body, ...options }))
    .data;
}

/** Spec §7 PUT /api/checkout/cart/{cartItemId} body, camelCase: options (quantity >= 1) and selectedUserId. */
export type CartItemUpdateInput = Camelize<z.input<typeof cartItemUpdateBodySchema>>;

/** PUT /api/checkout/cart/{cartItemId} (spec §7 Cart): answers the cart with the item updated. */
export async function updateCheckoutCartItem(
  api: ApiClient,
  cartItemId: number,
  body: CartItemUpdateInput,
  options: CallOptions = {},
) {
  const path = `${checkoutCartPath}/${segment(cartItemId)}`;
  return (await api.request(path, { method: 'PUT', schema: 'cartResponseSchema', body, ...options })).data;
}

/** Spec §3/§5 basket item payload, camelCase. */
export type BasketItemInput = Camelize<z.input<typeof basketItemPayloadSchema>>;

/**
 * Spec §7: the body of POST /api/v1/users/{userId}/carts/{source}/items — `{ items }`, except that the
 * camp and course pages' source 'activity-booking' wraps it as `{ data: { items } }`.
 */
export function userCartItemsBody(source: AnySource, items: readonly BasketItemInput[]) {
  return source === 'activity-booking' ? { data: { items } } : { items };
}

/** Which user cart: userId is the authenticated user (spec §6 "The basket call uses the authenticated user id"). */
export interface UserCartRef {
  userId: number;
  source: AnySource;
}

const userCartItemsPath = ({ userId, source }: UserCartRef) => `/v1/users/${segment(userId)}/carts/${segment(source)}/items`;

/** POST /api/v1/users/{userId}/carts/{source}/items (spec §7 Cart): answers the user cart (new cart API). */
export async function addUserCartItems(
  api: ApiClient,
  cart: UserCartRef,
  items: readonly BasketItemInput[],
  options: CallOptions = {},
) {
  const body = userCartItemsBody(cart.source, items);
  return (await api.request(userCartItemsPath(cart), { method: 'POST', schema: 'userCartResponseSchema', body, ...options })).data;
}
/** The cart of the new cart API (spec §3 server-side cart item types), camelCase. */
export type UserCart = Awaited<ReturnType<typeof addUserCartItems>>;

/** DELETE /api/v1/users/{userId}/carts/{source}/items/{cartItemId} (spec §7 Cart): answers the user cart. */
export async function removeUserCartItem(api: ApiClient, cart: UserCartRef, cartItemId: number, options: CallOptions = {}) {
  const path = `${userCartItemsPath(cart)}/${segment(cartItemId)}`;
  return (await api.request(path, { method: 'DELETE', schema: 'userCartResponseSchema', ...options })).data;
}

/** Spec §7 query of the benefit and package-usage removals. */
export interface CartRemovalContext {
  source: AnySource;
  selectedUserId?: number | null;
}

async function removeApplied(api: ApiClient, kind: 'benefit' | 'package', cartItemId: number, context: CartRemovalContext, options: CallOptions) {
  const path = `/activities/${kind}/remove/${segment(cartItemId)}`;
  const query = { source: context.source, selected_user_id: context.selectedUserId };
  return (await api.request(path, { method: 'DELETE', schema: 'cartResponseSchema', query, ...options })).data;
}

/** DELETE /api/activities/benefit/remove/{cartItemId}?source=&selected_user_id= (spec §7): answers the cart (§4). */
export function removeCartBenefit(api: ApiClient, cartItemId: number, context: CartRemovalContext, options: CallOptions = {}) {
  return removeApplied(api, 'benefit', cartItemId, context, options);
}

/** DELETE /api/activities/package/remove/{cartItemId}?source=&selected_user_id= (spec §7): answers the cart (§4). */
export function removeCartPackage(api: ApiClient, cartItemId: number, context: CartRemovalContext, options: CallOptions = {}) {
  return removeApplied(api, 'package', cartItemId, context, options);
}

/**
 * POST /api/activities/package/apply/{cartItemId}?source=&selected_user_id= (ours, after Remove package usage): a package
 * use pays for the line again; answers the cart (422 when no package held can pay for it).
 */
export async function applyCartPackage(api: ApiClient, cartItemId: number, context: CartRemovalContext, options: CallOptions = {}) {
  const query = { source: context.source, selected_user_id: context.selectedUserId };
  return (await api.request(`/activities/package/apply/${segment(cartItemId)}`, { method: 'POST', schema: 'cartResponseSchema', query, ...options })).data;
}

/** POST /api/checkout/cart/{cartItemId}/discount (ours): a discount code on that line; answers the cart. */
export async function applyCartDiscount(api: ApiClient, cartItemId: number, code: string, options: CallOptions = {}) {
  return (await api.request(`/checkout/cart/${segment(cartItemId)}/discount`, { method: 'POST', schema: 'cartResponseSchema', body: { code }, ...options })).data;
}

/** DELETE /api/checkout/cart/{cartItemId}/discount (ours): takes the code off; answers the cart. */
export async function removeCartDiscount(api: ApiClient, cartItemId: number, options: CallOptions = {}) {
  return (await api.request(`/checkout/cart/${segment(cartItemId)}/discount`, { method: 'DELETE', schema: 'cartResponseSchema', ...options })).data;
}

/** Spec §7 POST /api/credits/apply body, camelCase: creditsToReserve [{ amount, type }], cartSource, selectedUserId. */
export type CreditsApplyInput = Camelize<z.input<typeof creditsApplyBodySchema>>;

/** POST /api/credits/apply (spec §7 Cart): reserves credit against the cart; answers the cart. */
export async function applyCredits(api: ApiClient, body: CreditsApplyInput, options: CallOptions = {}) {
  return (await api.request('/credits/apply', { method: 'POST', schema: 'cartResponseSchema', body, ...options })).data;
}
