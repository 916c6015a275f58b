import { activityClassResponseSchema, addDays, geocodeNotFoundMessage, venueDateSlug } from '@courtside/core';
import { and, asc, eq, gt, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, bookings, occurrences, tenants, users, venues, waitlistEntries } from '../db/schema';
import { bookableMessages } from '../occurrences/bookableAction';
import { createTestApp, hosts, type TestApp } from '../../test/testApp';
import { findVenueBySlug } from '../venues/venues.repo';
import { loadDaySessions } from './sessionLists';
import { tenantDb } from '../db/tenantDb';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = () => new Date();
const tomorrow = addDays(venueDateSlug(new Date(), 'Europe/London'), 1);
const db = () => t.database.db;

async function venueAndActivity(venueSlug: string, activitySlug: string) {
  const venue = (await findVenueBySlug(tenantDb(db(), (await tenantId('riverside'))!), venueSlug))!;
  const [activity] = await db().select().from(activities).where(and(eq(activities.tenantId, venue.tenantId), eq(activities.slug, activitySlug)));
  return { venue, activityId: activity!.id };
}
async function tenantId(slug: string) {
  return (await db().select().from(tenants).where(eq(tenants.slug, slug)))[0]?.id;
}
async function attendees() {
  const rows = await db().select({ id: users.id }).from(users).where(and(eq(users.tenantId, (await tenantId('riverside'))!), like(users.reference, 'SEED-ATT-%'))).orderBy(asc(users.reference));
  return rows.map((r) => r.id);
}
/** Someone holding a booking in `status` on one of the sessions of the activity on `date` (tomorrow unless told), if anyone does. */
async function holder(activitySlug: string, status: 'settled' | 'reserved', date = tomorrow) {
  const [row] = await db()
    .select({ userId: bookings.userId, occurrenceId: bookings.occurrenceId, publicId: occurrences.publicId, startsAt: occurrences.startsAt, endsAt: occurrences.endsAt })
    .from(bookings)
    .innerJoin(occurrences, eq(occurrences.id, bookings.occurrenceId))
    .innerJoin(activities, eq(activities.id, occurrences.activityId))
    .innerJoin(venues, eq(venues.id, occurrences.venueId))
    .where(and(eq(activities.slug, activitySlug), eq(venues.slug, 'riverside-aquatics-centre'), eq(bookings.status, status), gt(status === 'reserved' ? bookings.reservedUntil : occurrences.startsAt, now()), sql`${occurrences.startsLocal}::date = ${date}::date`, eq(occurrences.status, 'bookable')))
    .orderBy(asc(occurrences.startsLocal))
    .limit(1);
  return row;
}
async function day(activitySlug: string, customerId: number | null, date = tomorrow) {
  const { venue, activityId } = await venueAndActivity('riverside-aquatics-centre', activitySlug);
  return loadDaySessions(tenantDb(db(), venue.tenantId), venue, activityId, date, { customerId, now: now() });
}

describe('bookable_action for the customer making the call (spec §3)', () => {
  it('offers a booked customer cancel_booking where a visitor may book or join the waitlist', async () => {
    const booked = (await holder('yoga', 'settled'))!;
    const mine = (await day('yoga', booked.userId)).find((s) => s.row.id === booked.occurrenceId)!;
    expect(mine.occurrence.bookable_action).toEqual({ action: 'cancel_booking', message: null });
    const visitor = (await day('yoga', null)).find((s) => s.row.id === booked.occurrenceId)!;
    expect(['book', 'join_waitlist', null]).toContain(visitor.occurrence.bookable_action.action);
    expect(visitor.occurrence.bookable_action.action).not.toBe('cancel_booking');
  });

  it('offers cancel_reservation to the holder of an unexpired reservation', async () => {
    const held = (await holder('spin', 'reserved'))!;
    const mine = (await day('spin', held.userId)).find((s) => s.row.id === held.occurrenceId)!;
    expect(mine.occurrence.bookable_action.action).toBe('cancel_reservation');
  });

  it('offers leave_waitlist to a waitlisted customer', async () => {
    const [entry] = await db()
      .select({ userId: waitlistEntries.userId, occurrenceId: waitlistEntries.occurrenceId })
      .from(waitlistEntries)
      .innerJoin(occurrences, eq(occurrences.id, waitlistEntries.occurrenceId))
      .where(and(sql`${occurrences.startsLocal}::date = ${tomorrow}::date`, eq(occurrences.venueId, (await venueAndActivity('riverside-aquatics-centre', 'yoga')).venue.id)))
      .limit(1);
    const activitySlug = (await db().select({ slug: activities.slug }).from(activities).innerJoin(occurrences, eq(occurrences.activityId, activities.id)).where(eq(occurrences.id, entry!.occurrenceId!)))[0]!.slug;
    const mine = (await day(activitySlug, entry!.userId)).find((s) => s.row.id === entry!.occurrenceId)!;
    expect(mine.occurrence.bookable_action).toEqual({ action: 'leave_waitlist', message: null });
  });

  it('tells a customer booked elsewhere at that time that they are busy', async () => {
    // The first day ahead whose first booked yoga class has a lane session beside it with a place left (at a weekend
    // the lanes are fewer, and the seed fills some of them).
    let overlapping: Awaited<ReturnType<typeof day>> = [];
    for (let ahead = 1; ahead <= 7 && overlapping.length === 0; ahead++) {
      const date = addDays(venueDateSlug(new Date(), 'Europe/London'), ahead);
      const booked = await holder('yoga', 'settled', date);
      if (!booked) continue;
      overlapping = (await day('lane-swimming', booked.userId, date)).filter(
        (s) => s.row.startsAt < booked.endsAt && s.row.endsAt > booked.startsAt && s.row.capacity - s.row.taken > 0,
      );
    }
    expect(overlapping.length).toBeGreaterThan(0);
    for (const session of overlapping) {
      if (session.occurrence.bookable_action.action === 'cancel_booking' || session.occurrence.bookable_action.action === 'cancel_reservation') continue;
      expect(session.occurrence.bookable_action).toEqual({ action: null, message: bookableMessages.busy });
    }
  });

  it('counts settled and unexpired reserved places only (an expired reservation frees its place)', async () => {
    for (const session of await day('yoga', null)) {
      const rows = await db().select().from(bookings).where(eq(bookings.occurrenceId, session.row.id));
      const holding = rows.filter((b) => b.status === 'settled' || (b.status === 'reserved' && b.reservedUntil! > now()));
      const taken = holding.reduce((sum, b) => sum + b.quantity, 0);
      expect(session.occurrence.capacity).toEqual({ maximum: session.row.capacity, consumed: Math.min(taken, session.row.capacity), available: Math.max(0, session.row.capacity - taken) });
    }
  });
});

describe('prices and restrictions for the customer (spec §6)', () => {
  it('shows a visitor an estimate, a member their discount, others the standard price', async () => {
    const [gold, silver, plain] = await attendees();
    // A weekday's first yoga class is priced as a yoga class (Sunday's one class is members-only, priced apart).
    const weekday = [1, 2, 3].map((ahead) => addDays(venueDateSlug(new Date(), 'Europe/London'), ahead)).find((date) => ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay()))!;
    const price = async (customerId: number | null) => (await day('yoga', customerId, weekday))[0]!.occurrence;
    expect(await price(null)).toMatchObject({ price: { value: 750, formatted: '£7.50' }, price_is_estimate: true });
    expect(await price(gold!)).toMatchObject({ price: { value: 500 }, price_is_estimate: false });
    expect(await price(silver!)).toMatchObject({ price: { value: 600 }, price_is_estimate: false });
    expect(await price(plain!)).toMatchObject({ price: { value: 750 }, price_is_estimate: false });
  });

  it('shows an unmet induction only to a known customer who has not passed it', async () => {
    const [passed, , notPassed] = await attendees();
    const first = async (customerId: number | null) => (await day('spin', customerId))[0]!.occurrence.restrictions;
    expect(await first(null)).toEqual({ pre_purchase_waiver: null, pre_purchase_induction: null, criteria: 'all' });
    expect(await first(passed!)).toMatchObject({ pre_purchase_induction: null });
    expect(await first(notPassed!)).toMatchObject({ pre_purchase_induction: { name: 'Spin bike induction', type: 'pre-purchase-induction' } });
  });

  it('gives a non-member no members-only price, so they cannot book it', async () => {
    const sunday = [1, 2, 3, 4, 5, 6, 7].map((n) => addDays(tomorrow, n)).find((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 0)!;
    const { venue, activityId } = await venueAndActivity('riverside-aquatics-centre', 'yoga');
    const [, , plain] = await attendees();
    const yin = async (customerId: number | null) =>
      (await loadDaySessions(tenantDb(db(), venue.tenantId), venue, activityId, sunday, { customerId, now: now() })).find((s) => s.occurrence.tags.some((tag) => tag.name === 'Members only'))!;
    expect((await yin(null)).occurrence.price).toMatchObject({ value: 400 });
    const nonMember = await yin(plain!);
    expect(nonMember.occurrence.price).toBeNull();
    if (nonMember.row.capacity > nonMember.row.taken) expect(nonMember.occurrence.bookable_action).toEqual({ action: null, message: bookableMessages.noPrice });
  });
});

const get = (url: string, host: string = hosts.riverside) => t.request(host, { method: 'GET', url });

describe('one class, tickets and ticket prices (spec §7)', () => {
  it('answers one class by its v2 and its v1 id, with the whole occurrence', async () => {
    const [session] = await day('public-swim', null);
    for (const id of [session!.row.publicId, String(session!.row.id)]) {
      const res = await get(`/api/activities/${id}`);
      expect(res.statusCode).toBe(200);
      const { data } = activityClassResponseSchema.parse(res.json());
      expect(data.occurrence).toMatchObject({ id: session!.row.publicId, booking_type: 'ticketed', price: null, block_booking_information: null });
      expect(data.occurrence.capacity).toMatchObject({ strategy: 'split', foh: { maximum: 20 } });
      expect(data.occurrence.tickets.map((ticket) => ticket.name)).toEqual(['Adult', 'Child (under 16)', 'Family (2 adults, 2 children)']);
    }
    expect((await get('/api/activities/999999999')).statusCode).toBe(404);
    expect((await get('/api/activities/not-an-id')).statusCode).toBe(404);
    expect((await get(`/api/activities/${session!.row.publicId}`, hosts.peak)).statusCode).toBe(404);
  });

  it('lists the tickets of a ticketed activity, 404 under another category', async () => {
    const res = await get('/api/activities/venue/riverside-aquatics-centre/activity-category/public-swim/activity/public-swim/tickets');
    expect(res.json().data.map((ticket: { pricing_option: { reference: string } }) => ticket.pricing_option.reference)).toEqual(['SWIM-ADULT', 'SWIM-CHILD', 'SWIM-FAMILY']);
    expect((await get('/api/activities/venue/riverside-aquatics-centre/activity-category/yoga/activity/public-swim/tickets')).statusCode).toBe(404);
  });

  it('prices a ticket (an estimate for a visitor), checking the v2 occurrence', async () => {
    const post = (body: unknown, activity = 'public-swim') =>
      t.request(hosts.riverside, { method: 'POST', url: `/api/activities/price/riverside-aquatics-centre/ticket/${activity}`, payload: body as object });
    const v1 = await post({ reference: 'SWIM-ADULT', is_v2: false });
    expect(v1.json()).toEqual({ data: { reference: 'SWIM-ADULT', price: { formatted: '£5.20', value: 520, currency: 'GBP' }, is_estimate: true, available: null, unavailable_reason: null } });
    const [session] = await day('public-swim', null);
    expect((await post({ reference: 'SWIM-CHILD', is_v2: true, occurrence_id: session!.row.publicId })).json().data.price.value).toBe(310);
    expect((await post({ reference: 'SWIM-CHILD', is_v2: true, occurrence_id: 'x'.repeat(34) })).statusCode).toBe(404);
    expect((await post({ reference: 'SWIM-CHILD', is_v2: true })).json().errors).toEqual({ occurrence_id: ['Required'] });
    expect((await post({ reference: 'NOPE', is_v2: false })).statusCode).toBe(404);
    expect((await post({ reference: 'SWIM-ADULT', is_v2: false }, 'yoga')).statusCode).toBe(404);
  });
});

describe('GET /api/geocode and /api/map-config', () => {
  it('finds a postcode, an outward code and a town from the embedded table (gb)', async () => {
    const postcode = (await get('/api/geocode?q=kt2%205au')).json().data;
    expect(postcode).toMatchObject({ label: 'KT2 5AU, Kingston Upon Thames' });
    expect(postcode.latitude).toBeCloseTo(51.416, 2);
    expect((await get('/api/geocode?q=SW1A%201AA')).json().data.label).toBe('SW1A 1AA, Westminster');
    expect((await get('/api/geocode?q=Matlock%20Bath')).json().data).toMatchObject({ label: 'Matlock Bath' });
    expect((await get('/api/geocode?q=derbyshire')).json().data.label).toBe('Derbyshire');
  });

  it('answers an unknown term with a clear 404 and bad input with 422', async () => {
    const unknown = await get('/api/geocode?q=ZZ99%209ZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: geocodeNotFoundMessage('ZZ99 9ZZ') });
    expect((await get('/api/geocode?q=%20%20')).json()).toEqual({ message: 'Required', errors: { q: ['Required'] } });
    expect((await get('/api/geocode')).statusCode).toBe(422);
  });

  it('has no tile URL unless one is configured, so the map needs no network', async () => {
    expect((await get('/api/map-config')).json()).toEqual({ data: { tile_url: null, attribution: null } });
  });
});
