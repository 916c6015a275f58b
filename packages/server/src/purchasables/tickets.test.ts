import { messages } from '@courtside/core';
import { and, eq, gt, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, demo, loginAs } from '../../test/accountsTestKit';
import { basket, freshSession, newCustomers, payBySession, riversideHost, tenantIdOf } from '../../test/checkoutTestKit';
import { activities, bookings, occurrences, orderLineItems, tickets, venues } from '../db/schema';
import { createTestApp, hosts, type TestApp } from '../../test/testApp';

// A ticketed session is priced at the ticket its attendee qualifies for (or the one chosen, when they may use it), the
// line says who it is for and at which ticket, and a ticket admitting four takes four places.
let t: TestApp;
let alex: { token: string; id: number; jamie: number };
let ticketIds: Record<'adult' | 'child' | 'family', string>;
beforeAll(async () => {
  t = await createTestApp();
  const session = await loginAs(t, hosts.riverside, demo.alex);
  alex = { token: session.token, id: session.user.id, jamie: session.user.linked_users.find((l) => l.referenced_user.name === 'Jamie Morgan')!.referenced_user.id };
  const tenantId = await tenantIdOf(t);
  const rows = await t.database.db.select({ id: tickets.id, name: tickets.name }).from(tickets).where(eq(tickets.tenantId, tenantId));
  const idOf = (name: string) => rows.find((r) => r.name.startsWith(name))!.id;
  ticketIds = { adult: idOf('Adult'), child: idOf('Child'), family: idOf('Family') };
});
afterAll(() => t.close());

/** A fresh public swim session (ticketed: its tickets price it) with `capacity` places. */
async function swimSession(capacity: number) {
  const tenantId = await tenantIdOf(t);
  const [swim] = await t.database.db.select({ id: activities.id }).from(activities).where(and(eq(activities.tenantId, tenantId), eq(activities.slug, 'public-swim')));
  return freshSession(t, capacity, { activityId: swim!.id, bookingType: 'ticketed', priceId: null, name: 'Public swim' });
}

function add(token: string, userId: number, item: Record<string, unknown>) {
  return t.request(riversideHost, {
    method: 'POST',
    url: `/api/v1/users/${userId}/carts/online/items`,
    headers: bearer(token),
    payload: { items: [{ purchasable_type: 'occurrence', quantity: 1, ...item }] },
  });
}

const clear = (token: string) => t.request(riversideHost, { method: 'DELETE', url: '/api/checkout/cart', headers: bearer(token) });
const placesOn = async (occurrenceId: number) =>
  (await t.database.db.select({ q: bookings.quantity }).from(bookings).where(and(eq(bookings.occurrenceId, occurrenceId), ne(bookings.status, 'cancelled')))).reduce((n, r) => n + r.q, 0);

describe('tickets of a ticketed session (spec §3 Ticket)', () => {
  it('prices a child at the child ticket by default and names the attendee and the ticket', async () => {
    const session = await swimSession(10);
    const res = await add(alex.token, alex.id, { purchasable_id: session.publicId, purchased_for_user_id: alex.jamie });
    expect(res.statusCode).toBe(200);
    const cart = await basket(t, { token: alex.token });
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ price: { raw: 310 }, attendee_name: 'Jamie Morgan', ticket_name: 'Child (under 16)' });
    expect(Date.parse(cart.items[0].held_until)).toBeGreaterThan(Date.now());
    await clear(alex.token);
  });

  it('prices an adult, and a customer with no date of birth, at the adult ticket', async () => {
    const session = await swimSession(10);
    const [stranger] = await newCustomers(t, 1);
    expect((await add(stranger!.token, stranger!.id, { purchasable_id: session.publicId })).statusCode).toBe(200);
    expect((await basket(t, { token: stranger!.token })).items[0]).toMatchObject({ price: { raw: 520 }, ticket_name: 'Adult', attendee_name: 'Buyer 0' });
    expect((await add(alex.token, alex.id, { purchasable_id: session.publicId })).statusCode).toBe(200);
    expect((await basket(t, { token: alex.token })).items[0]).toMatchObject({ ticket_name: 'Adult', attendee_name: 'Alex Morgan' });
    await clear(alex.token);
  });

  it('refuses a ticket the attendee does not qualify for, holding nothing', async () => {
    const session = await swimSession(10);
    const res = await add(alex.token, alex.id, { purchasable_id: session.publicId, ticket_id: ticketIds.child });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['items.0.ticket_id']).toEqual([messages.cart.ticketNotFor('Child (under 16)', 'Alex Morgan')]);
    const [stranger] = await newCustomers(t, 1);
    const unknownAge = await add(stranger!.token, stranger!.id, { purchasable_id: session.publicId, ticket_id: ticketIds.child });
    expect(unknownAge.statusCode).toBe(422);
    expect(await placesOn(session.id)).toBe(0);
  });

  it('takes a place for each person a family ticket admits, and refuses it when they do not fit', async () => {
    const small = await swimSession(3);
    const full = await add(alex.token, alex.id, { purchasable_id: small.publicId, ticket_id: ticketIds.family });
    expect(full.statusCode).toBe(422);
    expect(await placesOn(small.id)).toBe(0);
    const session = await swimSession(10);
    expect((await add(alex.token, alex.id, { purchasable_id: session.publicId, ticket_id: ticketIds.family })).statusCode).toBe(200);
    expect(await placesOn(session.id)).toBe(4);
    const cart = await basket(t, { token: alex.token });
    expect(cart.items[0]).toMatchObject({ quantity: 1, ticket_name: 'Family (2 adults, 2 children)' });
    const changed = await t.request(riversideHost, { method: 'PUT', url: `/api/checkout/cart/${cart.items[0].id}`, headers: bearer(alex.token), payload: { options: { quantity: 2 } } });
    expect(changed.statusCode).toBe(200);
    expect(await placesOn(session.id)).toBe(8);
    await clear(alex.token);
    expect(await placesOn(session.id)).toBe(0);
  });

  it('answers 404 for a ticket that is not the activity\'s, 422 for a ticket on an unticketed session', async () => {
    const swim = await swimSession(10);
    const other = await add(alex.token, alex.id, { purchasable_id: swim.publicId, ticket_id: '00000000-0000-4000-8000-000000000000' });
    expect(other.statusCode).toBe(404);
    const yoga = await freshSession(t, 10);
    const res = await add(alex.token, alex.id, { purchasable_id: yoga.publicId, ticket_id: ticketIds.adult });
    expect(res.statusCode).toBe(422);
    expect(await placesOn(yoga.id)).toBe(0);
  });

  it("tells a known attendee which tickets they may use (the price call acts for the selected user)", async () => {
    const tenantId = await tenantIdOf(t);
    const [seeded] = await t.database.db
      .select({ publicId: occurrences.publicId, venue: venues.slug, activityId: activities.id })
      .from(occurrences)
      .innerJoin(activities, eq(activities.id, occurrences.activityId))
      .innerJoin(venues, eq(venues.id, occurrences.venueId))
      .where(and(eq(occurrences.tenantId, tenantId), eq(activities.slug, 'public-swim'), gt(occurrences.startsAt, new Date())))
      .limit(1);
    const price = (headers: Record<string, string>) =>
      t.request(riversideHost, {
        method: 'POST',
        url: `/api/activities/price/${seeded!.venue}/ticket/${seeded!.activityId}`,
        headers,
        payload: { reference: 'SWIM-CHILD', is_v2: true, occurrence_id: seeded!.publicId },
      });
    const forAlex = (await price(bearer(alex.token))).json().data;
    expect(forAlex).toMatchObject({ available: false, unavailable_reason: messages.cart.ticketNotFor('Child (under 16)', 'Alex Morgan') });
    const forJamie = (await price({ ...bearer(alex.token), 'x-selected-user-id': String(alex.jamie) })).json().data;
    expect(forJamie).toMatchObject({ available: true, unavailable_reason: null, price: { value: 310 } });
    expect((await price({})).json().data).toMatchObject({ available: null, is_estimate: true });
  });

  it('keeps who each line was for and its ticket on the order', async () => {
    const session = await swimSession(10);
    const [buyer] = await newCustomers(t, 1);
    expect((await add(buyer!.token, buyer!.id, { purchasable_id: session.publicId })).statusCode).toBe(200);
    const { res } = await payBySession(t, { token: buyer!.token }, '4242424242424242');
    expect(res.statusCode).toBe(200);
    const done = await t.request(riversideHost, { method: 'POST', url: `/api/checkout/session/complete/${res.json().data.transaction_id}`, headers: bearer(buyer!.token) });
    expect(done.statusCode).toBe(200);
    const lines = await t.database.db.select().from(orderLineItems).where(eq(orderLineItems.purchasableId, session.publicId));
    expect(lines).toMatchObject([{ attendeeName: 'Buyer 0', ticketName: 'Adult', price: 520 }]);
    const [booking] = await t.database.db.select().from(bookings).where(and(eq(bookings.occurrenceId, session.id), eq(bookings.status, 'settled')));
    expect(booking?.ticketId).toBe(ticketIds.adult);
  });
});
