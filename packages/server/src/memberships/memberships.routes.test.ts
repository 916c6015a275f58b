import { addDays, membershipPlansResponseSchema, membershipTermEnd, messages, venueDateSlug, venuesResponseSchema } from '@courtside/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, auth, basket, freshSession, newCustomers, payBySession, riversideHost, tenantIdOf } from '../../test/checkoutTestKit';
import { createSession } from '../auth/sessions.repo';
import { demo, loginAs } from '../../test/accountsTestKit';
import { customerMemberships, membershipPlans, membershipUsers, users } from '../db/schema';
import { tenantDb } from '../db/tenantDb';
import { createTestApp, hosts, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Customer = { id: number; token: string };
const today = () => venueDateSlug(new Date(), 'Europe/London');
const get = (url: string, host: string = riversideHost) => t.request(host, { method: 'GET', url });
const addMembership = (customer: Customer, plan: string, quantity = 1, host: string = riversideHost) =>
  t.request(host, {
    method: 'POST',
    url: `/api/v1/users/${customer.id}/carts/online/items`,
    headers: auth(customer.token),
    payload: { items: [{ purchasable_id: plan, purchasable_type: 'membership', quantity }] },
  });
/** Pays the basket by card and completes the order; answers the order id. */
async function pay(customer: Customer) {
  const { res } = await payBySession(t, customer, '4242424242424242');
  expect(res.statusCode, res.body).toBe(200);
  const done = await t.request(riversideHost, { method: 'POST', url: `/api/checkout/session/complete/${res.json().data.transaction_id}`, headers: auth(customer.token) });
  expect(done.statusCode, done.body).toBe(200);
  return done.json().data.complete_order_id as number;
}
const held = async (customer: Customer) =>
  (await t.database.db.select().from(customerMemberships).where(eq(customerMemberships.userId, customer.id))).map((m) => ({ plan: m.membershipPlan, validFrom: m.validFrom, validTo: m.validTo }));
async function give(customer: Customer, plan: string, validFrom: string, validTo: string | null) {
  await t.database.db.insert(customerMemberships).values({ tenantId: await tenantIdOf(t), userId: customer.id, membershipPlan: plan, validFrom, validTo });
}
/** Spec §4 422 body: messages by field. */
const refusal = (body: string) => Object.values((JSON.parse(body) as { errors: Record<string, string[]> }).errors).flat();

describe('GET /api/activities/venues/online-joining (spec §7)', () => {
  it('lists the venues where a plan can be joined online', async () => {
    const res = await get('/api/activities/venues/online-joining');
    expect(res.statusCode).toBe(200);
    const { data } = venuesResponseSchema.parse(res.json());
    // Gold and Silver belong to every venue, so each venue of the operator is one to join at.
    const all = venuesResponseSchema.parse((await get('/api/activities/venues')).json()).data;
    expect(data.map((v) => v.slug)).toEqual(all.map((v) => v.slug));
    expect(data.length).toBeGreaterThan(0);
  });
  it('is empty where the operator has online joining off', async () => {
    expect((await get('/api/activities/venues/online-joining', hosts.peak)).json()).toEqual({ data: [] });
  });
});

describe('GET /api/v1/memberships/plans (/pricing)', () => {
  it('lists the plans offered online at a venue, with their membership discounts', async () => {
    const res = await get('/api/v1/memberships/plans?venue=riverside-aquatics-centre');
    expect(res.statusCode).toBe(200);
    const { data } = membershipPlansResponseSchema.parse(res.json());
    expect(data.map((p) => p.key)).toEqual(['gold', 'silver', 'swim-plus']);
    expect(data[0]).toMatchObject({ name: 'Gold membership', venue: null, length: { value: 12, unit: 'month' }, price: { value: 54000, formatted: '£540.00' } });
    expect(data[0]!.discounts.length).toBeGreaterThan(0);
    for (const d of data[0]!.discounts) if (d.standard) expect(d.member.value).toBeLessThan(d.standard.value);
  });
  it('leaves out a plan at-home elsewhere and one not offered online; 404 for an unknown venue; empty with joining off', async () => {
    const venues = venuesResponseSchema.parse((await get('/api/activities/venues')).json()).data;
    const other = venues.find((v) => v.slug !== 'riverside-aquatics-centre')!;
    const { data } = membershipPlansResponseSchema.parse((await get(`/api/v1/memberships/plans?venue=${other.slug}`)).json());
    expect(data.map((p) => p.key)).toEqual(['gold', 'silver']);
    expect((await get('/api/v1/memberships/plans?venue=nowhere')).statusCode).toBe(404);
    expect((await get('/api/v1/memberships/plans?venue=NOT A SLUG')).statusCode).toBe(422);
    expect((await get('/api/v1/memberships/plans', hosts.peak)).json()).toEqual({ data: [] });
  });
});

describe('buying a membership (new, change, renewal)', () => {
  it('joins: the basket shows a new membership with its length, and paying starts it today', async () => {
    const [customer] = (await newCustomers(t, 1)) as [Customer];
    const added = await addMembership(customer, 'gold');
    expect(added.statusCode, added.body).toBe(200);
    const cart = await basket(t, customer);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ cartable_type: 'membership', name: 'Gold membership', price: { raw: 54000 }, cartable_resource: { new_membership: 'Gold membership', duration: '12 months' } });
    const orderId = await pay(customer);
    expect(await held(customer)).toEqual([{ plan: 'gold', validFrom: today(), validTo: membershipTermEnd(today(), { value: 12, unit: 'month' }) }]);
    expect(await t.database.db.select().from(membershipUsers).where(eq(membershipUsers.userId, customer.id))).toHaveLength(1);
    const order = (await t.request(riversideHost, { method: 'GET', url: `/api/checkout/orders/${orderId}`, headers: auth(customer.token) })).json().data;
    expect(order).toMatchObject({ status: 'success', total: { value: 54000 }, line_items: [{ name: 'Gold membership', purchasable_type: 'membership' }] });
    const mine = (await t.request(riversideHost, { method: 'GET', url: '/api/v1/account/memberships', headers: auth(customer.token) })).json().data;
    expect(mine).toMatchObject([{ plan: 'gold', status: 'active' }]);
  });

  it('a new member pays member prices on sessions at once (Gold: a £7.50 yoga class costs £5.00)', async () => {
    const [member, other] = (await newCustomers(t, 2)) as [Customer, Customer];
    const session = await freshSession(t, 4);
    expect((await addMembership(member, 'gold')).statusCode).toBe(200);
    await pay(member);
    expect((await addToBasket(t, member, session.publicId)).statusCode).toBe(200);
    expect((await addToBasket(t, other, session.publicId)).statusCode).toBe(200);
    expect((await basket(t, member)).items[0]).toMatchObject({ price: { raw: 500 }, benefit_applied: true });
    expect((await basket(t, other)).items[0]).toMatchObject({ price: { raw: 750 }, benefit_applied: false });
  });

  it('renews: the same plan in force is a renewal that adds a whole term after the current end', async () => {
    const [customer] = (await newCustomers(t, 1)) as [Customer];
    const ends = addDays(today(), 10);
    await give(customer, 'swim-plus', '2025-12-01', ends);
    expect((await addMembership(customer, 'swim-plus')).statusCode).toBe(200);
    expect((await basket(t, customer)).items[0]).toMatchObject({ cartable_type: 'membership_renewal', cartable_resource: { new_membership: 'Swim Plus', duration: '12 months' } });
    await pay(customer);
    const [renewed] = await held(customer);
    expect(renewed).toMatchObject({ plan: 'swim-plus', validFrom: '2025-12-01' });
    expect(renewed!.validTo! > addDays(ends, 360)).toBe(true);
  });

  it('changes: another plan in force ends the day before the new one starts', async () => {
    const [customer] = (await newCustomers(t, 1)) as [Customer];
    await give(customer, 'silver', '2026-01-01', addDays(today(), 100));
    expect((await addMembership(customer, 'gold')).statusCode).toBe(200);
    expect((await basket(t, customer)).items[0]).toMatchObject({ cartable_type: 'membership_change' });
    await pay(customer);
    const rows = await held(customer);
    expect(rows.find((r) => r.plan === 'silver')).toMatchObject({ validTo: addDays(today(), -1) });
    expect(rows.find((r) => r.plan === 'gold')).toMatchObject({ validFrom: today() });
  });

  it('refuses a plan not offered online, a quantity, a second membership for the same person, and another operator’s joining', async () => {
    const [customer] = (await newCustomers(t, 1)) as [Customer];
    const inPerson = await addMembership(customer, 'off-peak');
    expect(inPerson.statusCode).toBe(422);
    expect(refusal(inPerson.body)).toContain(messages.memberships.notOffered);
    const two = await addMembership(customer, 'gold', 2);
    expect(two.statusCode).toBe(422);
    expect(refusal(two.body)).toContain(messages.memberships.oneAtATime);
    expect((await addMembership(customer, 'gold')).statusCode).toBe(200);
    const second = await addMembership(customer, 'silver');
    expect(second.statusCode).toBe(422);
    expect(refusal(second.body)).toContain(messages.memberships.onePerAttendee);
    expect((await basket(t, customer)).items).toHaveLength(1);
    expect((await addMembership(customer, 'no-such-plan')).statusCode).toBe(404);
    expect(await held(customer)).toEqual([]);
  });

  it('refuses joining where the operator has online joining off', async () => {
    const peakId = await tenantIdOf(t, 'peak');
    const [customer] = (await newCustomers(t, 1)) as [Customer];
    // The customer is the riverside tenant's: on peak's host their token is no one's (401), so peak's own customer is made there.
    expect((await addMembership(customer, 'gold', 1, hosts.peak)).statusCode).toBe(401);
    const [row] = await t.database.db.insert(users).values({ tenantId: peakId, reference: 'PEAK-JOIN-1', email: 'peak-join@example.com', firstName: 'Peak', lastName: 'Joiner' }).returning({ id: users.id });
    const peakCustomer = { id: row!.id, token: await createSession(tenantDb(t.database.db, peakId), row!.id, new Date()) };
    const res = await addMembership(peakCustomer, 'gold', 1, hosts.peak);
    expect(res.statusCode).toBe(422);
    expect(refusal(res.body)).toContain(messages.memberships.joiningDisabled);
    expect(await t.database.db.select().from(customerMemberships).where(and(eq(customerMemberships.tenantId, peakId), eq(customerMemberships.userId, row!.id)))).toEqual([]);
  });
});

describe('renewing a membership from my-account (a basket line paid in the checkout)', () => {
  const addFor = (customer: Customer, plan: string, forUserId: number) =>
    t.request(riversideHost, {
      method: 'POST',
      url: `/api/v1/users/${customer.id}/carts/online/items`,
      headers: auth(customer.token),
      payload: { items: [{ purchasable_id: plan, purchasable_type: 'membership', quantity: 1, purchased_for_user_id: forUserId }] },
    });

  it('extends the renewed membership once: a replayed completion of the same payment adds no second term', async () => {
    const [customer, bystander] = (await newCustomers(t, 2)) as [Customer, Customer];
    const ends = addDays(today(), 5);
    await give(customer, 'swim-plus', '2025-12-01', ends);
    await give(bystander, 'swim-plus', '2025-12-01', ends);
    expect((await addMembership(customer, 'swim-plus')).statusCode).toBe(200);
    const { res } = await payBySession(t, customer, '4242424242424242');
    expect(res.statusCode, res.body).toBe(200);
    const complete = () => t.request(riversideHost, { method: 'POST', url: `/api/checkout/session/complete/${res.json().data.transaction_id}`, headers: auth(customer.token) });
    const first = await complete();
    expect(first.statusCode, first.body).toBe(200);
    const renewed = { plan: 'swim-plus', validFrom: '2025-12-01', validTo: membershipTermEnd(addDays(ends, 1), { value: 12, unit: 'month' }) };
    expect(await held(customer)).toEqual([renewed]);
    const replay = await complete();
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json().data.complete_order_id).toBe(first.json().data.complete_order_id);
    expect(await held(customer)).toEqual([renewed]);
    // Only the payer's membership moved.
    expect(await held(bystander)).toEqual([{ plan: 'swim-plus', validFrom: '2025-12-01', validTo: ends }]);
  });

  it('renews a lapsed membership from today, even of a plan sold only in person', async () => {
    const [customer] = (await newCustomers(t, 1)) as [Customer];
    await give(customer, 'off-peak', '2025-01-06', '2025-04-05');
    expect((await addMembership(customer, 'off-peak')).statusCode).toBe(200);
    expect((await basket(t, customer)).items[0]).toMatchObject({
      cartable_type: 'membership_renewal', price: { raw: 7500 }, cartable_resource: { new_membership: 'Off-peak three months', duration: '3 months' },
    });
    await pay(customer);
    expect(await held(customer)).toEqual([{ plan: 'off-peak', validFrom: today(), validTo: membershipTermEnd(today(), { value: 3, unit: 'month' }) }]);
  });

  it("refuses renewing another customer's membership, or for another tenant's customer, and a plan of another tenant (403/404)", async () => {
    const [customer, stranger] = (await newCustomers(t, 2)) as [Customer, Customer];
    await give(stranger, 'swim-plus', '2025-12-01', addDays(today(), 5));
    const peakId = await tenantIdOf(t, 'peak');
    const [peakUser] = await t.database.db.insert(users).values({ tenantId: peakId, reference: 'PEAK-RENEW-1', email: `peak-renew-${customer.id}@example.com`, firstName: 'Peak', lastName: 'Member' }).returning({ id: users.id });
    for (const victim of [stranger.id, peakUser!.id]) {
      const res = await addFor(customer, 'swim-plus', victim);
      expect(res.statusCode, String(victim)).toBe(403);
      expect(res.json()).toEqual({ message: messages.unauthorised });
    }
    const intoTheirBasket = await t.request(riversideHost, {
      method: 'POST', url: `/api/v1/users/${stranger.id}/carts/online/items`, headers: auth(customer.token),
      payload: { items: [{ purchasable_id: 'swim-plus', purchasable_type: 'membership', quantity: 1 }] },
    });
    expect(intoTheirBasket.statusCode).toBe(403);
    await t.database.db.insert(membershipPlans).values({ tenantId: peakId, key: 'peak-only', name: 'Peak only', lengthValue: 1, lengthUnit: 'year', price: 1000, onlineJoining: true });
    expect((await addMembership(customer, 'peak-only')).statusCode).toBe(404);
    expect((await basket(t, customer)).items).toEqual([]);
    expect(await held(stranger)).toEqual([{ plan: 'swim-plus', validFrom: '2025-12-01', validTo: addDays(today(), 5) }]);
  });

  it('refuses with a 422 renewing a membership of a rolling plan, which has nothing to renew', async () => {
    const [customer] = (await newCustomers(t, 1)) as [Customer];
    await t.database.db.insert(membershipPlans).values({ tenantId: await tenantIdOf(t), key: 'flex-rolling', name: 'Flex rolling', lengthValue: null, lengthUnit: null, price: 3500, onlineJoining: true }).onConflictDoNothing();
    await give(customer, 'flex-rolling', '2026-01-01', null);
    const res = await addMembership(customer, 'flex-rolling');
    expect(res.statusCode).toBe(422);
    expect(refusal(res.body)).toEqual([messages.memberships.rolling]);
    expect((await basket(t, customer)).items).toEqual([]);
  });
});

describe("the seed's member with member prices (Nina Clarke)", () => {
  it('holds Silver due for renewal, and a yoga class she books shows the member price, paid by her class pass', async () => {
    const nina = await loginAs(t, riversideHost, demo.nina);
    const mine = (await t.request(riversideHost, { method: 'GET', url: '/api/v1/account/memberships', headers: auth(nina.token) })).json().data;
    expect(mine).toMatchObject([{ plan: 'silver', status: 'active', renewal_due: true }]);
    const session = await freshSession(t, 4);
    expect((await addToBasket(t, { id: nina.user.id, token: nina.token }, session.publicId)).statusCode).toBe(200);
    expect((await basket(t, nina)).items[0]).toMatchObject({ benefit_applied: true, package_applied: true, price: { raw: 0 } });
  });
});
