import { seededBookingsAt } from '../seed/activities.bookings';
import { messages } from '@courtside/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, loginAs } from '../../test/accountsTestKit';
import { addToBasket, auth, freshSession, newCustomers, riversideHost, tenantIdOf } from '../../test/checkoutTestKit';
import { createTestApp, hosts, testAppBudget, type TestApp } from '../../test/testApp';
import { createSession } from '../auth/sessions.repo';
import { bookings, customerMemberships, occurrences, users, venues } from '../db/schema';
import { tenantDb } from '../db/tenantDb';

// Fair use: member priority booking windows (booking opens at the session's own wall time N days before, in the venue's
// zone) and no-show strikes (a rolling window, a pause, waivers by staff), refused by the server whatever the client sends.

let t: TestApp;
let clockMs = Date.parse('2026-10-20T12:00:00Z');
let venueId: number;
let tenantId: number;
const setClock = (iso: string) => (clockMs = Date.parse(iso));
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clockMs) });
  tenantId = await tenantIdOf(t);
  const template = await freshSession(t, 1);
  venueId = template.venueId;
  await db().update(venues).set({ memberBookingDays: 14, publicBookingDays: 7 }).where(eq(venues.id, venueId));
}, testAppBudget);
afterAll(async () => {
  // The suite's database is shared with the files after it in this worker (PostgreSQL): the windows go again.
  await db().update(venues).set({ memberBookingDays: null, publicBookingDays: null }).where(eq(venues.id, venueId));
  await t.close();
});

/** A customer of their own, signed in at the test clock's instant; a member when given a plan. */
async function customer(plan?: string) {
  const [made] = await newCustomers(t, 1);
  if (plan) await db().insert(customerMemberships).values({ tenantId, userId: made!.id, membershipPlan: plan, validFrom: '2024-01-01', validTo: null });
  return { id: made!.id, token: await createSession(tenantDb(db(), tenantId), made!.id, new Date(clockMs)) };
}

/** A fresh session at the venue at a London wall time (an hour long), with places to spare. */
async function sessionAt(local: string, utc: string) {
  const startsAt = new Date(utc);
  const endsAt = new Date(startsAt.getTime() + 3_600_000);
  const endsLocal = `${local.slice(0, 11)}${String(Number(local.slice(11, 13)) + 1).padStart(2, '0')}${local.slice(13)}`;
  return freshSession(t, 10, { startsAt, endsAt, startsLocal: local, endsLocal, timezone: 'Europe/London', venueId });
}

/** A staff member of the suite's own, signed in at the test clock's instant (sessions lapse after 2 idle hours). */
async function staffAt(role: 'front-of-house' | 'manager') {
  const [row] = await db()
    .insert(users)
    .values({ tenantId, reference: `STAFF-FU-${Math.random().toString(36).slice(2, 10)}`, firstName: 'Reg', lastName: 'Ister', role: 'staff', staffRole: role })
    .returning({ id: users.id });
  return createSession(tenantDb(db(), tenantId), row!.id, new Date(clockMs));
}
const userIdOf = async (token: string) => (await t.request(riversideHost, { method: 'GET', url: '/api/auth/user', headers: auth(token) })).json().data.id as number;
const actionOf = async (publicId: string, token: string | null) =>
  (await t.request(riversideHost, { method: 'GET', url: `/api/activities/${publicId}`, headers: token ? auth(token) : {} })).json().data.occurrence.bookable_action;

describe('member priority booking windows', () => {
  it('opens to everyone at the session’s wall time 7 days before, to the minute, across the autumn clock change', async () => {
    // Fri 30 Oct 09:00 GMT: members from Fri 16 Oct 09:00 BST, everyone from Fri 23 Oct 09:00 BST (08:00 UTC), not 09:00 UTC.
    const session = await sessionAt('2026-10-30 09:00:00', '2026-10-30T09:00:00Z');
    setClock('2026-10-23T07:59:00Z');
    const [member, other] = [await customer('gold'), await customer()];
    const opens = 'Booking opens to everyone on Fri 23 Oct at 9:00 — members can book now';
    expect(await actionOf(session.publicId, null)).toEqual({ action: null, message: opens });
    expect(await actionOf(session.publicId, other.token)).toEqual({ action: null, message: opens });
    expect(await actionOf(session.publicId, member.token)).toEqual({ action: 'book', message: null });

    const early = await addToBasket(t, other, session.publicId);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors['items.0']).toEqual([opens]);
    expect((await addToBasket(t, member, session.publicId)).statusCode).toBe(200);

    setClock('2026-10-23T08:00:00Z');
    expect(await actionOf(session.publicId, other.token)).toEqual({ action: 'book', message: null });
    expect((await addToBasket(t, other, session.publicId)).statusCode).toBe(200);
  });

  it('opens on the day the clocks change at that day’s wall time', async () => {
    // Sun 1 Nov 10:00 GMT opens to everyone on Sun 25 Oct (the change at 02:00 BST) at 10:00 GMT.
    const session = await sessionAt('2026-11-01 10:00:00', '2026-11-01T10:00:00Z');
    setClock('2026-10-25T09:59:00Z');
    const other = await customer();
    const refused = await addToBasket(t, other, session.publicId);
    expect([refused.statusCode, refused.json().errors['items.0']]).toEqual([422, ['Booking opens to everyone on Sun 25 Oct at 10:00 — members can book now']]);
    setClock('2026-10-25T10:00:00Z');
    expect((await addToBasket(t, other, session.publicId)).statusCode).toBe(200);
  });

  it('keeps members to their own window, and tells everyone else both openings', async () => {
    const session = await sessionAt('2026-11-20 18:00:00', '2026-11-20T18:00:00Z');
    setClock('2026-11-05T18:00:00Z');
    const member = await customer('gold');
    const refused = await addToBasket(t, member, session.publicId);
    expect([refused.statusCode, refused.json().errors['items.0']]).toEqual([422, ['Booking opens to members on Fri 6 Nov at 18:00']]);
    const other = await customer();
    expect((await actionOf(session.publicId, other.token)).message).toBe('Booking opens to members on Fri 6 Nov at 18:00 and to everyone on Fri 13 Nov at 18:00');
  });

  it('staff at the till book before the window opens', async () => {
    const session = await sessionAt('2026-11-27 12:00:00', '2026-11-27T12:00:00Z');
    setClock('2026-11-19T12:00:00Z');
    const other = await customer();
    const staff = await staffAt('front-of-house');
    const added = await t.request(riversideHost, {
      method: 'POST', url: `/api/v1/users/${await userIdOf(staff)}/carts/foh/items`, headers: { ...auth(staff), 'x-selected-user-id': String(other.id) },
      payload: { items: [{ purchasable_id: session.publicId, purchasable_type: 'occurrence', quantity: 1 }] },
    });
    expect(added.statusCode, added.body).toBe(200);
  });
});

/** A past session (ended `daysAgo` days before the clock) booked and confirmed by `who`, attended as given. */
async function pastBooking(who: { id: number }, daysAgo: number, attended: boolean | null) {
  const startsAt = new Date(clockMs - daysAgo * 86_400_000 - 3_600_000);
  const session = await freshSession(t, 5, { startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), venueId });
  const [row] = await db().insert(bookings).values({ tenantId, occurrenceId: session.id, userId: who.id, status: 'settled', quantity: 1, attended, createdAt: seededBookingsAt }).returning();
  return row!;
}

const fairUseOf = async (token: string) => (await t.request(riversideHost, { method: 'GET', url: '/api/v1/account/fair-use', headers: auth(token) })).json().data;
const waive = (token: string, bookingId: number, reason: unknown, host = riversideHost) =>
  t.request(host, { method: 'POST', url: `/api/v1/bookings/${bookingId}/no-show-waiver`, headers: auth(token), payload: { reason } });

describe('no-show strikes', () => {
  beforeAll(() => void setClock('2026-11-28T09:30:00Z'));

  it('counts no-shows in a rolling 30 days and pauses online booking for 7 days from the third; the till still books', async () => {
    const who = await customer();
    await pastBooking(who, 40, false);
    await pastBooking(who, 20, false);
    await pastBooking(who, 9, null);
    await pastBooking(who, 5, true);
    expect(await fairUseOf(who.token)).toMatchObject({ no_shows: 2, paused_until: null, message: null, rule: { limit: 3, window_days: 30, pause_days: 7 } });
    const third = await pastBooking(who, 2, false);
    const standing = await fairUseOf(who.token);
    const [ended] = await db().select({ endsAt: occurrences.endsAt }).from(occurrences).where(eq(occurrences.id, third.occurrenceId));
    expect(standing).toMatchObject({ no_shows: 3, paused_until: new Date(ended!.endsAt.getTime() + 7 * 86_400_000).toISOString() });
    expect(standing.message).toBe('3 no-shows in the last 30 days: online booking is paused until Thu 3 Dec.');
    expect(standing.warning).toBe("Can't make it? Cancel now to avoid a no-show: 3 no-shows in 30 days pause online booking for 7 days.");

    const session = await sessionAt('2026-12-01 09:00:00', '2026-12-01T09:00:00Z');
    const refused = await addToBasket(t, who, session.publicId);
    expect([refused.statusCode, refused.json().errors['items.0']]).toEqual([422, [standing.message]]);
    expect(await actionOf(session.publicId, who.token)).toEqual({ action: null, message: standing.message });

    const staff = await staffAt('front-of-house');
    const till = await t.request(riversideHost, {
      method: 'POST', url: `/api/v1/users/${await userIdOf(staff)}/carts/foh/items`, headers: { ...auth(staff), 'x-selected-user-id': String(who.id) },
      payload: { items: [{ purchasable_id: session.publicId, purchasable_type: 'occurrence', quantity: 1 }] },
    });
    expect(till.statusCode, till.body).toBe(200);

    // The pause ends 7 days after the third no-show's session ended.
    setClock(new Date(ended!.endsAt.getTime() + 7 * 86_400_000 - 1000).toISOString());
    expect((await fairUseOf(await createSession(tenantDb(db(), tenantId), who.id, new Date(clockMs)))).paused_until).not.toBeNull();
    setClock(new Date(ended!.endsAt.getTime() + 7 * 86_400_000).toISOString());
    expect((await fairUseOf(await createSession(tenantDb(db(), tenantId), who.id, new Date(clockMs)))).paused_until).toBeNull();
    setClock('2026-11-28T09:30:00Z');
  });

  it('a waiver by staff, with who and why, takes the strike away; only a no-show can be waived, once', async () => {
    const who = await customer();
    const strikes = [await pastBooking(who, 12, false), await pastBooking(who, 6, null), await pastBooking(who, 1, false)];
    const attended = await pastBooking(who, 3, true);
    expect((await fairUseOf(who.token)).paused_until).not.toBeNull();
    const staff = await staffAt('front-of-house');

    expect((await waive(staff, strikes[2]!.id, '   ')).statusCode).toBe(422);
    expect((await waive(staff, attended.id, 'Came after all')).json().message).toBe(messages.fairUse.notNoShow);
    const done = await waive(staff, strikes[2]!.id, 'Ill, phoned the desk');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.no_show_waiver).toMatchObject({ reason: 'Ill, phoned the desk', waived_by: 'Reg Ister', waived_at: new Date(clockMs).toISOString() });
    expect((await waive(staff, strikes[2]!.id, 'again')).json().message).toBe(messages.fairUse.alreadyWaived);
    expect(await fairUseOf(who.token)).toMatchObject({ no_shows: 2, paused_until: null, message: null });

    // The register's list shows staff the waiver.
    const session = await db().select({ publicId: occurrences.publicId }).from(occurrences).where(eq(occurrences.id, strikes[2]!.occurrenceId));
    const listed = await t.request(riversideHost, { method: 'GET', url: `/api/v1/bookings?cancellation_source=foh&occurrence_id=${session[0]!.publicId}`, headers: auth(staff) });
    expect(listed.json().data[0].no_show_waiver.reason).toBe('Ill, phoned the desk');
  });

  it('refuses a session still to come, a customer, and another tenant’s staff', async () => {
    const who = await customer();
    const strike = await pastBooking(who, 4, false);
    const future = await sessionAt('2026-12-02 09:00:00', '2026-12-02T09:00:00Z');
    const [upcoming] = await db().insert(bookings).values({ tenantId, occurrenceId: future.id, userId: who.id, status: 'settled', quantity: 1, createdAt: seededBookingsAt }).returning();
    const staff = await staffAt('manager');
    expect((await waive(staff, upcoming!.id, 'Not yet')).json().message).toBe(messages.fairUse.notNoShow);
    expect((await waive(who.token, strike.id, 'Let me off')).statusCode).toBe(403);
    const peak = await loginAs(t, hosts.peak, demo.peakStaff, '/api/auth/staff/login');
    // Another tenant's staff: unknown booking on their own host, not signed in on this one.
    expect((await waive(peak.token, strike.id, 'Not ours', hosts.peak)).statusCode).toBe(404);
    expect((await waive(peak.token, strike.id, 'Not ours')).statusCode).toBe(401);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, strike.id));
    expect(row).toMatchObject({ noShowWaivedAt: null, noShowWaiverReason: null, noShowWaivedBy: null });
  });
});
