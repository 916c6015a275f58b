import { messages } from '@courtside/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, cartItems, orderPayments, orders, users } from '../db/schema';
import { createSession } from '../auth/sessions.repo';
import { createTestApp, type TestApp } from '../../test/testApp';
import { addToBasket, auth, basket, freshSession, newCustomers, payBySession, riversideHost, tenantIdOf } from '../../test/checkoutTestKit';
import { tenantDb } from '../db/tenantDb';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const holds = async (occurrenceId: number) =>
  (await db().select().from(bookings).where(eq(bookings.occurrenceId, occurrenceId))).filter((b) => b.status === 'settled' || (b.status === 'reserved' && b.reservedUntil! > new Date()));

describe('basket holds (spec §3 reserved bookings)', () => {
  it('adds a session as a reserved booking, with totals and an item_hash that changes', async () => {
    const session = await freshSession(t, 5);
    const [buyer] = await newCustomers(t, 1);
    const before = (await basket(t, buyer!)).item_hash;
    const res = await addToBasket(t, buyer!, session.publicId, 2);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items[0]).toMatchObject({ type: 'av2_booking', occurrence_id: session.publicId, quantity: 2 });
    const cart = await basket(t, buyer!);
    expect(cart.items).toHaveLength(1);
    expect(cart.totals.item_count).toBe(2);
    expect(cart.totals.total).toBe(cart.items[0].price.raw);
    expect(cart.item_hash).not.toBe(before);
    const [hold] = await holds(session.id);
    expect(hold).toMatchObject({ status: 'reserved', userId: buyer!.id, quantity: 2 });
    expect(hold!.reservedUntil!.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
  });

  // 200 new customers and their adds at once: 2–5 s on 2 cores, the test's own budget.
  it('never holds more places than a session has, however many buy at once', { timeout: 30_000 }, async () => {
    const session = await freshSession(t, 20);
    const buyers = await newCustomers(t, 200);
    const results = await Promise.all(buyers.map((b) => addToBasket(t, b, session.publicId)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(20);
    const refused = results.filter((r) => r.statusCode === 422);
    expect(refused).toHaveLength(180);
    expect(JSON.stringify(refused[0]!.json())).toContain(messages.sessionFull);
    expect((await holds(session.id)).reduce((n, b) => n + b.quantity, 0)).toBe(20);
    // A refused add leaves nothing behind: exactly the winners' basket lines, each with its hold.
    const lines = await db().select().from(cartItems).where(eq(cartItems.occurrenceId, session.id));
    expect(lines).toHaveLength(20);
    expect(lines.every((line) => line.bookingId !== null)).toBe(true);
  });

  it('adds all or nothing, never the same session twice, and changes a quantity only when there is room', async () => {
    const roomy = await freshSession(t, 5);
    const full = await freshSession(t, 1);
    const [buyer, other] = await newCustomers(t, 2);
    await addToBasket(t, other!, full.publicId);
    const both = await t.request(riversideHost, {
      method: 'POST',
      url: `/api/v1/users/${buyer!.id}/carts/online/items`,
      headers: auth(buyer!.token),
      payload: { items: [roomy.publicId, full.publicId].map((id) => ({ purchasable_id: id, purchasable_type: 'occurrence', quantity: 1 })) },
    });
    expect(both.statusCode).toBe(422);
    expect((await basket(t, buyer!)).items).toHaveLength(0);
    expect(await holds(roomy.id)).toHaveLength(0);

    const twice = await Promise.all([addToBasket(t, buyer!, roomy.publicId), addToBasket(t, buyer!, roomy.publicId)]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(JSON.stringify(twice.find((r) => r.statusCode === 422)!.json())).toContain('already have this session');
    const [line] = (await basket(t, buyer!)).items;
    expect((await basket(t, buyer!)).items).toHaveLength(1);

    const put = (quantity: number) => t.request(riversideHost, { method: 'PUT', url: `/api/checkout/cart/${line.id}`, headers: auth(buyer!.token), payload: { options: { quantity } } });
    expect((await put(6)).statusCode).toBe(422);
    expect((await basket(t, buyer!)).items[0].quantity).toBe(1);
    expect((await put(5)).statusCode).toBe(200);
    expect((await holds(roomy.id))[0]).toMatchObject({ quantity: 5 });
  });

  it('releases a place on removal and when a hold expires', async () => {
    const session = await freshSession(t, 1);
    const [first, second] = await newCustomers(t, 2);
    await addToBasket(t, first!, session.publicId);
    expect((await addToBasket(t, second!, session.publicId)).statusCode).toBe(422);
    await db().update(bookings).set({ reservedUntil: new Date(Date.now() - 1000) }).where(and(eq(bookings.occurrenceId, session.id), eq(bookings.userId, first!.id)));
    expect((await addToBasket(t, second!, session.publicId)).statusCode).toBe(200);
    expect((await basket(t, first!)).items).toHaveLength(0);
    const item = (await basket(t, second!)).items[0];
    const removed = await t.request(riversideHost, { method: 'POST', url: '/api/checkout/cart/remove', headers: auth(second!.token), payload: { cart_item_ids: [item.id] } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.items).toHaveLength(0);
    expect(await holds(session.id)).toHaveLength(0);
  });

  it("answers 404 for another customer's cart item and 403 for another user's cart", async () => {
    const session = await freshSession(t, 3);
    const [owner, other] = await newCustomers(t, 2);
    await addToBasket(t, owner!, session.publicId);
    const item = (await basket(t, owner!)).items[0];
    const remove = await t.request(riversideHost, { method: 'DELETE', url: `/api/v1/users/${other!.id}/carts/online/items/${item.id}`, headers: auth(other!.token) });
    expect(remove.statusCode).toBe(404);
    expect(remove.json().message).toBe(messages.notFound);
    const foreign = await t.request(riversideHost, { method: 'DELETE', url: `/api/v1/users/${owner!.id}/carts/online/items/${item.id}`, headers: auth(other!.token) });
    expect(foreign.statusCode).toBe(403);
    expect(await holds(session.id)).toHaveLength(1);
  });

  it('answers bad input with 422 messages and a visitor with 401, adding nothing', async () => {
    const session = await freshSession(t, 3);
    const [buyer] = await newCustomers(t, 1);
    const bad = await t.request(riversideHost, { method: 'POST', url: `/api/v1/users/${buyer!.id}/carts/online/items`, headers: auth(buyer!.token), payload: { items: [{ purchasable_id: session.publicId, purchasable_type: 'occurrence', quantity: 0 }] } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['items.0.quantity']).toBeDefined();
    const visitor = await t.request(riversideHost, { method: 'GET', url: '/api/checkout/cart' });
    expect(visitor.statusCode).toBe(401);
    const unknown = await addToBasket(t, buyer!, 'x'.repeat(34));
    expect(unknown.statusCode).toBe(404);
    expect(await holds(session.id)).toHaveLength(0);
  });
});

describe('payment and completion (spec §4 Payment, §7)', () => {
  it('pays by card, settles the holds, records one order and one payment, and empties the cart', async () => {
    const session = await freshSession(t, 4);
    const [buyer] = await newCustomers(t, 1);
    await addToBasket(t, buyer!, session.publicId);
    const { cart, res } = await payBySession(t, buyer!, '4242424242424242');
    expect(res.json().data).toMatchObject({ status: 'authorised', requires_sca: false });
    const done = await t.request(riversideHost, { method: 'POST', url: `/api/checkout/session/complete/${res.json().data.transaction_id}`, headers: auth(buyer!.token) });
    expect(done.statusCode).toBe(200);
    const orderId = done.json().data.complete_order_id;
    const order = (await t.request(riversideHost, { method: 'GET', url: `/api/checkout/orders/${orderId}`, headers: auth(buyer!.token) })).json().data;
    expect(order).toMatchObject({ status: 'success', total: { value: cart.totals.total }, count: 1 });
    // The line says when (spec §9 'ddd, D MMM YYYY' and HH:mm in the venue's zone) and where.
    expect(order.line_items[0].summary).toMatch(/^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2} · Riverside Aquatics Centre/);
    expect((await holds(session.id))[0]).toMatchObject({ status: 'settled', orderId });
    expect((await basket(t, buyer!)).items).toHaveLength(0);
    const [other] = await newCustomers(t, 1);
    expect((await t.request(riversideHost, { method: 'GET', url: `/api/checkout/orders/${orderId}`, headers: auth(other!.token) })).statusCode).toBe(404);
  });

  it('gives one order for ten concurrent replays of one completion', async () => {
    const session = await freshSession(t, 4);
    const [buyer] = await newCustomers(t, 1);
    await addToBasket(t, buyer!, session.publicId);
    const { res } = await payBySession(t, buyer!, '4242424242424242');
    const id = res.json().data.transaction_id;
    const replies = await Promise.all(Array.from({ length: 10 }, () => t.request(riversideHost, { method: 'POST', url: `/api/checkout/session/complete/${id}`, headers: auth(buyer!.token) })));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(replies.map((r) => r.json().data.complete_order_id)).size).toBe(1);
    expect(await db().select().from(orders).where(eq(orders.userId, buyer!.id))).toHaveLength(1);
    expect((await holds(session.id)).filter((b) => b.status === 'settled')).toHaveLength(1);
  });

  it('leaves the cart and its holds intact when the card is declined', async () => {
    const session = await freshSession(t, 4);
    const [buyer] = await newCustomers(t, 1);
    await addToBasket(t, buyer!, session.publicId);
    const { cart, res } = await payBySession(t, buyer!, '4000000000000002');
    expect(res.json().data.status).toBe('failed');
    const complete = await t.request(riversideHost, { method: 'POST', url: `/api/checkout/session/complete/${res.json().data.transaction_id}`, headers: auth(buyer!.token) });
    expect(complete.statusCode).toBe(422);
    expect(complete.json().message).toBe(messages.paymentDeclined);
    expect((await basket(t, buyer!)).item_hash).toBe(cart.item_hash);
    expect((await holds(session.id))[0]).toMatchObject({ status: 'reserved' });
  });

  it('needs the 3-D Secure challenge approved; a failed one gives the spec error and keeps the cart', async () => {
    const session = await freshSession(t, 4);
    const [buyer] = await newCustomers(t, 1);
    await addToBasket(t, buyer!, session.publicId);
    const { res } = await payBySession(t, buyer!, '4000002760003184');
    const payment = res.json().data;
    expect(payment).toMatchObject({ requires_sca: true, status: 'sca_required' });
    const challenge = payment.sca_data.challenge_url as string;
    expect((await t.request(riversideHost, { method: 'GET', url: challenge })).body).toContain('Approve payment');
    await t.request(riversideHost, { method: 'POST', url: challenge, payload: { approve: false } });
    const sca = await t.request(riversideHost, { method: 'POST', url: `/api/payment-providers/sca-completion/${payment.transaction_id}`, headers: auth(buyer!.token), payload: { transaction_uuid: payment.transaction_id, sca_result: 'authorised' } });
    expect(sca.json().data.status).toBe('failed');
    const complete = await t.request(riversideHost, { method: 'POST', url: `/api/checkout/session/complete/${payment.transaction_id}`, headers: auth(buyer!.token) });
    expect(complete.json().message).toBe(messages.threeDSecureFailed);
    expect((await basket(t, buyer!)).items).toHaveLength(1);

    const again = await payBySession(t, buyer!, '4000002760003184');
    const second = again.res.json().data;
    await t.request(riversideHost, { method: 'POST', url: second.sca_data.challenge_url, payload: { approve: true } });
    const approved = await t.request(riversideHost, { method: 'POST', url: `/api/payment-providers/sca-completion/${second.transaction_id}`, headers: auth(buyer!.token), payload: { transaction_uuid: second.transaction_id, sca_result: 'authorised' } });
    expect(approved.json().data.status).toBe('authorised');
    const done = await t.request(riversideHost, { method: 'POST', url: `/api/checkout/session/complete/${second.transaction_id}`, headers: auth(buyer!.token) });
    expect(done.statusCode).toBe(200);
  });

  it('pays entirely with applied credit and deducts it once', async () => {
    const session = await freshSession(t, 4);
    const [buyer] = await newCustomers(t, 1, 5000);
    await addToBasket(t, buyer!, session.publicId);
    const cart = await basket(t, buyer!);
    const tooMuch = await t.request(riversideHost, { method: 'POST', url: '/api/credits/apply', headers: auth(buyer!.token), payload: { credits_to_reserve: [{ amount: cart.totals.balance + 1, type: 'general' }], cart_source: 'online' } });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe(messages.creditFailed);
    const applied = await t.request(riversideHost, { method: 'POST', url: '/api/credits/apply', headers: auth(buyer!.token), payload: { credits_to_reserve: [{ amount: cart.totals.balance, type: 'general' }], cart_source: 'online' } });
    expect(applied.statusCode).toBe(200);
    const { res } = await payBySession(t, buyer!, null, cart.totals.balance);
    expect(res.json().data.status).toBe('authorised');
    const done = await t.request(riversideHost, { method: 'POST', url: `/api/checkout/session/complete/${res.json().data.transaction_id}`, headers: auth(buyer!.token) });
    const orderId = done.json().data.complete_order_id;
    const [user] = await db().select().from(users).where(eq(users.id, buyer!.id));
    expect(user!.creditBalance).toBe(5000 - cart.totals.balance);
    expect(await db().select().from(orderPayments).where(eq(orderPayments.orderId, orderId))).toEqual([expect.objectContaining({ tenderType: 'credit', amount: cart.totals.balance })]);
  });

  it('answers the credit reserved back with the cart: the balance is what is left after it, a reload keeps it', async () => {
    const session = await freshSession(t, 4);
    const [buyer] = await newCustomers(t, 1, 5000);
    await addToBasket(t, buyer!, session.publicId);
    const before = await basket(t, buyer!);
    const part = Math.floor(before.totals.total / 2);
    const apply = (amount: number) => t.request(riversideHost, { method: 'POST', url: '/api/credits/apply', headers: auth(buyer!.token), payload: { credits_to_reserve: [{ amount, type: 'general' }], cart_source: 'online' } });
    expect((await apply(part)).json().data.totals.balance).toBe(before.totals.total - part);
    const reloaded = await basket(t, buyer!);
    expect(reloaded.totals).toMatchObject({ total: before.totals.total, balance: before.totals.total - part });
    // What the whole basket could take stays on offer, so the credit can be changed; the customer's credit is theirs until paid.
    expect(reloaded.credits.general).toEqual({ type: 'general', total_available: 5000, max_applicable: before.totals.total });
    await apply(0);
    expect((await basket(t, buyer!)).totals.balance).toBe(before.totals.total);
  });

  it('refuses payments that do not add up, and terms not agreed, with 422 messages', async () => {
    const session = await freshSession(t, 4);
    const [buyer] = await newCustomers(t, 1);
    await addToBasket(t, buyer!, session.publicId);
    const prepared = (await t.request(riversideHost, { method: 'POST', url: '/api/checkout/session/prepare', headers: auth(buyer!.token), payload: { source: 'online' } })).json().data;
    expect(prepared.terms).toContain('Booking terms');
    const pay = (payload: object) => t.request(riversideHost, { method: 'POST', url: '/api/checkout/session/payment', headers: auth(buyer!.token), payload: { payment_session_id: prepared.payment_session_id, source: 'online', ...payload } });
    const short = await pay({ payments: [{ tender_type: 'card', amount: 1 }], terms: true });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.payments).toBeDefined();
    const noTerms = await pay({ payments: [{ tender_type: 'card', amount: (await basket(t, buyer!)).totals.balance }], terms: false });
    expect(noTerms.statusCode).toBe(422);
    expect(noTerms.json().errors.terms).toEqual(['Please agree to the Terms and Conditions']);
    const twoCards = await pay({ payments: [{ tender_type: 'card', amount: 1 }, { tender_type: 'card', amount: 2 }], terms: true });
    expect(twoCards.statusCode).toBe(422);
  });

  it('runs the older authorise and complete flow with a card token', async () => {
    const session = await freshSession(t, 4);
    const [buyer] = await newCustomers(t, 1);
    await addToBasket(t, buyer!, session.publicId);
    const cart = await basket(t, buyer!);
    const prepare = (await t.request(riversideHost, { method: 'GET', url: '/api/checkout/prepare?source=online', headers: auth(buyer!.token) })).json().data;
    expect(prepare.payment_provider).toBe('sandbox');
    const token = (await t.request(riversideHost, { method: 'POST', url: '/api/payment-providers/sandbox/tokens', payload: { name: 'A', number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } })).json().data.token;
    const body = { completed_waivers: [], payments: [{ tender_type: 'card', amount: cart.totals.balance }], terms: true, source: 'online', item_hash: cart.item_hash };
    const browser = { browser_colour_depth: 24, browser_java_enabled: false, browser_javascript_enabled: true, browser_language: 'en-GB', browser_screen_height: 800, browser_screen_width: 1200, browser_timezone_offset: 0 };
    const billing = { billing_address_line_one: '1 High St', billing_city: 'Kingston', billing_first_name: 'A', billing_last_name: 'B', billing_postcode: 'KT1 1AA', card_holder_name: 'A B', session_key: 'k' };
    const authorised = await t.request(riversideHost, { method: 'POST', url: '/api/checkout/authorise', headers: auth(buyer!.token), payload: { ...body, ...browser, ...billing, card_identifier: token } });
    expect(authorised.json().data).toMatchObject({ transaction_status: 'authorised', error: null });
    const complete = await t.request(riversideHost, { method: 'POST', url: '/api/checkout/complete', headers: auth(buyer!.token), payload: { ...body, transaction_uuid: authorised.json().data.transaction_uuid } });
    expect(complete.statusCode).toBe(200);
    expect(complete.json().data.complete_order_id).toEqual(expect.any(Number));
  });
});

describe('front of house (spec §6/§7 POST /api/checkout/pay)', () => {
  it("settles staff's foh basket with till tenders for the customer they serve, once, and only for staff", async () => {
    const tenantId = await tenantIdOf(t);
    const [staff] = await db().select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.role, 'staff')));
    const staffToken = await createSession(tenantDb(db(), tenantId), staff!.id, new Date());
    const session = await freshSession(t, 2);
    const [customer] = await newCustomers(t, 1);
    const till = { ...auth(staffToken), 'x-selected-user-id': String(customer!.id) };
    const added = await t.request(riversideHost, {
      method: 'POST',
      url: `/api/v1/users/${staff!.id}/carts/foh/items`,
      headers: till,
      payload: { items: [{ purchasable_id: session.publicId, purchasable_type: 'occurrence', quantity: 1 }] },
    });
    expect(added.statusCode).toBe(200);
    const cart = (await t.request(riversideHost, { method: 'GET', url: '/api/checkout/cart?source=foh', headers: till })).json().data;
    const balance = cart.totals.balance as number;
    const pay = (payments: unknown[], headers: Record<string, string> = till) =>
      t.request(riversideHost, { method: 'POST', url: '/api/checkout/pay', headers, payload: { payments, terms: true, source: 'foh', item_hash: cart.item_hash, selected_user_id: customer!.id } });

    expect((await pay([{ tender_type: 'cash', amount: balance - 1 }])).statusCode).toBe(422);
    const credit = await pay([{ tender_type: 'credit', amount: balance }]);
    expect(credit.statusCode).toBe(422);
    expect(credit.json().errors.payments).toBeDefined();
    expect((await pay([{ tender_type: 'cash', amount: balance }], auth(customer!.token))).statusCode).toBe(403);
    // Spec §6 requiresTillToOpen: cash needs the staff member's till open.
    const closed = await pay([{ tender_type: 'cash', amount: balance }]);
    expect(closed.statusCode).toBe(422);
    expect(closed.json().message).toBe(messages.till.closed);
    expect(await holds(session.id)).toMatchObject([{ status: 'reserved', channel: 'foh', userId: customer!.id }]);
    expect((await t.request(riversideHost, { method: 'POST', url: '/api/v1/till/open', headers: till, payload: { float: 5000 } })).statusCode).toBe(200);

    const replies = await Promise.all([pay([{ tender_type: 'cash', amount: balance }]), pay([{ tender_type: 'cash', amount: balance }])]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    const orderId = replies[0]!.json().data.complete_order_id;
    expect(replies[1]!.json().data.complete_order_id).toBe(orderId);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ userId: customer!.id, cartSource: 'foh', total: balance, tillSessionId: expect.any(Number) });
    expect(await db().select().from(orderPayments).where(eq(orderPayments.orderId, orderId))).toMatchObject([{ tenderType: 'cash', amount: balance }]);
    expect(await holds(session.id)).toMatchObject([{ status: 'settled', orderId }]);
  });
});
