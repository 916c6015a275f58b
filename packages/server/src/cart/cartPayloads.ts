import { activityBookingAddBodySchema, checkoutCartAddBodySchema, userCartItemsBodySchema, type BasketItemPayload } from '@courtside/core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { SoldOutWant } from './soldOut';

// The add payloads of the cart routes as the basket reads them: the older payload's items, the new cart API's (bare or
// wrapped), and what one add wants — the key the sold-out memo and the waiting room read before validation.

/** Spec §7: the older add payload names a session by id; it becomes the basket item payload. */
export const fromLegacy = (items: z.infer<typeof checkoutCartAddBodySchema>['items']): BasketItemPayload[] =>
  items.map((item) => ({
    purchasable_id: item.id,
    purchasable_type: item.type === 'av2_booking' || item.type === 'activity' ? 'occurrence' : 'pricing_option',
    quantity: item.options?.quantity ?? 1,
    purchased_for_user_id: item.purchased_for_user_id,
  }));

/** What an add of one item wants, on its channel (the sold-out memo's key; cart/soldOut.ts). */
export const wantOf = (channel: string, items: readonly BasketItemPayload[]): SoldOutWant | undefined =>
  items.length === 1 ? { channel, item: items[0]! } : undefined;

/** The items of a new-cart-API add (spec §7: the camp and course pages wrap them as { data: { items } }). */
export const userCartItems = (source: unknown, body: unknown) => {
  const parsed = (source === 'activity-booking' ? activityBookingAddBodySchema : userCartItemsBodySchema).safeParse(body);
  return parsed.success ? { items: ('data' in parsed.data ? parsed.data.data : parsed.data).items } : { issues: parsed.error.issues };
};

/**
 * The waiting room's reading of an add from a customer known to it, before validation and before their session is
 * looked up (http/waitingRoom.ts): its one item, on the customer's channel (online — the till is staff's).
 */
const rawWant = (items: readonly BasketItemPayload[] | undefined) => (items ? wantOf('online', items) : undefined);
export const legacyAddWant = (request: FastifyRequest) => {
  const parsed = checkoutCartAddBodySchema.safeParse(request.body);
  return rawWant(parsed.success ? fromLegacy(parsed.data.items) : undefined);
};
export const userAddWant = (request: FastifyRequest) => {
  const { source } = (request.params ?? {}) as { source?: unknown };
  return source === 'foh' ? undefined : rawWant(userCartItems(source, request.body).items);
};
