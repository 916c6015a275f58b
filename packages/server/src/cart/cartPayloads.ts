import { activityBookingAddBodySchema, checkoutCartAddBodySchema, userCartItemsBodySchema, type BasketItemPayload } from '@courtside/core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldError } from '../auth/fieldError';
import { kindOfLegacy } from '../purchasables/registry';
import { cartMessages } from './cartMessages';
import type { SoldOutWant } from './soldOut';

// The add payloads of the cart routes as the basket reads them: the older payload's items, the new cart API's (bare or
// wrapped), and what one add wants — the key the sold-out memo and the waiting room read before validation.

type LegacyItems = z.infer<typeof checkoutCartAddBodySchema>['items'];

/**
 * Spec §7: the older add payload names what it buys by its cartable_type (a session as av2_booking or activity, a
 * package as pricing_option); the kind that answers to that name makes it a basket item payload. A type no kind
 * answers to is refused like an unsold kind (422 on the item's type).
 */
export const fromLegacy = (items: LegacyItems): BasketItemPayload[] =>
  items.map((item, index) => {
    const kind = kindOfLegacy(item.type);
    if (!kind) throw fieldError(`items.${index}.type`, cartMessages.notSellable);
    return { purchasable_id: item.id, purchasable_type: kind.type, quantity: item.options?.quantity ?? 1, purchased_for_user_id: item.purchased_for_user_id };
  });

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
  const known = parsed.success && parsed.data.items.every((item) => kindOfLegacy(item.type));
  return rawWant(known ? fromLegacy(parsed.data!.items) : undefined);
};
export const userAddWant = (request: FastifyRequest) => {
  const { source } = (request.params ?? {}) as { source?: unknown };
  return source === 'foh' ? undefined : rawWant(userCartItems(source, request.body).items);
};

/**
 * Whether a request line is an add whose one item the waiting room reads (a route with a `want`: the older add and the
 * new cart API's), for what does not read routes: the door asks its customer back soon (door.ts).
 */
export const addsAnItem = (method: string, target: string): boolean =>
  method === 'POST' && /^\/api\/(?:checkout\/cart\/add|v1\/users\/[^/?#]+\/carts\/[^/?#]+\/items)(?:[?#]|$)/.test(target);
