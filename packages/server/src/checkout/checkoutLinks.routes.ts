import { checkoutLinkCreateBodySchema, checkoutLinkParamsSchema, checkoutLinkResponseSchema, en, messages } from '@courtside/core';
import { checkoutLinkOf } from '../auth/authHook';
import { requireCustomer } from '../auth/customerContext';
import { findUser } from '../users/users.repo';
import { HttpError } from '../http/httpError';
import type { RoutePlugin } from '../http/routeDeps';
import { currentCart } from '../cart/cart.service';
import { createCheckoutLink } from './checkoutLinks.repo';
import { checkoutMessages } from './checkout.service';

/** Answer for a link that is unknown, expired, or not the one the token opens (never says which). */
export const checkoutLinkNotValid = en.checkout.link.notValid;

const view = (link: { publicId: string; customerName: string; expiresAt: Date; allowCredit: boolean }, url: string | null) => ({
  checkout_id: link.publicId,
  customer_name: link.customerName,
  expires_at: link.expiresAt.toISOString(),
  allow_credit: link.allowCredit,
  url,
});

/**
 * Spec §2 /checkout/{checkoutId} and §6 checkout auth token (paths chosen here, docs/api.md): a logged-in customer
 * (or staff, for the customer they act for) makes a link that pays that customer's online basket; whoever opens it
 * reads the link with the token and checks out through the usual checkout calls, which the token authenticates.
 */
export const checkoutLinksRoutes: RoutePlugin = async (app, { config, services }) => {
  app.post('/checkout/links', { schema: { body: checkoutLinkCreateBodySchema, response: { 200: checkoutLinkResponseSchema } } }, async (request) => {
    const customer = requireCustomer(request);
    // A link cannot make another link: only a login can.
    if (checkoutLinkOf(request)) throw new HttpError(403, messages.unauthorised);
    const userId = customer.role === 'staff' ? customer.actingForUserId : customer.userId;
    if (userId === customer.userId && customer.role === 'staff') throw new HttpError(422, messages.checkout.linkNeedsCustomer);
    const { db: scope } = request.ctx;
    const user = await findUser(scope, userId);
    // The link pays the basket as it is now, and nothing else: an empty basket has nothing to pay.
    const cartDeps = { scope, now: services.now, holdMinutes: config.cartHoldMinutes };
    const basket = await currentCart(cartDeps, { userId, source: 'online' });
    if (basket.lines.length === 0) throw new HttpError(422, checkoutMessages.basketEmpty);
    const allowCredit = request.body.allow_credit;
    const link = await createCheckoutLink(scope, { userId, createdByUserId: customer.userId, now: request.ctx.now, itemHash: basket.contentsHash, allowCredit });
    const url = `/checkout/${link.publicId}?token=${encodeURIComponent(link.token)}`;
    return { data: view({ ...link, allowCredit, customerName: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim() }, url) };
  });

  app.get('/checkout/links/:checkoutId', { schema: { params: checkoutLinkParamsSchema, response: { 200: checkoutLinkResponseSchema } } }, async (request) => {
    const link = checkoutLinkOf(request);
    if (!link || link.publicId !== request.params.checkoutId) throw new HttpError(404, checkoutLinkNotValid);
    return { data: view(link, null) };
  });
};
