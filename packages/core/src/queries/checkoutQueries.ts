import type { CallOptions } from '../api/cart.api';
import {
  authoriseCheckout,
  completeCheckout,
  completeSca,
  completeSession,
  createSessionPayment,
  fetchCheckoutLink,
  fetchCheckoutPrepare,
  fetchOrder,
  fetchOrders,
  payFrontOfHouse,
  prepareSession,
  type CheckoutAuthoriseInput,
  type CheckoutCompleteInput,
  type FrontOfHousePayInput,
  type ScaCompletionInput,
  type SessionPaymentInput,
  type SessionPrepareInput,
} from '../api/checkout.api';
import type { ApiClient } from '../api/createApiClient';
import type { AnySource } from '../contract/fields';
import { messages } from '../errors/messages';
import { authorizeOutcome, type AuthorizeResponse } from '../payment/authorizeOutcome';
import { paymentErrorMessage, type PaymentStage } from '../payment/paymentErrors';
import { invalidateKeys, type QueryInvalidator } from './invalidateKeys';
import { keyRoots, keysToInvalidate } from './queryKeys';

/** Query keys of the checkout reads: under the cart root, since the provider session follows the cart (spec §4). */
export const checkoutKeys = {
  prepare: (source?: AnySource | null) => [...keyRoots.cart, 'checkout-prepare', source ?? ''] as const,
  /** A completed order never changes from the customer's side, but it belongs to the account (reloads with it). */
  order: (orderId: string | number) => [...keyRoots.account, 'order', String(orderId)] as const,
  /** The customer's orders (my-account Payments), under the account root: they reload with the account. */
  orders: (page: number) => [...keyRoots.account, 'orders', page] as const,
  link: (checkoutId: string) => [...keyRoots.cart, 'checkout-link', checkoutId] as const,
};

/** Options of the checkout reads (spec §6/§7: the checkout auth header on checkout pages). */
export interface CheckoutQueryOptions {
  source?: AnySource | null;
  checkoutAuth?: boolean;
}

const errorText = (fallback: string, stage: PaymentStage) => (error: unknown) => paymentErrorMessage(error, fallback, stage);

/** Query-core option factories for checkout (spec §7 Payment); errors read per spec §8 (`meta.errorMessage`). */
export const checkoutQueries = {
  prepare: (api: ApiClient, { source = null, checkoutAuth = false }: CheckoutQueryOptions = {}) => ({
    queryKey: checkoutKeys.prepare(source),
    queryFn: ({ signal }: { signal?: unknown } = {}) => fetchCheckoutPrepare(api, source, { checkoutAuth, signal }),
    staleTime: 0,
    meta: { errorMessage: errorText(messages.failedToGetConfiguration, 'prepare') },
  }),
  /** The order a completed checkout made (spec §2 /booking-confirmed/{completeOrderId}). */
  order: (api: ApiClient, orderId: string | number, { checkoutAuth = false }: CheckoutQueryOptions = {}) => ({
    queryKey: checkoutKeys.order(orderId),
    queryFn: ({ signal }: { signal?: unknown } = {}) => fetchOrder(api, orderId, { checkoutAuth, signal }),
  }),
  /** A page of the customer's orders, newest first (spec §2 my-account Payments). */
  orders: (api: ApiClient, page = 1) => ({
    queryKey: checkoutKeys.orders(page),
    queryFn: () => fetchOrders(api, { page, perPage: 20 }),
  }),
  /** The checkout link behind /checkout/{checkoutId} (read with the checkout auth header). */
  link: (api: ApiClient, checkoutId: string) => ({
    queryKey: checkoutKeys.link(checkoutId),
    queryFn: ({ signal }: { signal?: unknown } = {}) => fetchCheckoutLink(api, checkoutId, { signal }),
    retry: false,
  }),
};

// Spec §4 "Failed card authorise reloads the cart".
const reloadCart = (client: QueryInvalidator) => invalidateKeys(client, [keyRoots.cart]);

/** Spec §4: a failed authorisation reloads the cart; anything else waits for completion. */
const afterAuthorise = (client: QueryInvalidator) => async (response: AuthorizeResponse) =>
  authorizeOutcome(response).kind === 'failed' ? reloadCart(client) : [];

/** Spec §4: a completed payment reloads what 'paymentSucceeded' names; a failed one reloads the cart. */
const afterCompletion = (client: QueryInvalidator) => (result: { status: string }) =>
  result.status === 'failed' ? reloadCart(client) : invalidateKeys(client, keysToInvalidate('paymentSucceeded'));

/** Spec §7 3-D Secure completion variables. */
export interface ScaCompletionVariables extends ScaCompletionInput {
  transactionId: string;
}

/**
 * Mutation factories for checkout (spec §4 Payment, §7, §8): `errorMessage` maps failures per §8 (422
 * messages joined with '. ', the paid-booking-disabled 403 on prepare, else the server text or the fallback).
 */
export const checkoutMutations = {
  authorise: (api: ApiClient, client: QueryInvalidator, options: CallOptions = {}) => ({
    mutationFn: (body: CheckoutAuthoriseInput) => authoriseCheckout(api, body, options),
    onSuccess: afterAuthorise(client),
    onError: () => reloadCart(client),
    errorMessage: errorText(messages.failedToAuthorizePayment, 'authorize'),
  }),
  complete: (api: ApiClient, client: QueryInvalidator, options: CallOptions = {}) => ({
    mutationFn: (body: CheckoutCompleteInput) => completeCheckout(api, body, options),
    onSuccess: afterCompletion(client),
    successMessage: messages.orderCompleted,
    errorMessage: errorText(messages.orderFailed, 'complete'),
  }),
  /** Spec §6/§7 front of house: POST /api/checkout/pay. */
  pay: (api: ApiClient, client: QueryInvalidator, options: CallOptions = {}) => ({
    mutationFn: (body: FrontOfHousePayInput) => payFrontOfHouse(api, body, options),
    onSuccess: afterCompletion(client),
    successMessage: messages.orderCompleted,
    errorMessage: errorText(messages.orderFailed, 'complete'),
  }),
  prepareSession: (api: ApiClient, _client: QueryInvalidator, options: CallOptions = {}) => ({
    mutationFn: (body: SessionPrepareInput) => prepareSession(api, body, options),
    errorMessage: errorText(messages.failedToCreatePaymentSession, 'prepare'),
  }),
  sessionPayment: (api: ApiClient, client: QueryInvalidator, options: CallOptions = {}) => ({
    mutationFn: (body: SessionPaymentInput) => createSessionPayment(api, body, options),
    onSuccess: afterAuthorise(client),
    onError: () => reloadCart(client),
    errorMessage: errorText(messages.failedToAuthorizePayment, 'authorize'),
  }),
  completeSession: (api: ApiClient, client: QueryInvalidator, options: CallOptions = {}) => ({
    mutationFn: (transactionId: string) => completeSession(api, transactionId, options),
    onSuccess: afterCompletion(client),
    successMessage: messages.orderCompleted,
    errorMessage: errorText(messages.failedToCompletePayment, 'complete'),
  }),
  completeSca: (api: ApiClient, _client: QueryInvalidator, options: CallOptions = {}) => ({
    mutationFn: ({ transactionId, ...body }: ScaCompletionVariables) => completeSca(api, transactionId, body, options),
    errorMessage: errorText(messages.failedToComplete3ds, 'sca'),
  }),
};
