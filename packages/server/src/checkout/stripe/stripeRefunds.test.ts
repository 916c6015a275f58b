import { randomBytes, randomUUID } from 'node:crypto';
import { cancellationMessages, formatMoney } from '@courtside/core';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, auth, freshSessionLater, newCustomers, riversideHost, tenantIdOf } from '../../../test/checkoutTestKit';
import { fakeStripeKeys, startFakeStripe, type FakeStripe } from '../../../test/fakeStripe';
import { staffMember } from '../../../test/staffTestKit';
import { createTestApp, testAppBudget, type TestApp } from '../../../test/testApp';
import { bookingBundles, bookings, cardRefunds, occurrences, programmes, tenantPaymentSettings, users } from '../../db/schema';

// Every way a card-paid booking is cancelled gives the card share back to the card for a tenant paying through Stripe:
// a camp or course cancelled whole by its customer, and bookings cancelled by staff at the desk or by the venue.
let fake: FakeStripe;
let t: TestApp;
let riverside: number;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ payments: { keysSecret: Buffer.alloc(32, 9), stripeApiBase: fake.url, stripeTimeoutMs: 5_000, stripeNetworkRetries: 0 } });
  riverside = await tenantIdOf(t);
  const superUser = await staffMember(t, 'super-user');
  const stripe = { provider: 'stripe', mode: 'test', publishable_key: fakeStripeKeys.publishableKey, secret_key: fakeStripeKeys.secretKey, webhook_secret: fakeStripeKeys.webhookSecret };
  expect((await call('PUT', '/api/v1/staff/payment-settings', superUser, stripe)).statusCode).toBe(200);
}, testAppBudget);
afterAll(async () => {
  // Other files of this worker share the database: Riverside goes back to the sandbox.
  await t?.database.db.delete(tenantPaymentSettings).where(eq(tenantPaymentSettings.tenantId, riverside));
  await t?.close();
  await fake?.close();
});

type Customer = { id: number; token: string };
const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
  t.request(riversideHost, { method, url, headers: auth(token), ...(payload ? { payload } : {}) });
const pounds = (minor: number) => formatMoney(minor, { currency: 'GBP' });
const creditOf = async (who: Customer) => (await t.database.db.select({ c: users.creditBalance }).from(users).where(eq(users.id, who.id)))[0]!.c;

/** Pays the customer's basket by card through Stripe (pm_card_visa) and completes it: its payment id and order id. */
async function payByStripe(buyer: Customer) {
  const cart = (await call('GET', '/api/checkout/cart', buyer.token)).json().data;
  const prepared = (await call('POST', '/api/checkout/session/prepare', buyer.token, { source: 'online' })).json().data;
  const paid = await call('POST', '/api/checkout/session/payment', buyer.token, {
    payment_session_id: prepared.payment_session_id,
    payment_method_id: 'pm_card_visa',
    payments: [{ tender_type: 'card', amount: cart.totals.balance }],
    terms: true,
    source: 'online',
  });
  expect(paid.json().data, paid.body).toMatchObject({ status: 'authorised' });
  const paymentId = paid.json().data.transaction_id as string;
  const done = await call('POST', `/api/checkout/session/complete/${paymentId}`, buyer.token);
  expect(done.statusCode, done.body).toBe(200);
  return { paymentId, orderId: done.json().data.complete_order_id as number, amount: cart.totals.balance as number };
}

/** The refunds the fake Stripe made against our payment's PaymentIntent. */
const refundsAtStripe = (paymentId: string) => {
  const intent = [...fake.intents.values()].find((i) => i.metadata.payment_id === paymentId)!;
  return [...fake.refunds.values()].filter((r) => r.payment_intent === intent.id);
};

/** A course of its own (Toddler Splash's sessions, nothing taken) in the payer's basket, paid through Stripe. */
async function courseBoughtByCard(payer: Customer) {
  const db = t.database.db;
  const [source] = await db.select().from(programmes).where(and(eq(programmes.tenantId, riverside), eq(programmes.slug, 'toddler-splash')));
  const id = randomUUID();
  await db.insert(programmes).values({ ...source!, id, slug: `card-${randomBytes(4).toString('hex')}`, capacity: 2 });
  const sessions = await db.select().from(occurrences).where(and(eq(occurrences.tenantId, riverside), eq(occurrences.programmeId, source!.id))).orderBy(asc(occurrences.startsAt));
  await db.insert(occurrences).values(sessions.map(({ id: _id, publicId: _p, ...row }) => ({ ...row, programmeId: id, capacity: 2, publicId: `c${randomBytes(30).toString('base64url').slice(0, 33)}` })));
  const added = await call('POST', `/api/v1/users/${payer.id}/carts/activity-booking/items`, payer.token, { data: { items: [{ purchasable_id: id, purchasable_type: 'course', quantity: 1 }] } });
  expect(added.statusCode, added.body).toBe(200);
  const paid = await payByStripe(payer);
  const [bundle] = await db.select().from(bookingBundles).where(and(eq(bookingBundles.userId, payer.id), eq(bookingBundles.programmeId, id)));
  return { ...paid, bundleId: bundle!.id };
}

describe('cancellations of card-paid bookings refund to the card (Stripe)', () => {
  it('a course cancelled whole goes back to the card once, not to account credit', async () => {
    const [payer] = (await newCustomers(t, 1)) as [Customer];
    const { paymentId, amount, bundleId } = await courseBoughtByCard(payer);
    // What the customer reads before and after: the money goes back to the card, not to account credit.
    const before = (await call('GET', `/api/v1/booking-bundles/${bundleId}`, payer.token)).json().data.cancellation;
    expect(before).toMatchObject({ can_cancel: true, awards_credit: false, awards_credit_message: cancellationMessages.willRefundToCard(pounds(amount), null) });
    const cancel = () => call('DELETE', `/api/v1/booking-bundles/${bundleId}?source=bookings`, payer.token);
    const cancelled = await cancel();
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(cancelled.json().data.cancellation).toMatchObject({ awards_credit: false, awards_credit_message: cancellationMessages.refundedToCard(pounds(amount), null), cut_off_message: null });
    await t.services.outbox.idle();

    const rows = await t.database.db.select().from(cardRefunds).where(eq(cardRefunds.paymentId, paymentId));
    expect(rows).toEqual([expect.objectContaining({ bundleId, bookingId: null, amount, status: 'succeeded' })]);
    expect(refundsAtStripe(paymentId)).toEqual([expect.objectContaining({ id: rows[0]!.providerReference, amount, metadata: { refund_id: rows[0]!.id } })]);
    expect(await creditOf(payer)).toBe(0);

    // A second cancel is refused: nothing goes back twice.
    expect((await cancel()).statusCode).toBe(422);
    await t.services.outbox.idle();
    expect(refundsAtStripe(paymentId)).toHaveLength(1);
  });

  it('staff cancelling at the desk before the cut-off, and the venue cancelling, refund each booking to its card', async () => {
    const desk = await staffMember(t, 'front-of-house');
    for (const source of ['foh', 'occurrence'] as const) {
      const session = await freshSessionLater(t, 4, source === 'foh' ? 30 : 31);
      const [buyer] = (await newCustomers(t, 1)) as [Customer];
      expect((await addToBasket(t, buyer, session.publicId)).statusCode).toBe(200);
      const { paymentId, orderId, amount } = await payByStripe(buyer);
      const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.orderId, orderId));

      const cancelled = await call('PATCH', '/api/v1/bookings', desk, { data: { update_type: 'cancellation', cancellation_source: source, booking_ids: [booking!.id] } });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      await t.services.outbox.idle();

      const rows = await t.database.db.select().from(cardRefunds).where(eq(cardRefunds.paymentId, paymentId));
      expect(rows, source).toEqual([expect.objectContaining({ bookingId: booking!.id, bundleId: null, amount, status: 'succeeded' })]);
      expect(refundsAtStripe(paymentId), source).toHaveLength(1);
      expect(await creditOf(buyer), source).toBe(0);
    }
  });
});
