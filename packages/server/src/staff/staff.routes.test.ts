import { addDays, messages, venueDateSlug } from '@courtside/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, auth, freshSession, newCustomers, payBySession, riversideHost } from '../../test/checkoutTestKit';
import { bookings, occurrences, users, waitlistEntries, waitlistOffers } from '../db/schema';
import { hosts, type TestApp } from '../../test/testApp';
import { callAs, staffFixture, windowOf as window, type Method } from '../../test/staffTestKit';

// Staff contracts: the occurrence list and actions, and the bulk booking calls — who may call them, the rules they keep
// (each answering 422 with its message), all-or-nothing bulk changes, and tenant isolation.
let t: TestApp;
let desk: string;
let manager: string;
let peakManager: string;
let customer: string;
let call: ReturnType<typeof callAs>;

beforeAll(async () => {
  ({ t, desk, manager, peakManager, customer } = await staffFixture());
  call = callAs(t);
});
afterAll(() => t.close());

const day = (offset: number) => addDays(venueDateSlug(new Date(), 'Europe/London'), offset);

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
    const res = await call('GET', `/api/v1/activities/occurrences?${window(from)}&venue_ids=${session.venueId}`, desk);
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
    // Its first times stay as they were, in the venue's wall time: the instant and the local time agree.
    expect(data.original_starts_at).toEqual({ utc: session.startsAt.toISOString(), local: session.startsLocal.slice(0, 19), timezone: data.starts_at.timezone });
    expect(data.original_ends_at.local).not.toBe(data.ends_at.local);
  });
});
