import { randomBytes } from 'node:crypto';
import { addDays, messages, venueDateSlug } from '@courtside/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, demo, loginAs } from '../accounts/accountsTestKit';
import { createSession } from '../auth/sessions.repo';
import { addToBasket, auth, freshSession, freshSessionLater, newCustomers, payBySession, riversideHost, tenantIdOf } from '../checkout/checkoutTestKit';
import { bookings, occurrences, users, waitlistEntries, waitlistOffers } from '../db/schema';
import { tenantDb } from '../db/tenantDb';
import { createTestApp, hosts, type TestApp } from '../test/testApp';

// Issue 16 staff contracts: the occurrence list and actions, and the bulk booking calls — who may call them, the rules
// they keep (each answering 422 with its message), all-or-nothing bulk changes, and tenant isolation.
let t: TestApp;
let desk: string;
let manager: string;
let peakManager: string;
let customer: string;

/** A staff member of this test's own (the PostgreSQL suite shares one database). */
async function staffMember(role: 'front-of-house' | 'manager') {
  const tenantId = await tenantIdOf(t);
  const tag = randomBytes(4).toString('hex');
  const [row] = await t.database.db
    .insert(users)
    .values({ tenantId, reference: `STAFF-${tag}`, email: `staff-${tag}@riverside.example`, firstName: 'Reg', lastName: 'Ister', role: 'staff', staffRole: role })
    .returning({ id: users.id });
  return createSession(tenantDb(t.database.db, tenantId), row!.id, new Date());
}

beforeAll(async () => {
  t = await createTestApp();
  desk = await staffMember('front-of-house');
  manager = await staffMember('manager');
  peakManager = (await loginAs(t, hosts.peak, demo.peakStaff, '/api/auth/staff/login')).token;
  customer = (await loginAs(t, hosts.riverside, demo.tom)).token;
});
afterAll(() => t.close());

type Method = 'GET' | 'PATCH' | 'POST';
const call = (method: Method, url: string, token: string | null, payload?: unknown, host = riversideHost) =>
  t.request(host, { method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

const day = (offset: number) => addDays(venueDateSlug(new Date(), 'Europe/London'), offset);
const window = (from: string, days = 1) => `starts_after=${from}%2000:00:00&starts_before=${addDays(from, days)}%2000:00:00`;

/** A customer who has paid for a place on `session` (card), with their id and token. */
async function paidBooking(publicId: string) {
  const [buyer] = await newCustomers(t, 1);
  expect((await addToBasket(t, buyer!, publicId)).statusCode).toBe(200);
  const paid = await payBySession(t, buyer!, '4242424242424242');
  expect(paid.res.statusCode).toBe(200);
  const done = await t.request(riversideHost, { method: 'POST', url: `/api/checkout/session/complete/${paid.res.json().data.transaction_id}`, headers: auth(buyer!.token) });
  expect(done.statusCode).toBe(200);
  const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.userId, buyer!.id));
  return { buyer: buyer!, booking: booking!, price: paid.cart.totals.total as number };
}

const creditOf = async (userId: number) => (await t.database.db.select({ c: users.creditBalance }).from(users).where(eq(users.id, userId)))[0]!.c;

describe('who may call the staff routes', () => {
  const routes: Array<[Method, string, unknown]> = [
    ['GET', `/api/v1/activities/occurrences?${window(day(1))}`, undefined],
    ['GET', `/api/v1/activities/occurrences/${'x'.repeat(34)}`, undefined],
    ['PATCH', `/api/v1/activities/occurrences/${'x'.repeat(34)}`, { data: { action: 'reinstate' } }],
    ['PATCH', '/api/v1/bookings', { data: { update_type: 'cancellation', cancellation_source: 'foh', booking_ids: [1] } }],
    ['PATCH', '/api/v1/bookings/attendance', { data: { booking_ids: [1], status: 'attended' } }],
    ['GET', '/api/v1/waitlist', undefined],
    ['GET', '/api/v1/activities/categories', undefined],
  ];
  it.each(routes)('%s %s: 401 for a visitor, 403 for a customer, another tenant\'s staff unknown here', async (method, url, payload) => {
    expect((await call(method, url, null, payload)).statusCode).toBe(401);
    expect((await call(method, url, customer, payload)).statusCode).toBe(403);
    expect((await call(method, url, peakManager, payload)).statusCode).toBe(401);
  });
  it('lets only a manager change, reinstate or delete an occurrence', async () => {
    const session = await freshSession(t, 5);
    const res = await call('PATCH', `/api/v1/activities/occurrences/${session.publicId}`, desk, { data: { action: 'delete', reason: 'adverse_weather' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.staff.notPermitted);
    expect((await t.database.db.select().from(occurrences).where(eq(occurrences.id, session.id)))[0]!.status).toBe('bookable');
  });
  it('keeps tenants apart: another tenant\'s manager finds neither the occurrence nor its bookings', async () => {
    const session = await freshSession(t, 5);
    const { booking } = await paidBooking(session.publicId);
    expect((await call('GET', `/api/v1/activities/occurrences/${session.publicId}`, peakManager, undefined, hosts.peak)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/v1/activities/occurrences/${session.publicId}`, peakManager, { data: { action: 'delete', reason: 'unknown' } }, hosts.peak)).statusCode).toBe(404);
    const cancel = await call('PATCH', '/api/v1/bookings', peakManager, { data: { update_type: 'cancellation', cancellation_source: 'occurrence', booking_ids: [booking.id] } }, hosts.peak);
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json().errors).toEqual({ 'data.booking_ids.0': [messages.notFound] });
    const listed = await call('GET', `/api/v1/activities/occurrences?${window(day(7), 2)}`, peakManager, undefined, hosts.peak);
    expect(listed.json().data.map((o: { id: string }) => o.id)).not.toContain(session.publicId);
    expect((await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.status).toBe('settled');
  });
});

describe('listing occurrences', () => {
  it('needs both ends of a window of at most 31 days, and lists the venue\'s sessions in it by start, cancelled ones too', async () => {
    expect((await call('GET', '/api/v1/activities/occurrences', desk)).statusCode).toBe(422);
    const backwards = await call('GET', `/api/v1/activities/occurrences?starts_after=${day(2)}%2000:00:00&starts_before=${day(1)}%2000:00:00`, desk);
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().message).toBe(messages.staff.windowOrder);
    expect((await call('GET', `/api/v1/activities/occurrences?${window(day(1), 32)}`, desk)).json().message).toBe('Choose a window of at most 31 days.');

    const session = await freshSession(t, 5, { status: 'cancelled' });
    const from = session.startsLocal.slice(0, 10);
    const res = await call('GET', `/api/v1/activities/occurrences?${window(from)}&venue_ids[]=${session.venueId}`, desk);
    expect(res.statusCode).toBe(200);
    const listed = res.json().data as Array<{ id: string; status: string; starts_at: { local: string } }>;
    expect(listed.find((o) => o.id === session.publicId)?.status).toBe('cancelled');
    expect(listed.map((o) => o.starts_at.local)).toEqual([...listed.map((o) => o.starts_at.local)].sort());
    expect(listed.every((o) => o.starts_at.local.startsWith(from))).toBe(true);
    const clashing = await call('GET', `/api/v1/activities/occurrences?${window(from)}&clashing=only_clashing`, desk);
    expect(clashing.json().data).toEqual([]);
  });
});

describe('the register', () => {
  it('lists a session\'s bookings for staff, and marks attendance from the session\'s day on', async () => {
    const session = await freshSession(t, 5);
    const { buyer, booking } = await paidBooking(session.publicId);
    const listed = await call('GET', `/api/v1/bookings?occurrence_id=${session.publicId}&cancellation_source=foh`, desk);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((b: { id: number; first_name: string; attended: null }) => [b.id, b.first_name, b.attended])).toEqual([[booking.id, 'Buyer', null]]);
    // A customer still sees only whom they act for.
    const mine = await call('GET', `/api/v1/bookings?occurrence_id=${session.publicId}&cancellation_source=my-account`, buyer.token);
    expect(mine.json().data).toHaveLength(1);
    expect((await call('GET', `/api/v1/bookings?occurrence_id=${session.publicId}&cancellation_source=my-account`, customer)).json().data).toEqual([]);

    // A week ahead: too early.
    const early = await call('PATCH', '/api/v1/bookings/attendance', desk, { data: { booking_ids: [booking.id], status: 'attended' } });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({ 'data.booking_ids.0': [messages.staff.attendanceTooEarly] });

    // On the day (the session moved to earlier today), attended then absent.
    await t.database.db
      .update(occurrences)
      .set({ startsLocal: sql`date_trunc('day', now() at time zone 'Europe/London') + time '00:05'`, startsAt: sql`now() - interval '1 minute'` })
      .where(eq(occurrences.id, session.id));
    const marked = await call('PATCH', '/api/v1/bookings/attendance', desk, { data: { booking_ids: [booking.id], status: 'attended' } });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data[0].attended).toBe(true);
    const absent = await call('PATCH', '/api/v1/bookings/attendance', desk, { data: { booking_ids: [String(booking.id)], status: 'absent' } });
    expect(absent.json().data[0].attended).toBe(false);
  });

  it('changes nothing when one booking of the list is refused, naming it by its place', async () => {
    const session = await freshSession(t, 5);
    const { booking } = await paidBooking(session.publicId);
    await t.database.db.update(occurrences).set({ startsLocal: sql`date_trunc('day', now() at time zone 'Europe/London')` }).where(eq(occurrences.id, session.id));
    const res = await call('PATCH', '/api/v1/bookings/attendance', desk, { data: { booking_ids: [booking.id, 999_999_999], status: 'attended' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: messages.staff.someRefused, errors: { 'data.booking_ids.1': [messages.notFound] } });
    expect((await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.attended).toBeNull();
  });

  it('bounds the lists and checks the status', async () => {
    const ids = Array.from({ length: 201 }, (_, i) => i + 1);
    expect((await call('PATCH', '/api/v1/bookings/attendance', desk, { data: { booking_ids: ids, status: 'attended' } })).statusCode).toBe(422);
    expect((await call('PATCH', '/api/v1/bookings/attendance', desk, { data: { booking_ids: [], status: 'attended' } })).statusCode).toBe(422);
    expect((await call('PATCH', '/api/v1/bookings/attendance', desk, { data: { booking_ids: [1], status: 'late' } })).statusCode).toBe(422);
  });
});

describe('cancelling bookings in bulk', () => {
  it('the venue cancelling gives back the whole price as credit and frees the places; all or nothing', async () => {
    const session = await freshSession(t, 2);
    const first = await paidBooking(session.publicId);
    const second = await paidBooking(session.publicId);
    const body = (source: string, ids: unknown[]) => ({ data: { update_type: 'cancellation', cancellation_source: source, booking_ids: ids } });

    const mine = await call('PATCH', '/api/v1/bookings', desk, body('my-account', [first.booking.id]));
    expect(mine.statusCode).toBe(422);
    expect(mine.json().message).toBe(messages.staff.cancelSource);
    const partly = await call('PATCH', '/api/v1/bookings', desk, body('occurrence', [first.booking.id, 'nope']));
    expect(partly.statusCode).toBe(422);
    expect(await creditOf(first.buyer.id)).toBe(0);

    const res = await call('PATCH', '/api/v1/bookings', desk, body('occurrence', [first.booking.id, second.booking.id]));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((b: { status: string }) => b.status)).toEqual(['cancelled', 'cancelled']);
    expect(await creditOf(first.buyer.id)).toBe(first.price);
    expect(await creditOf(second.buyer.id)).toBe(second.price);
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.occurrenceId, session.id));
    expect(rows.map((r) => r.cancellationSource)).toEqual(['occurrence', 'occurrence']);
    // Cancelled already: refused, and nobody is credited twice.
    expect((await call('PATCH', '/api/v1/bookings', desk, body('occurrence', [first.booking.id]))).json().errors).toEqual({ 'data.booking_ids.0': [messages.staff.notCancellable] });
    expect(await creditOf(first.buyer.id)).toBe(first.price);
    const [place] = await newCustomers(t, 1);
    expect((await addToBasket(t, place!, session.publicId)).statusCode).toBe(200);
  });
});

describe('occurrence actions', () => {
  it('delete cancels the session with its reason, every booking with a whole refund, and clears its waitlist', async () => {
    const session = await freshSession(t, 1, { waitlistMaximum: 5 });
    const { buyer, price } = await paidBooking(session.publicId);
    const [waiter] = await newCustomers(t, 1);
    await t.database.db.insert(waitlistEntries).values({ tenantId: session.tenantId, occurrenceId: session.id, userId: waiter!.id });
    const url = `/api/v1/activities/occurrences/${session.publicId}`;
    expect((await call('PATCH', url, manager, { data: { action: 'delete' } })).json().errors).toHaveProperty(['data.reason']);

    const res = await call('PATCH', url, manager, { data: { action: 'delete', reason: 'adverse_weather' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('cancelled');
    const [row] = await t.database.db.select().from(occurrences).where(eq(occurrences.id, session.id));
    expect(row!.deleteReason).toBe('adverse_weather');
    expect((await t.database.db.select().from(bookings).where(eq(bookings.occurrenceId, session.id))).map((b) => [b.status, b.cancellationSource])).toEqual([['cancelled', 'occurrence']]);
    expect(await creditOf(buyer.id)).toBe(price);
    expect(await t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.occurrenceId, session.id))).toEqual([]);
    const again = await call('PATCH', url, manager, { data: { action: 'delete', reason: 'adverse_weather' } });
    expect(again.json().message).toBe(messages.staff.alreadyDeleted);
    expect(await creditOf(buyer.id)).toBe(price);
  });

  it('reinstates only a clashing occurrence', async () => {
    // Alone on its day (a copy at its original's time would clash with it, and stay aside).
    const session = await freshSessionLater(t, 5, 210);
    const url = `/api/v1/activities/occurrences/${session.publicId}`;
    const refused = await call('PATCH', url, manager, { data: { action: 'reinstate' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(messages.staff.notReinstatable);
    await t.database.db.update(occurrences).set({ status: 'clashing' }).where(eq(occurrences.id, session.id));
    expect((await call('GET', url, desk)).json().data.can_be_reinstated).toBe(true);
    const res = await call('PATCH', url, manager, { data: { action: 'reinstate' } });
    expect(res.json().data).toMatchObject({ status: 'bookable', can_be_reinstated: false });
  });

  it('updates capacity within its strategy and never below the places taken; a raised one goes to the waitlist', async () => {
    const session = await freshSession(t, 1, { waitlistMaximum: 5 });
    await paidBooking(session.publicId);
    const [waiter] = await newCustomers(t, 1);
    const joined = await t.request(riversideHost, { method: 'POST', url: `/api/v1/activities/occurrences/${session.publicId}/waitlist/members`, headers: auth(waiter!.token), payload: { data: { user_id: waiter!.id } } });
    expect(joined.statusCode).toBe(200);
    const url = `/api/v1/activities/occurrences/${session.publicId}`;
    const update = (data: object) => call('PATCH', url, manager, { data: { action: 'update', ...data } });

    expect((await update({ capacity: { strategy: 'split', online: 5, foh: 5 } })).json().message).toBe(messages.staff.strategyLocked);
    expect((await update({ capacity: { strategy: 'shared', maximum: 0 } })).statusCode).toBe(422);
    const raised = await update({ capacity: { strategy: 'shared', maximum: 2 } });
    expect(raised.statusCode).toBe(200);
    expect(raised.json().data.capacity.maximum).toBe(2);
    expect((await t.database.db.select().from(waitlistOffers).where(eq(waitlistOffers.occurrenceId, session.id))).map((o) => o.userId)).toEqual([waiter!.id]);
    // Two places taken now (the booking and the offer's hold): it cannot go back to one.
    expect((await update({ capacity: { strategy: 'shared', maximum: 1 } })).json().message).toBe(messages.staff.belowTaken(2));
  });

  it('moves the start and length in the venue zone, checks locations and instructors are known', async () => {
    const session = await freshSession(t, 5);
    const url = `/api/v1/activities/occurrences/${session.publicId}`;
    const update = (data: object) => call('PATCH', url, manager, { data: { action: 'update', ...data } });
    expect((await update({ start_time: '25:00' })).statusCode).toBe(422);
    expect((await update({ duration_minutes: 721 })).statusCode).toBe(422);
    expect((await update({ location_ids: [] })).statusCode).toBe(422);
    expect((await update({ location_ids: [999_999] })).json().errors).toEqual({ 'data.location_ids': [messages.notFound] });
    const res = await update({ start_time: '06:15', duration_minutes: 50, friendly_location_name: 'Studio by the pool' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.starts_at.local).toBe(`${session.startsLocal.slice(0, 10)} 06:15:00`);
    expect(data.ends_at.local).toBe(`${session.startsLocal.slice(0, 10)} 07:05:00`);
    expect(data.friendly_location_name).toBe('Studio by the pool');
    expect(data.is_detached_from_recurrence).toBe(true);
    const [row] = await t.database.db.select().from(occurrences).where(and(eq(occurrences.id, session.id)));
    expect(row!.originalStartsAt?.getTime()).toBe(session.startsAt.getTime());
  });
});

describe('the waitlist list', () => {
  it('lists an occurrence\'s waiting customers in the order they joined', async () => {
    const session = await freshSession(t, 1, { waitlistMaximum: 5 });
    const [first, second] = await newCustomers(t, 2);
    for (const who of [first!, second!]) {
      await t.database.db.insert(waitlistEntries).values({ tenantId: session.tenantId, occurrenceId: session.id, userId: who.id, createdAt: new Date(Date.now() - (who === first ? 60_000 : 0)) });
    }
    const res = await call('GET', `/api/v1/waitlist?occurrence_id=${session.publicId}`, desk);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((e: { user_id: number; occurrence: { occurrence_id: string } }) => [e.user_id, e.occurrence.occurrence_id])).toEqual([
      [first!.id, session.publicId],
      [second!.id, session.publicId],
    ]);
    expect(res.json().meta.pagination).toMatchObject({ total_records: 2, current_page: 1 });
    const peak = await call('GET', `/api/v1/waitlist?occurrence_id=${session.publicId}`, peakManager, undefined, hosts.peak);
    expect(peak.json().data).toEqual([]);
  });
});

describe('categories', () => {
  const tag = () => randomBytes(3).toString('hex');
  it('lists with usage checks: a category holding sessions says so', async () => {
    const res = await call('GET', '/api/v1/activities/categories?search=yoga&with_usage_checks=true', desk);
    expect(res.statusCode).toBe(200);
    const yoga = (res.json().data as Array<{ slug: string; in_use: { in_use: boolean; reasons: string[] }; parent: { slug: string } | null }>).find((c) => c.slug === 'yoga');
    expect(yoga?.in_use).toEqual({ in_use: true, reasons: ['templates', 'schedules'] });
    expect(yoga?.parent).not.toBeNull();
    expect((await call('GET', '/api/v1/activities/categories?search=%25', desk)).json().data).toEqual([]);
  });

  it('creates and updates within the rules, each refusal a 422 on its field; only managers', async () => {
    const parentSlug = `parent-${tag()}`;
    const body = (extra: object) => ({ name: 'Climbing', slug: `climbing-${tag()}`, booking_type: 'classes', parent_id: null, ...extra });
    expect((await call('POST', '/api/v1/activities/categories', desk, body({}))).statusCode).toBe(403);
    const parent = await call('POST', '/api/v1/activities/categories', manager, { name: 'Wall sports', slug: parentSlug, booking_type: null, parent_id: null });
    expect(parent.statusCode).toBe(200);
    const child = await call('POST', '/api/v1/activities/categories', manager, body({ parent_id: parent.json().data.id }));
    expect(child.statusCode).toBe(200);
    expect(child.json().data).toMatchObject({ parent: { slug: parentSlug }, in_use: { in_use: false, reasons: [] } });

    const taken = await call('POST', '/api/v1/activities/categories', manager, body({ slug: 'yoga' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ['The slug has already been taken'] });
    const grandchild = await call('POST', '/api/v1/activities/categories', manager, body({ parent_id: child.json().data.id }));
    expect(grandchild.json().errors).toEqual({ parent_id: ['A child category cannot be a parent'] });
    const parentUpdate = await call('PATCH', `/api/v1/activities/categories/${parent.json().data.id}`, manager, { name: 'Wall sports', slug: parentSlug, booking_type: 'classes', parent_id: null });
    expect(parentUpdate.json().errors).toEqual({ booking_type: ['A parent category has no booking type'] });
    expect((await call('POST', '/api/v1/activities/categories', manager, body({ parent_id: '00000000-0000-4000-8000-000000000000' }))).json().errors).toEqual({ parent_id: [messages.notFound] });

    // In use: its booking type is locked; its name may change.
    const yoga = (await call('GET', '/api/v1/activities/categories?search=yoga', desk)).json().data.find((c: { slug: string }) => c.slug === 'yoga');
    const locked = await call('PATCH', `/api/v1/activities/categories/${yoga.id}`, manager, { name: yoga.name, slug: 'yoga', booking_type: 'courses', parent_id: yoga.parent.id });
    expect(locked.json().errors).toEqual({ booking_type: ['The booking type cannot change while the category is in use'] });
    const renamed = await call('PATCH', `/api/v1/activities/categories/${child.json().data.id}`, manager, body({ name: 'Bouldering', slug: child.json().data.slug, parent_id: parent.json().data.id }));
    expect(renamed.json().data.name).toBe('Bouldering');
    expect((await call('PATCH', `/api/v1/activities/categories/${yoga.id}`, peakManager, { name: 'x', slug: 'x', booking_type: null, parent_id: null }, hosts.peak)).statusCode).toBe(404);
  });
});

describe('clash detection', () => {
  it('sets a moved session aside when it leaves opening times or meets another\'s room or teacher; reinstating checks again', async () => {
    // Far ahead, where no seeded session is: only what the test places there can clash.
    const session = await freshSessionLater(t, 5, 200);
    const url = `/api/v1/activities/occurrences/${session.publicId}`;
    const update = (data: object, who = url) => call('PATCH', who, manager, { data: { action: 'update', ...data } });

    const early = await update({ start_time: '05:00' });
    expect(early.statusCode).toBe(200);
    expect(early.json().data).toMatchObject({ status: 'clashing', can_be_reinstated: true, clashes: [{ kind: 'opening_times', message: messages.staff.clash.openingTimes }] });
    // Not bookable while aside.
    const [buyer] = await newCustomers(t, 1);
    expect((await addToBasket(t, buyer!, session.publicId)).statusCode).toBe(422);
    const refused = await call('PATCH', url, manager, { data: { action: 'reinstate' } });
    expect(refused.json().message).toBe(messages.staff.stillClashing);

    const fixed = await update({ start_time: '10:00' });
    expect(fixed.json().data).toMatchObject({ status: 'clashing', clashes: [] });
    const back = await call('PATCH', url, manager, { data: { action: 'reinstate' } });
    expect(back.json().data).toMatchObject({ status: 'bookable', clashes: [] });

    // A second session at the same time, room and teacher: changing it finds both clashes, naming the first.
    const twin = await freshSessionLater(t, 5, 200);
    const twinUrl = `/api/v1/activities/occurrences/${twin.publicId}`;
    const moved = await update({ start_time: '10:30' }, twinUrl);
    const clashes = moved.json().data.clashes as Array<{ kind: string; starts_at: { local: string }; instructors?: Array<{ id: number }>; locations?: Array<{ id: number }> }>;
    expect(clashes.map((c) => c.kind).sort()).toEqual(['instructors', 'locations']);
    expect(clashes[0]!.starts_at.local).toBe(`${session.startsLocal.slice(0, 10)} 10:00:00`);
    expect(clashes.find((c) => c.kind === 'instructors')!.instructors!.map((i) => i.id)).toEqual(session.instructorIds);
    expect(clashes.find((c) => c.kind === 'locations')!.locations!.map((l) => l.id)).toEqual(session.locationIds);
    // Another room and no teacher: clear again, and back in.
    expect((await update({ instructor_ids: [], start_time: '12:00' }, twinUrl)).json().data.clashes).toEqual([]);
    expect((await call('PATCH', twinUrl, manager, { data: { action: 'reinstate' } })).json().data.status).toBe('bookable');
    const listed = await call('GET', `/api/v1/activities/occurrences?${window(session.startsLocal.slice(0, 10))}&clashing=only_non_clashing`, desk);
    expect(listed.json().data.map((o: { id: string }) => o.id)).toEqual(expect.arrayContaining([session.publicId, twin.publicId]));
  });
});
