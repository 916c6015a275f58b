import { cartBenefitRemovalQuerySchema, cartDiscountBodySchema, cartItemParamsSchema, cartWayRemovalParamsSchema, creditsApplyBodySchema, messages } from '@courtside/core';
import { creditBarredByLink } from '../auth/authHook';
import { HttpError } from '../http/httpError';
import type { RoutePlugin } from '../http/routeDeps';
import { applyWay, changeDiscount, removeApplied, reserveCredits } from './cart.service';
import { cartOwnerOf } from './cartOwner';
import { cartReplies } from './cartReplies';

/**
 * What adjusts a basket's prices rather than its places (spec §7 Cart calls): a discount code on a line, a membership
 * benefit or package use taken off (and a package use applied again), and account credit reserved. Each answers the cart.
 */
export const cartAdjustmentRoutes: RoutePlugin = async (app, { config, services }) => {
  const { deps, answer, cartReply } = cartReplies({ config, services });

  // A discount code on one line (ours): applied (400 with the reason when refused) or taken off.
  app.post('/checkout/cart/:cartItemId/discount', { schema: { params: cartItemParamsSchema, body: cartDiscountBodySchema, response: cartReply } }, async (request) => {
    await changeDiscount(deps(request), cartOwnerOf(request), request.params.cartItemId, request.body.code);
    return answer(request);
  });
  app.delete('/checkout/cart/:cartItemId/discount', { schema: { params: cartItemParamsSchema, response: cartReply } }, async (request) => {
    await changeDiscount(deps(request), cartOwnerOf(request), request.params.cartItemId, null);
    return answer(request);
  });

  // Spec §7 benefit and package usage removal: the way to pay the path names (waysToPay/registry.ts) comes off the line.
  app.delete(
    '/activities/:way/remove/:cartItemId',
    { schema: { params: cartWayRemovalParamsSchema, querystring: cartBenefitRemovalQuerySchema, response: cartReply } },
    async (request) => {
      await removeApplied(deps(request), cartOwnerOf(request, request.query.source), request.params.cartItemId, request.params.way);
      return answer(request, request.query.source);
    },
  );

  // Apply package (ours): a package use taken off the line is taken to it again, where a package can still pay for it.
  app.post(
    '/activities/:way/apply/:cartItemId',
    { schema: { params: cartWayRemovalParamsSchema, querystring: cartBenefitRemovalQuerySchema, response: cartReply } },
    async (request) => {
      await applyWay(deps(request), cartOwnerOf(request, request.query.source), request.params.cartItemId, request.params.way);
      return answer(request, request.query.source);
    },
  );

  app.post('/credits/apply', { schema: { body: creditsApplyBodySchema, response: cartReply } }, async (request) => {
    // A checkout link uses the customer's credit only when its maker allowed it.
    if (creditBarredByLink(request)) throw new HttpError(403, messages.unauthorised);
    await reserveCredits(deps(request), cartOwnerOf(request, request.body.cart_source), request.body.credits_to_reserve);
    return answer(request, request.body.cart_source);
  });
};
