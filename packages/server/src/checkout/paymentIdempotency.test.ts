import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, orders, paymentTransactions, sandboxRecords } from '../db/schema';
import { createEventBus } from '../events/eventBus';
import { expectInvariants } from '../../test/invariants';
import { createTestApp, type TestApp } from '../../test/testApp';
import { checkoutMessages } from './checkout.service';
import { sweepPayments } from './payments';
import { addToBasket, auth, basket, confirmCard, freshSession, newCustomers, riversideHost } from '../../test/checkoutTestKit';
import { createSandboxProvider } from './sandbox/sandboxProvider';
import { systemDb } from '../db/systemDb';

// Payment idempotency: one provider authorisation per basket; every authorisation is captured by its order or voided.
let t: TestApp;
const started = new Date();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const post = (token: string, url: string, payload?: object) => t.request(riversideHost, { method: 'POST', url, headers: auth(token), ...(payload ? { payload } : {}) });

/** The provider's authorisations for a cart, with their final state (undefined while only authorised). */
async function providerCharges(cartId: number) {
  const rows = await db()
    .select({ data: sandboxRecords.data })
    .from(sandboxRecords)
    .where(and(eq(sandboxRecords.kind, 'charge'), sql`${sandboxRecords.data}->>'key' in (select id::text from payment_transactions where cart_id = ${cartId})`, sql`${sandboxRecords.id} like 'sbx_ch_%'`));
  return rows.map((r) => ({ status: r.data.status as string, state: r.data.state as string | undefined }));
}

/** A buyer with one session in their basket and a payment session with an approving card confirmed against it. */
async function readyBuyer() {
  const session = await freshSession(t, 4);
  const [buyer] = await newCustomers(t, 1);
  await addToBasket(t, buyer!, session.publicId);
  const cart = await basket(t, buyer!);
  const prepared = (await post(buyer!.token, '/api/checkout/session/prepare', { source: 'online' })).json().data;
  await confirmCard(t, '4242424242424242', { paymentSessionId: prepared.payment_session_id, clientSecret: prepared.client_secret });
  const payment = { payment_session_id: prepared.payment_session_id, payments: [{ tender_type: 'card', amount: cart.totals.balance }], terms: true, source: 'online' };
  return { buyer: buyer!, cart, session, payment };
}

describe('payment idempotency at the provider', () => {
  it('20 concurrent payments of one basket make one authorisation; 10 concurrent completions make one order and one capture', async () => {
    const { buyer, cart, payment } = await readyBuyer();
    const paid = await Promise.all(Array.from({ length: 20 }, () => post(buyer.token, '/api/checkout/session/payment', payment)));
    expect(paid.filter((r) => r.statusCode >= 500)).toEqual([]);
    const answered = paid.filter((r) => r.statusCode === 200).map((r) => r.json().data.transaction_id);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    expect(new Set(answered).size).toBe(1);
    for (const r of paid.filter((r) => r.statusCode !== 200)) expect(r.json()).toEqual({ message: checkoutMessages.paymentInProgress });
    expect(await providerCharges(cart.id)).toHaveLength(1);

    const transactionId = answered[0]!;
    const done = await Promise.all(Array.from({ length: 10 }, () => post(buyer.token, `/api/checkout/session/complete/${transactionId}`)));
    expect(new Set(done.map((r) => r.json().data.complete_order_id)).size).toBe(1);
    expect(await db().select().from(orders).where(eq(orders.cartId, cart.id))).toHaveLength(1);
    expect(await providerCharges(cart.id)).toEqual([{ status: 'authorised', state: 'captured' }]);
    const [row] = await db().select().from(paymentTransactions).where(eq(paymentTransactions.id, transactionId));
    expect(row!.status).toBe('captured');
    await expectInvariants(db(), { since: started });
  });

  it('a replay answers the first result; the same basket with other details is 409', async () => {
    const { buyer, cart, payment } = await readyBuyer();
    const first = await post(buyer.token, '/api/checkout/session/payment', payment);
    const replay = await post(buyer.token, '/api/checkout/session/payment', payment);
    expect(replay.json().data.transaction_id).toBe(first.json().data.transaction_id);
    const other = await post(buyer.token, '/api/checkout/session/payment', { ...payment, payment_session_id: 'sbx_ps_another' });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(checkoutMessages.paymentDetailsDiffer);
    expect(await providerCharges(cart.id)).toHaveLength(1);
  });

  it('voids the authorisation when its basket can no longer be settled', async () => {
    const { buyer, cart, session, payment } = await readyBuyer();
    const transactionId = (await post(buyer.token, '/api/checkout/session/payment', payment)).json().data.transaction_id;
    await db().update(bookings).set({ reservedUntil: new Date(Date.now() - 1000) }).where(eq(bookings.occurrenceId, session.id));
    const complete = await post(buyer.token, `/api/checkout/session/complete/${transactionId}`);
    expect(complete.statusCode).toBe(409);
    expect(await providerCharges(cart.id)).toEqual([{ status: 'authorised', state: 'voided' }]);
    const [row] = await db().select().from(paymentTransactions).where(eq(paymentTransactions.id, transactionId));
    expect(row!.status).toBe('voided');
  });

  it('lets a declined card be retried, and the sweep voids what a checkout abandoned and captures what a crash left', async () => {
    const session = await freshSession(t, 4);
    const [buyer] = await newCustomers(t, 1);
    await addToBasket(t, buyer!, session.publicId);
    const cart = await basket(t, buyer!);
    const prepared = (await post(buyer!.token, '/api/checkout/session/prepare', { source: 'online' })).json().data;
    const payment = { payment_session_id: prepared.payment_session_id, payments: [{ tender_type: 'card', amount: cart.totals.balance }], terms: true, source: 'online' };
    const card = (number: string) => confirmCard(t, number, { paymentSessionId: prepared.payment_session_id, clientSecret: prepared.client_secret });
    await card('4000000000000002');
    expect((await post(buyer!.token, '/api/checkout/session/payment', payment)).json().data.status).toBe('failed');
    await card('4242424242424242');
    const retried = (await post(buyer!.token, '/api/checkout/session/payment', payment)).json().data;
    expect(retried.status).toBe('authorised');

    // Abandoned: the customer never completes. After its holds would have lapsed, the sweep voids it at the provider.
    const deps = { db: systemDb(db()), holdMinutes: 15, provider: createSandboxProvider(db()), events: createEventBus(), failpoint: () => {} };
    const mine = { userIds: [buyer!.id] };
    expect(await sweepPayments({ ...deps, now: () => new Date() }, mine)).toEqual({ captured: 0, voided: 0 });
    expect((await db().select().from(paymentTransactions).where(eq(paymentTransactions.id, retried.transaction_id)))[0]!.status).toBe('authorised');
    expect(await sweepPayments({ ...deps, now: () => new Date(Date.now() + 16 * 60_000) }, mine)).toEqual({ captured: 0, voided: 1 });
    expect((await db().select().from(paymentTransactions).where(eq(paymentTransactions.id, retried.transaction_id)))[0]!.status).toBe('voided');
    expect((await providerCharges(cart.id)).filter((c) => c.status === 'authorised')).toEqual([{ status: 'authorised', state: 'voided' }]);

    // Crash between the order's commit and the capture: the row says capturing; the sweep finishes the capture.
    const again = await readyBuyer();
    const id = (await post(again.buyer.token, '/api/checkout/session/payment', again.payment)).json().data.transaction_id;
    await db().update(paymentTransactions).set({ status: 'capturing' }).where(eq(paymentTransactions.id, id));
    expect(await sweepPayments({ ...deps, now: () => new Date() }, { userIds: [again.buyer.id] })).toEqual({ captured: 1, voided: 0 });
    expect((await db().select().from(paymentTransactions).where(eq(paymentTransactions.id, id)))[0]!.status).toBe('captured');
    expect(await providerCharges(again.cart.id)).toEqual([{ status: 'authorised', state: 'captured' }]);
  });
});
