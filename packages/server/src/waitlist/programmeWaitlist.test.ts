import { randomBytes, randomUUID } from 'node:crypto';
import { messages, waitlistJoinResponseSchema, type CourseWire } from '@courtside/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, basket, newCustomers, payBySession, tenantIdOf, riversideHost } from '../../test/checkoutTestKit';
import { customersOf } from '../../test/securityKit';
import { createTestApp, hosts, type TestApp } from '../../test/testApp';
import { bookingBundles, bookings, linkedUsers, occurrences, programmes, users, waitlistEntries, waitlistOffers } from '../db/schema';
import { createEventBus } from '../events/eventBus';
import { systemDb } from '../db/systemDb';
import { offerUnnoticedPlaces } from './offers';

// A full camp or course keeps a waitlist as a full session does: join and leave for oneself or a linked user, the same
// refusals, and a freed place offered to the first waiting customer's basket. The offers run through the outbox drainer
// the app starts, so the test waits for states, never for time.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

type Customer = { id: number; token: string };
type Kind = 'camp' | 'course';
const db = () => t.database.db;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: Customer | null, payload?: unknown, host = riversideHost) =>
  t.request(host, { method, url, headers: who ? auth(who.token) : {}, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const members = (kind: Kind, id: string) => `/api/v1/activities/${kind}s/${id}/waitlist/members`;
const join = (who: Customer | null, kind: Kind, id: string, userId = who?.id ?? 1, host = riversideHost) => call('POST', members(kind, id), who, { data: { user_id: userId } }, host);
const leave = (who: Customer | null, kind: Kind, id: string, userId = who?.id ?? 1, host = riversideHost) => call('DELETE', `${members(kind, id)}/${userId}`, who, undefined, host);
const actionOf = async (who: Customer | null, kind: Kind, id: string) => (await call('GET', `/api/v1/activities/${kind}s/${id}`, who)).json().data.bookable_action.action;
const entriesOf = (programmeId: string) => db().select().from(waitlistEntries).where(eq(waitlistEntries.programmeId, programmeId)).orderBy(asc(waitlistEntries.id));
const offersOf = (programmeId: string) => db().select().from(waitlistOffers).where(eq(waitlistOffers.programmeId, programmeId)).orderBy(asc(waitlistOffers.id));
const lines = async (who: Customer) => ((await basket(t, who)).items as Array<{ name: string }>).map((i) => i.name);
const addWhole = (who: Customer, kind: Kind, id: string) =>
  call('POST', `/api/v1/users/${who.id}/carts/online/items`, who, { items: [{ purchasable_type: kind, purchasable_id: id, quantity: 1, ...(kind === 'camp' ? { booking_full_camp: true } : {}) }] });

/**
 * A camp or course of its own (a copy of a seeded one's sessions, without its questions, extras or anything taken) with
 * `capacity` places on each session and a waitlist of `waitlistMaximum`.
 */
async function freshProgramme(sourceSlug: string, capacity: number, waitlistMaximum: number | null) {
  const tenantId = await tenantIdOf(t);
  const [source] = await db().select().from(programmes).where(and(eq(programmes.tenantId, tenantId), eq(programmes.slug, sourceSlug)));
  const id = randomUUID();
  const name = `Waitlisted ${randomBytes(3).toString('hex')}`;
  await db().insert(programmes).values({ ...source!, id, name, slug: `wl-${randomBytes(4).toString('hex')}`, capacity, waitlistMaximum });
  const sessions = await db().select().from(occurrences).where(and(eq(occurrences.tenantId, tenantId), eq(occurrences.programmeId, source!.id))).orderBy(asc(occurrences.startsAt));
  await db()
    .insert(occurrences)
    .values(sessions.map(({ id: _id, publicId: _p, ...row }) => ({ ...row, name, programmeId: id, capacity, waiverId: null, publicId: `w${randomBytes(30).toString('base64url').slice(0, 33)}` })));
  return { id, name };
}

/** A course of one place, held in a customer's basket, with a waitlist of `maximum`. */
async function fullCourse(maximum: number) {
  const course = await freshProgramme('junior-tennis-beginners', 1, maximum);
  const [holder] = (await newCustomers(t, 1)) as [Customer];
  expect((await addWhole(holder, 'course', course.id)).statusCode).toBe(200);
  return { ...course, holder };
}

describe('a full course’s waitlist: join and leave', () => {
  it('the seeded full course offers join_waitlist; joining turns it into leave_waitlist, and leaving turns it back', async () => {
    const masters = (await call('GET', '/api/v1/activities/courses/detail?course_slug=masters-swim-squad&source=online', null)).json().data as CourseWire;
    const [customer] = (await newCustomers(t, 1)) as [Customer];
    expect(masters.capacity.available).toBe(0);
    expect(await actionOf(customer, 'course', masters.id)).toBe('join_waitlist');

    const joined = await join(customer, 'course', masters.id);
    expect(joined.statusCode).toBe(200);
    const { data } = waitlistJoinResponseSchema.parse(joined.json());
    expect(data).toMatchObject({ user_id: customer.id, programme: { id: masters.id, type: 'course', name: 'Masters Swim Squad' }, occurrence: { occurrence_id: masters.occurrences[0]!.id } });
    expect(await actionOf(customer, 'course', masters.id)).toBe('leave_waitlist');
    // Someone else still sees the course full with its waitlist open.
    expect(await actionOf(null, 'course', masters.id)).toBe('join_waitlist');

    const left = await leave(customer, 'course', masters.id);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ data: { message: messages.waitlistLeft } });
    expect(await actionOf(customer, 'course', masters.id)).toBe('join_waitlist');
    expect((await leave(customer, 'course', masters.id)).statusCode).toBe(404);
    // Theirs is gone (other suites on the same database may wait for this seeded course too).
    expect((await entriesOf(masters.id)).filter((entry) => entry.userId === customer.id)).toEqual([]);
  });

  it('refuses a course with places, a second join and a full waitlist, each with its reason', async () => {
    const text = messages.programmes.waitlist;
    const open = await freshProgramme('junior-tennis-beginners', 5, 3);
    const [first, second] = (await newCustomers(t, 2)) as [Customer, Customer];
    const notFull = await join(first, 'course', open.id);
    expect(notFull.statusCode).toBe(422);
    expect(notFull.json().message).toBe(text.hasPlaces('course'));

    const course = await fullCourse(1);
    expect((await join(first, 'course', course.id)).statusCode).toBe(200);
    const again = await join(first, 'course', course.id);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(text.already('course'));
    const full = await join(second, 'course', course.id);
    expect(full.statusCode).toBe(422);
    expect(full.json().message).toBe(messages.sessionFull);
    // The holder has it in their basket: theirs to cancel, not to wait for.
    const holding = await join(course.holder, 'course', course.id);
    expect(holding.statusCode).toBe(422);
    expect(holding.json().message).toBe(text.reserved('course'));
    expect((await entriesOf(course.id)).map((e) => e.userId)).toEqual([first.id]);
    expect(await entriesOf(open.id)).toEqual([]);
  });

  it('never lets concurrent joins take more than the waitlist maximum', async () => {
    const course = await fullCourse(2);
    const customers = (await newCustomers(t, 12)) as Customer[];
    const results = await Promise.all(customers.map((c) => join(c, 'course', course.id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(10);
    expect(await entriesOf(course.id)).toHaveLength(2);
  });
});

describe('who may join and leave a camp’s or course’s waitlist', () => {
  it('a customer joins and leaves for a linked user (spec §6), who then sees leave_waitlist', async () => {
    const course = await fullCourse(3);
    const [parent] = (await newCustomers(t, 1)) as [Customer];
    const [child] = await db().insert(users).values({ tenantId: await tenantIdOf(t), reference: `KID-${parent.id}`, firstName: 'Kid', lastName: 'Waiting' }).returning({ id: users.id });
    await db().insert(linkedUsers).values({ tenantId: await tenantIdOf(t), userId: parent.id, linkedUserId: child!.id, relationship: 'parent' });
    expect((await join(parent, 'course', course.id, child!.id)).statusCode).toBe(200);
    expect((await entriesOf(course.id)).map((e) => e.userId)).toEqual([child!.id]);
    const asChild = await t.request(riversideHost, { method: 'GET', url: `/api/v1/activities/courses/${course.id}`, headers: { ...auth(parent.token), 'x-selected-user-id': String(child!.id) } });
    expect(asChild.json().data.bookable_action.action).toBe('leave_waitlist');
    expect(await actionOf(parent, 'course', course.id)).toBe('join_waitlist');
    expect((await leave(parent, 'course', course.id, child!.id)).statusCode).toBe(200);
    expect(await entriesOf(course.id)).toEqual([]);
  });

  it('a visitor is 401, another user’s entry 403, another tenant’s or kind’s programme 404', async () => {
    const course = await fullCourse(3);
    const [customer, stranger] = (await newCustomers(t, 2)) as [Customer, Customer];
    expect((await join(null, 'course', course.id, customer.id)).statusCode).toBe(401);
    expect((await leave(null, 'course', course.id, customer.id)).statusCode).toBe(401);
    const forStranger = await join(customer, 'course', course.id, stranger.id);
    expect(forStranger.statusCode).toBe(403);
    expect(forStranger.json().message).toBe(messages.unauthorised);

    expect((await join(stranger, 'course', course.id)).statusCode).toBe(200);
    // Someone else's entry cannot be removed by naming them.
    expect((await leave(customer, 'course', course.id, stranger.id)).statusCode).toBe(403);
    expect((await entriesOf(course.id)).map((e) => e.userId)).toEqual([stranger.id]);

    // The camp path does not reach a course, another tenant's host does not reach Riverside's course, nor an unknown id.
    expect((await join(customer, 'camp', course.id)).statusCode).toBe(404);
    expect((await leave(stranger, 'camp', course.id)).statusCode).toBe(404);
    // A customer of another tenant, on their own tenant's host, asking for themselves: not found.
    const [peakCustomer] = await customersOf(t, 'peak', 1);
    const peak = await join(peakCustomer!, 'course', course.id, peakCustomer!.id, hosts.peak);
    expect(peak.statusCode).toBe(404);
    expect((await leave(peakCustomer!, 'course', course.id, peakCustomer!.id, hosts.peak)).statusCode).toBe(404);
    expect((await join(customer, 'course', randomUUID())).statusCode).toBe(404);
    expect((await call('POST', members('course', 'not-a-uuid'), customer, { data: { user_id: customer.id } })).statusCode).toBe(422);
    expect((await call('DELETE', `${members('course', course.id)}/zero`, customer)).statusCode).toBe(422);
  });
});

describe('a freed place on a full camp or course offered to its waitlist', () => {
  it('a course: the first waiter gets it in their basket as a whole-course hold; unclaimed, it passes to the next', async () => {
    const course = await fullCourse(5);
    const [first, second] = (await newCustomers(t, 2)) as [Customer, Customer];
    expect((await join(first, 'course', course.id)).statusCode).toBe(200);
    expect((await join(second, 'course', course.id)).statusCode).toBe(200);

    // The holder empties their basket: the place is freed and offered.
    expect((await call('DELETE', '/api/checkout/cart', course.holder)).statusCode).toBe(200);
    await expect.poll(() => lines(first), { timeout: 15_000 }).toEqual([course.name]);
    const [offer] = await offersOf(course.id);
    expect(offer).toMatchObject({ userId: first.id, accountUserId: first.id, status: 'offered', occurrenceId: null });
    const [bundle] = await db().select().from(bookingBundles).where(and(eq(bookingBundles.programmeId, course.id), eq(bookingBundles.userId, first.id)));
    expect(bundle).toMatchObject({ status: 'reserved', whole: true });
    const held = await db().select().from(bookings).where(eq(bookings.bundleId, bundle!.id));
    expect(held.every((b) => b.status === 'reserved' && b.reservedUntil!.getTime() === offer!.expiresAt.getTime())).toBe(true);
    expect((await entriesOf(course.id)).map((e) => e.userId)).toEqual([second.id]);
    expect(await lines(second)).toEqual([]);
    expect(await actionOf(first, 'course', course.id)).toBe('cancel_reservation');

    // Unclaimed when its time comes: it leaves the first waiter's basket and goes to the second's.
    await db().execute(sql`update outbox_events set available_at = now() where type = 'waitlistOfferDue' and done_at is null and (payload->>'offerId')::int = ${offer!.id}`);
    await expect.poll(() => lines(second), { timeout: 15_000 }).toEqual([course.name]);
    expect(await lines(first)).toEqual([]);
    expect((await offersOf(course.id)).map((o) => [o.userId, o.status])).toEqual([
      [first.id, 'expired'],
      [second.id, 'offered'],
    ]);
  });

  it('a course booked and paid for, then cancelled: its place goes to the first waiter', async () => {
    const course = await freshProgramme('junior-tennis-beginners', 1, 3);
    const [buyer, waiter] = (await newCustomers(t, 2)) as [Customer, Customer];
    expect((await addWhole(buyer, 'course', course.id)).statusCode).toBe(200);
    const paid = (await payBySession(t, buyer, '4242424242424242')).res.json().data;
    expect((await call('POST', `/api/checkout/session/complete/${paid.transaction_id}`, buyer)).statusCode).toBe(200);
    expect((await join(waiter, 'course', course.id)).statusCode).toBe(200);

    const [bundle] = await db().select().from(bookingBundles).where(and(eq(bookingBundles.programmeId, course.id), eq(bookingBundles.userId, buyer.id)));
    expect(bundle!.status).toBe('settled');
    expect((await call('DELETE', `/api/v1/booking-bundles/${bundle!.id}?source=bookings`, buyer)).statusCode).toBe(200);
    await expect.poll(() => lines(waiter), { timeout: 15_000 }).toEqual([course.name]);
    expect((await offersOf(course.id)).map((o) => [o.userId, o.status])).toEqual([[waiter.id, 'offered']]);
  });

  it('a camp sold whole: a lapsed hold is found by the sweep and the whole camp offered, once', async () => {
    const camp = await freshProgramme('half-term-football-camp', 1, 3);
    const [holder, waiter] = (await newCustomers(t, 2)) as [Customer, Customer];
    expect((await addWhole(holder, 'camp', camp.id)).statusCode).toBe(200);
    expect(await actionOf(waiter, 'camp', camp.id)).toBe('join_waitlist');
    expect((await join(waiter, 'camp', camp.id)).statusCode).toBe(200);
    expect(await actionOf(waiter, 'camp', camp.id)).toBe('leave_waitlist');

    const sent: string[] = [];
    const deps = { db: systemDb(db()), events: createEventBus(), now: () => new Date(), mailer: { target: 'test', send: async (m: { to: string }) => void sent.push(m.to) }, offerMinutes: 120 };
    const sessionIds = (await db().select({ id: occurrences.id }).from(occurrences).where(eq(occurrences.programmeId, camp.id))).map((o) => o.id);
    const sweep = () => offerUnnoticedPlaces(deps, { occurrenceIds: sessionIds });
    // While the hold is live the camp is full: nothing to offer.
    expect(await sweep()).toBe(0);
    // The holder's hold lapses (no event says so): the sweep offers the whole camp to the waiter, and only once.
    await db().update(bookings).set({ reservedUntil: new Date(Date.now() - 1000) }).where(and(eq(bookings.userId, holder.id), eq(bookings.status, 'reserved')));
    expect(await sweep()).toBe(1);
    expect(await lines(waiter)).toEqual([camp.name]);
    expect(sent).toHaveLength(1);
    expect(await sweep()).toBe(0);
    const [bundle] = await db().select().from(bookingBundles).where(and(eq(bookingBundles.programmeId, camp.id), eq(bookingBundles.userId, waiter.id)));
    expect(bundle).toMatchObject({ status: 'reserved', whole: true });
    expect(await entriesOf(camp.id)).toEqual([]);
  });
});
