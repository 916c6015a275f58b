import { messages } from '@courtside/core';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, demo, loginAs } from '../../test/accountsTestKit';
import { addToBasket, auth, basket, freshSession, freshSessionLater, newCustomers, riversideHost } from '../../test/checkoutTestKit';
import { bookings, cartItems } from '../db/schema';
import { createTestApp, hosts, type TestApp } from '../../test/testApp';
import { expectInvariants } from '../../test/invariants';
import { claimPlaces } from './holds';
import { tenantDb } from '../db/tenantDb';

// Cart integrity: no negative or fractional places, and nobody books for a stranger.
let t: TestApp;
const started = new Date();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const legacyAdd = (token: string, items: Array<Record<string, unknown>>, headers: Record<string, string> = {}) =>
  t.request(riversideHost, { method: 'POST', url: '/api/checkout/cart/add', headers: { ...auth(token), ...headers }, payload: { items } });

/** Places held or settled on an occurrence, and the customer's bookings of it. */
async function placesOn(occurrenceId: number) {
  const [row] = await t.database.db
    .select({ n: sql<number>`coalesce(sum(${bookings.quantity}), 0)::int` })
    .from(bookings)
    .where(and(eq(bookings.occurrenceId, occurrenceId), ne(bookings.status, 'cancelled')));
  return row!.n;
}

describe('quantities', () => {
  it.each([-1, 0, 1.5, '-5', 2147483648, 'lots'])('refuses quantity %s next to a normal item and writes nothing', async (quantity) => {
    const [customer] = await newCustomers(t, 1);
    const normal = await freshSession(t, 10);
    const hostile = await freshSessionLater(t, 10, 1);
    const res = await legacyAdd(customer!.token, [
      { id: normal.publicId, type: 'av2_booking' },
      { id: hostile.publicId, type: 'av2_booking', options: { quantity } },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty(['items.1.options.quantity']);
    expect(await placesOn(normal.id)).toBe(0);
    expect(await placesOn(hostile.id)).toBe(0);
    expect((await basket(t, customer!)).items).toHaveLength(0);
    // The customer's basket and bookings still answer.
    expect((await t.request(riversideHost, { method: 'GET', url: '/api/v1/bookings?status=settled&status=reserved&cancellation_source=my-account', headers: auth(customer!.token) })).statusCode).toBe(200);
  });

  it('refuses an older-payload type no kind answers to (422 on its type) and holds nothing of the rest', async () => {
    const [customer] = await newCustomers(t, 1);
    const normal = await freshSession(t, 10);
    const res = await legacyAdd(customer!.token, [
      { id: normal.publicId, type: 'av2_booking' },
      { id: 'gold', type: 'membership_renewal' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'items.1.type': ['This item cannot be bought online.'] });
    expect(await placesOn(normal.id)).toBe(0);
    expect((await basket(t, customer!)).items).toHaveLength(0);
  });

  it('refuses a negative quantity change of a held place and keeps the hold', async () => {
    const [customer] = await newCustomers(t, 1);
    const session = await freshSession(t, 10);
    await addToBasket(t, customer!, session.publicId, 2);
    const [item] = (await basket(t, customer!)).items as Array<{ id: number }>;
    for (const quantity of [-5, 0, 2.5, 2147483648]) {
      const res = await t.request(riversideHost, { method: 'PUT', url: `/api/checkout/cart/${item!.id}`, headers: auth(customer!.token), payload: { options: { quantity } } });
      expect(res.statusCode).toBe(422);
    }
    expect(await placesOn(session.id)).toBe(2);
  });

  it('holds no negative, zero or fractional places whatever the code path (SQL guard)', async () => {
    const session = await freshSession(t, 10);
    const [customer] = await newCustomers(t, 1);
    const now = new Date();
    const claim = (quantity: number) =>
      t.database.db.transaction((tx) =>
        claimPlaces(tenantDb(tx, session.tenantId), { occurrenceId: session.id, userId: customer!.id, quantity, channel: 'online', now, reservedUntil: new Date(now.getTime() + 60_000) }),
      );
    for (const quantity of [-5, 0, 0.5]) expect(await claim(quantity)).toEqual({ ok: false, reason: 'full' });
    await expect(
      t.database.db.insert(bookings).values({ tenantId: session.tenantId, occurrenceId: session.id, userId: customer!.id, status: 'settled', quantity: -5 }),
    ).rejects.toThrow();
    expect(await placesOn(session.id)).toBe(0);
  });

  it('never lets hostile quantities among a burst of buyers overbook (capacity 10, 40 buyers)', async () => {
    const session = await freshSession(t, 10);
    const buyers = await newCustomers(t, 40);
    const results = await Promise.all(
      buyers.map((buyer, i) => legacyAdd(buyer.token, [{ id: session.publicId, type: 'av2_booking', options: { quantity: i % 4 === 0 ? -5 : 1 } }])),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((_, i) => i % 4 === 0).every((s) => s === 422)).toBe(true);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(await placesOn(session.id)).toBe(10);
    const negative = await t.database.db.select().from(cartItems).where(sql`${cartItems.quantity} < 1`);
    expect(negative).toEqual([]);
    await expectInvariants(t.database.db, { since: started });
  });
});

describe('whom a place is for', () => {
  it("refuses a purchased_for_user_id that is not the customer's own or linked user, on both add calls, revealing nothing", async () => {
    const session = await freshSession(t, 10);
    const [customer, stranger] = await newCustomers(t, 2);
    const peak = await loginAs(t, hosts.peak, demo.peakAlex);
    for (const victim of [stranger!.id, peak.user.id, 2147483647]) {
      const legacy = await legacyAdd(customer!.token, [{ id: session.publicId, type: 'av2_booking', purchased_for_user_id: victim }]);
      expect(legacy.statusCode).toBe(403);
      expect(legacy.json()).toEqual({ message: messages.unauthorised });
      const fresh = await t.request(riversideHost, {
        method: 'POST',
        url: `/api/v1/users/${customer!.id}/carts/online/items`,
        headers: auth(customer!.token),
        payload: { items: [{ purchasable_id: session.publicId, purchasable_type: 'occurrence', quantity: 1, purchased_for_user_id: victim }] },
      });
      expect(fresh.statusCode).toBe(403);
      expect(fresh.json()).toEqual({ message: messages.unauthorised });
    }
    expect(await placesOn(session.id)).toBe(0);
  });

  it('lets a customer book for a linked user, and staff for a customer of their own tenant only', async () => {
    const session = await freshSession(t, 10);
    const alex = await loginAs(t, hosts.riverside, demo.alex);
    const jamie = alex.user.linked_users.find((l) => l.referenced_user.name === 'Jamie Morgan')!.referenced_user.id;
    const own = await legacyAdd(alex.token, [{ id: session.publicId, type: 'av2_booking', purchased_for_user_id: jamie }]);
    expect(own.statusCode).toBe(200);
    const [held] = await t.database.db.select().from(bookings).where(and(eq(bookings.occurrenceId, session.id), eq(bookings.userId, jamie), ne(bookings.status, 'cancelled')));
    expect(held).toBeDefined();
    await t.request(riversideHost, { method: 'DELETE', url: '/api/checkout/cart', headers: bearer(alex.token) });

    const staff = await loginAs(t, hosts.riverside, demo.staff, '/api/auth/staff/login');
    const [customer] = await newCustomers(t, 1);
    const forCustomer = await legacyAdd(staff.token, [{ id: session.publicId, type: 'av2_booking', purchased_for_user_id: customer!.id }]);
    expect(forCustomer.statusCode).toBe(200);
    const peak = await loginAs(t, hosts.peak, demo.peakAlex);
    const forPeak = await legacyAdd(staff.token, [{ id: session.publicId, type: 'av2_booking', purchased_for_user_id: peak.user.id }]);
    expect(forPeak.statusCode).toBe(403);
    const rows = await t.database.db.select().from(bookings).where(and(eq(bookings.occurrenceId, session.id), inArray(bookings.userId, [peak.user.id])));
    expect(rows).toEqual([]);
  });
});
