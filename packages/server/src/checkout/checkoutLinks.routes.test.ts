import { messages } from '@courtside/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.repo';
import { checkoutLinks, orders, users } from '../db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';
import { addToBasket, auth, basket, freshSession, freshSessionLater, newCustomers, payBySession, riversideHost, tenantIdOf } from '../../test/checkoutTestKit';
import { checkoutLinkNotValid } from './checkoutLinks.routes';
import { checkoutMessages } from './checkout.service';
import { tenantDb } from '../db/tenantDb';

// Spec §2 /checkout/{checkoutId} and §6 "a separate checkout auth token".
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const request = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: Record<string, unknown>) =>
  t.request(riversideHost, { method, url, headers, ...(payload === undefined ? {} : { payload }) });
const checkoutHeader = (token: string) => ({ 'x-checkout-token': token });

/** Makes a link as `token`'s user; answers the id and the token the link's URL carries. */
async function makeLink(bearer: string, selectedUserId?: number) {
  const res = await request('POST', '/api/checkout/links', auth(bearer), selectedUserId ? { selected_user_id: selectedUserId } : {});
  expect(res.statusCode).toBe(200);
  const link = res.json().data as { checkout_id: string; url: string; customer_name: string; expires_at: string };
  const url = new URL(link.url, 'http://x');
  expect(url.pathname).toBe(`/checkout/${link.checkout_id}`);
  return { ...link, token: url.searchParams.get('token')! };
}

describe('checkout links', () => {
  it("lets whoever opens the link pay the customer's basket without logging in", async () => {
    const session = await freshSession(t, 3);
    const [customer] = await newCustomers(t, 1);
    await addToBasket(t, customer!, session.publicId);
    const link = await makeLink(customer!.token);
    expect(link.customer_name).toBe(`Buyer 0`);
    expect(new Date(link.expires_at).getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);

    const read = await request('GET', `/api/checkout/links/${link.checkout_id}`, checkoutHeader(link.token));
    expect(read.json().data).toMatchObject({ checkout_id: link.checkout_id, customer_name: 'Buyer 0', url: null });
    const payer = { checkoutToken: link.token };
    expect((await basket(t, payer)).items).toHaveLength(1);
    const { res } = await payBySession(t, payer, '4242424242424242');
    expect(res.json().data).toMatchObject({ status: 'authorised' });
    const done = await request('POST', `/api/checkout/session/complete/${res.json().data.transaction_id}`, checkoutHeader(link.token));
    expect(done.statusCode).toBe(200);
    const orderId = done.json().data.complete_order_id;
    // The order is the customer's: they see it when logged in, and the link's holder sees it on the link's page.
    expect((await request('GET', `/api/checkout/orders/${orderId}`, auth(customer!.token))).statusCode).toBe(200);
    expect((await request('GET', `/api/checkout/orders/${orderId}`, checkoutHeader(link.token))).json().data).toMatchObject({ status: 'success' });
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, customer!.id))).toHaveLength(1);
    expect((await basket(t, customer!)).items).toHaveLength(0);
  });

  it('opens only the checkout calls, only for its own id, and not once expired', async () => {
    const [customer] = await newCustomers(t, 1);
    const session = await freshSession(t, 3);
    await addToBasket(t, customer!, (await freshSession(t, 3)).publicId);
    const link = await makeLink(customer!.token);
    const header = checkoutHeader(link.token);
    expect((await request('GET', '/api/auth/user', header)).statusCode).toBe(401);
    const add = await request('POST', `/api/v1/users/${customer!.id}/carts/online/items`, header, { items: [{ purchasable_id: session.publicId, purchasable_type: 'occurrence', quantity: 1 }] });
    expect(add.statusCode).toBe(401);
    // A link cannot make another link: the call is not one a link opens.
    const again = await request('POST', '/api/checkout/links', header, {});
    expect(again.statusCode).toBe(401);

    const other = await makeLink(customer!.token);
    const wrongId = await request('GET', `/api/checkout/links/${other.checkout_id}`, header);
    expect(wrongId.statusCode).toBe(404);
    expect(wrongId.json().message).toBe(checkoutLinkNotValid);
    expect((await request('GET', `/api/checkout/links/${link.checkout_id}`, checkoutHeader('not-a-token'))).statusCode).toBe(404);
    expect((await request('GET', '/api/checkout/cart', checkoutHeader('not-a-token'))).statusCode).toBe(401);
    // Another tenant's host does not know the link.
    const peak = await t.request('bookings.peak.localhost', { method: 'GET', url: '/api/checkout/cart', headers: header });
    expect(peak.statusCode).toBe(401);

    await t.database.db.update(checkoutLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(checkoutLinks.publicId, link.checkout_id));
    expect((await request('GET', `/api/checkout/links/${link.checkout_id}`, header)).json().message).toBe(checkoutLinkNotValid);
    expect((await request('GET', '/api/checkout/cart', header)).statusCode).toBe(401);
  });

  it("lets staff make a link for the customer they act for, and checks the input", async () => {
    const db = t.database.db;
    const tenantId = await tenantIdOf(t);
    const [staff] = await db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.role, 'staff')));
    const staffToken = await createSession(tenantDb(db, tenantId), staff!.id, new Date());
    const [customer] = await newCustomers(t, 1);
    await addToBasket(t, customer!, (await freshSession(t, 3)).publicId);
    const link = await makeLink(staffToken, customer!.id);
    expect(link.customer_name).toBe('Buyer 0');
    const [row] = await db.select().from(checkoutLinks).where(eq(checkoutLinks.publicId, link.checkout_id));
    expect(row).toMatchObject({ userId: customer!.id, createdByUserId: staff!.id });

    expect((await request('POST', '/api/checkout/links', auth(staffToken), {})).statusCode).toBe(422);
    const bad = await request('POST', '/api/checkout/links', auth(customer!.token), { selected_user_id: 'abc' });
    expect(bad.statusCode).toBe(422);
    expect((await request('POST', '/api/checkout/links', {}, {})).statusCode).toBe(401);
    expect((await request('GET', '/api/checkout/links/short', checkoutHeader(link.token))).statusCode).toBe(422);
    const [empty] = await newCustomers(t, 1);
    expect((await request('POST', '/api/checkout/links', auth(empty!.token), {})).statusCode).toBe(422);
  });
});

// A link pays the basket it was made for, as it was then, and nothing else.
describe('checkout link scope', () => {
  it('pays only the basket as it was when the link was made', async () => {
    const [customer] = await newCustomers(t, 1);
    await addToBasket(t, customer!, (await freshSession(t, 3)).publicId);
    const link = await makeLink(customer!.token);
    // The customer adds another session after sending the link: the link no longer pays.
    expect((await addToBasket(t, customer!, (await freshSessionLater(t, 3, 1)).publicId)).statusCode).toBe(200);
    const header = checkoutHeader(link.token);
    const prepare = await request('POST', '/api/checkout/session/prepare', header, { source: 'online' });
    expect(prepare.statusCode).toBe(409);
    expect(prepare.json().message).toBe(checkoutMessages.basketChanged);
    const cart = await basket(t, { checkoutToken: link.token });
    const payments = [{ tender_type: 'card', amount: cart.totals.balance }];
    const pay = await request('POST', '/api/checkout/session/payment', header, { payment_session_id: 'sbx_ps_x', payments, terms: true, source: 'online' });
    expect(pay.statusCode).toBe(409);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, customer!.id))).toHaveLength(0);
  });

  it("uses the customer's credit only when the maker allowed it", async () => {
    const [customer] = await newCustomers(t, 1, 5000);
    await addToBasket(t, customer!, (await freshSession(t, 3)).publicId);
    const plain = await makeLink(customer!.token);
    const seen = await basket(t, { checkoutToken: plain.token });
    expect(seen.credits.general).toMatchObject({ total_available: 0, max_applicable: 0 });
    const apply = (token: string, amount: number) =>
      request('POST', '/api/credits/apply', checkoutHeader(token), { credits_to_reserve: [{ amount, type: 'general' }], cart_source: 'online' });
    const refused = await apply(plain.token, 100);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.unauthorised);
    // Credit the customer reserved themselves is not the link's to spend either.
    const balance = (await basket(t, customer!)).totals.balance as number;
    expect((await request('POST', '/api/credits/apply', auth(customer!.token), { credits_to_reserve: [{ amount: balance, type: 'general' }], cart_source: 'online' })).statusCode).toBe(200);
    const byCredit = await payBySession(t, { checkoutToken: plain.token }, null, balance);
    expect(byCredit.res.statusCode).toBe(422);
    expect(byCredit.prepared.sca_data.amount).toBe(balance);

    const generous = await request('POST', '/api/checkout/links', auth(customer!.token), { allow_credit: true });
    expect(generous.json().data.allow_credit).toBe(true);
    const token = new URL(generous.json().data.url, 'http://x').searchParams.get('token')!;
    const paid = await payBySession(t, { checkoutToken: token }, null, balance);
    expect(paid.res.json().data).toMatchObject({ status: 'authorised' });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, customer!.id));
    expect(user!.creditBalance).toBe(5000);
  });

  it("reads only the order it paid, acts for nobody else, and ends when revoked", async () => {
    const [customer] = await newCustomers(t, 1);
    await addToBasket(t, customer!, (await freshSession(t, 3)).publicId);
    const first = await payBySession(t, customer!, '4242424242424242');
    const earlier = (await request('POST', `/api/checkout/session/complete/${first.res.json().data.transaction_id}`, auth(customer!.token))).json().data.complete_order_id;
    expect((await addToBasket(t, customer!, (await freshSessionLater(t, 3, 1)).publicId)).statusCode).toBe(200);
    const link = await makeLink(customer!.token);
    const header = checkoutHeader(link.token);
    const other = await request('GET', `/api/checkout/orders/${earlier}`, header);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Buyer');
    // Someone else's user id in the header: refused, whoever they are.
    const actingFor = await t.request(riversideHost, { method: 'GET', url: '/api/checkout/cart', headers: { ...header, 'x-selected-user-id': String(customer!.id + 1) } });
    expect(actingFor.statusCode).toBe(403);

    await t.database.db.update(checkoutLinks).set({ revokedAt: new Date() }).where(eq(checkoutLinks.publicId, link.checkout_id));
    expect((await request('GET', '/api/checkout/cart', header)).statusCode).toBe(401);
    expect((await request('GET', `/api/checkout/links/${link.checkout_id}`, header)).statusCode).toBe(404);
  });
});
