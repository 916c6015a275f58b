import { describe, expect, it } from 'vitest';
import {
  checkoutAuthoriseBodySchema,
  checkoutCompleteBodySchema,
  checkoutLinkCreateBodySchema,
  checkoutLinkParamsSchema,
  frontOfHousePayBodySchema,
  sessionPaymentBodySchema,
} from '../contract/checkout';
import { paymentErrorMessage } from '../payment/paymentErrors';
import { ApiError } from './apiError';
import {
  authoriseCheckout,
  completeCheckout,
  completedOrderId,
  completeSca,
  completeSession,
  createCheckoutLink,
  createSessionPayment,
  fetchCheckoutLink,
  fetchCheckoutPrepare,
  fetchOrders,
  payFrontOfHouse,
  prepareSession,
} from './checkout.api';
import type { createApiClient } from './createApiClient';
import { createFakeApi } from '../testing/fakeApi';

type Api = ReturnType<typeof createApiClient>;

const fakeApi = createFakeApi({ getToken: () => 'tok', getCheckoutToken: () => 'chk' });

// The cart store's payments carry ids; the wire takes tender type and amount only (spec §3).
const storePayments = [{ id: 'p1', tenderType: 'card' as const, amount: 10950 }, { id: 'p2', tenderType: 'credit' as const, amount: 1500 }];
const wirePayments = [{ tender_type: 'card', amount: 10950 }, { tender_type: 'credit', amount: 1500 }];
const checkoutBase = { completedWaivers: [3], payments: storePayments, terms: true, source: 'online' as const, itemHash: 'h_9f2c' };
const authoriseBody = {
  ...checkoutBase,
  billingAddressLineOne: '1 High Street', billingAddressLineTwo: null, billingCity: 'Bakewell', billingFirstName: 'Ada',
  billingLastName: 'Lovelace', billingPostcode: 'DE45 1AA', browserColourDepth: 24, browserJavaEnabled: false,
  browserJavascriptEnabled: true, browserLanguage: 'en-GB', browserScreenHeight: 900, browserScreenWidth: 1440,
  browserTimezoneOffset: 0, cardIdentifier: 'tok_4242', cardHolderName: 'A Lovelace', sessionKey: 'sk_1', saveCard: true,
};
const authorised = {
  transaction_status: 'sca_required', transaction_uuid: 'tx-uuid-1', error: null, sca_url: 'https://sandbox.test/3ds',
  sca_method: 'POST', sca_data: { creq: 'abc' }, client_secret: null, return_url: 'https://bookings.test/checkout/return',
};
const completed = { complete_order_id: 5001, order_id: null, status: 'success' };
const session = {
  payment_provider: 'sandbox', payment_session_id: 'ps_1', client_secret: 'cs_1', transaction_id: null, sca_data: null,
  return_url: null, success_url: 'https://venue.test/thanks', terms: '<p>Terms</p>',
};
const sessionResult = {
  requires_sca: false, sca_data: null, return_url: null, transaction_id: 'tx_9', transaction_uuid: 'tx-uuid-9', amount: 12450,
  complete_order_id: null, status: 'authorised',
};

describe('payment calls (spec §7 Payment, under /api/checkout)', () => {
  it('GET prepare reads the provider configuration', async () => {
    const { api, calls } = fakeApi(() => ({ status: 200, body: { data: { payment_provider: 'sandbox', config: { merchant_id: 'm1' } } } }));
    const result = await fetchCheckoutPrepare(api, 'online', { checkoutAuth: true });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/checkout/prepare?source=online', headers: { 'X-Checkout-Token': 'chk' } });
    expect(result).toEqual({ paymentProvider: 'sandbox', config: { merchantId: 'm1' } });
  });

  it('POST authorise sends billing, browser and card fields in snake_case without payment ids', async () => {
    const { api, calls } = fakeApi(() => ({ status: 200, body: { data: authorised } }));
    const result = await authoriseCheckout(api, authoriseBody);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/checkout/authorise' });
    expect(calls[0]?.body).toMatchObject({
      billing_address_line_one: '1 High Street', browser_colour_depth: 24, browser_javascript_enabled: true, card_identifier: 'tok_4242',
      completed_waivers: [3], payments: wirePayments, item_hash: 'h_9f2c', session_key: 'sk_1', save_card: true,
    });
    expect(checkoutAuthoriseBodySchema.safeParse(calls[0]?.body).success).toBe(true);
    expect(result).toMatchObject({ transactionStatus: 'sca_required', transactionUuid: 'tx-uuid-1', scaData: { creq: 'abc' } });
  });

  it.each([
    ['complete', (api: Api) => completeCheckout(api, { ...checkoutBase, transactionUuid: 'tx-uuid-1' }), '/api/checkout/complete', checkoutCompleteBodySchema],
    ['front-of-house pay', (api: Api) => payFrontOfHouse(api, { ...checkoutBase, source: 'foh', selectedUserId: 12 }), '/api/checkout/pay', frontOfHousePayBodySchema],
  ])('POST %s answers the order id and status', async (_name, run, url, schema) => {
    const { api, calls } = fakeApi(() => ({ status: 200, body: { data: completed } }));
    const result = await run(api);
    expect(calls[0]).toMatchObject({ method: 'POST', url, body: { payments: wirePayments, terms: true, item_hash: 'h_9f2c' } });
    expect(schema.safeParse(calls[0]?.body).success).toBe(true);
    expect(result).toEqual({ completeOrderId: 5001, orderId: null, status: 'success' });
    expect(completedOrderId(result)).toBe(5001);
  });

  it('reads completeOrderId or order_id (spec §7)', () => {
    expect(completedOrderId({ orderId: 'ord_1' })).toBe('ord_1');
    expect(completedOrderId({ completeOrderId: null, orderId: null })).toBeNull();
  });

  it('runs the provider-based session flow', async () => {
    const { api, calls } = fakeApi((call) => {
      if (call.url.endsWith('/session/prepare')) return { status: 200, body: { data: session } };
      if (call.url.includes('/sca-completion/')) return { status: 200, body: { data: { transaction_id: 'tx_9', status: 'authorised' } } };
      return { status: 200, body: { data: sessionResult } };
    });
    const prepared = await prepareSession(api, { source: 'online', options: { returnUrl: 'https://x.test' } }, { checkoutAuth: true });
    const payment = await createSessionPayment(api, { paymentSessionId: 'ps_1', payments: storePayments, terms: true, completedWaivers: [], source: 'online' });
    const sca = await completeSca(api, 'tx_9', { transactionUuid: 'tx-uuid-9', scaResult: 'authorised' });
    const done = await completeSession(api, 'tx_9');
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['POST', '/api/checkout/session/prepare'],
      ['POST', '/api/checkout/session/payment'],
      ['POST', '/api/payment-providers/sca-completion/tx_9'],
      ['POST', '/api/checkout/session/complete/tx_9'],
    ]);
    expect(calls[0]?.body).toEqual({ source: 'online', options: { return_url: 'https://x.test' } });
    expect(calls[1]?.body).toEqual({ payment_session_id: 'ps_1', payments: wirePayments, terms: true, completed_waivers: [], source: 'online' });
    expect(sessionPaymentBodySchema.safeParse(calls[1]?.body).success).toBe(true);
    expect(calls[2]?.body).toEqual({ transaction_uuid: 'tx-uuid-9', sca_result: 'authorised' });
    expect(calls[3]?.body).toBeUndefined();
    expect(prepared).toMatchObject({ paymentProvider: 'sandbox', paymentSessionId: 'ps_1', successUrl: 'https://venue.test/thanks' });
    expect(payment).toMatchObject({ requiresSca: false, transactionId: 'tx_9', amount: 12450 });
    expect(sca).toEqual({ transactionId: 'tx_9', status: 'authorised' });
    expect(done.status).toBe('authorised');
  });

  it('a 422 keeps its validation messages, joined per spec §8', async () => {
    const errors = { terms: ['The terms must be accepted'], 'payments.0.amount': ['Must be at least 1'] };
    const { api } = fakeApi(() => ({ status: 422, body: { message: 'The terms must be accepted.', errors } }));
    const error = await completeCheckout(api, { ...checkoutBase, terms: false, transactionUuid: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).validation).toEqual(errors);
    expect(paymentErrorMessage(error, 'fallback')).toBe('The terms must be accepted. Must be at least 1');
  });

  it('lists the customer’s orders a page at a time, with their pagination meta', async () => {
    const order = {
      id: 7, cart_source: 'online', status: 'success', source: 'online', total: { formatted: '£7.50', value: 750, currency: 'GBP' },
      balance: { formatted: '£0.00', value: 0, currency: 'GBP' }, count: 0, reference: 'ABCD-EFGH', refund_status: null, line_items: [],
      created_at: '2026-11-24T08:00:00.000Z',
    };
    const meta = {
      pagination: { current_page: 2, records_per_page: 20, total_records: 21, total_pages: 2, previous_page: 1, next_page: null, records_on_current_page: 1, first_record_on_current_page: 21, last_record_on_current_page: 21 },
      sorting: { sort_by: 'created_at', direction: 'descending' },
    };
    const { api, calls } = fakeApi(() => ({ status: 200, body: { data: [order], meta } }));
    const page = await fetchOrders(api, { page: 2, perPage: 20 });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/v1/orders?page=2&per_page=20', headers: { Authorization: 'Bearer tok' } });
    expect(page.data[0]).toMatchObject({ reference: 'ABCD-EFGH', createdAt: order.created_at, refundStatus: null });
    expect(page.meta.pagination.totalRecords).toBe(21);
  });

  it('a 403 on prepare carries the paid-booking-disabled body', async () => {
    const { api } = fakeApi(() => ({ status: 403, body: { message: 'Paid bookings are switched off.', paid_booking_disabled: true } }));
    const error = await fetchCheckoutPrepare(api).catch((e: unknown) => e);
    expect(paymentErrorMessage(error, 'Failed to get configuration', 'prepare')).toBe('Paid bookings are switched off.');
  });

  it('checkout links: made with the login, read with the checkout token (spec §2 /checkout/{checkoutId})', async () => {
    const link = { checkout_id: 'AbCdEfGhIjKlMnOpQrStUv', customer_name: 'Ada Lovelace', expires_at: '2026-11-24T10:00:00.000Z', allow_credit: true, url: '/checkout/AbCdEfGhIjKlMnOpQrStUv?token=t' };
    const { api, calls } = fakeApi(() => ({ status: 200, body: { data: link } }));
    const made = await createCheckoutLink(api, 42, true);
    const read = await fetchCheckoutLink(api, link.checkout_id);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/checkout/links', body: { selected_user_id: 42, allow_credit: true }, headers: { Authorization: 'Bearer tok' } });
    expect(checkoutLinkCreateBodySchema.safeParse(calls[0]?.body).success).toBe(true);
    expect(calls[1]).toMatchObject({ method: 'GET', url: `/api/checkout/links/${link.checkout_id}`, headers: { 'X-Checkout-Token': 'chk' } });
    expect(calls[1]?.headers).not.toHaveProperty('Authorization');
    expect(made).toEqual({ checkoutId: link.checkout_id, customerName: 'Ada Lovelace', expiresAt: link.expires_at, allowCredit: true, url: link.url });
    expect(read.customerName).toBe('Ada Lovelace');
    expect(checkoutLinkParamsSchema.safeParse({ checkoutId: 'short' }).success).toBe(false);
    expect(checkoutLinkCreateBodySchema.safeParse({ selected_user_id: 'abc' }).success).toBe(false);
    // Credit is off unless the maker chooses it (integrity and security).
    expect(checkoutLinkCreateBodySchema.parse({}).allow_credit).toBe(false);
  });
});
