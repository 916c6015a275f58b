import { MutationObserver, QueryClient } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/apiError';
import { messages } from '../errors/messages';
import { PaymentError } from '../payment/paymentErrors';
import { checkoutKeys, checkoutMutations, checkoutQueries } from './checkoutQueries';
import type { QueryInvalidator } from './invalidateKeys';
import { keysToInvalidate } from './queryKeys';
import { createFakeApi } from '../testing/fakeApi';


const fakeApi = createFakeApi({ getToken: () => 'tok', getCheckoutToken: () => 'chk' });

function recorder() {
  const keys: unknown[][] = [];
  const client: QueryInvalidator = { invalidateQueries: ({ queryKey }) => keys.push([...queryKey]) };
  return { client, keys };
}

const payments = [{ tenderType: 'card' as const, amount: 12450 }];
const base = { completedWaivers: [], payments, terms: true, source: 'online' as const, itemHash: 'h_1' };
const authoriseBody = {
  ...base, billingAddressLineOne: '1 High St', billingCity: 'Bakewell', billingFirstName: 'Ada', billingLastName: 'Lovelace',
  billingPostcode: 'DE45 1AA', browserColourDepth: 24, browserJavaEnabled: false, browserJavascriptEnabled: true,
  browserLanguage: 'en-GB', browserScreenHeight: 900, browserScreenWidth: 1440, browserTimezoneOffset: 0,
  cardIdentifier: 'tok_1', cardHolderName: 'A Lovelace', sessionKey: 'sk_1',
};
const authorisation = (status: string, error: unknown = null) => ({
  transaction_status: status, transaction_uuid: 'tx-1', error, sca_url: null, sca_method: null, sca_data: null, client_secret: null, return_url: null,
});
const sessionResult = (status: string) => ({
  requires_sca: false, sca_data: null, return_url: null, transaction_id: 'tx_9', transaction_uuid: null, amount: 12450, complete_order_id: 77, status,
});
const cartOnly = [['cart']];
const paid = keysToInvalidate('paymentSucceeded').map((key) => [...key]);

describe('checkout reads (spec §7 Payment)', () => {
  it('prepares the provider under the cart root with the checkout auth header, through query-core', async () => {
    const { api, calls } = fakeApi(() => ({ status: 200, body: { data: { payment_provider: 'sandbox', config: {} } } }));
    const options = checkoutQueries.prepare(api, { source: 'online', checkoutAuth: true });
    expect(options.queryKey).toEqual(['cart', 'checkout-prepare', 'online']);
    expect(checkoutQueries.prepare(api).queryKey).toEqual(checkoutKeys.prepare(null));
    expect((await new QueryClient().fetchQuery(options)).paymentProvider).toBe('sandbox');
    expect(calls[0]?.headers['X-Checkout-Token']).toBe('chk');
  });

  it('reads a failed prepare per spec §4/§8', () => {
    const { errorMessage } = checkoutQueries.prepare(fakeApi(() => ({ status: 200 })).api).meta;
    const disabled = new ApiError(403, 'Paid bookings are off.', {}, { message: 'Paid bookings are off.', paid_booking_disabled: true });
    expect(errorMessage(disabled)).toBe('Paid bookings are off.');
    expect(errorMessage(new Error('x'))).toBe('Failed to get configuration');
  });
});

describe('checkout mutations (spec §4 Payment reloads)', () => {
  it.each([
    ['authorised', authorisation('authorised'), []],
    ['sca_required', authorisation('sca_required'), []],
    ['failed', authorisation('failed'), cartOnly],
    ['declined with an error', authorisation('authorised', { message: 'Card declined', code: 'd1', details: null }), cartOnly],
  ])('authorise %s: a failed card authorise reloads the cart', async (_name, reply, expected) => {
    const { api, calls } = fakeApi(() => ({ status: 200, body: { data: reply } }));
    const { client, keys } = recorder();
    const mutation = checkoutMutations.authorise(api, client, { checkoutAuth: true });
    await mutation.onSuccess(await mutation.mutationFn(authoriseBody));
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/checkout/authorise', headers: { 'X-Checkout-Token': 'chk' } });
    expect(keys).toEqual(expected);
  });

  it('authorise failing at the server reloads the cart and shows the 422 messages joined', async () => {
    const { api } = fakeApi(() => ({ status: 422, body: { message: 'Invalid', errors: { billing_city: ['Required'], terms: ['Must be accepted'] } } }));
    const queryClient = new QueryClient();
    const keys: unknown[] = [];
    queryClient.invalidateQueries = async (filters) => void keys.push(filters?.queryKey);
    const mutation = checkoutMutations.authorise(api, queryClient);
    const error = await new MutationObserver(queryClient, mutation).mutate(authoriseBody).catch((e: unknown) => e);
    expect(keys).toEqual(cartOnly);
    expect(mutation.errorMessage(error)).toBe('Required. Must be accepted');
    expect(mutation.errorMessage(new Error('network'))).toBe('Failed to authorize payment');
  });

  it.each([
    ['complete', 'POST /api/checkout/complete', { completeOrderId: 5001, orderId: null, status: 'success' }],
    ['pay', 'POST /api/checkout/pay', { completeOrderId: null, orderId: 'ord_1', status: 'success' }],
  ] as const)('%s: success reloads what a payment changes; a failed status reloads the cart', async (name, request, result) => {
    const { api, calls } = fakeApi(() => ({ status: 200, body: { data: { complete_order_id: result.completeOrderId, order_id: result.orderId, status: result.status } } }));
    const { client, keys } = recorder();
    const mutation = checkoutMutations[name](api, client);
    const answer = await mutation.mutationFn({ ...base, transactionUuid: 'tx-1', selectedUserId: 12 });
    await mutation.onSuccess(answer);
    await mutation.onSuccess({ ...answer, status: 'failed' });
    expect(`${calls[0]?.method} ${calls[0]?.url}`).toBe(request);
    expect(answer).toEqual(result);
    expect(keys).toEqual([...paid, ...cartOnly]);
    expect(mutation.successMessage).toBe('Order completed Successfully.');
    expect(mutation.errorMessage(new Error('x'))).toBe('Unable to complete your order, please try again.');
  });

  it('runs the session flow: prepare, payment, 3-D Secure, completion', async () => {
    const { api, calls } = fakeApi((call) => {
      if (call.url.endsWith('/session/prepare')) {
        return { status: 200, body: { data: { payment_provider: 'sandbox', payment_session_id: 'ps_1', client_secret: null, transaction_id: null, sca_data: null, return_url: null, success_url: null, terms: null } } };
      }
      if (call.url.includes('sca-completion')) return { status: 200, body: { data: { transaction_id: 'tx_9', status: 'authorised' } } };
      return { status: 200, body: { data: sessionResult(call.url.includes('/complete/') ? 'success' : 'failed') } };
    });
    const { client, keys } = recorder();
    const prepared = await checkoutMutations.prepareSession(api, client).mutationFn({ source: 'online' });
    const payment = checkoutMutations.sessionPayment(api, client);
    await payment.onSuccess(await payment.mutationFn({ paymentSessionId: prepared.paymentSessionId, payments, terms: true, source: 'online' }));
    expect(keys).toEqual(cartOnly);
    await checkoutMutations.completeSca(api, client).mutationFn({ transactionId: 'tx_9', transactionUuid: 'tx-u', scaResult: 'Y' });
    const complete = checkoutMutations.completeSession(api, client);
    await complete.onSuccess(await complete.mutationFn('tx_9'));
    expect(keys).toEqual([...cartOnly, ...paid]);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/checkout/session/prepare', '/api/checkout/session/payment', '/api/payment-providers/sca-completion/tx_9', '/api/checkout/session/complete/tx_9',
    ]);
    expect(calls[2]?.body).toEqual({ transaction_uuid: 'tx-u', sca_result: 'Y' });
    await payment.onError();
    expect(keys.at(-1)).toEqual(['cart']);
  });

  it('maps session failures to the spec §8 fallbacks', () => {
    const { api } = fakeApi(() => ({ status: 200 }));
    const { client } = recorder();
    expect(checkoutMutations.prepareSession(api, client).errorMessage(new Error('x'))).toBe(messages.failedToCreatePaymentSession);
    expect(checkoutMutations.sessionPayment(api, client).errorMessage(new PaymentError(messages.failedToCreateTransaction))).toBe('Failed to create transaction');
    expect(checkoutMutations.completeSca(api, client).errorMessage(new Error('x'))).toBe('Failed to complete 3D Secure verification');
    expect(checkoutMutations.completeSession(api, client).errorMessage(new ApiError(500, messages.serverError))).toBe('Failed to complete payment');
  });
});
