import {
  activityBookingAddBodySchema,
  cartBenefitRemovalQuerySchema,
  cartDiscountBodySchema,
  cartItemParamsSchema,
  cartItemUpdateBodySchema,
  cartResponseSchema,
  checkoutCartAddBodySchema,
  checkoutCartQuerySchema,
  checkoutCartRemoveBodySchema,
  checkoutCartRemoveQuerySchema,
  creditsApplyBodySchema,
  messages,
  userCartItemParamsSchema,
  userCartItemsBodySchema,
  userCartParamsSchema,
  userCartResponseSchema,
  type AnySource,
  type BasketItemPayload,
} from '@courtside/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { creditBarredByLink } from '../auth/authHook';
import { fieldError } from '../auth/fieldError';
import { waitingSubject, type AdmissionConfig } from '../http/waitingRoom';
import { requireCustomer } from '../auth/customerContext';
import { HttpError, RequestValidationError } from '../http/httpError';
import type { RoutePlugin } from '../http/routeDeps';
import type { CartOwner, CartWithCredit } from './cart.repo';
import { cartOwnerOf } from './cartOwner';
import { addItems, changeDiscount, clearCart, currentCart, removeApplied, removeItems, reserveCredits, updateQuantity, type CartDeps } from './cart.service';
import { toCheckoutCart, toUserCart } from './cartView';
import { isFullRefusal, keepRefusal, type SoldOutWant } from './soldOut';

/** Spec §7: the older add payload names a session by id; it becomes the basket item payload. */
const fromLegacy = (items: z.infer<typeof checkoutCartAddBodySchema>['items']): BasketItemPayload[] =>
  items.map((item) => ({
    purchasable_id: item.id,
    purchasable_type: item.type === 'av2_booking' || item.type === 'activity' ? 'occurrence' : 'pricing_option',
    quantity: item.options?.quantity ?? 1,
    purchased_for_user_id: item.purchased_for_user_id,
  }));

/** What an add of one item wants, on its channel (the sold-out memo's key; cart/soldOut.ts). */
const wantOf = (channel: string, items: readonly BasketItemPayload[]): SoldOutWant | undefined =>
  items.length === 1 ? { channel, item: items[0]! } : undefined;

/** The items of a new-cart-API add (spec §7: the camp and course pages wrap them as { data: { items } }). */
const userCartItems = (source: unknown, body: unknown) => {
  const parsed = (source === 'activity-booking' ? activityBookingAddBodySchema : userCartItemsBodySchema).safeParse(body);
  return parsed.success ? { items: ('data' in parsed.data ? parsed.data.data : parsed.data).items } : { issues: parsed.error.issues };
};

/**
 * The waiting room's reading of an add from a customer known to it, before validation and before their session is
 * looked up (http/waitingRoom.ts): its one item, on the customer's channel (online — the till is staff's).
 */
const rawWant = (items: readonly BasketItemPayload[] | undefined) => (items ? wantOf('online', items) : undefined);
const legacyAddWant = (request: FastifyRequest) => {
  const parsed = checkoutCartAddBodySchema.safeParse(request.body);
  return rawWant(parsed.success ? fromLegacy(parsed.data.items) : undefined);
};
const userAddWant = (request: FastifyRequest) => {
  const { source } = (request.params ?? {}) as { source?: unknown };
  return source === 'foh' ? undefined : rawWant(userCartItems(source, request.body).items);
};

/** Spec §7 Cart calls: the checkout-URL cart (/api/checkout/cart), the new cart API and credits. */
export const cartRoutes: RoutePlugin = async (app, { config, services }) => {
  /** The cart services' deps for a request: its tenant-bound database (request.ctx). */
  const deps = (request: FastifyRequest): CartDeps => ({ scope: request.ctx.db, now: services.now, holdMinutes: config.cartHoldMinutes });
  // Adds and quantity changes claim places: a few at a time (fewer than the pool's 10 connections), in arrival order,
  // so a burst for one session answers its first buyers at once (docs/performance.md, booking race). Past the queue an
  // add waits in the waiting room instead, with its place in line (http/waitingRoom.ts).
  const admission = services.admission.adding;
  /**
   * An add: its claims in turn — unless adds are queueing and its one item was found full a moment ago, when the buyer
   * is told so at once instead of queueing to hear it (services.soldOut; the opening rush). With nobody queueing the
   * claim runs at once and is exact (a hold that has just lapsed is sold again). A full refusal is kept. Past the queue
   * the add is answered with its place in the waiting room instead (429, nothing claimed); someone in the waiting room
   * asking for what has just sold out is told so at once rather than waiting for their turn to hear it.
   */
  const adding = async <T>(request: FastifyRequest, owner: CartOwner, items: readonly BasketItemPayload[], reply: (known: CartWithCredit) => Promise<T>): Promise<T> => {
    const customer = requireCustomer(request);
    const tenantId = request.ctx.tenant.id;
    const want = wantOf(owner.source, items);
    if (want && admission.busy() && services.soldOut.refuses(tenantId, want.channel, want.item)) {
      admission.room.leave(waitingSubject(request));
      throw fieldError('items.0', messages.sessionFull);
    }
    try {
      return await admission(
        request,
        async () => reply(await addItems(deps(request), owner, customer, items)),
        want,
      );
    } catch (error) {
      if (want && isFullRefusal(error)) await keepRefusal(services.soldOut, request.ctx.db, services.now(), want);
      throw error;
    }
  };
  const answer = async (request: FastifyRequest, source?: AnySource, known?: CartWithCredit) => {
    const loaded = await currentCart(deps(request), cartOwnerOf(request, source), known);
    // A checkout link without credit neither sees nor offers the customer's credit.
    return { data: toCheckoutCart(creditBarredByLink(request) ? { ...loaded, creditBalance: 0 } : loaded) };
  };
  const cartReply = { 200: cartResponseSchema };
  /** Routes that claim places: behind the adds' waiting room, checked before the session lookup (http/waitingRoom.ts). */
  const claimsPlaces: AdmissionConfig = { admission: 'adding' };

  app.get('/checkout/cart', { schema: { querystring: checkoutCartQuerySchema, response: cartReply } }, (request) => answer(request));
  app.delete('/checkout/cart', { schema: { querystring: checkoutCartQuerySchema, response: cartReply } }, async (request) => {
    await clearCart(deps(request), cartOwnerOf(request));
    return answer(request);
  });
  app.post('/checkout/cart/add', { schema: { body: checkoutCartAddBodySchema, response: cartReply }, config: { ...claimsPlaces, want: legacyAddWant } }, async (request) => {
    return adding(request, cartOwnerOf(request), fromLegacy(request.body.items), (known) => answer(request, undefined, known));
  });
  app.post(
    '/checkout/cart/remove',
    { schema: { querystring: checkoutCartRemoveQuerySchema, body: checkoutCartRemoveBodySchema, response: cartReply } },
    async (request) => {
      await removeItems(deps(request), cartOwnerOf(request), request.body.cart_item_ids);
      return answer(request);
    },
  );
  app.put('/checkout/cart/:cartItemId', { schema: { params: cartItemParamsSchema, body: cartItemUpdateBodySchema, response: cartReply }, config: claimsPlaces }, async (request) => {
    return admission(request, async () => {
      await updateQuantity(deps(request), cartOwnerOf(request), request.params.cartItemId, request.body.options.quantity);
      return answer(request);
    });
  });

  // A discount code on one line (ours): applied (400 with the reason when refused) or taken off.
  app.post('/checkout/cart/:cartItemId/discount', { schema: { params: cartItemParamsSchema, body: cartDiscountBodySchema, response: cartReply } }, async (request) => {
    await changeDiscount(deps(request), cartOwnerOf(request), request.params.cartItemId, request.body.code);
    return answer(request);
  });
  app.delete('/checkout/cart/:cartItemId/discount', { schema: { params: cartItemParamsSchema, response: cartReply } }, async (request) => {
    await changeDiscount(deps(request), cartOwnerOf(request), request.params.cartItemId, null);
    return answer(request);
  });

  for (const kind of ['benefit', 'package'] as const) {
    app.delete(
      `/activities/${kind}/remove/:cartItemId`,
      { schema: { params: cartItemParamsSchema, querystring: cartBenefitRemovalQuerySchema, response: cartReply } },
      async (request) => {
        await removeApplied(deps(request), cartOwnerOf(request, request.query.source), request.params.cartItemId, kind);
        return answer(request, request.query.source);
      },
    );
  }

  app.post('/credits/apply', { schema: { body: creditsApplyBodySchema, response: cartReply } }, async (request) => {
    // A checkout link uses the customer's credit only when its maker allowed it.
    if (creditBarredByLink(request)) throw new HttpError(403, messages.unauthorised);
    await reserveCredits(deps(request), cartOwnerOf(request, request.body.cart_source), request.body.credits_to_reserve);
    return answer(request, request.body.cart_source);
  });

  /** The new cart API names the user: it must be the authenticated one (spec §6). */
  const userCartOwner = (request: FastifyRequest<{ Params: { userId: number; source: AnySource } }>) => {
    if (requireCustomer(request).userId !== request.params.userId) throw new HttpError(403, messages.unauthorised);
    return cartOwnerOf(request, request.params.source);
  };
  const userAnswer = async (request: FastifyRequest, owner: CartOwner, source: AnySource, known?: CartWithCredit) => ({
    data: toUserCart(await currentCart(deps(request), owner, known), source),
  });

  app.post(
    '/v1/users/:userId/carts/:source/items',
    { schema: { params: userCartParamsSchema, body: z.unknown(), response: { 200: userCartResponseSchema } }, config: { ...claimsPlaces, want: userAddWant } },
    async (request) => {
      const owner = userCartOwner(request);
      const { items, issues } = userCartItems(request.params.source, request.body);
      if (!items) throw new RequestValidationError(issues, 'body');
      return adding(request, owner, items, (known) => userAnswer(request, owner, request.params.source, known));
    },
  );
  app.delete(
    '/v1/users/:userId/carts/:source/items/:cartItemId',
    { schema: { params: userCartItemParamsSchema, response: { 200: userCartResponseSchema } } },
    async (request) => {
      const owner = userCartOwner(request);
      await removeItems(deps(request), owner, [request.params.cartItemId]);
      return userAnswer(request, owner, request.params.source);
    },
  );
};
