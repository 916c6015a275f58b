import { messages } from '@courtside/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, auth, basket, freshSession, newCustomers, payBySession, riversideHost, tenantIdOf } from '../../test/checkoutTestKit';
import { discountCodes, orderLineItems } from '../db/schema';
import { createTestApp, hosts, type TestApp } from '../../test/testApp';

// A discount code on one basket line (spec §3 'Applied ticket discount per customerId'; §8 'Discount: a 400 shows the
// server's error'), priced on the server, removable, its use counted at the sale.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Customer = { id: number; token: string };
const apply = (customer: Customer, cartItemId: number, code: string, host: string = riversideHost) =>
  t.request(host, { method: 'POST', url: `/api/checkout/cart/${cartItemId}/discount`, headers: auth(customer.token), payload: { code } });
const remove = (customer: Customer, cartItemId: number) => t.request(riversideHost, { method: 'DELETE', url: `/api/checkout/cart/${cartItemId}/discount`, headers: auth(customer.token) });
const usesOf = async (code: string) => (await t.database.db.select().from(discountCodes).where(and(eq(discountCodes.tenantId, await tenantIdOf(t)), eq(discountCodes.code, code))))[0]!.uses;

/** A customer with a £7.50 yoga class in the basket; answers them and the line's id. */
async function withClass() {
  const [customer] = (await newCustomers(t, 1)) as [Customer];
  expect((await addToBasket(t, customer, (await freshSession(t, 4)).publicId)).statusCode).toBe(200);
  return { customer, itemId: (await basket(t, customer)).items[0].id as number };
}

describe('discount codes on a basket line', () => {
  it('takes 10% off the line (any case, spaces trimmed), shows it, counts the use at the sale, and the order charges the discounted price', async () => {
    const { customer, itemId } = await withClass();
    const before = await usesOf('WELCOME10');
    const res = await apply(customer, itemId, '  welcome10 ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.items[0]).toMatchObject({ price: { raw: 675 }, discount: { code: 'WELCOME10', saving: '£0.75' } });
    expect(res.json().data.totals.total).toBe(675);
    const { res: paid } = await payBySession(t, customer, '4242424242424242');
    const done = await t.request(riversideHost, { method: 'POST', url: `/api/checkout/session/complete/${paid.json().data.transaction_id}`, headers: auth(customer.token) });
    expect(done.statusCode, done.body).toBe(200);
    const [line] = await t.database.db.select().from(orderLineItems).where(eq(orderLineItems.orderId, done.json().data.complete_order_id));
    expect(line!.price).toBe(675);
    expect(await usesOf('WELCOME10')).toBe(before + 1);
  });

  it('Remove gives the price back; a second code on the same line is refused', async () => {
    const { customer, itemId } = await withClass();
    expect((await apply(customer, itemId, 'WELCOME10')).statusCode).toBe(200);
    const twice = await apply(customer, itemId, 'WELCOME10');
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(messages.discounts.already);
    const removed = await remove(customer, itemId);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.items[0]).toMatchObject({ price: { raw: 750 }, discount: null });
    expect((await remove(customer, itemId)).statusCode).toBe(422);
  });

  it.each([
    ['an unknown code', 'NOPE', messages.discounts.unknown],
    ['an expired code', 'SUMMER25', messages.discounts.expired],
    ['a used-up code', 'FIRSTSWIM', messages.discounts.usedUp],
  ])('refuses %s with a 400 and its reason, and the price stays', async (_, code, message) => {
    const { customer, itemId } = await withClass();
    const res = await apply(customer, itemId, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await basket(t, customer)).items[0]).toMatchObject({ price: { raw: 750 }, discount: null });
  });

  it("is the cart owner's line only: another customer's line is not found, another tenant's code is not known there", async () => {
    const { itemId } = await withClass();
    const [stranger] = (await newCustomers(t, 1)) as [Customer];
    expect((await apply(stranger, itemId, 'WELCOME10')).statusCode).toBe(404);
    expect((await apply(stranger, itemId, 'WELCOME10', hosts.peak)).statusCode).toBe(401);
    expect((await t.request(riversideHost, { method: 'POST', url: `/api/checkout/cart/${itemId}/discount`, payload: { code: '' }, headers: auth(stranger.token) })).statusCode).toBe(422);
  });
});
