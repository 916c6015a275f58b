import { cancellationMessages, cardProviderForms, formatMoney, messages } from '@courtside/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, auth, basket, freshSessionLater, newCustomers, riversideHost, tenantIdOf } from '../../../test/checkoutTestKit';
import { fakeStripeKeys, startFakeStripe, type FakeStripe } from '../../../test/fakeStripe';
import { staffMember } from '../../../test/staffTestKit';
import { createTestApp, hosts, testAppBudget, type TestApp } from '../../../test/testApp';
import { bookings, cardRefunds, orders, paymentTransactions, providerEvents, tenantPaymentSettings, users } from '../../db/schema';
import { HttpError } from '../../http/httpError';
import { createStripeProvider } from './stripeProvider';
import { stripeEventTypes } from './stripeWebhook.routes';

// The stripe provider end to end against a local fake of Stripe's API: a tenant set to Stripe by its super user pays
// through PaymentIntents made and confirmed by the server (declines, 3-D Secure, replays, timeouts), captured after
// the order commits, refunded when a paid booking is cancelled, with Stripe's webhooks verified and applied once.
let fake: FakeStripe;
let t: TestApp;
let superUser: string;
let riverside: number;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ payments: { keysSecret: Buffer.alloc(32, 9), stripeApiBase: fake.url, stripeTimeoutMs: 5_000, stripeNetworkRetries: 0 } });
  riverside = await tenantIdOf(t);
  superUser = await staffMember(t, 'super-user');
}, testAppBudget);
afterAll(async () => {
  // Other files of this worker share the database: Riverside goes back to the sandbox.
  await t?.database.db.delete(tenantPaymentSettings).where(eq(tenantPaymentSettings.tenantId, riverside));
  await t?.close();
  await fake?.close();
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token: string | null, payload?: object, host = riversideHost) =>
  t.request(host, { method, url, headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) });
const stripeSettings = { provider: 'stripe', mode: 'test', publishable_key: fakeStripeKeys.publishableKey, secret_key: fakeStripeKeys.secretKey, webhook_secret: fakeStripeKeys.webhookSecret };

/** A customer with one fresh session in their basket and a Stripe payment session for it. */
async function readyBuyer(day: number) {
  const session = await freshSessionLater(t, 4, day);
  const [buyer] = await newCustomers(t, 1);
  expect((await addToBasket(t, buyer!, session.publicId)).statusCode).toBe(200);
  const cart = await basket(t, buyer!);
  const prepared = (await call('POST', '/api/checkout/session/prepare', buyer!.token, { source: 'online' })).json().data;
  const pay = (paymentMethod: string) =>
    call('POST', '/api/checkout/session/payment', buyer!.token, {
      payment_session_id: prepared.payment_session_id,
      payment_method_id: paymentMethod,
      payments: [{ tender_type: 'card', amount: cart.totals.balance }],
      terms: true,
      source: 'online',
    });
  return { buyer: buyer!, cart, prepared, pay };
}

const intentsOf = (paymentId: string) => [...fake.intents.values()].filter((i) => i.metadata.payment_id === paymentId);

describe('payment settings (super users)', () => {
  it('stores the keys sealed, answers only whether each secret is set and its last 4, and refuses other roles', async () => {
    const manager = await staffMember(t, 'manager');
    expect((await call('PUT', '/api/v1/staff/payment-settings', manager, stripeSettings)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/staff/payment-settings', manager)).statusCode).toBe(403);
    const [customer] = await newCustomers(t, 1);
    expect((await call('GET', '/api/v1/staff/payment-settings', customer!.token)).statusCode).toBe(403);

    const wrongMode = await call('PUT', '/api/v1/staff/payment-settings', superUser, { ...stripeSettings, mode: 'live' });
    expect(wrongMode.statusCode).toBe(422);
    expect(wrongMode.json().message).toBe(messages.cardProvider.keyModeMismatch('live'));

    const saved = await call('PUT', '/api/v1/staff/payment-settings', superUser, stripeSettings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      provider: 'stripe',
      mode: 'test',
      publishable_key: fakeStripeKeys.publishableKey,
      secret_key: { set: true, last4: fakeStripeKeys.secretKey.slice(-4) },
      webhook_secret: { set: true, last4: fakeStripeKeys.webhookSecret.slice(-4) },
      webhook_path: '/api/payment-providers/stripe/webhook',
    });
    const read = await call('GET', '/api/v1/staff/payment-settings', superUser);
    for (const body of [saved.body, read.body]) {
      expect(body).not.toContain(fakeStripeKeys.secretKey);
      expect(body).not.toContain(fakeStripeKeys.webhookSecret);
    }
    const [row] = await t.database.db.select().from(tenantPaymentSettings).where(eq(tenantPaymentSettings.tenantId, riverside));
    expect(row!.secretKey).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(fakeStripeKeys.secretKey.slice(8));
    expect(JSON.stringify(row)).not.toContain(fakeStripeKeys.webhookSecret.slice(6));

    // A save without the secrets keeps the stored ones; the test connection reaches the (fake) Stripe with them.
    expect((await call('PUT', '/api/v1/staff/payment-settings', superUser, { provider: 'stripe', mode: 'test' })).json().data.secret_key.set).toBe(true);
    expect((await call('POST', '/api/v1/staff/payment-settings/test', superUser)).json().data).toEqual({ ok: true, message: null });

    // Peak's settings are its own: still the sandbox.
    const peakSuper = await staffMemberOf('peak');
    expect((await call('GET', '/api/v1/staff/payment-settings', peakSuper, undefined, hosts.peak)).json().data.provider).toBe('sandbox');
  });

  it('tells the super user to send the webhook the events checkout acts on', () => {
    expect([...cardProviderForms.stripe.webhookEvents].sort()).toEqual([...stripeEventTypes].sort());
  });

  it('says so when the provider refuses the stored keys', async () => {
    const wrong = createStripeProvider({ mode: 'test', publishableKey: null, secretKey: 'sk_test_wrong', webhookSecret: null }, { apiBase: fake.url, maxNetworkRetries: 0 });
    await expect(wrong.testConnection!()).rejects.toThrow();
  });
});

/** A super user of another tenant. */
async function staffMemberOf(slug: string) {
  const { createSession } = await import('../../auth/sessions.repo');
  const { tenantDb } = await import('../../db/tenantDb');
  const tenantId = await tenantIdOf(t, slug);
  const [row] = await t.database.db
    .insert(users)
    .values({ tenantId, reference: `STAFF-${slug}-${Date.now()}`, email: `super-${Date.now()}@${slug}.example`, firstName: 'Sue', lastName: 'Per', role: 'staff', staffRole: 'super-user' })
    .returning({ id: users.id });
  return createSession(tenantDb(t.database.db, tenantId), row!.id, new Date());
}

describe('checkout through Stripe', () => {
  beforeAll(async () => {
    expect((await call('PUT', '/api/v1/staff/payment-settings', superUser, stripeSettings)).statusCode).toBe(200);
  });

  it('opens the CSP to Stripe.js only on the pages of a tenant that pays through Stripe', async () => {
    const csp = async (host: string) => String((await t.request(host, { method: 'GET', url: '/api/checkout/cart' })).headers['content-security-policy']);
    const riversidePolicy = await csp(riversideHost);
    expect(riversidePolicy).toMatch(/script-src 'self'[^;]* https:\/\/js\.stripe\.com/);
    expect(riversidePolicy).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    expect(riversidePolicy).toMatch(/connect-src 'self'[^;]* https:\/\/api\.stripe\.com/);
    expect(await csp(hosts.peak)).not.toContain('stripe.com');
  });

  it('prepares with the publishable key, charges the server’s amount once, and captures after the order commits', async () => {
    const { buyer, cart, prepared, pay } = await readyBuyer(20);
    expect(prepared.payment_provider).toBe('stripe');
    expect(prepared.sca_data).toMatchObject({ provider: 'stripe', publishable_key: fakeStripeKeys.publishableKey, amount: cart.totals.balance });
    expect(JSON.stringify(prepared)).not.toContain(fakeStripeKeys.secretKey);

    const paid = await pay('pm_card_visa');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'authorised', requires_sca: false });
    const paymentId = paid.json().data.transaction_id as string;
    // A replay of the same request answers the same payment: one PaymentIntent.
    expect((await pay('pm_card_visa')).json().data.transaction_id).toBe(paymentId);
    const [intent] = intentsOf(paymentId);
    expect(intentsOf(paymentId)).toHaveLength(1);
    expect(intent).toMatchObject({ amount: cart.totals.balance, currency: 'gbp', capture_method: 'manual', status: 'requires_capture' });

    const done = await call('POST', `/api/checkout/session/complete/${paymentId}`, buyer.token);
    expect(done.statusCode).toBe(200);
    expect(fake.intents.get(intent!.id)!.status).toBe('succeeded');
    const [row] = await t.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, paymentId));
    expect(row).toMatchObject({ status: 'captured', provider: 'stripe', providerReference: intent!.id });
    // Every write to Stripe carried a key derived from our payment's id.
    const writes = fake.calls.filter((c) => c.method === 'POST' && c.path.includes(intent!.id) || (c.method === 'POST' && c.path === '/v1/payment_intents' && c.idempotencyKey?.startsWith(paymentId)));
    expect(writes.map((c) => c.idempotencyKey)).toEqual([`${paymentId}:create`, `${paymentId}:confirm`, `${paymentId}:capture`]);
  });

  it('answers a decline with the card’s message and makes no order', async () => {
    const { buyer, pay } = await readyBuyer(21);
    const declined = await pay('pm_card_visa_chargeDeclined');
    expect(declined.json().data.status).toBe('failed');
    const paymentId = declined.json().data.transaction_id as string;
    const completion = await call('POST', `/api/checkout/session/complete/${paymentId}`, buyer.token);
    expect(completion.statusCode).toBe(422);
    expect(completion.json().message).toBe('Your card was declined.');
    // Another card then pays the same basket.
    expect((await pay('pm_card_visa')).json().data.status).toBe('authorised');
  });

  it('runs 3-D Secure through Stripe’s own challenge: pending until the bank answers, then authorised and completed', async () => {
    const { buyer, pay } = await readyBuyer(22);
    const challenged = (await pay('pm_card_authenticationRequired')).json().data;
    expect(challenged).toMatchObject({ requires_sca: true, status: 'sca_required' });
    const paymentId = challenged.transaction_id as string;
    const [intent] = intentsOf(paymentId);
    expect(challenged.sca_data).toEqual({ provider: 'stripe', payment_intent: intent!.id, client_secret: intent!.client_secret });
    const scaCompletion = () => call('POST', `/api/payment-providers/sca-completion/${paymentId}`, buyer.token, { transaction_uuid: paymentId, sca_result: 'done' });
    expect((await scaCompletion()).json().data.status).toBe('sca_required');
    fake.decideChallenge(intent!.id, true);
    expect((await scaCompletion()).json().data.status).toBe('authorised');
    expect((await call('POST', `/api/checkout/session/complete/${paymentId}`, buyer.token)).statusCode).toBe(200);
    expect(fake.intents.get(intent!.id)!.status).toBe('succeeded');
  });

  it('a failed challenge fails the payment', async () => {
    const { buyer, pay } = await readyBuyer(23);
    const paymentId = (await pay('pm_card_authenticationRequired')).json().data.transaction_id as string;
    fake.decideChallenge(intentsOf(paymentId)[0]!.id, false);
    const status = await call('POST', `/api/payment-providers/sca-completion/${paymentId}`, buyer.token, { transaction_uuid: paymentId, sca_result: 'done' });
    expect(status.json().data.status).toBe('failed');
    expect((await call('POST', `/api/checkout/session/complete/${paymentId}`, buyer.token)).json().message).toBe(messages.threeDSecureFailed);
  });

  it('a webhook arriving before the customer’s completion completes the order once; replays and the completion answer it', async () => {
    const { buyer, cart, pay } = await readyBuyer(24);
    const paymentId = (await pay('pm_card_authenticationRequired')).json().data.transaction_id as string;
    const intent = fake.decideChallenge(intentsOf(paymentId)[0]!.id, true);
    const event = fake.signedEvent('payment_intent.amount_capturable_updated', intent);
    const deliver = () => t.request(riversideHost, { method: 'POST', url: '/api/payment-providers/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': event.signature }, payload: event.payload });
    expect((await deliver()).statusCode).toBe(200);
    expect((await deliver()).statusCode).toBe(200);
    await t.services.outbox.idle();
    const made = await t.database.db.select().from(orders).where(eq(orders.cartId, cart.id));
    expect(made).toHaveLength(1);
    expect(fake.intents.get(intent.id)!.status).toBe('succeeded');
    expect(await t.database.db.select().from(providerEvents).where(eq(providerEvents.eventId, event.eventId))).toHaveLength(1);

    // The customer comes back from the challenge: their completion answers the order the webhook made.
    expect((await call('POST', `/api/payment-providers/sca-completion/${paymentId}`, buyer.token, { transaction_uuid: paymentId, sca_result: 'done' })).json().data.status).toBe('captured');
    const done = await call('POST', `/api/checkout/session/complete/${paymentId}`, buyer.token);
    expect(done.json().data.complete_order_id).toBe(made[0]!.id);
    expect(await t.database.db.select().from(orders).where(eq(orders.cartId, cart.id))).toHaveLength(1);
    expect(fake.calls.filter((c) => c.path === `/v1/payment_intents/${intent.id}/capture`)).toHaveLength(1);
  });

  it('refuses a forged or unsigned webhook, and one signed for another tenant', async () => {
    const { pay } = await readyBuyer(25);
    const paymentId = (await pay('pm_card_authenticationRequired')).json().data.transaction_id as string;
    const intent = fake.decideChallenge(intentsOf(paymentId)[0]!.id, true);
    const forged = fake.signedEvent('payment_intent.succeeded', intent, 'whsec_notTheTenantsSecret');
    const post = (host: string, headers: Record<string, string>, payload: string) => t.request(host, { method: 'POST', url: '/api/payment-providers/stripe/webhook', headers: { 'content-type': 'application/json', ...headers }, payload });
    expect((await post(riversideHost, { 'stripe-signature': forged.signature }, forged.payload)).statusCode).toBe(400);
    expect((await post(riversideHost, {}, forged.payload)).json().message).toBe(messages.cardProvider.webhookRefused);
    // Tampered: a genuine signature over another body.
    const genuine = fake.signedEvent('payment_intent.succeeded', intent);
    expect((await post(riversideHost, { 'stripe-signature': genuine.signature }, genuine.payload.replace('"livemode":false', '"livemode":true'))).statusCode).toBe(400);
    // Peak has no Stripe account: Riverside's event posted to Peak's host is refused there.
    expect((await post(hosts.peak, { 'stripe-signature': genuine.signature }, genuine.payload)).statusCode).toBe(400);
    expect(await t.database.db.select().from(providerEvents).where(eq(providerEvents.eventId, forged.eventId))).toHaveLength(0);
    const [row] = await t.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, paymentId));
    expect(row!.orderId).toBeNull();
  });

  it('refuses another customer’s and another tenant’s payment ids', async () => {
    const { pay } = await readyBuyer(26);
    const paymentId = (await pay('pm_card_visa')).json().data.transaction_id as string;
    const [other] = await newCustomers(t, 1);
    expect((await call('POST', `/api/checkout/session/complete/${paymentId}`, other!.token)).statusCode).toBe(404);
    expect((await call('POST', `/api/payment-providers/sca-completion/${paymentId}`, other!.token, { transaction_uuid: paymentId, sca_result: 'x' })).statusCode).toBe(404);
    const peakCustomer = await staffMemberOf('peak');
    expect((await call('POST', `/api/checkout/session/complete/${paymentId}`, peakCustomer, undefined, hosts.peak)).statusCode).toBe(404);
    expect(intentsOf(paymentId)[0]!.status).toBe('requires_capture');
  });

  it('refunds a cancelled paid booking to the card once, and a charge.refunded webhook marks it done', async () => {
    const { buyer, cart, pay } = await readyBuyer(27);
    const paymentId = (await pay('pm_card_visa')).json().data.transaction_id as string;
    const orderId = (await call('POST', `/api/checkout/session/complete/${paymentId}`, buyer.token)).json().data.complete_order_id as number;
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.orderId, orderId));
    const price = formatMoney(cart.totals.balance, { currency: 'GBP' });
    const listed = (await call('GET', '/api/v1/bookings?cancellation_source=my-account', buyer.token)).json().data;
    expect(listed.find((b: { id: number }) => b.id === booking!.id).cancellation).toMatchObject({ awards_credit: false, awards_credit_message: cancellationMessages.willRefundToCard(price, null) });
    const cancelled = await call('DELETE', `/api/activities/bookings/${booking!.id}?source=bookings`, buyer.token);
    expect(cancelled.statusCode).toBe(200);
    // The customer is told the money goes back to the card, not to account credit (nor that the cut-off had passed).
    expect(cancelled.json().data.cancellation).toMatchObject({ awards_credit: false, awards_credit_message: cancellationMessages.refundedToCard(price, null), cut_off_message: null });
    await t.services.outbox.idle();
    const [refund] = await t.database.db.select().from(cardRefunds).where(eq(cardRefunds.paymentId, paymentId));
    expect(refund).toMatchObject({ amount: cart.totals.balance, bookingId: booking!.id });
    const intentId = intentsOf(paymentId)[0]!.id;
    const made = [...fake.refunds.values()].filter((r) => r.payment_intent === intentId);
    expect(made).toEqual([expect.objectContaining({ id: refund!.providerReference, amount: cart.totals.balance, metadata: { refund_id: refund!.id } })]);
    expect(fake.calls.filter((c) => c.path === '/v1/refunds').map((c) => c.idempotencyKey)).toContain(`${refund!.id}:refund`);
    // No account credit: the money went back to the card.
    const [customer] = await t.database.db.select({ credit: users.creditBalance }).from(users).where(eq(users.id, buyer.id));
    expect(customer!.credit).toBe(0);
    // A second cancel is refused, so nothing is refunded twice.
    expect((await call('DELETE', `/api/activities/bookings/${booking!.id}?source=bookings`, buyer.token)).statusCode).toBe(422);

    const charge = { id: 'ch_x', object: 'charge', payment_intent: intentId, amount_refunded: cart.totals.balance, refunds: { object: 'list', data: [{ id: refund!.providerReference, status: 'succeeded' }] } };
    const event = fake.signedEvent('charge.refunded', charge);
    await t.request(riversideHost, { method: 'POST', url: '/api/payment-providers/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': event.signature }, payload: event.payload });
    await t.services.outbox.idle();
    expect((await t.database.db.select().from(cardRefunds).where(eq(cardRefunds.id, refund!.id)))[0]!.status).toBe('succeeded');
  });
});

describe('the Stripe adapter when Stripe does not answer', () => {
  it('a timed-out create is a 503 the customer may retry, and the intent it may have made is found and cancelled', async () => {
    const provider = createStripeProvider({ mode: 'test', publishableKey: null, secretKey: fakeStripeKeys.secretKey, webhookSecret: null }, { apiBase: fake.url, timeoutMs: 300, maxNetworkRetries: 0 });
    const key = crypto.randomUUID();
    fake.hangNext('create');
    const charged = provider.chargeSession('stripe_ps_x', { amount: 1500, currency: 'GBP' }, key, 'pm_card_visa');
    await expect(charged).rejects.toBeInstanceOf(HttpError);
    await expect(charged).rejects.toMatchObject({ statusCode: 503, message: messages.cardProvider.unavailable });
    expect(intentsOf(key)).toHaveLength(1);
    await provider.voidAuthorisation(key, null);
    expect(intentsOf(key)[0]!.status).toBe('canceled');
    // Voiding again is a no-op.
    await provider.voidAuthorisation(key, null);
  });
});
