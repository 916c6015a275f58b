import { z } from 'zod';
import { DISCOUNT_CODE_MAX_LENGTH } from '../cart/discounts';
import { lengthMessages } from '../errors/messages';
import { dataEnvelope } from './common';
import { anySourceSchema, idSchema, intBetween, queryNumber, requiredError, selectedUserIdQuery } from './fields';
import { cartSchema, creditTypeSchema, userCartSchema } from './cart';
import { basketItemPayloadSchema, legacyAddItemSchema } from './cartItemPayload';
import { paginatedEnvelope, paginationQuerySchema } from './pagination';

// Spec §7 Cart calls. The checkout cart lives at /api/checkout/cart (ARCHITECTURE "Interfaces to keep stable").

/** GET and DELETE /api/checkout/cart query: selected_user_id. */
export const checkoutCartQuerySchema = z.object({ selected_user_id: selectedUserIdQuery });
/** Response of every checkout-cart call and of POST /api/credits/apply: the cart as now stored (spec §4). */
export const cartResponseSchema = dataEnvelope(cartSchema);

/** POST /api/checkout/cart/add body: items (older add payload), membership_user_id, selected_user_id. */
export const checkoutCartAddBodySchema = z.object({
  items: z.array(legacyAddItemSchema).min(1, 'Add at least one item'),
  membership_user_id: idSchema.nullish(),
  selected_user_id: idSchema.nullish(),
});
export type CheckoutCartAddBody = z.infer<typeof checkoutCartAddBodySchema>;

/** POST /api/checkout/cart/remove query and body `{ cart_item_ids }`. */
export const checkoutCartRemoveQuerySchema = z.object({
  membership_user_id: queryNumber(intBetween(1)).nullish(),
  selected_user_id: selectedUserIdQuery,
});
/** POST /api/checkout/cart/remove body: cart_item_ids (spec §7). */
export const checkoutCartRemoveBodySchema = z.object({
  cart_item_ids: z.array(idSchema).min(1, 'Choose at least one item'),
});

/** Params of PUT /api/checkout/cart/{cartItemId} and the item, benefit and package removals. */
export const cartItemParamsSchema = z.object({ cartItemId: queryNumber(intBetween(1)) });

/** PUT /api/checkout/cart/{cartItemId} body: options (spec §5: quantity >= 1) and selected_user_id. */
export const cartItemUpdateBodySchema = z.object({
  options: z.looseObject({ quantity: intBetween(1) }),
  selected_user_id: idSchema.nullish(),
});
export type CartItemUpdateBody = z.infer<typeof cartItemUpdateBodySchema>;

/** Params of /api/v1/users/{userId}/carts/{source}/items (spec §7; userId is the authenticated user). */
export const userCartParamsSchema = z.object({ userId: queryNumber(intBetween(1)), source: anySourceSchema });
/** Params of DELETE /api/v1/users/{userId}/carts/{source}/items/{cartItemId} (spec §7). */
export const userCartItemParamsSchema = userCartParamsSchema.extend({ cartItemId: queryNumber(intBetween(1)) });

/** POST /api/v1/users/{userId}/carts/{source}/items body: items per the basket item payload (spec §3/§5). */
export const userCartItemsBodySchema = z.object({
  items: z.array(basketItemPayloadSchema).min(1, 'Add at least one item'),
});
export type UserCartItemsBody = z.infer<typeof userCartItemsBodySchema>;
/** Add-to-basket from camp and course pages (source 'activity-booking'): body `{ data: { items } }` (spec §7). */
export const activityBookingAddBodySchema = z.object({ data: userCartItemsBodySchema });
/** Response of the new cart API's calls: the cart as now stored. */
export const userCartResponseSchema = dataEnvelope(userCartSchema);

/** Spec §5 cart list query: page, per_page 1-100. */
export const cartListQuerySchema = paginationQuerySchema;
/** Cart list response (spec §5): a page of carts. */
export const cartListResponseSchema = paginatedEnvelope(userCartSchema);

/**
 * DELETE /api/activities/{way}/remove/{cartItemId} params: spec §7 names benefit and package; the server answers 404
 * for a way that cannot be taken off a line.
 */
export const cartWayRemovalParamsSchema = cartItemParamsSchema.extend({ way: z.string().min(1).max(40) });

/** DELETE /api/activities/benefit/remove/{cartItemId} and /package/remove/{cartItemId} query (spec §7). */
export const cartBenefitRemovalQuerySchema = z.object({ source: anySourceSchema, selected_user_id: selectedUserIdQuery });

/** POST /api/credits/apply body: credits_to_reserve [{ amount, type }], cart_source, selected_user_id (spec §7). */
export const creditsApplyBodySchema = z.object({
  credits_to_reserve: z
    .array(z.object({ amount: intBetween(0), type: z.enum(creditTypeSchema.options, requiredError) }))
    .min(1, 'Choose a credit to apply'),
  cart_source: anySourceSchema,
  selected_user_id: idSchema.nullish(),
});
export type CreditsApplyBody = z.infer<typeof creditsApplyBodySchema>;

/** POST /api/checkout/cart/{cartItemId}/discount body (ours): the code to apply to that line. */
export const cartDiscountBodySchema = z.object({
  code: z.string(requiredError).trim().min(1, 'Required').max(DISCOUNT_CODE_MAX_LENGTH, lengthMessages.atMost(DISCOUNT_CODE_MAX_LENGTH)),
});
export type CartDiscountBody = z.infer<typeof cartDiscountBodySchema>;
