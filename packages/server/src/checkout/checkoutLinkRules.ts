import type { FastifyRequest } from 'fastify';
import { checkoutLinkOf, creditBarredByLink } from '../auth/authHook';
import type { LoadedCart } from '../cart/cart.repo';
import { HttpError } from '../http/httpError';
import { checkoutMessages } from './checkout.service';
import { markCheckoutLinkPaid } from './checkoutLinks.repo';

// A checkout link pays the basket it was made for, as it was then, once: any other basket is 409, and credit only when
// its maker allowed it. A call without a link is its customer's own and none of this applies.

/** The credit a call may use: none through a link whose maker did not allow it (undefined: the cart's own). */
export const linkCredit = (request: FastifyRequest): number | undefined => (creditBarredByLink(request) ? 0 : undefined);

/** Refuses (409) a link's call on any basket but the one it was made for, or once it has paid; answers its credit. */
export function linkPins(request: FastifyRequest, loaded: LoadedCart): number | undefined {
  const link = checkoutLinkOf(request);
  if (link && (link.orderId !== null || link.itemHash !== loaded.contentsHash)) throw new HttpError(409, checkoutMessages.basketChanged);
  return linkCredit(request);
}

/** Records that the link's basket became `orderId` (a link pays once). */
export async function linkPaid(request: FastifyRequest, orderId: number): Promise<void> {
  const link = checkoutLinkOf(request);
  if (link && link.orderId === null) await markCheckoutLinkPaid(request.ctx.db, link.id, orderId);
}
