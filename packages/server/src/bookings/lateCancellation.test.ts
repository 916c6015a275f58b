import { cancellationMessages, formatVenueDate, type LateCancellationRule } from '@courtside/core';
import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, auth, freshSession, newCustomers, payBySession, riversideHost, tenantIdOf } from '../../test/checkoutTestKit';
import { activities, bookings, penalties, users } from '../db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';

// Spec §4 cut-off actions on a late cancellation: charge_fee, disable_booking, disable_access, disable_cancelling —
// said before the customer confirms, taken in the cancelling transaction.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Customer = { id: number; token: string };
const db = () => t.database.db;
const hours = (h: number) => new Date(Date.now() + h * 3_600_000);
const cancel = (customer: Customer, bookingId: number) =>
  t.request(riversideHost, { method: 'DELETE', url: `/api/activities/bookings/${bookingId}?source=bookings`, headers: auth(customer.token) });
const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]!;
const available = async (publicId: string) => (await t.request(riversideHost, { method: 'GET', url: `/api/activities/${publicId}` })).json().data.occurrence.capacity.available as number;

/** A yoga-like activity of its own with `rule`, and a session of it starting in `inHours` hours. */
async function sessionWithRule(rule: LateCancellationRule | null, inHours: number) {
  const tenantId = await tenantIdOf(t);
  const [yoga] = await db().select().from(activities).where(and(eq(activities.tenantId, tenantId), eq(activities.slug, 'yoga')));
  const { id: _id, ...copy } = yoga!;
  const [activity] = await db().insert(activities).values({ ...copy, slug: `late-${randomBytes(4).toString('hex')}`, lateCancellation: rule }).returning();
  return freshSession(t, 2, { activityId: activity!.id, startsAt: hours(inHours), endsAt: hours(inHours + 1) });
}

async function buy(customer: Customer, publicId: string) {
  expect((await addToBasket(t, customer, publicId)).statusCode).toBe(200);
  const { res } = await payBySession(t, customer, '4242424242424242');
  const done = await t.request(riversideHost, { method: 'POST', url: `/api/checkout/session/complete/${res.json().data.transaction_id}`, headers: auth(customer.token) });
  expect(done.statusCode, done.body).toBe(200);
  const [booking] = await db().select().from(bookings).where(eq(bookings.orderId, done.json().data.complete_order_id));
  return booking!.id;
}

const feeAndPause: LateCancellationRule = { actions: ['charge_fee', 'disable_booking'], fee: { value: 300, currency: 'GBP' }, days: 7 };

describe('a late cancellation under cut-off actions', () => {
  it('charges the fee as a penalty, pauses online booking, still cancels and frees the place; says so before and after', async () => {
    const session = await sessionWithRule(feeAndPause, 3);
    const [buyer] = (await newCustomers(t, 1)) as [Customer];
    const bookingId = await buy(buyer, session.publicId);
    const before = (await t.request(riversideHost, { method: 'GET', url: `/api/v1/bookings?cancellation_source=customers&occurrence_id=${session.publicId}`, headers: auth(buyer.token) })).json().data[0];
    expect(before.cancellation).toMatchObject({
      can_cancel: true, awards_credit: false, cut_off_actions: ['charge_fee', 'disable_booking'],
      cut_off_message: `${cancellationMessages.cutOff} Cancelling now charges a late cancellation fee of £3.00. You will not be able to book online for 7 days.`,
    });

    const res = await cancel(buyer, bookingId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled' });
    expect(res.json().data.cancellation.cut_off_message).toContain('A late cancellation fee of £3.00 has been added to your account.');
    expect(await available(session.publicId)).toBe(2);
    const owed = await db().select().from(penalties).where(eq(penalties.userId, buyer.id));
    expect(owed).toMatchObject([{ bookingId, amount: 300, currency: 'GBP', paidAt: null }]);
    const after = await userRow(buyer.id);
    expect(after.hasOutstandingPenalties).toBe(true);
    expect(after.creditBalance).toBe(0);
    expect(after.bookingDisabledUntil!.getTime()).toBeGreaterThan(hours(7 * 24 - 1).getTime());
    // The account's own read says so (spec §3 hasOutstandingPenalties).
    expect((await t.request(riversideHost, { method: 'GET', url: '/api/auth/user', headers: auth(buyer.token) })).json().data.has_outstanding_penalties).toBe(true);

    // Online booking is paused: another session is refused with the date, and nothing goes in the basket.
    const other = await freshSession(t, 2);
    const refused = await addToBasket(t, buyer, other.publicId);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.items).toEqual([cancellationMessages.bookingDisabled(formatVenueDate(after.bookingDisabledUntil!, 'Europe/London'))]);
    expect(await available(other.publicId)).toBe(2);
  });

  it('before the cut-off the same rule takes nothing: credit back, no penalty, no pause', async () => {
    const session = await sessionWithRule(feeAndPause, 72);
    const [buyer] = (await newCustomers(t, 1)) as [Customer];
    const bookingId = await buy(buyer, session.publicId);
    const res = await cancel(buyer, bookingId);
    expect(res.json().data.cancellation).toMatchObject({ awards_credit: true, cut_off_actions: ['charge_fee', 'disable_booking'] });
    expect(await db().select().from(penalties).where(eq(penalties.userId, buyer.id))).toEqual([]);
    expect(await userRow(buyer.id)).toMatchObject({ hasOutstandingPenalties: false, bookingDisabledUntil: null });
    expect((await addToBasket(t, buyer, (await freshSession(t, 2)).publicId)).statusCode).toBe(200);
  });

  it('disable_cancelling refuses a late cancellation (422) and keeps the booking and its place', async () => {
    const session = await sessionWithRule({ actions: ['disable_cancelling'], fee: null, days: null }, 3);
    const [buyer] = (await newCustomers(t, 1)) as [Customer];
    const bookingId = await buy(buyer, session.publicId);
    const res = await cancel(buyer, bookingId);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(cancellationMessages.lateRefused);
    expect((await db().select().from(bookings).where(eq(bookings.id, bookingId)))[0]!.status).toBe('settled');
    expect(await available(session.publicId)).toBe(1);
  });

  it('disable_access pauses membership access; a repeat cancel charges nothing twice', async () => {
    const session = await sessionWithRule({ actions: ['disable_access', 'charge_fee'], fee: { value: 500, currency: 'GBP' }, days: 14 }, 3);
    const [buyer] = (await newCustomers(t, 1)) as [Customer];
    const bookingId = await buy(buyer, session.publicId);
    const replies = await Promise.all([cancel(buyer, bookingId), cancel(buyer, bookingId)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(await db().select().from(penalties).where(eq(penalties.userId, buyer.id))).toHaveLength(1);
    expect((await userRow(buyer.id)).accessSuspendedUntil!.getTime()).toBeGreaterThan(hours(14 * 24 - 1).getTime());
  });
});
