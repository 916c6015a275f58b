import type { z } from 'zod';
import type { basketItemPayloadSchema } from '../contract/cartItemPayload';
import type { AnySource } from '../contract/fields';
import type { Camelize } from '../text/camelCase';
import { snakeizeKeys } from '../text/caseKeys';
import { fieldErrorsOf } from '../errors/fieldErrors';
import { ApiError } from './apiError';
import type { ApiClient } from './createApiClient';

/** Spec §3 basket item payload, camelCase as the app builds it. */
export type BasketItem = Camelize<z.input<typeof basketItemPayloadSchema>>;

/**
 * POST /api/v1/users/{userId}/carts/{source}/items (spec §7 Cart): adds items to the user's basket. The body is
 * checked against the contract first (spec §5 add-to-cart rules), so a bad item fails as a 422 without a call. The
 * check's schema and the cart's calls load with the first add, not with the page (no zod or cart API on the first load).
 */
export async function addBasketItems(api: ApiClient, userId: number, source: AnySource, items: readonly BasketItem[]) {
  const [{ userCartItemsBodySchema }, { addUserCartItems }] = await Promise.all([import('../contract/cartRequests'), import('./cart.api')]);
  const checked = userCartItemsBodySchema.safeParse(snakeizeKeys({ items }));
  if (!checked.success) {
    throw new ApiError(422, checked.error.issues[0]?.message ?? 'Invalid', fieldErrorsOf(checked.error.issues, 'items'));
  }
  // The request itself (and the activity-booking `data` wrapper of spec §7) is the cart API's.
  return addUserCartItems(api, { userId, source }, items);
}
