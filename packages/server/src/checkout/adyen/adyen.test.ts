import { messages } from '@courtside/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeAdyenKeys, startFakeAdyen, type FakeAdyen } from '../../../test/fakeAdyen';
import { addToBasket, auth, basket, freshSessionLater, newCustomers, riversideHost, tenantIdOf } from '../../../test/checkoutTestKit';
import { staffMember } from '../../../test/staffTestKit';
import { createTestApp, hosts, testAppBudget, type TestApp } from '../../../test/testApp';
import { bookings, cardRefunds, orders, paymentTransactions, providerEvents, tenantPaymentSettings, users } from '../../db/schema';

// The adyen provider end to end against a local fake of Adyen's Checkout API: a tenant set to Adyen by its super user
// pays through /payments made by the server with the card Adyen Web encrypted (refusals, 3-D Secure 2 natively and by
// redirect, replays, timeouts), captured after the order commits, refunded when a paid booking is cancelled, with
// Adyen's standard webhooks verified by their HMAC signatures and applied once.
let fake: FakeAdyen;
let t: TestApp;
let superUser: string;
let riverside: number;

beforeAll(async () => {
  fake = await startFakeAdyen();
  t = await createTestApp({ payments: { keysSecret: Buffer.alloc(32, 9), stripeApiBase: null, stripeTimeoutMs: 5_000, stripeNetworkRetries: 0, adyenApiBase: fake.url, adyenTimeoutMs: 1_000 } });
  riverside = await tenantIdOf(t);
  superUser = await staffMember(t, 'super-user');
}, testAppBudget);
afterAll(async () => {
  // Other files of this worker share the database: Riverside goes back to the sandbox.
  await t?.database.db.delete(tenantPaymentSettings).where(eq(tenantPaymentSettings.tenantId, riverside));
  await t?.close();
  await fake?.close();
});

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token: string | null, payload?: object, host = riversideHost) =>
  t.request(host, { method, url, headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) });
const adyenSettings = { provider: 'adyen', mode: 'test', merchant_account: fakeAdyenKeys.merchantAccount, api_key: fakeAdyenKeys.apiKey, client_key: fakeAdyenKeys.clientKey, hmac_key: fakeAdyenKeys.hmacKey };
const webhookUrl = '/api/payment-providers/adyen/webhook';
const deliver = (body: object, host = riversideHost) => t.request(host, { method: 'POST', url: webhookUrl, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

/** What Adyen Web's Card Component gives for a card: its encrypted fields (Adyen's test form) and the browser's details. */
const cardOf = (number: string) => ({
  encrypted_card: { encrypted_card_number: `test_${number}`, encrypted_expiry_month: 'test_03', encrypted_expiry_year: 'test_2030', encrypted_security_code: 'test_737', holder_name: 'Ann Example' },
  browser_info: { accept_header: 'text/html', color_depth: 24, java_enabled: false, language: 'en-GB', screen_height: 900, screen_width: 1440, time_zone_offset: 0, user_agent: 'Mozilla/5.0' },
});
const cards = { visa: '4111111111111111', refused: '4000000000000002', threeDS2: '4917610000000000', redirect: '4212345678910006' };

/** A customer with one fresh session in their basket and an Adyen payment session for it. */
async function readyBuyer(day: number) {
  const session = await freshSessionLater(t, 4, day);
  const [buyer] = await newCustomers(t, 1);
  expect((await addToBasket(t, buyer!, session.publicId)).statusCode).toBe(200);
  const cart = await basket(t, buyer!);
  const prepared = (await call('POST', '/api/checkout/session/prepare', buyer!.token, { source: 'online' })).json().data;
  const pay = (number: string) =>
    call('POST', '/api/checkout/session/payment', buyer!.token, { payment_session_id: prepared.payment_session_id, ...cardOf(number), payments: [{ tender_type: 'card', amount: cart.totals.balance }], terms: true, source: 'online' });
  const scaCompletion = (paymentId: string, details: Record<string, string>) =>
    call('POST', `/api/payment-providers/sca-completion/${paymentId}`, buyer!.token, { transaction_uuid: paymentId, sca_result: JSON.stringify(details) });
  const complete = (paymentId: string) => call('POST', `/api/checkout/session/complete/${paymentId}`, buyer!.token);
  return { buyer: buyer!, cart, prepared, pay, scaCompletion, complete };
}

const callsFor = (paymentId: string) => fake.calls.filter((c) => c.idempotencyKey?.startsWith(paymentId)).map((c) => c.idempotencyKey!.replace(paymentId, 'P').replace(/:details:.*/, ':details'));
const rowOf = async (paymentId: string) => (await t.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, paymentId)))[0]!;

describe('Adyen settings (super users)', () => {
  it('stores the keys sealed, answers only whether each secret is set and its last 4, and refuses other roles', async () => {
    expect((await call('PUT', '/api/v1/staff/payment-settings', await staffMember(t, 'manager'), adyenSettings)).statusCode).toBe(403);
    const missing = await call('PUT', '/api/v1/staff/payment-settings', superUser, { provider: 'adyen', mode: 'test' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({ merchant_account: [messages.cardProvider.merchantAccountRequired], api_key: [messages.cardProvider.apiKeyRequired], client_key: [messages.cardProvider.clientKeyRequired], hmac_key: [messages.cardProvider.hmacKeyRequired] });
    const live = await call('PUT', '/api/v1/staff/payment-settings', superUser, { ...adyenSettings, mode: 'live' });
    expect(live.json().errors).toMatchObject({ client_key: [messages.cardProvider.keyModeMismatch('live')], live_endpoint_prefix: [messages.cardProvider.livePrefixRequired] });
    expect((await call('PUT', '/api/v1/staff/payment-settings', superUser, { ...adyenSettings, hmac_key: 'not-hex' })).statusCode).toBe(422);
    // The live prefix becomes part of Adyen's host name: nothing that could point the API key anywhere else.
    for (const prefix of ['evil.example.com/x', 'a@b', '1797a841fbb37ca7-Co:8443', '-x'])
      expect((await call('PUT', '/api/v1/staff/payment-settings', superUser, { ...adyenSettings, mode: 'live', client_key: 'live_FAKEADYENCLIENTKEY0001', live_endpoint_prefix: prefix })).statusCode).toBe(422);

    const saved = await call('PUT', '/api/v1/staff/payment-settings', superUser, adyenSettings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      provider: 'adyen',
      merchant_account: fakeAdyenKeys.merchantAccount,
      client_key: fakeAdyenKeys.clientKey,
      api_key: { set: true, last4: fakeAdyenKeys.apiKey.slice(-4) },
      hmac_key: { set: true, last4: fakeAdyenKeys.hmacKey.slice(-4) },
      webhook_path: webhookUrl,
    });
    const read = await call('GET', '/api/v1/staff/payment-settings', superUser);
    for (const body of [saved.body, read.body]) for (const secret of [fakeAdyenKeys.apiKey, fakeAdyenKeys.hmacKey]) expect(body).not.toContain(secret);
    const [row] = await t.database.db.select().from(tenantPaymentSettings).where(eq(tenantPaymentSettings.tenantId, riverside));
    expect(row!.adyenApiKey).toMatch(/^v1\./);
    expect(row!.adyenHmacKey).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(fakeAdyenKeys.apiKey.slice(4, -4));
    expect(JSON.stringify(row)).not.toContain(fakeAdyenKeys.hmacKey.slice(4, -4));

    // A save without the secrets keeps them; the connection test reaches the (fake) Adyen with them.
    expect((await call('PUT', '/api/v1/staff/payment-settings', superUser, { provider: 'adyen', mode: 'test' })).json().data.api_key.set).toBe(true);
    expect((await call('POST', '/api/v1/staff/payment-settings/test', superUser)).json().data).toEqual({ ok: true, message: null });
    expect((await call('GET', '/api/v1/staff/payment-settings', await staffMember(t, 'super-user'), undefined, hosts.peak)).statusCode).toBe(401);
  });

  it('says so when Adyen refuses the stored API key', async () => {
    await call('PUT', '/api/v1/staff/payment-settings', superUser, { ...adyenSettings, api_key: 'AQEwrongWrongWrongKey' });
    expect((await call('POST', '/api/v1/staff/payment-settings/test', superUser)).json().data).toEqual({ ok: false, message: messages.cardProvider.connectionFailed });
    expect((await call('PUT', '/api/v1/staff/payment-settings', superUser, adyenSettings)).statusCode).toBe(200);
  });
});

describe('checkout through Adyen', () => {
  beforeAll(async () => {
    expect((await call('PUT', '/api/v1/staff/payment-settings', superUser, adyenSettings)).statusCode).toBe(200);
  });

  it("opens the CSP to Adyen's addresses only on the pages of a tenant that pays through Adyen", async () => {
    const csp = async (host: string) => String((await t.request(host, { method: 'GET', url: '/api/checkout/cart' })).headers['content-security-policy']);
    const policy = await csp(riversideHost);
    expect(policy).toMatch(/script-src 'self'[^;]* https:\/\/checkoutshopper-test\.cdn\.adyen\.com/);
    expect(policy).toMatch(/style-src [^;]*https:\/\/checkoutshopper-test\.cdn\.adyen\.com/);
    expect(policy).toMatch(/connect-src 'self'[^;]* https:\/\/checkoutshopper-test\.adyen\.com/);
    expect(policy).toMatch(/frame-src 'self' https:\/\/checkoutshopper-test\.adyen\.com https:\/\/checkoutshopper-live\.adyen\.com https:;/);
    expect(policy).toMatch(/form-action 'self' https:;/);
    expect(policy).not.toContain('stripe.com');
    const peak = await csp(hosts.peak);
    expect(peak).not.toContain('adyen');
    expect(peak).toMatch(/form-action 'self';/);
  });

  it('prepares with the client key, charges the server’s amount once, and captures after the order commits', async () => {
    const { cart, prepared, pay, complete } = await readyBuyer(30);
    expect(prepared.payment_provider).toBe('adyen');
    expect(prepared.sca_data).toMatchObject({ provider: 'adyen', client_key: fakeAdyenKeys.clientKey, environment: 'test', js_url: expect.stringMatching(/^https:\/\/checkoutshopper-test\.cdn\.adyen\.com\/checkoutshopper\/sdk\/[\d.]+\/adyen\.js$/), amount: cart.totals.balance, currency: 'GBP' });
    expect(JSON.stringify(prepared)).not.toContain(fakeAdyenKeys.apiKey);

    const paid = await pay(cards.visa);
    expect(paid.json().data).toMatchObject({ status: 'authorised', requires_sca: false });
    const paymentId = paid.json().data.transaction_id as string;
    expect((await pay(cards.visa)).json().data.transaction_id).toBe(paymentId);
    const payment = fake.paymentOf(paymentId)!;
    expect(payment.amount).toEqual({ value: cart.totals.balance, currency: 'GBP' });
    expect(payment.request).toMatchObject({ merchantAccount: fakeAdyenKeys.merchantAccount, reference: paymentId, additionalData: { manualCapture: 'true' }, origin: `http://${riversideHost}`, channel: 'Web' });
    expect((await complete(paymentId)).statusCode).toBe(200);
    expect(payment.status).toBe('Captured');
    expect(await rowOf(paymentId)).toMatchObject({ status: 'captured', provider: 'adyen', providerReference: payment.pspReference });
    // Every write to Adyen carried a key derived from our payment's id: one create (the replay never reached Adyen), one capture.
    expect(callsFor(paymentId)).toEqual(['P:create', 'P:capture']);
  });

  it('answers a refusal with the spec’s text and makes no order; another card then pays', async () => {
    const { pay, complete } = await readyBuyer(31);
    const refused = await pay(cards.refused);
    expect(refused.json().data.status).toBe('failed');
    expect((await complete(refused.json().data.transaction_id)).json().message).toBe(messages.paymentDeclined);
    expect((await pay(cards.visa)).json().data.status).toBe('authorised');
  });

  it('runs 3-D Secure 2 natively: the fingerprint, then the challenge, then authorised and captured', async () => {
    const { pay, scaCompletion, complete } = await readyBuyer(32);
    const first = (await pay(cards.threeDS2)).json().data;
    expect(first).toMatchObject({ requires_sca: true, status: 'sca_required', sca_data: { provider: 'adyen', action: { type: 'threeDS2', subtype: 'fingerprint' } } });
    const paymentId = first.transaction_id as string;
    const challenge = (await scaCompletion(paymentId, { threeDSResult: fake.threeDSResult(paymentId) })).json().data;
    expect(challenge).toMatchObject({ status: 'sca_required', sca_data: { provider: 'adyen', action: { type: 'threeDS2', subtype: 'challenge' } } });
    // Adyen Web's completion without details says nothing new: still waiting.
    expect((await scaCompletion(paymentId, { done: 'yes' })).json().data.status).toBe('sca_required');
    expect((await scaCompletion(paymentId, { threeDSResult: fake.threeDSResult(paymentId) })).json().data.status).toBe('authorised');
    expect((await complete(paymentId)).statusCode).toBe(200);
    expect(await rowOf(paymentId)).toMatchObject({ status: 'captured', providerReference: fake.paymentOf(paymentId)!.pspReference });
    expect(callsFor(paymentId)).toEqual(['P:create', 'P:details', 'P:details', 'P:capture']);
  });

  it('a challenge the bank refuses fails the payment', async () => {
    const { pay, scaCompletion, complete } = await readyBuyer(33);
    const paymentId = (await pay(cards.threeDS2)).json().data.transaction_id as string;
    await scaCompletion(paymentId, { threeDSResult: fake.threeDSResult(paymentId) });
    expect((await scaCompletion(paymentId, { threeDSResult: fake.threeDSResult(paymentId, false) })).json().data.status).toBe('failed');
    expect((await complete(paymentId)).json().message).toBe(messages.threeDSecureFailed);
  });

  it('an AUTHORISATION webhook before the customer’s completion completes the order once; replays and the completion answer it', async () => {
    const { cart, pay, complete, scaCompletion } = await readyBuyer(34);
    const paymentId = (await pay(cards.redirect)).json().data.transaction_id as string;
    expect((await rowOf(paymentId)).scaData).toMatchObject({ provider: 'adyen', action: { type: 'redirect', method: 'GET' } });
    // The shopper passed the bank's page; Adyen tells us before the shopper is back (our row has no pspReference yet).
    const payment = fake.paymentOf(paymentId)!;
    payment.status = 'Authorised';
    const { body } = fake.notification('AUTHORISATION', { pspReference: payment.pspReference, merchantReference: paymentId, value: payment.amount.value });
    for (let i = 0; i < 3; i++) {
      const answer = await deliver(body);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe('[accepted]');
    }
    await t.services.outbox.idle();
    const made = await t.database.db.select().from(orders).where(eq(orders.cartId, cart.id));
    expect(made).toHaveLength(1);
    expect(payment.status).toBe('Captured');
    expect(await t.database.db.select().from(providerEvents).where(eq(providerEvents.eventId, `AUTHORISATION:${payment.pspReference}:true`))).toHaveLength(1);
    // The shopper comes back: the completion answers the order the webhook made, and nothing is captured twice.
    expect((await scaCompletion(paymentId, { redirectResult: fake.redirectResult(paymentId) })).json().data.status).toBe('captured');
    expect((await complete(paymentId)).json().data.complete_order_id).toBe(made[0]!.id);
    expect(callsFor(paymentId).filter((c) => c === 'P:capture')).toHaveLength(1);
    expect(fake.calls.filter((c) => c.path.endsWith(`${payment.pspReference}/captures`))).toHaveLength(1);
  });

  it('refuses a forged, tampered or unsigned webhook, and one posted to another tenant', async () => {
    const { pay } = await readyBuyer(35);
    const paymentId = (await pay(cards.threeDS2)).json().data.transaction_id as string;
    const payment = fake.paymentOf(paymentId)!;
    const item = { pspReference: payment.pspReference, merchantReference: paymentId, value: payment.amount.value };
    const forged = fake.notification('AUTHORISATION', item, 'A'.repeat(64)).body;
    expect((await deliver(forged)).statusCode).toBe(400);
    expect((await deliver(forged)).json().message).toBe(messages.cardProvider.webhookRefused);
    const genuine = fake.notification('AUTHORISATION', item).body;
    const tampered = JSON.parse(JSON.stringify(genuine)) as typeof genuine;
    (tampered.notificationItems[0]!.NotificationRequestItem.amount as { value: number }).value = 1;
    expect((await deliver(tampered)).statusCode).toBe(400);
    const unsigned = JSON.parse(JSON.stringify(genuine)) as typeof genuine;
    unsigned.notificationItems[0]!.NotificationRequestItem.additionalData = {};
    expect((await deliver(unsigned)).statusCode).toBe(400);
    // Peak pays through the sandbox: it has no HMAC key, so Riverside's notification is refused on Peak's host.
    expect((await deliver(genuine, hosts.peak)).statusCode).toBe(400);
    await t.services.outbox.idle();
    expect(await t.database.db.select().from(providerEvents).where(eq(providerEvents.objectId, payment.pspReference))).toHaveLength(0);
    expect(await rowOf(paymentId)).toMatchObject({ status: 'sca_required', orderId: null });
  });

  it('refuses another customer’s and another tenant’s payment ids', async () => {
    const { pay } = await readyBuyer(36);
    const paymentId = (await pay(cards.visa)).json().data.transaction_id as string;
    const [other] = await newCustomers(t, 1);
    expect((await call('POST', `/api/checkout/session/complete/${paymentId}`, other!.token)).statusCode).toBe(404);
    expect((await call('POST', `/api/payment-providers/sca-completion/${paymentId}`, other!.token, { transaction_uuid: paymentId, sca_result: '{}' })).statusCode).toBe(404);
    expect(fake.paymentOf(paymentId)!.status).toBe('Authorised');
  });

  it('refunds a cancelled paid booking to the card once, and a REFUND webhook marks it done', async () => {
    const { buyer, cart, pay, complete } = await readyBuyer(37);
    const paymentId = (await pay(cards.visa)).json().data.transaction_id as string;
    const orderId = (await complete(paymentId)).json().data.complete_order_id as number;
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.orderId, orderId));
    expect((await call('DELETE', `/api/activities/bookings/${booking!.id}?source=bookings`, buyer.token)).statusCode).toBe(200);
    await t.services.outbox.idle();
    const [refund] = await t.database.db.select().from(cardRefunds).where(eq(cardRefunds.paymentId, paymentId));
    expect(refund).toMatchObject({ amount: cart.totals.balance, bookingId: booking!.id, status: 'pending' });
    const payment = fake.paymentOf(paymentId)!;
    expect(payment.refunded).toBe(cart.totals.balance);
    expect(fake.calls.filter((c) => c.path.endsWith(`${payment.pspReference}/refunds`)).map((c) => c.idempotencyKey)).toEqual([`${refund!.id}:refund`]);
    const [customer] = await t.database.db.select({ credit: users.creditBalance }).from(users).where(eq(users.id, buyer.id));
    expect(customer!.credit).toBe(0);
    expect((await call('DELETE', `/api/activities/bookings/${booking!.id}?source=bookings`, buyer.token)).statusCode).toBe(422);

    const { body } = fake.notification('REFUND', { pspReference: refund!.providerReference!, originalReference: payment.pspReference, merchantReference: refund!.id, value: refund!.amount });
    expect((await deliver(body)).statusCode).toBe(200);
    await t.services.outbox.idle();
    expect((await t.database.db.select().from(cardRefunds).where(eq(cardRefunds.id, refund!.id)))[0]!.status).toBe('succeeded');
  });

  it('a create that times out is a 503 the customer may retry; the payment it may have made is cancelled by our reference', async () => {
    const { cart, pay } = await readyBuyer(38);
    fake.hangNext('create');
    const timedOut = await pay(cards.visa);
    expect(timedOut.statusCode).toBe(503);
    expect(timedOut.json().message).toBe(messages.cardProvider.unavailable);
    const [row] = await t.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.cartId, cart.id));
    expect(row!.status).toBe('voided');
    expect(fake.paymentOf(row!.id)!.status).toBe('Cancelled');
    expect(callsFor(row!.id)).toEqual(['P:create', 'P:cancel']);
    expect(fake.calls.find((c) => c.idempotencyKey === `${row!.id}:cancel`)!.path).toBe('/v72/cancels');
    // The customer tries again: a new payment, authorised once.
    const again = await pay(cards.visa);
    expect(again.json().data.status).toBe('authorised');
    expect(again.json().data.transaction_id).not.toBe(row!.id);
  });

  it('a CANCELLATION webhook for an abandoned payment voids it', async () => {
    const { pay } = await readyBuyer(39);
    const paymentId = (await pay(cards.visa)).json().data.transaction_id as string;
    const payment = fake.paymentOf(paymentId)!;
    const { body } = fake.notification('CANCELLATION', { pspReference: 'CANCELPSP0000001', originalReference: payment.pspReference, merchantReference: paymentId, value: payment.amount.value });
    expect((await deliver(body)).statusCode).toBe(200);
    await t.services.outbox.idle();
    expect((await rowOf(paymentId)).status).toBe('voided');
  });
});
