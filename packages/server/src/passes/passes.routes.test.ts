import { seededBookingsAt } from '../seed/activities.bookings';
import { addDays, formatPassCode, messages, venueDateSlug } from '@courtside/core';
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, auth, freshSession, freshSessionLater, newCustomers, payBySession, riversideHost, tenantIdOf } from '../../test/checkoutTestKit';
import { createTestApp, hosts, type TestApp } from '../../test/testApp';
import { customersOf, staffOf, type Customer } from '../../test/securityKit';
import { bookingPasses, bookings, checkIns, linkedUsers, occurrences, venues } from '../db/schema';

// Booking passes: a customer reads their own and their linked people's passes only; staff at the desk and a kiosk check
// a pass in once (a second time answers when), for its venue and day only, never a cancelled booking or another
// tenant's pass; each check-in is recorded and marks the booking attended.
let t: TestApp;
let staff: Customer;
let owner: { id: number; token: string };
let stranger: { id: number; token: string };
let tenantId: number;
let venueSlug: string;
let otherVenueSlug: string;

beforeAll(async () => {
  t = await createTestApp();
  tenantId = await tenantIdOf(t);
  staff = await staffOf(t, 'riverside');
  const [a, b] = await newCustomers(t, 2);
  owner = a!;
  stranger = b!;
}, 120_000);
afterAll(() => t.close());

/** A settled (or other) booking of `userId` on a fresh session `days` from today (freshSession's is a week on). */
async function bookingOn(userId: number, days = 0, status: 'settled' | 'reserved' | 'cancelled' = 'settled') {
  const fresh = await freshSession(t, 5);
  // Moved whole days so it starts `days` from today in its venue's calendar (the time of day kept).
  const shift = (Date.parse(addDays(venueDateSlug(new Date(), fresh.timezone), days)) - Date.parse(fresh.startsLocal.slice(0, 10))) / 86_400_000;
  const [session] = await t.database.db
    .update(occurrences)
    .set({ startsAt: sql`${occurrences.startsAt} + make_interval(days => ${shift}::int)`, endsAt: sql`${occurrences.endsAt} + make_interval(days => ${shift}::int)`, startsLocal: sql`${occurrences.startsLocal} + make_interval(days => ${shift}::int)`, endsLocal: sql`${occurrences.endsLocal} + make_interval(days => ${shift}::int)` })
    .where(eq(occurrences.id, fresh.id))
    .returning();
  if (!session) throw new Error('no session');
  const [row] = await t.database.db.insert(bookings).values({ tenantId, occurrenceId: session.id, userId, status, reservedUntil: status === 'reserved' ? new Date(Date.now() + 600_000) : null, createdAt: seededBookingsAt }).returning();
  const [venue] = await t.database.db.select({ slug: venues.slug }).from(venues).where(eq(venues.id, session.venueId));
  return { booking: row!, session, venueSlug: venue!.slug };
}

const readPass = (token: string, bookingId: number, host = riversideHost) => t.request(host, { method: 'GET', url: `/api/v1/bookings/${bookingId}/pass`, headers: auth(token) });
const staffCheckIn = (code: string, venue?: string, host = riversideHost, token = staff.token) =>
  t.request(host, { method: 'POST', url: '/api/v1/staff/check-ins', headers: auth(token), payload: { code, ...(venue ? { venue_slug: venue } : {}) } });
const kioskCheckIn = (code: string, venue: string, host = riversideHost) => t.request(host, { method: 'POST', url: '/api/v1/kiosk/check-ins', payload: { code, venue_slug: venue } });

/** The pass of a booking as its owner reads it. */
async function passOf(token: string, bookingId: number) {
  const res = await readPass(token, bookingId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { code: string; qr_svg: string; attendee_name: string; checked_in_at: string | null };
}

beforeAll(async () => {
  const [a, b] = await t.database.db.select({ slug: venues.slug }).from(venues).where(eq(venues.tenantId, tenantId)).limit(2);
  venueSlug = a!.slug;
  otherVenueSlug = b!.slug;
});

describe('reading a pass', () => {
  it('gives a confirmed booking one code, the same every time, with its QR code', async () => {
    const { booking } = await bookingOn(owner.id, 1);
    const first = await passOf(owner.token, booking.id);
    expect(first.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(first.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect((await passOf(owner.token, booking.id)).code).toBe(first.code);
    // Never the order's or the booking's id.
    expect(first.code).not.toContain(String(booking.id));
  });

  it("lets a customer read a linked person's pass, and nobody else's", async () => {
    const [child] = await newCustomers(t, 1);
    await t.database.db.insert(linkedUsers).values({ tenantId, userId: owner.id, linkedUserId: child!.id, relationship: 'parent' });
    const { booking } = await bookingOn(child!.id, 1);
    expect((await passOf(owner.token, booking.id)).attendee_name).toBe('Buyer 0');
    const refused = await readPass(stranger.token, booking.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(messages.passes.notFound);
    expect(refused.body).not.toMatch(/svg|Pass code/i);
    // Nor from another tenant's host, nor without a login.
    const [peak] = await customersOf(t, 'peak', 1);
    expect((await readPass(peak!.token, booking.id, hosts.peak)).statusCode).toBe(404);
    expect((await t.request(riversideHost, { method: 'GET', url: `/api/v1/bookings/${booking.id}/pass` })).statusCode).toBe(401);
  });

  it('has no pass for a cancelled or unpaid booking', async () => {
    const cancelled = await bookingOn(owner.id, 2, 'cancelled');
    expect((await readPass(owner.token, cancelled.booking.id)).json()).toMatchObject({ message: messages.passes.cancelled });
    const reserved = await bookingOn(stranger.id, 2, 'reserved');
    expect((await readPass(stranger.token, reserved.booking.id)).json()).toMatchObject({ message: messages.passes.notConfirmed });
  });

  it("reads an order's passes for its buyer only", async () => {
    const [buyer] = await newCustomers(t, 1);
    const session = await freshSessionLater(t, 3, 3);
    expect((await addToBasket(t, buyer!, session.publicId)).statusCode).toBe(200);
    const { res } = await payBySession(t, buyer!, '4242424242424242');
    const done = await t.request(riversideHost, { method: 'POST', url: `/api/checkout/session/complete/${res.json().data.transaction_id}`, headers: auth(buyer!.token) });
    const orderId = done.json().data.complete_order_id as number;
    const mine = await t.request(riversideHost, { method: 'GET', url: `/api/v1/orders/${orderId}/passes`, headers: auth(buyer!.token) });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toHaveLength(1);
    expect((await t.request(riversideHost, { method: 'GET', url: `/api/v1/orders/${orderId}/passes`, headers: auth(stranger.token) })).statusCode).toBe(404);
  });
});

describe('checking a pass in', () => {
  it('checks a pass in once, records who, when and where, and marks the booking attended', async () => {
    const { booking, venueSlug: at } = await bookingOn(owner.id, 0);
    const { code } = await passOf(owner.token, booking.id);
    // Typed in lower case without dashes, as a person might.
    const first = await staffCheckIn(code.replace(/-/g, '').toLowerCase(), at);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ outcome: 'checked_in', booking_id: booking.id, attendee_name: 'Buyer 0' });
    const [stored] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(stored!.attended).toBe(true);
    const recorded = await t.database.db.select().from(checkIns).where(eq(checkIns.bookingId, booking.id));
    expect(recorded).toEqual([expect.objectContaining({ tenantId, byUserId: staff.id, via: 'staff', passCode: code.replace(/-/g, '') })]);

    const again = await staffCheckIn(code, at);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ outcome: 'already_checked_in', checked_in_at: first.json().data.checked_in_at });
    expect((await kioskCheckIn(code, at)).json().data.outcome).toBe('already_checked_in');
    expect(await t.database.db.select().from(checkIns).where(eq(checkIns.bookingId, booking.id))).toHaveLength(1);
    expect((await passOf(owner.token, booking.id)).checked_in_at).toBe(first.json().data.checked_in_at);
  });

  it('checks a pass in at a kiosk of its venue, with no staff member named', async () => {
    const { booking, venueSlug: at } = await bookingOn(stranger.id, 0);
    const { code } = await passOf(stranger.token, booking.id);
    const res = await kioskCheckIn(code, at);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.outcome).toBe('checked_in');
    const [recorded] = await t.database.db.select().from(checkIns).where(eq(checkIns.bookingId, booking.id));
    expect(recorded).toMatchObject({ via: 'kiosk', byUserId: null });
  });

  it('refuses a pass for another venue, another day or a cancelled booking, and an unknown code', async () => {
    const [someone] = await newCustomers(t, 1);
    const today = await bookingOn(someone!.id, 0);
    const { code } = await passOf(someone!.token, today.booking.id);
    const elsewhere = today.venueSlug === venueSlug ? otherVenueSlug : venueSlug;
    const wrongVenue = await staffCheckIn(code, elsewhere);
    expect(wrongVenue.statusCode).toBe(409);
    expect(wrongVenue.json().message).toMatch(/^This pass is for a session at .+, not at this venue\.$/);
    expect((await kioskCheckIn(code, elsewhere)).statusCode).toBe(409);

    const tomorrow = await bookingOn(someone!.id, 1);
    const later = await staffCheckIn((await passOf(someone!.token, tomorrow.booking.id)).code);
    expect(later.statusCode).toBe(409);
    expect(later.json().message).toMatch(/^This pass is for a session on .+, not today\.$/);

    // Cancelled after its pass was shown.
    await t.database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, today.booking.id));
    const cancelled = await staffCheckIn(code, today.venueSlug);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(messages.passes.cancelled);
    expect(await t.database.db.select().from(checkIns).where(eq(checkIns.bookingId, today.booking.id))).toEqual([]);

    const unknown = await staffCheckIn('ZZZZ-ZZZZ-ZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Pass not found');
    expect((await staffCheckIn('not a code')).statusCode).toBe(422);
  });

  it("refuses another tenant's pass as not found, at the desk and at the kiosk", async () => {
    const { booking, venueSlug: at } = await bookingOn(owner.id, 0);
    const { code } = await passOf(owner.token, booking.id);
    const peakStaff = await staffOf(t, 'peak');
    const [peakVenue] = await t.database.db.select({ slug: venues.slug }).from(venues).where(ne(venues.tenantId, tenantId)).limit(1);
    const desk = await staffCheckIn(code, undefined, hosts.peak, peakStaff.token);
    expect(desk.statusCode).toBe(404);
    expect(desk.json().message).toBe(messages.passes.notFound);
    expect((await kioskCheckIn(code, peakVenue!.slug, hosts.peak)).statusCode).toBe(404);
    // Riverside's staff signed in on the peak host have no session there.
    expect((await staffCheckIn(code, at, hosts.peak)).statusCode).toBe(401);
    const [stored] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(stored!.attended).toBeNull();
  });

  it('is for staff at the desk: a customer may not use it', async () => {
    const { booking, venueSlug: at } = await bookingOn(owner.id, 0);
    const { code } = await passOf(owner.token, booking.id);
    expect((await staffCheckIn(code, at, riversideHost, owner.token)).statusCode).toBe(403);
    expect((await t.request(riversideHost, { method: 'POST', url: '/api/v1/staff/check-ins', payload: { code } })).statusCode).toBe(401);
  });

  it('keeps pass codes unique per tenant', async () => {
    const [pass] = await t.database.db.select().from(bookingPasses).where(eq(bookingPasses.tenantId, tenantId)).limit(1);
    const { booking } = await bookingOn(stranger.id, 4);
    await expect(t.database.db.insert(bookingPasses).values({ tenantId, bookingId: booking.id, code: pass!.code })).rejects.toThrow();
    expect(formatPassCode(pass!.code)).toHaveLength(14);
    const mine = await t.database.db.select().from(bookingPasses).where(and(eq(bookingPasses.tenantId, tenantId), eq(bookingPasses.bookingId, booking.id)));
    expect(mine).toEqual([]);
  });
});
