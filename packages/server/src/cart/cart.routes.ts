import {
  cartItemParamsSchema,
  cartItemUpdateBodySchema,
  checkoutCartAddBodySchema,
  checkoutCartQuerySchema,
  checkoutCartRemoveBodySchema,
  checkoutCartRemoveQuerySchema,
  messages,
  userCartItemParamsSchema,
  userCartParamsSchema,
  userCartResponseSchema,
  type AnySource,
  type BasketItemPayload,
} from '@courtside/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fieldError } from '../auth/fieldError';
import { waitingSubject, type AdmissionConfig } from '../http/waitingRoom';
import { requireCustomer } from '../auth/customerContext';
import { HttpError, RequestValidationError } from '../http/httpError';
import type { RoutePlugin } from '../http/routeDeps';
import type { CartOwner, CartWithCredit } from './cart.repo';
import { cartOwnerOf } from './cartOwner';
import { addItems, clearCart, currentCart, removeItems, updateQuantity } from './cart.service';
import { cartReplies } from './cartReplies';
import { toUserCart } from './cartView';
import { fromLegacy, legacyAddWant, userAddWant, userCartItems, wantOf } from './cartPayloads';
import { isFullRefusal, keepRefusal } from './soldOut';

/** Spec §7 Cart calls: the checkout-URL cart (/api/checkout/cart), the new cart API and credits. */
export const cartRoutes: RoutePlugin = async (app, { config, services }) => {
  /** The cart services' deps for a request: its tenant-bound database (request.ctx). */
  const { deps, answer, cartReply } = cartReplies({ config, services });
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
      if (want && isFullRefusal(error)) await keepRefusal(services.soldOut, request.ctx.db, request.ctx.now, want);
      throw error;
    }
  };
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
