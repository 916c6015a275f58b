import { addDays, GUEST_PASS_VALID_DAYS, guestPassesResponseSchema, messages, venueDateSlug } from '@courtside/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, basket, newCustomers, payBySession, riversideHost } from '../../test/checkoutTestKit';
import { guestPasses, venues } from '../db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';

// Guest passes bought online (purchasable_type guest_pass) at a venue selling them, then held in my-account.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Customer = { id: number; token: string };
const venue = 'riverside-aquatics-centre';
const add = (customer: Customer, slug: string, quantity: number) =>
  t.request(riversideHost, {
    method: 'POST',
    url: `/api/v1/users/${customer.id}/carts/online/items`,
    headers: auth(customer.token),
    payload: { items: [{ purchasable_id: slug, purchasable_type: 'guest_pass', quantity }] },
  });
const passes = async (customer: Customer) =>
  guestPassesResponseSchema.parse((await t.request(riversideHost, { method: 'GET', url: '/api/v1/account/guest-passes', headers: auth(customer.token) })).json());
const refusal = (body: string) => Object.values((JSON.parse(body) as { errors: Record<string, string[]> }).errors).flat();

describe('buying guest passes', () => {
  it('offers them where a venue sells them online, sells two, and the customer then holds two valid for 30 days', async () => {
    const [customer] = (await newCustomers(t, 1)) as [Customer];
    const before = await passes(customer);
    expect(before.meta).toMatchObject({ enabled: true, offers: [{ venue: { slug: venue }, price: { value: 800, formatted: '£8.00' }, valid_days: GUEST_PASS_VALID_DAYS }] });
    expect(before.data).toEqual([]);

    expect((await add(customer, venue, 2)).statusCode).toBe(200);
    const cart = await basket(t, customer);
    expect(cart.items).toMatchObject([{ cartable_type: 'guest_pass', quantity: 2, name: 'Guest pass · Riverside Aquatics Centre', price: { raw: 1600 } }]);
    const { res } = await payBySession(t, customer, '4242424242424242');
    const done = await t.request(riversideHost, { method: 'POST', url: `/api/checkout/session/complete/${res.json().data.transaction_id}`, headers: auth(customer.token) });
    expect(done.statusCode, done.body).toBe(200);

    const today = venueDateSlug(new Date(), 'Europe/London');
    const { data } = await passes(customer);
    expect(data).toHaveLength(2);
    for (const pass of data) expect(pass).toMatchObject({ status: 'available', venue: { slug: venue }, valid_from: today, valid_to: addDays(today, GUEST_PASS_VALID_DAYS - 1), guest_name: null });
    expect(new Set(data.map((p) => p.reference)).size).toBe(2);
  });

  it('refuses more than five at once, a venue not selling them, and an unknown venue — and sells nothing', async () => {
    const [customer] = (await newCustomers(t, 1)) as [Customer];
    const many = await add(customer, venue, 6);
    expect(many.statusCode).toBe(422);
    expect(refusal(many.body)).toContain(messages.guestPasses.tooMany(5));
    const [other] = await t.database.db.select({ slug: venues.slug }).from(venues).where(eq(venues.onlineGuestPassesEnabled, false)).limit(1);
    const notSold = await add(customer, other!.slug, 1);
    expect(notSold.statusCode).toBe(422);
    expect(refusal(notSold.body)).toContain(messages.guestPasses.notOffered);
    expect((await add(customer, 'no-such-venue', 1)).statusCode).toBe(404);
    expect((await basket(t, customer)).items).toEqual([]);
    expect(await t.database.db.select().from(guestPasses).where(eq(guestPasses.userId, customer.id))).toEqual([]);
  });
});
