import { randomBytes, randomUUID } from 'node:crypto';
import { bookingBundleResponseSchema, messages, type CourseWire } from '@courtside/core';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, newCustomers, payBySession, riversideHost, tenantIdOf } from '../../test/checkoutTestKit';
import { bookingBundles, bookings, occurrences, programmes, sentMails, users } from '../db/schema';
import { expectInvariants } from '../../test/invariants';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
const startedAt = new Date();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await expectInvariants(t.database.db, { since: startedAt });
  await t.close();
});

type Customer = { id: number; token: string };
const course = async (slug: string) => (await t.request(riversideHost, { method: 'GET', url: `/api/v1/activities/courses/detail?course_slug=${slug}&source=online` })).json().data as CourseWire;
const bundleCall = (method: 'GET' | 'DELETE', who: Customer, id: number | string) =>
  t.request(riversideHost, { method, url: `/api/v1/booking-bundles/${id}${method === 'DELETE' ? '?source=bookings' : ''}`, headers: auth(who.token) });
const creditOf = async (who: Customer) => (await t.database.db.select({ c: users.creditBalance }).from(users).where(eq(users.id, who.id)))[0]!.c;

/** A course of its own (Toddler Splash's sessions, a week ahead, nothing taken), bought and paid by `payer`; answers its bundle id. */
async function boughtCourse(payer: Customer) {
  const db = t.database.db;
  const tenantId = await tenantIdOf(t);
  const [source] = await db.select().from(programmes).where(and(eq(programmes.tenantId, tenantId), eq(programmes.slug, 'toddler-splash')));
  const id = randomUUID();
  const slug = `bundle-${randomBytes(4).toString('hex')}`;
  await db.insert(programmes).values({ ...source!, id, slug, capacity: 2 });
  const sessions = await db.select().from(occurrences).where(and(eq(occurrences.tenantId, tenantId), eq(occurrences.programmeId, source!.id))).orderBy(asc(occurrences.startsAt));
  await db.insert(occurrences).values(sessions.map(({ id: _id, publicId: _p, ...row }) => ({ ...row, programmeId: id, capacity: 2, publicId: `b${randomBytes(30).toString('base64url').slice(0, 33)}` })));
  const added = await t.request(riversideHost, { method: 'POST', url: `/api/v1/users/${payer.id}/carts/activity-booking/items`, headers: auth(payer.token), payload: { data: { items: [{ purchasable_id: id, purchasable_type: 'course', quantity: 1 }] } } });
  expect(added.statusCode, added.body).toBe(200);
  const paid = await payBySession(t, payer, '4242424242424242');
  const done = await t.request(riversideHost, { method: 'POST', url: `/api/checkout/session/complete/${paid.res.json().data.transaction_id}`, headers: auth(payer.token) });
  expect(done.statusCode, done.body).toBe(200);
  const [bundle] = await db.select().from(bookingBundles).where(and(eq(bookingBundles.userId, payer.id), eq(bookingBundles.programmeId, id)));
  return { bundleId: bundle!.id, slug, sessions: sessions.length, programmeId: id };
}

describe('a camp or course bundle read and cancelled whole', () => {
  it('reads the bundle with its bookings, price and cancellation; cancelling it frees every place and returns the price as credit', async () => {
    const [payer] = (await newCustomers(t, 1)) as [Customer];
    const { bundleId, slug, sessions } = await boughtCourse(payer);
    const read = await bundleCall('GET', payer, bundleId);
    expect(read.statusCode, read.body).toBe(200);
    const bundle = bookingBundleResponseSchema.parse(read.json()).data;
    expect(bundle).toMatchObject({ id: bundleId, status: 'settled', booking_type: 'courses', name: 'Toddler Splash', total_price: { value: 4200 } });
    expect(bundle.bookings).toHaveLength(sessions);
    expect(bundle.cancellation).toMatchObject({ can_cancel: true, awards_credit: true, awards_credit_message: 'Cancelling now returns £42.00 to your account as credit.' });
    expect((await course(slug)).capacity.available).toBe(1);

    const cancelled = await bundleCall('DELETE', payer, bundleId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = bookingBundleResponseSchema.parse(cancelled.json()).data;
    expect(after.status).toBe('cancelled');
    expect(after.bookings.every((b) => b.status === 'cancelled')).toBe(true);
    // Still one entry in the customer's list: each cancelled booking says which bundle it is and where it sits.
    expect(after.bookings.map((b) => b.booking_bundle_context)).toEqual(after.bookings.map((_, i) => ({ id: bundleId, total_settled_bookings: sessions, settled_booking_position: i + 1 })));
    expect(after.cancellation).toMatchObject({ can_cancel: false, awards_credit: true, awards_credit_message: '£42.00 has been returned to your account as credit.' });
    expect(await creditOf(payer)).toBe(4200);
    expect((await course(slug)).capacity.available).toBe(2);

    // One cancellation mail for the whole course (its sessions' calendar entries in it), not one per session.
    const cancellationMails = () =>
      t.database.db.select({ subjectKey: sentMails.subjectKey }).from(sentMails).where(eq(sentMails.kind, 'booking-cancellation'));
    await t.services.outbox.idle();
    const sent = await cancellationMails();
    expect(sent.filter((r) => r.subjectKey === `bundle-${bundleId}`)).toHaveLength(1);
    expect(sent.filter((r) => after.bookings.some((b) => String(b.id) === r.subjectKey))).toEqual([]);

    // Once only: a repeat gives nothing more.
    const again = await bundleCall('DELETE', payer, bundleId);
    expect(again.statusCode).toBe(422);
    expect(await creditOf(payer)).toBe(4200);
  });

  it('is not found for anyone else, and refused once its first session has started', async () => {
    const [payer, stranger] = (await newCustomers(t, 2)) as [Customer, Customer];
    const { bundleId } = await boughtCourse(payer);
    for (const id of [bundleId, 'abc', 999999999]) {
      expect((await bundleCall('GET', stranger, id)).statusCode).toBe(404);
      expect((await bundleCall('DELETE', stranger, id)).statusCode).toBe(404);
    }
    const [first] = await t.database.db
      .select({ id: occurrences.id })
      .from(bookings)
      .innerJoin(occurrences, eq(occurrences.id, bookings.occurrenceId))
      .where(eq(bookings.bundleId, bundleId))
      .orderBy(asc(occurrences.startsAt))
      .limit(1);
    await t.database.db.update(occurrences).set({ startsAt: new Date(Date.now() - 60_000) }).where(eq(occurrences.id, first!.id));
    const refused = await bundleCall('DELETE', payer, bundleId);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(messages.cancellation.started);
    expect((await t.database.db.select().from(bookingBundles).where(eq(bookingBundles.id, bundleId)))[0]!.status).toBe('settled');
  });
});
