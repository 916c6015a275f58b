import { randomBytes } from 'node:crypto';
import { messages } from '@courtside/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, demo, loginAs } from '../../test/accountsTestKit';
import { createSession } from '../auth/sessions.repo';
import { freshSessionLater, newCustomers, tenantIdOf } from '../../test/checkoutTestKit';
import { tenantDb } from '../db/tenantDb';
import { linkedUsers, orderPayments, orders, terminalPayments, users } from '../db/schema';
import { createTestApp, hosts, type TestApp } from '../../test/testApp';

// Front of house: the till session, the customer search, the card terminal and paying at the till with them.
let t: TestApp;
let staff: { token: string; id: number };
let peakStaff: string;
let alexToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const dana = await loginAs(t, hosts.riverside, demo.staff, '/api/auth/staff/login');
  expect(dana.user.staff_role).toBe('front-of-house');
  // A staff member of this test's own: the suite's files share one PostgreSQL database, and tills are per staff member.
  const tenantId = await tenantIdOf(t);
  const tag = randomBytes(4).toString('hex');
  const [row] = await t.database.db
    .insert(users)
    .values({ tenantId, reference: `STAFF-${tag}`, email: `till-${tag}@riverside.example`, firstName: 'Till', lastName: 'Tester', role: 'staff', staffRole: 'front-of-house' })
    .returning({ id: users.id });
  staff = { id: row!.id, token: await createSession(tenantDb(t.database.db, tenantId), row!.id, new Date()) };
  peakStaff = (await loginAs(t, hosts.peak, demo.peakStaff, '/api/auth/staff/login')).token;
  const alex = await loginAs(t, hosts.riverside, demo.alex);
  alexToken = alex.token;
  expect(alex.user.staff_role).toBeNull();
});
afterAll(() => t.close());

type Customer = { id: number; token: string };
const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown, host: string = hosts.riverside, extra: Record<string, string> = {}) =>
  t.request(host, { method, url, headers: { ...(token ? bearer(token) : {}), ...extra }, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('who may use the till', () => {
  it.each([
    ['GET', '/api/v1/till', undefined],
    ['POST', '/api/v1/till/open', { float: 100 }],
    ['POST', '/api/v1/till/close', { counted: 100 }],
    ['GET', '/api/v1/staff/customers?search=morgan', undefined],
    ['POST', '/api/checkout/terminal', { amount: 500 }],
  ] as const)('%s %s: 401 for a visitor, 403 for a customer', async (method, url, payload) => {
    expect((await call(method, url, null, payload)).statusCode).toBe(401);
    expect((await call(method, url, alexToken, payload)).statusCode).toBe(403);
  });
  it('bounds every amount and the search', async () => {
    for (const float of [-1, 1.5, 10_000_001, '50']) expect((await call('POST', '/api/v1/till/open', staff.token, { float })).statusCode).toBe(422);
    expect((await call('POST', '/api/checkout/terminal', staff.token, { amount: 0 })).statusCode).toBe(422);
    expect((await call('GET', '/api/v1/staff/customers?search=', staff.token)).statusCode).toBe(422);
    expect((await call('GET', `/api/v1/staff/customers?search=${'a'.repeat(256)}`, staff.token)).statusCode).toBe(422);
  });
});

describe('finding the customer to serve', () => {
  it('by name, reference, email or barcode, only the tenant\'s customers, never staff', async () => {
    const names = async (search: string, token = staff.token, host: string = hosts.riverside) =>
      ((await call('GET', `/api/v1/staff/customers?search=${encodeURIComponent(search)}`, token, undefined, host)).json().data as Array<{ first_name: string; last_name: string }>).map(
        (c) => `${c.first_name} ${c.last_name}`,
      );
    expect(await names('chris morgan')).toEqual(['Chris Morgan']);
    expect(await names('RLT-000006')).toHaveLength(1);
    expect(await names('alex.morgan@example.com')).toEqual(['Alex Morgan']);
    expect(await names('dana')).toEqual([]);
    expect(await names('till tester')).toEqual([]);
    expect(await names('%')).toEqual([]);
    // Peak's staff find Peak's Alex Morgan, never Riverside's customers.
    const peak = (await call('GET', '/api/v1/staff/customers?search=morgan', peakStaff, undefined, hosts.peak)).json().data as Array<{ reference: string }>;
    expect(peak.length).toBeGreaterThan(0);
    expect(peak.every((c) => c.reference.startsWith('PA-'))).toBe(true);
  });
});

describe('a till session and a day of sales', () => {
  it('opens with a float, takes cash and a card through the terminal, and cashes up', async () => {
    expect((await call('GET', '/api/v1/till', staff.token)).json().data).toBeNull();
    expect((await call('POST', '/api/v1/till/close', staff.token, { counted: 0 })).json().message).toBe(messages.till.notOpen);
    const opened = await call('POST', '/api/v1/till/open', staff.token, { float: 5000 });
    expect(opened.json().data).toMatchObject({ float: 5000, cash_taken: 0, expected: 5000, closed_at: null, orders: 0 });
    const again = await call('POST', '/api/v1/till/open', staff.token, { float: 1 });
    expect([again.statusCode, again.json().message]).toEqual([422, messages.till.alreadyOpen]);

    const [customer] = await newCustomers(t, 1);
    const serving = { 'x-selected-user-id': String(customer!.id) };
    let day = 0;
    const sell = async (payments: (due: number) => unknown[], terminal?: (due: number) => Promise<string | null>) => {
      // A refused sale leaves its line in the till basket: each sale starts from an empty one.
      await t.request(hosts.riverside, { method: 'DELETE', url: '/api/checkout/cart', headers: { ...bearer(staff.token), ...serving } });
      // Each sale a day later than the last: the customer never holds two sessions at one time.
      const session = await freshSessionLater(t, 5, ++day);
      const added = await call('POST', `/api/v1/users/${staff.id}/carts/foh/items`, staff.token, { items: [{ purchasable_id: session.publicId, purchasable_type: 'occurrence', quantity: 1 }] }, hosts.riverside, serving);
      expect(added.statusCode, added.body).toBe(200);
      const cart = (await call('GET', '/api/checkout/cart?source=foh', staff.token, undefined, hosts.riverside, serving)).json().data;
      const due = cart.totals.balance as number;
      const terminalPaymentId = terminal ? await terminal(due) : null;
      return { due, reply: await call('POST', '/api/checkout/pay', staff.token, { payments: payments(due), terms: true, source: 'foh', item_hash: cart.item_hash, terminal_payment_id: terminalPaymentId }, hosts.riverside, serving) };
    };

    const cash = await sell((due) => [{ tender_type: 'cash', amount: due }]);
    expect(cash.reply.statusCode).toBe(200);
    const cashOrder = cash.reply.json().data.order_id as number;
    // Staff read the order they took (the customer's), customers never read another's.
    expect((await call('GET', `/api/checkout/orders/${cashOrder}`, staff.token)).statusCode).toBe(200);
    expect((await call('GET', `/api/checkout/orders/${cashOrder}`, alexToken)).statusCode).toBe(404);
    expect((await call('GET', `/api/checkout/orders/${cashOrder}`, peakStaff, undefined, hosts.peak)).statusCode).toBe(404);

    // A card at the till: the terminal's approved payment for exactly the card amount, used once.
    const charge = async (amount: number, token = staff.token) => (await call('POST', '/api/checkout/terminal', token, { amount })).json().data as { terminal_payment_id: string; status: string };
    const noTerminal = await sell((due) => [{ tender_type: 'card', amount: due }]);
    expect([noTerminal.reply.statusCode, noTerminal.reply.json().message]).toEqual([422, messages.till.terminalNeeded]);
    const wrongAmount = await sell((due) => [{ tender_type: 'card', amount: due }], async (due) => (await charge(due + 100)).terminal_payment_id);
    expect(wrongAmount.reply.json().message).toBe(messages.till.terminalAmount);
    expect((await charge(1013)).status).toBe('declined');
    let used = '';
    const card = await sell((due) => [{ tender_type: 'card', amount: due }], async (due) => (used = (await charge(due)).terminal_payment_id));
    expect(card.reply.statusCode).toBe(200);
    const [terminal] = await t.database.db.select().from(terminalPayments).where(eq(terminalPayments.id, used));
    expect(terminal).toMatchObject({ status: 'approved', orderId: card.reply.json().data.order_id });
    expect(await t.database.db.select().from(orderPayments).where(eq(orderPayments.orderId, card.reply.json().data.order_id))).toMatchObject([{ tenderType: 'card', transactionId: used }]);
    const reused = await sell((due) => [{ tender_type: 'card', amount: due }], async () => used);
    expect(reused.reply.json().message).toBe(messages.till.terminalUnknown);

    const till = (await call('GET', '/api/v1/till', staff.token)).json().data;
    expect(till).toMatchObject({ float: 5000, cash_taken: cash.due, expected: 5000 + cash.due, orders: 2 });
    const closed = await call('POST', '/api/v1/till/close', staff.token, { counted: 5000 + cash.due - 20 });
    expect(closed.json().data).toMatchObject({ counted: 5000 + cash.due - 20, difference: -20, closed_at: expect.any(String) });
    expect((await call('GET', '/api/v1/till', staff.token)).json().data).toBeNull();
    // With the till closed again, cash is refused and nothing is sold.
    const late = await sell((due) => [{ tender_type: 'cash', amount: due }]);
    expect([late.reply.statusCode, late.reply.json().message]).toEqual([422, messages.till.closed]);
  });

  it("takes a customer's payment only for their own lines and their linked people's, not the last customer's left in the basket", async () => {
    const tenantId = await tenantIdOf(t);
    const [first, next, child] = (await newCustomers(t, 3)) as [Customer, Customer, Customer];
    await t.database.db.insert(linkedUsers).values({ tenantId, userId: next.id, linkedUserId: child.id, relationship: 'parent' });
    const as = (customer: { id: number }) => ({ 'x-selected-user-id': String(customer.id) });
    await call('POST', '/api/v1/till/open', staff.token, { float: 0 });
    await t.request(hosts.riverside, { method: 'DELETE', url: '/api/checkout/cart', headers: { ...bearer(staff.token), ...as(first) } });
    const book = async (customer: { id: number }, days: number) => {
      const session = await freshSessionLater(t, 5, days);
      const added = await call('POST', `/api/v1/users/${staff.id}/carts/foh/items`, staff.token, { items: [{ purchasable_id: session.publicId, purchasable_type: 'occurrence', quantity: 1 }] }, hosts.riverside, as(customer));
      expect(added.statusCode, added.body).toBe(200);
    };
    const pay = async (customer: { id: number }) => {
      const cart = (await call('GET', '/api/checkout/cart?source=foh', staff.token, undefined, hosts.riverside, as(customer))).json().data;
      return call('POST', '/api/checkout/pay', staff.token, { payments: [{ tender_type: 'cash', amount: cart.totals.balance }], terms: true, source: 'foh', item_hash: cart.item_hash }, hosts.riverside, as(customer));
    };
    // Served first: a line for the first customer, left in the basket when the next is served.
    await book(first, 11);
    await book(child, 12);
    const refused = await pay(next);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ items: [messages.till.notTheirs(['Buyer 0'])] });
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, next.id))).toEqual([]);
    // Without the first customer's line, the next pays for their child's.
    const basketNow = (await call('GET', '/api/checkout/cart?source=foh', staff.token, undefined, hosts.riverside, as(next))).json().data;
    const theirs = basketNow.items.find((item: { attendee_name: string }) => item.attendee_name === 'Buyer 0');
    await t.request(hosts.riverside, { method: 'DELETE', url: `/api/v1/users/${staff.id}/carts/foh/items/${theirs.id}`, headers: bearer(staff.token) });
    const paid = await pay(next);
    expect(paid.statusCode, paid.body).toBe(200);
    await call('POST', '/api/v1/till/close', staff.token, { counted: 0 });
  });
});
