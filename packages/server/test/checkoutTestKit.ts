import { randomBytes } from 'node:crypto';
import { addDays, venueDateSlug } from '@courtside/core';
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { createSession } from '../src/auth/sessions.repo';
import { activities, occurrences, prices, tenants, users } from '../src/db/schema';
import type { TestApp } from './testApp';
import { tenantDb } from '../src/db/tenantDb';

export const riversideHost = 'bookings.riverside.localhost';

/** The seeded tenant's id by slug. */
export async function tenantIdOf(t: TestApp, slug = 'riverside'): Promise<number> {
  return (await t.database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug)))[0]!.id;
}

/**
 * A fresh bookable session of its own (a copy of a seeded yoga class next week, one anybody may buy — Sunday's is for
 * members only) with `capacity` places and none taken.
 */
export async function freshSession(t: TestApp, capacity: number, overrides: Partial<typeof occurrences.$inferInsert> = {}) {
  const db = t.database.db;
  const tenantId = await tenantIdOf(t);
  const day = addDays(venueDateSlug(new Date(), 'Europe/London'), 7);
  const [template] = await db
    .select({ o: occurrences })
    .from(occurrences)
    .innerJoin(activities, eq(activities.id, occurrences.activityId))
    .innerJoin(prices, eq(prices.id, occurrences.priceId))
    .where(and(eq(occurrences.tenantId, tenantId), eq(activities.slug, 'yoga'), eq(occurrences.status, 'bookable'), isNotNull(prices.amount), gt(occurrences.startsAt, new Date()), sql`${occurrences.startsLocal}::date >= ${day}::date`))
    .orderBy(asc(occurrences.startsAt))
    .limit(1);
  const { id: _id, publicId: _publicId, ...copy } = template!.o;
  const publicId = `t${randomBytes(30).toString('base64url').slice(0, 33)}`;
  const [row] = await db
    .insert(occurrences)
    .values({ ...copy, publicId, capacity, waitlistMaximum: null, waiverId: null, inductionId: null, lastBookableAt: null, ...overrides })
    .returning();
  return row!;
}

/** A fresh session `days` days after the usual one, so one customer can hold several without a time clash. */
export async function freshSessionLater(t: TestApp, capacity: number, days: number) {
  const row = await freshSession(t, capacity);
  const shift = sql`make_interval(days => ${days}::int)`;
  const [moved] = await t.database.db
    .update(occurrences)
    .set({ startsAt: sql`${occurrences.startsAt} + ${shift}`, endsAt: sql`${occurrences.endsAt} + ${shift}`, startsLocal: sql`${occurrences.startsLocal} + ${shift}`, endsLocal: sql`${occurrences.endsLocal} + ${shift}` })
    .where(eq(occurrences.id, row.id))
    .returning();
  return moved!;
}

/** `n` new customers of the tenant, each logged in (their bearer tokens). */
export async function newCustomers(t: TestApp, n: number, creditBalance = 0) {
  const db = t.database.db;
  const tenantId = await tenantIdOf(t);
  const tag = randomBytes(4).toString('hex');
  const rows = await db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ tenantId, reference: `TEST-${tag}-${i}`, email: `buyer-${tag}-${i}@example.com`, firstName: 'Buyer', lastName: `${i}`, creditBalance })))
    .returning({ id: users.id });
  return Promise.all(rows.map(async ({ id }) => ({ id, token: await createSession(tenantDb(db, tenantId), id, new Date()) })));
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Who makes a checkout call: a logged-in customer (bearer token) or whoever holds a checkout link's token. */
export type Caller = { token: string } | { checkoutToken: string };
export const authOf = (caller: Caller) => ('checkoutToken' in caller ? { 'x-checkout-token': caller.checkoutToken } : auth(caller.token));

/** Adds a session to a customer's basket through the new cart API. */
export function addToBasket(t: TestApp, customer: { id: number; token: string }, publicId: string, quantity = 1) {
  return t.request(riversideHost, {
    method: 'POST',
    url: `/api/v1/users/${customer.id}/carts/online/items`,
    headers: auth(customer.token),
    payload: { items: [{ purchasable_id: publicId, purchasable_type: 'occurrence', quantity }] },
  });
}

/** The customer's checkout cart. */
export async function basket(t: TestApp, customer: Caller) {
  const res = await t.request(riversideHost, { method: 'GET', url: '/api/checkout/cart', headers: authOf(customer) });
  return res.json().data;
}

/** Tokenises a sandbox test card against a payment session, as the card frame does. */
export async function confirmCard(t: TestApp, number: string, session: { paymentSessionId: string; clientSecret: string }) {
  const res = await t.request(riversideHost, {
    method: 'POST',
    url: '/api/payment-providers/sandbox/tokens',
    payload: { name: 'Alex Morgan', number, expiry: '12/34', cvc: '123', session_id: session.paymentSessionId, client_secret: session.clientSecret },
  });
  if (res.statusCode !== 200) throw new Error(`tokenise failed: ${res.body}`);
  return res.json().data.token as string;
}

/** Runs the session flow to the point of payment: prepare a session, confirm the card, pay (card for the rest). */
export async function payBySession(t: TestApp, customer: Caller, card: string | null, credit = 0) {
  const cart = await basket(t, customer);
  const prepared = (await t.request(riversideHost, { method: 'POST', url: '/api/checkout/session/prepare', headers: authOf(customer), payload: { source: 'online' } })).json().data;
  if (card) await confirmCard(t, card, { paymentSessionId: prepared.payment_session_id, clientSecret: prepared.client_secret });
  const rest = cart.totals.total - credit;
  const payments = [...(credit > 0 ? [{ tender_type: 'credit', amount: credit }] : []), ...(rest > 0 ? [{ tender_type: 'card', amount: rest }] : [])];
  const res = await t.request(riversideHost, {
    method: 'POST',
    url: '/api/checkout/session/payment',
    headers: authOf(customer),
    payload: { payment_session_id: prepared.payment_session_id, payments, terms: true, source: 'online' },
  });
  return { cart, prepared, res };
}
