import { orderListResponseSchema } from '@courtside/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { addToBasket, auth, freshSessionLater, newCustomers, payBySession, riversideHost } from '../../test/checkoutTestKit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Customer = { id: number; token: string };
const orders = (customer: Customer | null, query = '', host = riversideHost, headers: Record<string, string> = {}) =>
  t.request(host, { method: 'GET', url: `/api/v1/orders${query}`, headers: { ...(customer ? auth(customer.token) : {}), ...headers } });

let daysLater = 0;
/** Buys a fresh one-place session by card (each on a later day: one customer cannot be in two places at once). */
async function buy(customer: Customer) {
  const session = await freshSessionLater(t, 1, ++daysLater);
  expect((await addToBasket(t, customer, session.publicId)).statusCode).toBe(200);
  const { res } = await payBySession(t, customer, '4242424242424242');
  const done = await t.request(riversideHost, { method: 'POST', url: `/api/checkout/session/complete/${res.json().data.transaction_id}`, headers: auth(customer.token) });
  expect(done.statusCode).toBe(200);
  return done.json().data.complete_order_id as number;
}

describe('GET /api/v1/orders (my-account Payments)', () => {
  it('lists the customer’s own orders, newest first, a page at a time, with their lines and reference', async () => {
    const [buyer, other] = (await newCustomers(t, 2)) as [Customer, Customer];
    const first = await buy(buyer);
    const second = await buy(buyer);
    await buy(other);

    const res = await orders(buyer);
    expect(res.statusCode).toBe(200);
    const { data, meta } = orderListResponseSchema.parse(res.json());
    expect(data.map((o) => o.id)).toEqual([second, first]);
    expect(data[0]).toMatchObject({ status: 'success', count: 1, refund_status: null, reference: expect.stringMatching(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/) });
    expect(data[0]!.line_items).toHaveLength(1);
    expect(Date.parse(data[0]!.created_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(meta.pagination).toMatchObject({ current_page: 1, total_records: 2, total_pages: 1 });
    expect(meta.sorting).toEqual({ sort_by: 'created_at', direction: 'descending' });

    const paged = orderListResponseSchema.parse((await orders(buyer, '?page=2&per_page=1')).json());
    expect(paged.data.map((o) => o.id)).toEqual([first]);
    expect(paged.meta.pagination).toMatchObject({ current_page: 2, records_per_page: 1, previous_page: 1, next_page: null });
  });

  it('never shows anyone else’s orders: not by selecting a user, not on another tenant’s host', async () => {
    const [buyer, stranger] = (await newCustomers(t, 2)) as [Customer, Customer];
    await buy(buyer);
    // A selected user the caller may not act for changes nothing here: the list is the login's own.
    const selected = await orders(stranger, '', riversideHost, { 'x-selected-user-id': String(buyer.id) });
    expect(selected.statusCode === 403 || orderListResponseSchema.parse(selected.json()).data.length === 0).toBe(true);
    // The buyer's token belongs to its tenant: another tenant's host does not know it.
    expect((await orders(buyer, '', 'bookings.peak.localhost')).statusCode).toBe(401);
  });

  it('answers 401 without a login and 422 for a bad page', async () => {
    const none = await orders(null);
    expect(none.statusCode).toBe(401);
    const [buyer] = (await newCustomers(t, 1)) as [Customer];
    expect((await orders(buyer, '?per_page=101')).statusCode).toBe(422);
    expect((await orders(buyer, '?page=0')).statusCode).toBe(422);
    expect(orderListResponseSchema.parse((await orders(buyer)).json()).data).toEqual([]);
  });
});
