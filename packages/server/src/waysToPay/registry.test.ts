import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, auth, basket, freshSession, newCustomers, payBySession, riversideHost } from '../../test/checkoutTestKit';
import { createTestApp, type TestApp } from '../../test/testApp';
import { bookings, cartItems, orders, users } from '../db/schema';
import { HttpError } from '../http/httpError';
import { waysToPay } from './registry';
import type { WayToPay } from './wayToPay';

// A new way to pay is one object in the registry: registered here for the test only, a "loyalty voucher" taking 1.00
// off each line as it is added, removable by the basket's removal call, and spending the voucher at the sale (or
// refusing the sale when the voucher ran out). Cart and checkout call its hooks unchanged.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  waysToPay.splice(0, waysToPay.length, ...waysToPay.filter((way) => way.name !== 'loyalty'));
});

function loyaltyVoucher(spentOut = false) {
  const on = new Set<number>();
  const sales: Array<{ lines: number; customerId: number }> = [];
  const reprice = (change: number) => sql`${cartItems.unitPrice} + ${change}`;
  const way: WayToPay = {
    name: 'loyalty',
    async applyOnAdd(tx, line) {
      on.add(line.id);
      await tx.db.update(cartItems).set({ unitPrice: reprice(-100) }).where(tx.owned(cartItems, eq(cartItems.id, line.id)));
    },
    isOn: (line) => on.has(line.id),
    async removeFrom(tx, line) {
      on.delete(line.id);
      await tx.db.update(cartItems).set({ unitPrice: reprice(100) }).where(tx.owned(cartItems, eq(cartItems.id, line.id)));
    },
    async settle(_tx, sale) {
      if (spentOut) throw new HttpError(409, 'The loyalty voucher has been used up.');
      sales.push({ lines: sale.lines.length, customerId: sale.customerId });
    },
  };
  waysToPay.push(way);
  return { sales };
}

/** Pays the basket by card (and credit) and completes the order; answers the completion. */
async function checkout(customer: { id: number; token: string }, credit = 0) {
  if (credit > 0) {
    const payload = { credits_to_reserve: [{ amount: credit, type: 'general' }], cart_source: 'online' };
    expect((await t.request(riversideHost, { method: 'POST', url: '/api/credits/apply', headers: auth(customer.token), payload })).statusCode).toBe(200);
  }
  const { res } = await payBySession(t, customer, '4242424242424242', credit);
  expect(res.statusCode, res.body).toBe(200);
  return t.request(riversideHost, { method: 'POST', url: `/api/checkout/session/complete/${res.json().data.transaction_id}`, headers: auth(customer.token) });
}

describe('ways to pay', () => {
  it('prices a line when it is added, comes off by the removal call that names it, and spends at the sale', async () => {
    const { sales } = loyaltyVoucher();
    const [buyer] = await newCustomers(t, 1);
    const session = await freshSession(t, 5);
    expect((await addToBasket(t, buyer!, session.publicId)).statusCode).toBe(200);
    const [line] = (await basket(t, buyer!)).items;
    const withVoucher = line.price.raw as number;

    const removed = await t.request(riversideHost, { method: 'DELETE', url: `/api/activities/loyalty/remove/${line.id}?source=online`, headers: auth(buyer!.token) });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await basket(t, buyer!)).items[0]).toMatchObject({ price: { raw: withVoucher + 100 } });
    const again = await t.request(riversideHost, { method: 'DELETE', url: `/api/activities/loyalty/remove/${line.id}?source=online`, headers: auth(buyer!.token) });
    expect(again.statusCode).toBe(422);
    const unknown = await t.request(riversideHost, { method: 'DELETE', url: `/api/activities/voucher/remove/${line.id}?source=online`, headers: auth(buyer!.token) });
    expect(unknown.statusCode).toBe(404);

    const done = await checkout(buyer!);
    expect(done.statusCode, done.body).toBe(200);
    expect(sales).toEqual([{ lines: 1, customerId: buyer!.id }]);
  });

  it('refuses the whole sale when a way to pay has run out: no order, no credit taken, the place still held', async () => {
    loyaltyVoucher(true);
    const [buyer] = await newCustomers(t, 1, 500);
    const session = await freshSession(t, 5);
    expect((await addToBasket(t, buyer!, session.publicId)).statusCode).toBe(200);

    const done = await checkout(buyer!, 200);
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe('The loyalty voucher has been used up.');
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, buyer!.id))).toEqual([]);
    expect((await t.database.db.select({ credit: users.creditBalance }).from(users).where(eq(users.id, buyer!.id)))[0]!.credit).toBe(500);
    expect((await t.database.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.occurrenceId, session.id)))).toEqual([{ status: 'reserved' }]);
    expect((await basket(t, buyer!)).items).toHaveLength(1);
  });
});
