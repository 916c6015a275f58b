import { messages } from '@courtside/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, auth, basket, freshSession, payBySession, riversideHost, tenantIdOf } from '../../test/checkoutTestKit';
import { bookingBundles, bookings, occurrences, paymentTransactions, programmes, restrictions, waitlistEntries } from '../db/schema';
import { routesOf, type RouteEntry } from '../http/routeTable';
import { createTestApp, hosts } from '../../test/testApp';
import { expectInvariants } from '../../test/invariants';
import { customersOf, describeCall, exampleInput, jsonSchemaOf, paramNamesOf, schemaOf, sendsBody, staffOf, untenantedRoutes, urlOf, writeSnapshot, type Customer, type Resolver } from '../../test/securityKit';

// Integrity harness, isolation matrix: riverside and peak × two customers each × staff. Customer A of riverside owns a
// basket line (a held booking), a settled booking and its order (paid with credit), a waitlist entry, a checkout link
// and a payment. Every route of the route table with an id parameter is called with A's ids by the others; a foreign id
// is a 403 or 404 (401 without a login on the host) that shows none of A's data, and A's things stay as they were.
const started = new Date();
const t = await createTestApp();
await t.app.ready();
afterAll(() => t.close());

const apiRoutes = routesOf(t.app).filter((r) => r.url.startsWith('/api/') && !untenantedRoutes.has(r.url));
const idLike = (param: string) => /(^id|Id)$/.test(param);
const idRoutes = apiRoutes.filter((r) => paramNamesOf(r.url).some(idLike));

/** A fresh session `days` after freshSession's. */
async function sessionOnDay(days: number, capacity: number, overrides: Parameters<typeof freshSession>[2] = {}) {
  const base = await freshSession(t, capacity, overrides);
  const shift = (d: Date) => new Date(d.getTime() + days * 86_400_000);
  const [row] = await t.database.db.update(occurrences).set({ startsAt: shift(base.startsAt), endsAt: shift(base.endsAt) }).where(eq(occurrences.id, base.id)).returning();
  return row!;
}

type Caller = { name: string; host: string; who: Customer | null; expected: number[] };
let A: Awaited<ReturnType<typeof customersOf>>[number];
let callers: Caller[];
let peakCustomer: Customer;
let B: Customer;
let fx: Record<string, number | string>;
let secrets: string[];
let linkToken: string;
let sessions: { held: number; settled: number; waitlisted: number; spare: number; sparePublic: string; heldPublic: string; waitlistedPublic: string };

beforeAll(async () => {
  const [a, b] = await customersOf(t, 'riverside', 2, 5000);
  const [c] = await customersOf(t, 'peak', 2, 5000);
  A = a!;
  B = b!;
  peakCustomer = c!;
  // Each on its own day, so no booking of A clashes with another in time.
  const held = await sessionOnDay(0, 5);
  const settled = await sessionOnDay(1, 5);
  const waitlisted = await sessionOnDay(2, 1, { waitlistMaximum: 3 });
  const spare = await sessionOnDay(3, 5);
  sessions = { held: held.id, settled: settled.id, waitlisted: waitlisted.id, spare: spare.id, sparePublic: spare.publicId, heldPublic: held.publicId, waitlistedPublic: waitlisted.publicId };

  // A settled booking and a course's bundle, with their order, paid with A's credit through the checkout API.
  expect((await addToBasket(t, A, settled.publicId)).statusCode).toBe(200);
  const programmeId = async (slug: string) => (await t.database.db.select({ id: programmes.id }).from(programmes).where(and(eq(programmes.tenantId, await tenantIdOf(t)), eq(programmes.slug, slug))))[0]!.id;
  const courseAdded = await t.request(riversideHost, {
    method: 'POST',
    url: `/api/v1/users/${A.id}/carts/activity-booking/items`,
    headers: auth(A.token),
    payload: { data: { items: [{ purchasable_id: await programmeId('toddler-splash'), purchasable_type: 'course', quantity: 1 }] } },
  });
  expect(courseAdded.statusCode, courseAdded.body).toBe(200);
  const balance = (await basket(t, A)).totals.balance as number;
  const applied = await t.request(riversideHost, { method: 'POST', url: '/api/credits/apply', headers: auth(A.token), payload: { credits_to_reserve: [{ amount: balance, type: 'general' }], cart_source: 'online' } });
  expect(applied.statusCode).toBe(200);
  const paid = (await payBySession(t, A, null, balance)).res.json().data;
  const done = await t.request(riversideHost, { method: 'POST', url: `/api/checkout/session/complete/${paid.transaction_id}`, headers: auth(A.token) });
  expect(done.statusCode).toBe(200);
  const orderId = done.json().data.complete_order_id as number;
  const [settledBooking] = await t.database.db.select().from(bookings).where(and(eq(bookings.orderId, orderId), eq(bookings.occurrenceId, settled.id)));
  const [bundle] = await t.database.db.select({ id: bookingBundles.id }).from(bookingBundles).where(eq(bookingBundles.userId, A.id));

  // A waitlist entry on a full session (its one place held by B).
  expect((await addToBasket(t, B, waitlisted.publicId)).statusCode).toBe(200);
  const joined = await t.request(riversideHost, { method: 'POST', url: `/api/v1/activities/occurrences/${waitlisted.publicId}/waitlist/members`, headers: auth(A.token), payload: { data: { user_id: A.id } } });
  expect(joined.statusCode).toBe(200);
  const [entry] = await t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.userId, A.id));
  // And an entry on the waitlist of the seeded full course.
  const mastersId = await programmeId('masters-swim-squad');
  const waiting = await t.request(riversideHost, { method: 'POST', url: `/api/v1/activities/courses/${mastersId}/waitlist/members`, headers: auth(A.token), payload: { data: { user_id: A.id } } });
  expect(waiting.statusCode, waiting.body).toBe(200);

  // A basket line holding a place, a checkout link for that basket, and a card payment authorised but not completed.
  expect((await addToBasket(t, A, held.publicId)).statusCode).toBe(200);
  const cart = await basket(t, A);
  const link = await t.request(riversideHost, { method: 'POST', url: '/api/checkout/links', headers: auth(A.token), payload: {} });
  expect(link.statusCode).toBe(200);
  const authorised = (await payBySession(t, A, '4242424242424242')).res.json().data;
  expect(authorised.status).toBe('authorised');
  const heldBooking = (await t.database.db.select().from(bookings).where(eq(bookings.userId, A.id))).find((row) => row.status === 'reserved' && row.occurrenceId === held.id);

  const [waiver] = await t.database.db.select({ id: restrictions.id }).from(restrictions).where(and(eq(restrictions.tenantId, await tenantIdOf(t)), eq(restrictions.slug, 'pool-safety-waiver')));
  fx = { cartId: cart.id, campId: await programmeId('summer-multi-sport-camp'), courseId: await programmeId('junior-tennis-beginners'), waiverId: waiver!.id, orderId, settledBookingId: settledBooking!.id, heldBookingId: heldBooking!.id, waitlistId: entry!.id, bundleId: bundle!.id, cartItemId: cart.items[0].id, checkoutId: link.json().data.checkout_id, transactionId: authorised.transaction_id, mastersId };
  linkToken = new URL(link.json().data.url, 'http://x').searchParams.get('token')!;
  secrets = [A.user.email!, A.user.reference, A.user.firstName, A.user.lastName, cart.item_hash, linkToken];

  const riversideStaff = await staffOf(t, 'riverside');
  const peakStaff = await staffOf(t, 'peak');
  callers = [
    { name: 'customer B (riverside)', host: riversideHost, who: B, expected: [403, 404] },
    { name: 'peak customer (peak host)', host: hosts.peak, who: peakCustomer, expected: [403, 404] },
    { name: 'riverside staff (peak host)', host: hosts.peak, who: riversideStaff, expected: [401, 403, 404] },
    { name: 'peak staff (peak host)', host: hosts.peak, who: peakStaff, expected: [403, 404] },
    { name: 'visitor (riverside)', host: riversideHost, who: null, expected: [401, 403, 404] },
  ];
});

/**
 * A's id for every id parameter (one table; a url-keyed entry where a name means different things), and whether it
 * is someone's own (a foreign one must be refused) or public (a session or activity anyone may read).
 */
const idFixtures = (): Record<string, Array<{ value: number | string; owned: boolean }> | Record<string, Array<{ value: number | string; owned: boolean }>>> => ({
  cartItemId: [{ value: fx.cartItemId!, owned: true }],
  cartId: [{ value: fx.cartId!, owned: true }],
  bookingId: [{ value: fx.settledBookingId!, owned: true }, { value: fx.heldBookingId!, owned: true }],
  bundleId: [{ value: fx.bundleId!, owned: true }],
  orderId: [{ value: fx.orderId!, owned: true }],
  userId: [{ value: A.id, owned: true }],
  transactionId: [{ value: fx.transactionId!, owned: true }],
  checkoutId: [{ value: fx.checkoutId!, owned: true }],
  waitlistId: [{ value: fx.waitlistId!, owned: true }],
  occurrenceId: [{ value: sessions.waitlistedPublic, owned: false }],
  activityId: [{ value: 'yoga', owned: false }],
  // A waiver is the venue's, public like a session: anyone may read its terms; previous attendees are the caller's own.
  restriction: [{ value: fx.waiverId!, owned: false }],
  id: {
    '/api/v1/activities/restrictions/:id': [{ value: fx.waiverId!, owned: false }],
    '/api/v1/users/:id/linked': [{ value: A.id, owned: true }],
    '/api/activities/:id': [{ value: sessions.heldPublic, owned: false }],
    // A booking's answers are its owner's (A's settled booking; A's booking of the held session).
    '/api/activities/:id/questions/answers': [{ value: fx.settledBookingId!, owned: true }],
    '/api/activities/occurrences/:id/questions/answers': [{ value: sessions.heldPublic, owned: true }],
    // Camps and courses are the venue's, public like sessions.
    '/api/v1/activities/camps/:id': [{ value: fx.campId!, owned: false }],
    '/api/v1/activities/courses/:id': [{ value: fx.courseId!, owned: false }],
    '/api/v1/activities/occurrences/:id/waitlist/members': [{ value: sessions.waitlistedPublic, owned: false }],
    // A full course's and a camp's waitlists are the venue's; the user they name is A (A waits on the course's).
    '/api/v1/activities/courses/:id/waitlist/members': [{ value: fx.mastersId!, owned: false }],
    '/api/v1/activities/courses/:id/waitlist/members/:userId': [{ value: fx.mastersId!, owned: false }],
    '/api/v1/activities/camps/:id/waitlist/members': [{ value: fx.campId!, owned: false }],
    '/api/v1/activities/camps/:id/waitlist/members/:userId': [{ value: fx.campId!, owned: false }],
  },
});

function idChoices(route: RouteEntry, param: string) {
  const entry = idFixtures()[param];
  const choices = entry === undefined ? undefined : Array.isArray(entry) ? entry : entry[route.url];
  if (!choices) throw new Error(`add ${param} to the isolation fixtures (${route.method} ${route.url})`);
  return choices;
}

/** Body and query fields that name a user, filled with A's id (an owned reference); the rest from the schema. */
const userKeys = new Set(['user_id', 'userId', 'purchased_for_user_id']);
const namesOf = (owner: Customer): Resolver => (key, schema) =>
  userKeys.has(key) ? owner.id : key === 'transaction_uuid' ? fx.transactionId : key === 'cart_item_ids' ? [fx.cartItemId] : key === 'source' || key === 'cart_source' ? 'online' : key === 'quantity' ? 1 : key === 'purchasable_id' || schema.minLength === 34 ? sessions.sparePublic : key === 'id' && schema.format === 'uuid' ? fx.courseId : key === 'id' ? sessions.spare : key === 'type' && schema.enum?.includes('av2_booking') ? 'av2_booking' : undefined;

async function call(route: RouteEntry, caller: Pick<Caller, 'host' | 'who'>, params: Record<string, string>, query: Record<string, unknown>, body: unknown, headers: Record<string, string> = {}) {
  const payload = sendsBody(route) ? JSON.stringify(body ?? {}) : undefined;
  const url = urlOf(route, params, query);
  const res = await t.request(caller.host, { method: route.method, url, headers: { ...(caller.who ? auth(caller.who.token) : {}), ...(payload ? { 'content-type': 'application/json' } : {}), ...headers }, payload });
  return { res, shown: describeCall(route.method, url, headers, payload) };
}

/** What each caller got on each route, printed at the end (the lead quotes it). */
const results = new Map<string, Map<string, Set<number>>>();
const note = (route: RouteEntry, who: string, status: number) => {
  const key = `${route.method} ${route.url}`;
  const byCaller = results.get(key) ?? new Map<string, Set<number>>();
  results.set(key, byCaller.set(who, (byCaller.get(who) ?? new Set()).add(status)));
};
afterAll(() => {
  const lines = [...results].map(([route, byCaller]) => `${route}: ${[...byCaller].map(([who, s]) => `${who} ${[...s].sort().join('/')}`).join('; ')}`);
  console.log(`isolation results:\n${lines.join('\n')}`);
});

const leaked = (text: string) => secrets.filter((s) => text.includes(s));
const snapshotOfA = () => writeSnapshot(t, riversideHost, A, [sessions.held, sessions.settled, sessions.waitlisted, sessions.spare]);

describe("isolation matrix: another customer, tenant or visitor never reaches A's things", () => {
  it('finds id routes in the route table', () => {
    expect(idRoutes.length).toBeGreaterThan(10);
  });

  it("control: the fixtures are A's, and A reads them", async () => {
    const db = t.database.db;
    const owners = await Promise.all([
      db.select({ userId: bookings.userId }).from(bookings).where(eq(bookings.id, Number(fx.settledBookingId))),
      db.select({ userId: bookings.userId }).from(bookings).where(eq(bookings.id, Number(fx.heldBookingId))),
      db.select({ userId: waitlistEntries.userId }).from(waitlistEntries).where(eq(waitlistEntries.id, Number(fx.waitlistId))),
      db.select({ userId: paymentTransactions.userId }).from(paymentTransactions).where(eq(paymentTransactions.id, String(fx.transactionId))),
    ]);
    expect(owners.map((rows) => rows[0]?.userId)).toEqual([A.id, A.id, A.id, A.id]);
    const asA = (url: string, headers: Record<string, string> = auth(A.token)) => t.request(riversideHost, { method: 'GET', url, headers });
    expect((await asA(`/api/checkout/orders/${fx.orderId}`)).statusCode).toBe(200);
    expect((await asA(`/api/v1/users/${A.id}/linked`)).statusCode).toBe(200);
    expect((await asA(`/api/checkout/links/${fx.checkoutId}`, { 'x-checkout-token': linkToken })).statusCode).toBe(200);
    expect((await basket(t, A)).items.map((i: { id: number }) => i.id)).toEqual([fx.cartItemId]);
  });

  it.each(idRoutes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', async (_, route) => {
    const before = await snapshotOfA();
    const idParams = paramNamesOf(route.url).filter(idLike);
    const combos = idParams.reduce<Array<Record<string, { value: number | string; owned: boolean }>>>((acc, p) => acc.flatMap((c) => idChoices(route, p).map((choice) => ({ ...c, [p]: choice }))), [{}]);
    const problems: string[] = [];
    for (const ids of combos) {
      const input = exampleInput(route, namesOf(A));
      for (const [p, { value }] of Object.entries(ids)) input.params[p] = String(value);
      const bodyNamesA = new RegExp(`:${A.id}[,}\\]]`).test(JSON.stringify([input.body, input.query]));
      const owned = Object.values(ids).some((c) => c.owned) || bodyNamesA;
      for (const caller of callers) {
        const { res, shown } = await call(route, caller, input.params, input.query, input.body);
        note(route, `${caller.name.split(' (')[0]}${owned ? '' : ' (public id)'}`, res.statusCode);
        const found = leaked(res.body);
        if (res.statusCode >= 500 || found.length > 0 || (owned && !caller.expected.includes(res.statusCode))) {
          problems.push(`${caller.name}: ${shown} → ${res.statusCode}${found.length ? ` leaks ${found.join(', ')}` : ''} ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(await snapshotOfA()).toEqual(before);
  });
});

describe("acting for A (X-Selected-User-Id, selected_user_id, purchased_for_user_id, user_id) as someone not linked to A", () => {
  const strangers = () => [
    { name: 'customer B (riverside)', host: riversideHost, who: B },
    { name: 'peak customer (peak host)', host: hosts.peak, who: peakCustomer },
  ];
  const forms = (route: RouteEntry) => {
    const bodySchema = JSON.stringify(jsonSchemaOf(schemaOf(route, 'body')) ?? {}) + JSON.stringify(jsonSchemaOf(schemaOf(route, 'querystring')) ?? {});
    return [
      { form: 'X-Selected-User-Id header', headers: { 'x-selected-user-id': String(A.id) } },
      { form: 'selected_user_id query', query: { selected_user_id: A.id } },
      ...(sendsBody(route) ? [{ form: 'selected_user_id body', body: { selected_user_id: A.id } }] : []),
      ...([...userKeys].some((k) => bodySchema.includes(`"${k}"`)) ? [{ form: 'user field (purchased_for_user_id / user_id)', names: true }] : []),
    ];
  };

  it.each(apiRoutes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', async (_, route) => {
    const before = await snapshotOfA();
    const problems: string[] = [];
    for (const stranger of strangers()) {
      for (const f of forms(route)) {
        // Everything else names the caller's own things (or made-up ones): only the acting-for field names A.
        const own = exampleInput(route, namesOf(f.names ? A : stranger.who));
        for (const p of paramNamesOf(route.url)) if (p === 'userId' || (p === 'id' && route.url.startsWith('/api/v1/users/'))) own.params[p] = String(stranger.who.id);
        const body = f.body ? { ...(own.body as object), ...f.body } : own.body;
        const { res, shown } = await call(route, stranger, own.params, { ...own.query, ...f.query }, body, f.headers);
        const message = (() => {
          try {
            return (res.json() as { message?: unknown }).message;
          } catch {
            return undefined;
          }
        })();
        note(route, `acting-for (${f.form})`, res.statusCode);
        const found = leaked(res.body);
        if (res.statusCode !== 403 || message !== messages.unauthorised || found.length > 0) {
          problems.push(`${stranger.name}, ${f.form}: ${shown} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(await snapshotOfA()).toEqual(before);
  });

  it('leaves the money and places invariants holding', async () => {
    await expectInvariants(t.database.db, { since: started });
  });
});
