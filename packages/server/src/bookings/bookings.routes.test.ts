import { bookingListResponseSchema, bookingResponseSchema, cancellationMessages, messages } from '@courtside/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, auth, basket, freshSession, newCustomers, payBySession, riversideHost, tenantIdOf } from '../../test/checkoutTestKit';
import { bookings, carts, linkedUsers, occurrences, orderLineItems, users } from '../db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Customer = { id: number; token: string };
const db = () => t.database.db;
const call = (method: 'GET' | 'DELETE', url: string, customer: Customer | null, headers: Record<string, string> = {}) =>
  t.request(riversideHost, { method, url, headers: { ...(customer ? auth(customer.token) : {}), ...headers } });
const cancel = (customer: Customer | null, bookingId: number | string) => call('DELETE', `/api/activities/bookings/${bookingId}?source=bookings`, customer);
const list = (customer: Customer | null, query: string, headers?: Record<string, string>) => call('GET', `/api/v1/bookings?cancellation_source=customers&${query}`, customer, headers);
const available = async (publicId: string) => (await call('GET', `/api/activities/${publicId}`, null)).json().data.occurrence.capacity.available as number;
const creditOf = async (userId: number) => (await db().select({ credit: users.creditBalance }).from(users).where(eq(users.id, userId)))[0]!.credit;
const hours = (h: number) => new Date(Date.now() + h * 3_600_000);

/** A fresh session of three places, `days` after freshSession's. */
async function dayLater(days: number) {
  const base = await freshSession(t, 3);
  const shift = (d: Date) => new Date(d.getTime() + days * 86_400_000);
  const [row] = await db().update(occurrences).set({ startsAt: shift(base.startsAt), endsAt: shift(base.endsAt) }).where(eq(occurrences.id, base.id)).returning();
  return row!;
}

/** Buys a session through the basket and the card flow; answers the settled booking's id and what its line charged. */
async function buy(customer: Customer, publicId: string) {
  expect((await addToBasket(t, customer, publicId)).statusCode).toBe(200);
  const { res } = await payBySession(t, customer, '4242424242424242');
  const done = await t.request(riversideHost, { method: 'POST', url: `/api/checkout/session/complete/${res.json().data.transaction_id}`, headers: auth(customer.token) });
  expect(done.statusCode).toBe(200);
  const orderId = done.json().data.complete_order_id as number;
  const [booking] = await db().select().from(bookings).where(eq(bookings.orderId, orderId));
  const [line] = await db().select().from(orderLineItems).where(eq(orderLineItems.orderId, orderId));
  return { bookingId: booking!.id, paid: line!.price, orderId };
}

describe('cancel booking (spec §7 DELETE activities/bookings/{bookingId}?source=bookings)', () => {
  it('frees the place and returns the price as credit, once, when cancelled more than 24 hours ahead', async () => {
    const session = await freshSession(t, 1);
    const [buyer] = await newCustomers(t, 1);
    const { bookingId, paid } = await buy(buyer!, session.publicId);
    expect(paid).toBeGreaterThan(0);
    expect(await available(session.publicId)).toBe(0);
    const res = await cancel(buyer!, bookingId);
    expect(res.statusCode).toBe(200);
    const { data } = bookingResponseSchema.parse(res.json());
    expect(data).toMatchObject({ id: bookingId, status: 'cancelled', occurrence_id: session.publicId, price: { value: paid }, order: { id: expect.any(Number) } });
    expect(data.cancellation).toMatchObject({ can_cancel: false, awards_credit: true, cut_off_message: null });
    expect(data.cancellation.awards_credit_message).toMatch(/has been returned to your account as credit/);
    expect(await available(session.publicId)).toBe(1);
    expect(await creditOf(buyer!.id)).toBe(paid);

    const again = await cancel(buyer!, bookingId);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(cancellationMessages.cancelled);
    expect(await creditOf(buyer!.id)).toBe(paid);
  });

  it("shows the order's human reference, and after a cancel its refund status and the cancelled line", async () => {
    const session = await freshSession(t, 2);
    const [buyer] = await newCustomers(t, 1);
    const { bookingId, orderId } = await buy(buyer!, session.publicId);
    const order = async () => (await call('GET', `/api/checkout/orders/${orderId}`, buyer!)).json().data;
    const before = await order();
    expect(before.reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(before.reference).not.toBe(String(orderId));
    expect(before).toMatchObject({ status: 'success', refund_status: null, line_items: [{ cancelled: false }] });
    expect((await cancel(buyer!, bookingId)).statusCode).toBe(200);
    expect(await order()).toMatchObject({ refund_status: 'full', line_items: [{ cancelled: true }] });
  });

  it('credits once however many cancels race', async () => {
    const session = await freshSession(t, 1);
    const [buyer] = await newCustomers(t, 1);
    const { bookingId, paid } = await buy(buyer!, session.publicId);
    const replies = await Promise.all(Array.from({ length: 8 }, () => cancel(buyer!, bookingId)));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422, 422, 422, 422, 422]);
    expect(await creditOf(buyer!.id)).toBe(paid);
  });

  it('cancels without credit within 24 hours of the start, and says why beforehand', async () => {
    const session = await freshSession(t, 2, { startsAt: hours(3), endsAt: hours(4) });
    const [buyer] = await newCustomers(t, 1);
    const { bookingId } = await buy(buyer!, session.publicId);
    const listed = bookingListResponseSchema.parse((await list(buyer!, `occurrence_id=${session.publicId}`)).json());
    expect(listed.data.map((b) => b.id)).toEqual([bookingId]);
    expect(listed.data[0]!.cancellation).toMatchObject({ can_cancel: true, awards_credit: false, cut_off_message: cancellationMessages.cutOff });
    const res = await cancel(buyer!, bookingId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.cancellation).toMatchObject({ awards_credit: false, awards_credit_message: null, cut_off_message: cancellationMessages.cutOff });
    expect(await creditOf(buyer!.id)).toBe(0);
    expect(await available(session.publicId)).toBe(2);
  });

  it("answers 404 for another customer's booking and leaves it alone", async () => {
    const session = await freshSession(t, 2);
    const [owner, other] = await newCustomers(t, 2);
    const { bookingId } = await buy(owner!, session.publicId);
    for (const id of [bookingId, 999_999_999, 'not-a-booking']) {
      const res = await cancel(other!, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(messages.notFound);
    }
    expect((await db().select().from(bookings).where(eq(bookings.id, bookingId)))[0]!.status).toBe('settled');
  });

  it('refuses a session that has started', async () => {
    const session = await freshSession(t, 2);
    const [buyer] = await newCustomers(t, 1);
    const { bookingId } = await buy(buyer!, session.publicId);
    await db().update(occurrences).set({ startsAt: hours(-0.2) }).where(eq(occurrences.id, session.id));
    const res = await cancel(buyer!, bookingId);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(cancellationMessages.started);
  });

  it('cancels a reservation by taking it out of the basket', async () => {
    const session = await freshSession(t, 1);
    const [buyer] = await newCustomers(t, 1);
    await addToBasket(t, buyer!, session.publicId);
    const before = await basket(t, buyer!);
    const [cart] = await db().select().from(carts).where(eq(carts.userId, buyer!.id));
    const reserved = bookingListResponseSchema.parse((await list(buyer!, `status=reserved&occurrence_id=${session.publicId}`)).json()).data;
    expect(reserved).toHaveLength(1);
    expect(reserved[0]).toMatchObject({ status: 'reserved', price: null });
    const res = await cancel(buyer!, reserved[0]!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', price: null, cancellation: { awards_credit: false } });
    const after = await basket(t, buyer!);
    expect(after.items).toHaveLength(0);
    expect(after.item_hash).not.toBe(before.item_hash);
    expect((await db().select().from(carts).where(eq(carts.id, cart!.id)))[0]!.version).toBeGreaterThan(cart!.version);
    expect(await available(session.publicId)).toBe(1);
  });
});

describe('list bookings (spec §7 contract-only, GET /api/v1/bookings)', () => {
  it("lists the customer's settled bookings by default, with the spec §3 meta, and pages them", async () => {
    // Sessions a day apart: one customer cannot hold two overlapping sessions (spec §4 busy).
    const [first, second, third] = [await dayLater(0), await dayLater(1), await dayLater(2)];
    const [buyer] = await newCustomers(t, 1);
    await buy(buyer!, second.publicId);
    await buy(buyer!, first.publicId);
    expect((await addToBasket(t, buyer!, third.publicId)).statusCode).toBe(200);
    const all = bookingListResponseSchema.parse((await list(buyer!, '')).json());
    expect(all.data.map((b) => [b.occurrence_id, b.status])).toEqual([[first.publicId, 'settled'], [second.publicId, 'settled']]);
    expect(all.meta.pagination).toMatchObject({ current_page: 1, total_records: 2, total_pages: 1, records_per_page: 20 });
    const page2 = bookingListResponseSchema.parse((await list(buyer!, 'per_page=1&page=2')).json());
    expect(page2.data).toHaveLength(1);
    expect(page2.meta.pagination).toMatchObject({ previous_page: 1, next_page: null, records_on_current_page: 1, first_record_on_current_page: 2 });
    const both = bookingListResponseSchema.parse((await list(buyer!, 'status=settled&status=reserved')).json());
    expect(both.meta.pagination.total_records).toBe(3);
  });

  it("answers 403 for another user's list, and lists a linked user's when acting for them", async () => {
    const session = await freshSession(t, 3);
    const [parent, child, stranger] = await newCustomers(t, 3);
    await db().insert(linkedUsers).values({ tenantId: await tenantIdOf(t), userId: parent!.id, linkedUserId: child!.id, relationship: 'parent' });
    await buy(child!, session.publicId);
    const denied = await list(stranger!, `user_id=${child!.id}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(messages.unauthorised);
    const byQuery = bookingListResponseSchema.parse((await list(parent!, `user_id=${child!.id}`)).json());
    expect(byQuery.data.map((b) => b.user_id)).toEqual([child!.id]);
    const byHeader = bookingListResponseSchema.parse((await list(parent!, '', { 'x-selected-user-id': String(child!.id) })).json());
    expect(byHeader.data).toHaveLength(1);
    expect(bookingListResponseSchema.parse((await list(parent!, '')).json()).data).toHaveLength(0);
    // The parent may cancel the linked user's booking too.
    expect((await cancel(parent!, byQuery.data[0]!.id)).statusCode).toBe(200);
  });

  it('answers 401 to a visitor and 422 to bad queries', async () => {
    expect((await list(null, '')).statusCode).toBe(401);
    expect((await cancel(null, 1)).statusCode).toBe(401);
    const [customer] = await newCustomers(t, 1);
    const noSource = await call('GET', '/api/v1/bookings', customer!);
    expect(noSource.statusCode).toBe(422);
    expect(noSource.json().errors).toHaveProperty('cancellation_source');
    expect((await list(customer!, 'occurrence_id=short')).statusCode).toBe(422);
    expect((await list(customer!, 'status=lost')).statusCode).toBe(422);
    expect((await list(customer!, 'per_page=101')).statusCode).toBe(422);
    expect((await call('DELETE', '/api/activities/bookings/1', customer!)).statusCode).toBe(422);
    expect((await call('DELETE', '/api/activities/bookings/1?source=foh', customer!)).statusCode).toBe(422);
  });
});
