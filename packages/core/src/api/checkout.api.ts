import type { z } from 'zod';
import type { checkoutAuthoriseBodySchema, checkoutCompleteBodySchema, frontOfHousePayBodySchema, sessionPaymentBodySchema, sessionPrepareBodySchema } from '../contract/checkout';
import type { AnySource } from '../contract/fields';
import type { OrderListQueryInput } from '../contract/order';
import type { TenderType } from '../contract/payment';
import type { Camelize } from '../text/camelCase';
import { segment, type CallOptions } from './cart.api';
import type { ApiClient } from './createApiClient';

// Spec §7 Payment calls. ARCHITECTURE: `{product}` and `{checkout}` are /api/checkout (the client's base is /api).

/** A payment as the cart store keeps it (spec §3); only tender type and amount go on the wire. */
export interface PaymentInput {
  tenderType: TenderType;
  amount: number;
}

type WithPayments<T> = Omit<T, 'payments'> & { payments: readonly PaymentInput[] };

/** Drops the store's payment ids: the wire payment is `{ tender_type, amount }` (spec §3). */
function withWirePayments<T extends { payments: readonly PaymentInput[] }>(body: T): T {
  return { ...body, payments: body.payments.map(({ tenderType, amount }) => ({ tenderType, amount })) };
}

/** GET /api/checkout/prepare?source= (spec §7, older card flow): the payment provider's configuration. */
export async function fetchCheckoutPrepare(api: ApiClient, source?: AnySource | null, options: CallOptions = {}) {
  const query = { source };
  return (await api.request('/checkout/prepare', { schema: 'checkoutPrepareResponseSchema', query, ...options })).data;
}
/** Spec §7 provider configuration, camelCase. */
export type CheckoutPrepare = Awaited<ReturnType<typeof fetchCheckoutPrepare>>;

/** Spec §7 POST /api/checkout/authorise body, camelCase (billing, browser, card and checkout fields). */
export type CheckoutAuthoriseInput = WithPayments<Camelize<z.input<typeof checkoutAuthoriseBodySchema>>>;

/** POST /api/checkout/authorise (spec §7): transactionStatus 'failed' or 'sca_required' drive §4 (see authorizeOutcome). */
export async function authoriseCheckout(api: ApiClient, body: CheckoutAuthoriseInput, options: CallOptions = {}) {
  const request = { method: 'POST', schema: 'checkoutAuthoriseResponseSchema', body: withWirePayments(body), ...options } as const;
  return (await api.request('/checkout/authorise', request)).data;
}
/** Spec §7 authorise response, camelCase. */
export type CheckoutAuthorisation = Awaited<ReturnType<typeof authoriseCheckout>>;

/** Spec §7 POST /api/checkout/complete body, camelCase. */
export type CheckoutCompleteInput = WithPayments<Camelize<z.input<typeof checkoutCompleteBodySchema>>>;

/** POST /api/checkout/complete (spec §7): completeOrderId or orderId, and a status. */
export async function completeCheckout(api: ApiClient, body: CheckoutCompleteInput, options: CallOptions = {}) {
  const request = { method: 'POST', schema: 'checkoutCompleteResponseSchema', body: withWirePayments(body), ...options } as const;
  return (await api.request('/checkout/complete', request)).data;
}
/** Spec §7 completion result, camelCase. */
export type CheckoutCompletion = Awaited<ReturnType<typeof completeCheckout>>;

/** Spec §7 "completeOrderId or order_id": the order a completion names, or null (feeds successUrl, §4). */
export function completedOrderId(result: { completeOrderId?: string | number | null; orderId?: string | number | null }) {
  return result.completeOrderId ?? result.orderId ?? null;
}

/** Spec §6/§7 POST /api/checkout/pay body, camelCase: front-of-house payment for the selected customer. */
export type FrontOfHousePayInput = WithPayments<Camelize<z.input<typeof frontOfHousePayBodySchema>>>;

/** POST /api/checkout/pay (spec §7 front of house): answers like completion. */
export async function payFrontOfHouse(api: ApiClient, body: FrontOfHousePayInput, options: CallOptions = {}) {
  const request = { method: 'POST', schema: 'checkoutCompleteResponseSchema', body: withWirePayments(body), ...options } as const;
  return (await api.request('/checkout/pay', request)).data;
}

/** Spec §7 POST /api/checkout/session/prepare body, camelCase: source plus provider options. */
export type SessionPrepareInput = Camelize<z.input<typeof sessionPrepareBodySchema>>;

/** POST /api/checkout/session/prepare (spec §7 provider-based flow): the payment-session data (spec §3). */
export async function prepareSession(api: ApiClient, body: SessionPrepareInput, options: CallOptions = {}) {
  return (await api.request('/checkout/session/prepare', { method: 'POST', schema: 'sessionPrepareResponseSchema', body, ...options }))
    .data;
}
/** Spec §3 payment-session data, camelCase. */
export type PreparedPaymentSession = Awaited<ReturnType<typeof prepareSession>>;

/** Spec §7 POST /api/checkout/session/payment body, camelCase. */
export type SessionPaymentInput = WithPayments<Camelize<z.input<typeof sessionPaymentBodySchema>>>;

/** POST /api/checkout/session/payment (spec §7): requiresSca, scaData, transactionId, status… */
export async function createSessionPayment(api: ApiClient, body: SessionPaymentInput, options: CallOptions = {}) {
  const request = { method: 'POST', schema: 'sessionPaymentResponseSchema', body: withWirePayments(body), ...options } as const;
  return (await api.request('/checkout/session/payment', request)).data;
}
/** Spec §7 session payment or completion result, camelCase. */
export type SessionPaymentResult = Awaited<ReturnType<typeof createSessionPayment>>;

/** POST /api/checkout/session/complete/{transactionId} (spec §7): completes an authorised session payment. */
export async function completeSession(api: ApiClient, transactionId: string, options: CallOptions = {}) {
  const path = `/checkout/session/complete/${segment(transactionId)}`;
  return (await api.request(path, { method: 'POST', schema: 'sessionPaymentResponseSchema', ...options })).data;
}

/** Spec §7 POST /api/payment-providers/sca-completion/{transactionId} body, camelCase. */
export interface ScaCompletionInput {
  transactionUuid: string;
  scaResult: string;
}

/** POST /api/payment-providers/sca-completion/{transactionId} (spec §7): the 3-D Secure result; answers transactionId, status. */
export async function completeSca(api: ApiClient, transactionId: string, body: ScaCompletionInput, options: CallOptions = {}) {
  const path = `/payment-providers/sca-completion/${segment(transactionId)}`;
  return (await api.request(path, { method: 'POST', schema: 'scaCompletionResponseSchema', body, ...options })).data;
}
/** Spec §7 3-D Secure completion result, camelCase. */
export type ScaCompletion = Awaited<ReturnType<typeof completeSca>>;

/** GET /api/checkout/orders/{orderId} (the order behind /booking-confirmed/{completeOrderId}; path chosen here, docs/api.md). */
export async function fetchOrder(api: ApiClient, orderId: string | number, options: CallOptions = {}) {
  return (await api.request(`/checkout/orders/${segment(orderId)}`, { schema: 'orderResponseSchema', ...options })).data;
}
/** Spec §3 Order, camelCase. */
export type Order = Awaited<ReturnType<typeof fetchOrder>>;

/** GET /api/v1/orders (spec §2 my-account Payments; path chosen here, docs/api.md): a page of the customer's orders. */
export async function fetchOrders(api: ApiClient, query: Camelize<OrderListQueryInput> = {}) {
  return api.request('/v1/orders', { schema: 'orderListResponseSchema', query: { page: query.page, per_page: query.perPage } });
}

/** POST /api/checkout/links (spec §2 /checkout/{checkoutId}): a link that pays this basket without logging in. */
export async function createCheckoutLink(api: ApiClient, selectedUserId?: number | null, allowCredit = false) {
  const body = { selected_user_id: selectedUserId ?? null, allow_credit: allowCredit };
  return (await api.request('/checkout/links', { method: 'POST', schema: 'checkoutLinkResponseSchema', body })).data;
}
/** A checkout link, camelCase. */
export type CheckoutLink = Awaited<ReturnType<typeof createCheckoutLink>>;

/** GET /api/checkout/links/{checkoutId} with the checkout auth header: whose basket the link pays, until when. */
export async function fetchCheckoutLink(api: ApiClient, checkoutId: string, options: CallOptions = {}) {
  return (await api.request(`/checkout/links/${segment(checkoutId)}`, { schema: 'checkoutLinkResponseSchema', checkoutAuth: true, ...options })).data;
}
