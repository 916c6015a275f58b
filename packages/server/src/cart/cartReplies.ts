import { cartResponseSchema, type AnySource } from '@courtside/core';
import type { FastifyRequest } from 'fastify';
import { creditBarredByLink } from '../auth/authHook';
import type { RouteDeps } from '../http/routeDeps';
import type { CartWithCredit } from './cart.repo';
import { currentCart, type CartDeps } from './cart.service';
import { cartOwnerOf } from './cartOwner';
import { toCheckoutCart } from './cartView';
import { applicableWays } from '../waysToPay/registry';

/** What the checkout-URL cart routes share: the basket services' deps for a request, and the cart they answer. */
export function cartReplies({ config, services }: Pick<RouteDeps, 'config' | 'services'>) {
  /** The basket services' deps for a request: its tenant-bound database (request.ctx). */
  const deps = (request: FastifyRequest): CartDeps => ({ scope: request.ctx.db, now: services.now, holdMinutes: config.cartHoldMinutes, events: services.events, tenant: request.ctx.tenant });
  /** The caller's cart as spec §7 answers it (`known`: the cart a write just loaded, so it is not read again). */
  const answer = async (request: FastifyRequest, source?: AnySource, known?: CartWithCredit) => {
    const loaded = await currentCart(deps(request), cartOwnerOf(request, source), known);
    const applicable = await applicableWays(request.ctx.db, loaded.lines, services.now());
    // A checkout link without credit neither sees nor offers the customer's credit.
    return { data: toCheckoutCart(creditBarredByLink(request) ? { ...loaded, creditBalance: 0 } : loaded, applicable) };
  };
  return { deps, answer, cartReply: { 200: cartResponseSchema } };
}
