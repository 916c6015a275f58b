import {
  checkoutAuthoriseBodySchema,
  checkoutAuthoriseResponseSchema,
  checkoutCompleteBodySchema,
  checkoutCompleteResponseSchema,
  checkoutPrepareQuerySchema,
  checkoutPrepareResponseSchema,
  messages,
  scaCompletionBodySchema,
  scaCompletionResponseSchema,
  sessionPaymentBodySchema,
  sessionPaymentResponseSchema,
  sessionPrepareBodySchema,
  sessionPrepareResponseSchema,
  transactionParamsSchema,
  cartTotals,
  type AnySource,
} from '@courtside/core';
import type { FastifyRequest } from 'fastify';
import { cartOwnerOf } from '../cart/cartOwner';
import { currentCart } from '../cart/cart.service';
import { HttpError } from '../http/httpError';
import type { RoutePlugin } from '../http/routeDeps';
import { checkPlan, checkoutMessages, completeOrder, creditLimitOf } from './checkout.service';
import { findTransaction, settleChallenge, startCharge } from './payments';
import { linkCredit, linkPaid, linkPins } from './checkoutLinkRules';
import { checkoutDepsOf, checkoutTermsOf } from './checkoutRequest';
import { toAuthorisation, toSessionResult } from './transactionView';

/**
 * The page's origin, where a provider's 3-D Secure runs and the shopper comes back to: the host the request came to
 * (a host we serve: its tenant was found from it).
 */
const pageOrigin = (request: FastifyRequest) => `${request.protocol}://${request.headers.host ?? 'localhost'}`;

/** Spec §7 Payment calls (/api/checkout, /api/payment-providers/sca-completion) over one card provider. */
export const checkoutRoutes: RoutePlugin = async (app, { config, services }) => {
  const deps = checkoutDepsOf({ config, services });
  const owner = (request: FastifyRequest, source?: AnySource) => cartOwnerOf(request, source);

  // Payments start a few at a time, and past the queue a buyer waits in the waiting room with a place in line
  // (http/waitingRoom.ts) rather than a request that hangs; nothing is charged until it gets in.
  const paying = services.admission.paying;
  const behindRoom = { admission: 'paying' as const };

  // Older card flow: provider configuration, authorise (a card token), complete.
  app.get('/checkout/prepare', { schema: { querystring: checkoutPrepareQuerySchema, response: { 200: checkoutPrepareResponseSchema } } }, async (request) => {
    owner(request, request.query.source);
    const { provider } = await deps(request);
    return { data: { payment_provider: provider.name, config: await provider.clientConfig() } };
  });
  app.post('/checkout/authorise', { schema: { body: checkoutAuthoriseBodySchema, response: { 200: checkoutAuthoriseResponseSchema } }, config: behindRoom }, async (request) => {
    const { body } = request;
    const who = owner(request, body.source);
    return paying(request, async () => {
      const checkout = await deps(request);
      const loaded = await currentCart(checkout, who);
      const creditLimit = linkPins(request, loaded);
      checkPlan(loaded, { payments: body.payments, terms: body.terms, itemHash: body.item_hash }, checkoutTermsOf(request), 'online', creditLimit);
      const token = body.card_identifier ?? body.saved_card_id ?? body.payment_method_id ?? '';
      const transaction = await startCharge(checkout, who, loaded, { ...body, itemHash: body.item_hash }, { token });
      return { data: toAuthorisation(transaction) };
    });
  });
  app.post('/checkout/complete', { schema: { body: checkoutCompleteBodySchema, response: { 200: checkoutCompleteResponseSchema } } }, async (request) => {
    const who = owner(request, request.body.source);
    const checkout = await deps(request);
    const transaction = await findTransaction(checkout, who, request.body.transaction_uuid);
    if (transaction.itemHash !== request.body.item_hash) throw new HttpError(409, checkoutMessages.basketChanged);
    const orderId = await completeOrder(checkout, who, transaction.id, checkoutTermsOf(request), linkCredit(request));
    await linkPaid(request, orderId);
    return { data: { complete_order_id: orderId, order_id: orderId, status: 'success' } };
  });

  // Provider-based flow: a session for the amount left to pay by card, the payment, completion by transaction id.
  app.post('/checkout/session/prepare', { schema: { body: sessionPrepareBodySchema, response: { 200: sessionPrepareResponseSchema } } }, async (request) => {
    const who = owner(request, request.body.source);
    const { provider, ...checkout } = await deps(request);
    const loaded = await currentCart(checkout, who);
    if (loaded.lines.length === 0) throw new HttpError(422, checkoutMessages.basketEmpty);
    const amount = Math.max(0, cartTotals(loaded.lines).balance - (linkPins(request, loaded) ?? creditLimitOf(loaded)));
    const session = await provider.createSession({ amount, currency: loaded.lines[0]!.currency });
    return {
      data: {
        payment_provider: provider.name,
        payment_session_id: session.sessionId,
        client_secret: session.clientSecret,
        transaction_id: null,
        sca_data: { ...session.data, frame_url: session.frameUrl, amount },
        return_url: null,
        success_url: null,
        terms: checkoutTermsOf(request),
      },
    };
  });
  app.post('/checkout/session/payment', { schema: { body: sessionPaymentBodySchema, response: { 200: sessionPaymentResponseSchema } }, config: behindRoom }, async (request) => {
    const { body } = request;
    const who = owner(request, body.source);
    return paying(request, async () => {
      const checkout = await deps(request);
      const loaded = await currentCart(checkout, who);
      checkPlan(loaded, body, checkoutTermsOf(request), 'online', linkPins(request, loaded));
      const card = body.payment_method_id
        ? { sessionId: body.payment_session_id, paymentMethodId: body.payment_method_id }
        : body.encrypted_card
          ? { sessionId: body.payment_session_id, details: { encryptedCard: body.encrypted_card, browserInfo: body.browser_info ?? null, origin: pageOrigin(request) } }
          : { sessionId: body.payment_session_id };
      const transaction = await startCharge(checkout, who, loaded, body, card);
      return { data: toSessionResult(transaction) };
    });
  });
  app.post('/checkout/session/complete/:transactionId', { schema: { params: transactionParamsSchema, response: { 200: sessionPaymentResponseSchema } } }, async (request) => {
    const who = owner(request);
    const checkout = await deps(request);
    const orderId = await completeOrder(checkout, who, request.params.transactionId, checkoutTermsOf(request), linkCredit(request));
    await linkPaid(request, orderId);
    const transaction = await findTransaction(checkout, who, request.params.transactionId);
    return { data: { ...toSessionResult(transaction), complete_order_id: orderId, status: 'success' } };
  });

  app.post('/payment-providers/sca-completion/:transactionId', { schema: { params: transactionParamsSchema, body: scaCompletionBodySchema, response: { 200: scaCompletionResponseSchema } } }, async (request) => {
    const who = owner(request);
    if (request.body.transaction_uuid !== request.params.transactionId) throw new HttpError(422, messages.failedToComplete3ds);
    const checkout = await deps(request);
    const settled = await settleChallenge(checkout, await findTransaction(checkout, who, request.params.transactionId), request.body.sca_result);
    return { data: { transaction_id: request.params.transactionId, status: settled.status, sca_data: settled.status === 'sca_required' ? (settled.scaData ?? null) : null } };
  });
};
