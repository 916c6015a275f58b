import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, auth, basket, freshSession, newCustomers, payBySession, riversideHost } from '../../test/checkoutTestKit';
import { bookings, linkedUsers, occurrences, outboxEvents, users, waitlistEntries, waitlistOffers } from '../db/schema';
import { createEventBus } from '../events/eventBus';
import { loadMailConfig } from '../mail/mailer';
import { createTestApp, type TestApp } from '../../test/testApp';
import { offerUnnoticedPlaces } from './offers';
import { systemDb } from '../db/systemDb';

// Waitlists that fill themselves. A freed place goes, as a basket hold for WAITLIST_OFFER_MINUTES, to the
// first waiting customer, who is mailed; unclaimed, it passes to the next; a family on one account is offered once.
// Everything runs through the real outbox drainer the app starts, so the test waits for states, never for time.
let t: TestApp;
const mailDir = mkdtempSync(join(tmpdir(), 'courtside-waitlist-offer-'));
beforeAll(async () => {
  t = await createTestApp({ mail: { ...loadMailConfig({}, 'memory://'), mailDir } });
  await t.app.ready();
});
afterAll(() => t.close());

type Customer = { id: number; token: string };
const db = () => t.database.db;
const join_ = (customer: Customer, publicId: string, userId = customer.id) =>
  t.request(riversideHost, { method: 'POST', url: `/api/v1/activities/occurrences/${publicId}/waitlist/members`, headers: auth(customer.token), payload: { data: { user_id: userId } } });
const removeAll = async (customer: Customer) => {
  for (const item of (await basket(t, customer)).items as Array<{ id: number }>) {
    const res = await t.request(riversideHost, { method: 'DELETE', url: `/api/v1/users/${customer.id}/carts/online/items/${item.id}`, headers: auth(customer.token) });
    expect(res.statusCode).toBe(200);
  }
};
const lines = async (customer: Customer) => ((await basket(t, customer)).items as unknown[]).length;
const offersOf = (occurrenceId: number) => db().select().from(waitlistOffers).where(eq(waitlistOffers.occurrenceId, occurrenceId)).orderBy(waitlistOffers.id);
const mailsTo = (email: string) =>
  readdirSync(mailDir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => readFileSync(join(mailDir, f), 'utf8'))
    .filter((m) => m.toLowerCase().includes(`to: ${email.toLowerCase()}`) && m.includes('A place has come up'));
const emailOf = async (id: number) => (await db().select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email!;
/** Makes the offers of a session due now (as if their time had passed); the drainer then ends them. */
const endOffersNow = (offerIds: number[]) =>
  db().execute(sql`update outbox_events set available_at = now() where type = 'waitlistOfferDue' and done_at is null and (payload->>'offerId')::int in (${sql.join(offerIds.map((id) => sql`${id}`), sql`, `)})`);

describe('a freed place offered to the waitlist', () => {
  it('goes to the first waiter as a two-hour basket hold with a mail, passes to the next when unclaimed, and is claimed when paid', async () => {
    const session = await freshSession(t, 1, { waitlistMaximum: 5 });
    const [holder, first, second] = (await newCustomers(t, 3)) as [Customer, Customer, Customer];
    expect((await addToBasket(t, holder, session.publicId)).statusCode).toBe(200);
    expect((await join_(first, session.publicId)).statusCode).toBe(200);
    expect((await join_(second, session.publicId)).statusCode).toBe(200);

    const before = Date.now();
    await removeAll(holder);
    await expect.poll(() => lines(first), { timeout: 15_000 }).toBe(1);
    const [offer] = await offersOf(session.id);
    expect(offer).toMatchObject({ userId: first.id, accountUserId: first.id, status: 'offered' });
    expect(offer!.expiresAt.getTime() - before).toBeGreaterThanOrEqual(119 * 60_000);
    const [hold] = await db().select().from(bookings).where(and(eq(bookings.occurrenceId, session.id), eq(bookings.userId, first.id)));
    expect(hold).toMatchObject({ status: 'reserved', id: offer!.bookingId });
    expect(hold!.reservedUntil!.getTime()).toBe(offer!.expiresAt.getTime());
    expect((await db().select().from(waitlistEntries).where(eq(waitlistEntries.occurrenceId, session.id))).map((e) => e.userId)).toEqual([second.id]);
    await expect.poll(async () => mailsTo(await emailOf(first.id)).length, { timeout: 15_000 }).toBe(1);
    expect(await lines(second)).toBe(0);

    // Unclaimed: it passes to the next waiter, and the first's basket line goes.
    await endOffersNow([offer!.id]);
    await expect.poll(() => lines(second), { timeout: 15_000 }).toBe(1);
    expect(await lines(first)).toBe(0);
    const offers = await offersOf(session.id);
    expect(offers.map((o) => [o.userId, o.status])).toEqual([
      [first.id, 'expired'],
      [second.id, 'offered'],
    ]);

    // Paid for before its time: claimed when its time comes, and nothing passes on.
    const paid = await payBySession(t, second, '4242424242424242');
    const done = await t.request(riversideHost, { method: 'POST', url: `/api/checkout/session/complete/${paid.res.json().data.transaction_id}`, headers: auth(second.token) });
    expect(done.statusCode).toBe(200);
    await endOffersNow([offers[1]!.id]);
    await expect.poll(async () => (await offersOf(session.id))[1]!.status, { timeout: 15_000 }).toBe('claimed');
    const [settled] = await db().select().from(bookings).where(and(eq(bookings.occurrenceId, session.id), eq(bookings.userId, second.id)));
    expect(settled!.status).toBe('settled');
  });

  it('offers a family on one account once: the parent\'s basket holds the child\'s place, and the sibling is passed over', async () => {
    const session = await freshSession(t, 1, { waitlistMaximum: 5 });
    const [holder, parent, other] = (await newCustomers(t, 3)) as [Customer, Customer, Customer];
    await db().update(users).set({ passwordHash: 'x' }).where(eq(users.id, parent.id));
    const kids = await db()
      .insert(users)
      .values([1, 2].map((i) => ({ tenantId: session.tenantId, reference: `KID-${parent.id}-${i}`, firstName: `Kid${i}`, lastName: 'Family' })))
      .returning({ id: users.id });
    await db().insert(linkedUsers).values(kids.map((k) => ({ tenantId: session.tenantId, userId: parent.id, linkedUserId: k.id, relationship: 'parent' as const })));
    expect((await addToBasket(t, holder, session.publicId)).statusCode).toBe(200);
    for (const kid of kids) expect((await join_(parent, session.publicId, kid.id)).statusCode).toBe(200);
    expect((await join_(other, session.publicId)).statusCode).toBe(200);

    await removeAll(holder);
    await expect.poll(() => lines(parent), { timeout: 15_000 }).toBe(1);
    const [offer] = await offersOf(session.id);
    expect(offer).toMatchObject({ userId: kids[0]!.id, accountUserId: parent.id, status: 'offered' });

    // Unclaimed, the next offer skips the family's second child and goes to the other customer.
    await endOffersNow([offer!.id]);
    await expect.poll(() => lines(other), { timeout: 15_000 }).toBe(1);
    expect((await offersOf(session.id)).map((o) => [o.userId, o.status])).toEqual([
      [kids[0]!.id, 'expired'],
      [other.id, 'offered'],
    ]);
    expect(await db().select().from(outboxEvents).where(and(eq(outboxEvents.type, 'waitlistOfferDue'), sql`done_at is null`))).not.toHaveLength(0);
  });
});

describe('places freed with no event', () => {
  it('a lapsed basket hold and a raised capacity are offered by the sweep, each once', async () => {
    const session = await freshSession(t, 1, { waitlistMaximum: 5 });
    const [holder, first, second] = (await newCustomers(t, 3)) as [Customer, Customer, Customer];
    expect((await addToBasket(t, holder, session.publicId)).statusCode).toBe(200);
    expect((await join_(first, session.publicId)).statusCode).toBe(200);
    expect((await join_(second, session.publicId)).statusCode).toBe(200);
    const sent: string[] = [];
    const deps = { db: systemDb(db()), events: createEventBus(), now: () => new Date(), mailer: { target: 'test', send: async (m: { to: string }) => void sent.push(m.to) }, offerMinutes: 120 };
    const sweep = () => offerUnnoticedPlaces(deps, { occurrenceIds: [session.id] });

    // While the hold is live the session is full: nothing to offer.
    expect(await sweep()).toBe(0);
    // The holder's basket hold lapses (no event says so): the sweep offers the place to the first waiter.
    await db().update(bookings).set({ reservedUntil: new Date(Date.now() - 1000) }).where(and(eq(bookings.occurrenceId, session.id), eq(bookings.userId, holder.id)));
    expect(await sweep()).toBe(1);
    expect(await lines(first)).toBe(1);
    expect(sent).toEqual([await emailOf(first.id)]);

    // Staff raise the capacity: the new place goes to the next waiter; a further sweep finds nothing new.
    await db().update(occurrences).set({ capacity: 2 }).where(eq(occurrences.id, session.id));
    expect(await sweep()).toBe(1);
    expect(await lines(second)).toBe(1);
    expect(await sweep()).toBe(0);
    expect((await offersOf(session.id)).map((o) => [o.userId, o.status])).toEqual([
      [first.id, 'offered'],
      [second.id, 'offered'],
    ]);
  });
});
