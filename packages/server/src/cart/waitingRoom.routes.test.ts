import { messages } from '@courtside/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auth, confirmCard, freshSession, newCustomers, riversideHost } from '../../test/checkoutTestKit';
import type { Database } from '../db/database';
import { bookings, paymentTransactions } from '../db/schema';
import { routesOf } from '../http/routeTable';
import { issueTicket, subjectOf, type AdmissionPath } from '../http/waitingRoom';
import { addsAnItem } from './cartPayloads';
import { checkInvariants } from '../../test/invariants';
import { createTestApp, testConfig, type TestApp } from '../../test/testApp';

// The waiting room: with no queue allowed (ADMISSION_QUEUE=0) a burst of adds past the 8 that run at once is answered
// at once with 429, a ticket and a place in line — nothing claimed — and each buyer who asks again with the ticket
// gets in; the places still end exactly sold.
let t: TestApp;
/**
 * The app's clock stands still in this file (one test moves it a second on and back): a holder is never late back for
 * its place (nor a ticket old) however long the machine takes, so the line's order and who gets in depend on the asks alone.
 */
const standingClock = Date.now();
let clockMs = standingClock;
beforeAll(async () => {
  t = await createTestApp({ admissionQueue: 0 }, { now: () => new Date(clockMs) });
});
afterAll(() => t.close());

/** Takes `slots` running slots of a path's limiter (all by default) until `release` (a server busy with as many adds or payments). */
function occupy(path: AdmissionPath, slots = t.services.admission[path].limiter.max) {
  const releases: Array<() => void> = [];
  const { limiter } = t.services.admission[path];
  const held = Array.from({ length: slots }, () => limiter(() => new Promise<void>((resolve) => releases.push(resolve))));
  return async () => {
    for (const release of releases) release();
    await Promise.all(held);
  };
}

const ticketOf = (answer: LightMyRequestResponse) => (answer.json().waiting_room as { ticket: string }).ticket;

/** Asks again with the ticket of a place in line; the clock stands still, so the holder is back within the time it was told. */
function askAgain(answer: LightMyRequestResponse, ask: (ticket: string) => Promise<LightMyRequestResponse>) {
  return ask(ticketOf(answer));
}

/**
 * Everyone told to wait asks again with their ticket, all at once, round after round, until each is answered. A round
 * starts once the last one's answers are all in: nothing runs then, so the front of the line always gets in, and a round
 * that answers nobody fails the test.
 */
async function untilAnswered(first: LightMyRequestResponse[], ask: (i: number, ticket: string) => Promise<LightMyRequestResponse>) {
  const answers = [...first];
  let inLine = answers.flatMap((res, i) => (res.statusCode === 429 ? [i] : []));
  while (inLine.length > 0) {
    const again = await Promise.all(inLine.map((i) => ask(i, ticketOf(answers[i]!))));
    inLine.forEach((i, k) => (answers[i] = again[k]!));
    const still = inLine.filter((i) => answers[i]!.statusCode === 429);
    expect(still.length).toBeLessThan(inLine.length);
    inLine = still;
  }
  return answers;
}

const add = (buyer: { id: number; token: string }, publicId: string, ticket?: string) =>
  t.request(riversideHost, {
    method: 'POST',
    url: `/api/v1/users/${buyer.id}/carts/online/items`,
    headers: { ...auth(buyer.token), ...(ticket ? { 'x-waiting-ticket': ticket } : {}) },
    payload: { items: [{ purchasable_id: publicId, purchasable_type: 'occurrence', quantity: 1 }] },
  });

/** A page load of a logged-in customer (their basket): their arrival is noted then. */
const look = (buyer: { token: string }) => t.request(riversideHost, { method: 'GET', url: '/api/checkout/cart', headers: auth(buyer.token) });

describe('the waiting room in front of adds', () => {
  it('answers a burst past the running adds with places in line, and everyone who asks again is served', async () => {
    const places = 5;
    const session = await freshSession(t, places);
    const buyers = await newCustomers(t, 30);
    const since = new Date(t.services.now().getTime() - 1000);
    const release = occupy('adding');
    const first = await Promise.all(buyers.map((buyer) => add(buyer, session.publicId)));
    await release();

    const queued = first.filter((res) => res.statusCode === 429);
    expect(queued).toHaveLength(buyers.length);
    for (const res of queued) {
      expect(res.json()).toMatchObject({ message: messages.waitingRoom.queued, waiting_room: { ticket: expect.any(String), position: expect.any(Number) } });
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    const positions = queued.map((res) => res.json().waiting_room.position as number).sort((a, b) => a - b);
    expect(positions).toEqual(positions.map((_, i) => i + 1));
    // Nothing was claimed for a buyer told to wait.
    const queuedBuyers = buyers.filter((_, i) => first[i]!.statusCode === 429).map((b) => b.id);
    expect(await t.database.db.select().from(bookings).where(and(eq(bookings.occurrenceId, session.id), inArray(bookings.userId, queuedBuyers)))).toEqual([]);

    // Each waiting buyer asks again with their ticket until answered.
    const final = await untilAnswered(first, (i, ticket) => add(buyers[i]!, session.publicId, ticket));
    expect(final.filter((res) => res.statusCode === 200)).toHaveLength(places);
    for (const res of final.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(422);
      expect(JSON.stringify(res.json())).toContain(messages.sessionFull);
    }
    const violations = (await checkInvariants(t.database.db, { since })).filter((v) => v.detail.includes(`occurrence ${session.id} `));
    expect(violations).toEqual([]);
    // Nobody is left holding a place: those told 'full' without their turn gave theirs up.
    expect(t.services.admission.adding.room.waiting()).toBe(0);
  });

  it('does not let one buyer use another\'s ticket: it is ignored and they join the back of the line', async () => {
    const session = await freshSession(t, 50);
    const buyers = await newCustomers(t, 24);
    const release = occupy('adding');
    const first = await Promise.all(buyers.map((buyer) => add(buyer, session.publicId)));
    const queued = buyers.map((buyer, i) => ({ buyer, res: first[i]! }));
    const byPlace = [...queued].sort((a, b) => a.res.json().waiting_room.position - b.res.json().waiting_room.position);
    const [front, back] = [byPlace[0]!, byPlace.at(-1)!];
    // The last in line presents the first's ticket: it is ignored, and they keep their own place at the back.
    const borrowed = await add(back.buyer, session.publicId, front.res.json().waiting_room.ticket);
    expect(borrowed.statusCode).toBe(429);
    expect(borrowed.json().waiting_room).toMatchObject({ ticket: back.res.json().waiting_room.ticket, position: buyers.length });
    await release();
    // The line drains: everyone asks again with their own ticket and gets a place.
    const done = await untilAnswered(first, (i, ticket) => add(buyers[i]!, session.publicId, ticket));
    expect(done.every((res) => res.statusCode === 200)).toBe(true);
  });

  it('tells someone in line that what they asked for has sold out as soon as they ask again, without waiting their turn', async () => {
    const session = await freshSession(t, 5);
    const buyers = await newCustomers(t, 2);
    const release = occupy('adding');
    const [first, second] = await Promise.all(buyers.map((buyer) => add(buyer, session.publicId)));
    expect([first!.statusCode, second!.statusCode]).toEqual([429, 429]);
    // A claim has just found it full (the memo a refused add keeps).
    t.services.soldOut.remember(session.tenantId, 'online', { purchasable_id: session.publicId, purchasable_type: 'occurrence', quantity: 1 });
    const back = [first!, second!].find((res) => res.json().waiting_room.position === 2)!;
    const answer = await add(buyers[back === first ? 0 : 1]!, session.publicId, back.json().waiting_room.ticket);
    expect(answer.statusCode).toBe(422);
    expect(JSON.stringify(answer.json())).toContain(messages.sessionFull);
    expect(t.services.admission.adding.room.waiting()).toBe(1);
    await release();
    t.services.soldOut.forget(session.tenantId);
    const front = back === first ? second! : first!;
    expect((await askAgain(front, (ticket) => add(buyers[back === first ? 1 : 0]!, session.publicId, ticket))).statusCode).toBe(200);
  });

  it('refuses a request without a credential 401 at once, and a made-up one 401 when its turn comes, claiming nothing', async () => {
    const session = await freshSession(t, 5);
    const [buyer] = await newCustomers(t, 1);
    const release = occupy('adding');
    const anonymous = await t.request(riversideHost, {
      method: 'POST',
      url: `/api/v1/users/${buyer!.id}/carts/online/items`,
      payload: { items: [{ purchasable_id: session.publicId, purchasable_type: 'occurrence', quantity: 1 }] },
    });
    const stranger = await add({ id: buyer!.id, token: 'not-a-session' }, session.publicId);
    const customer = await add(buyer!, session.publicId);
    expect(anonymous.statusCode).toBe(401);
    // Placed from memory like everyone, before any lookup …
    expect([stranger.statusCode, customer.statusCode]).toEqual([429, 429]);
    await release();
    // … and refused once its turn comes, when its session is looked up.
    expect((await askAgain(stranger, (ticket) => add({ id: buyer!.id, token: 'not-a-session' }, session.publicId, ticket))).statusCode).toBe(401);
    expect((await askAgain(customer, (ticket) => add(buyer!, session.publicId, ticket))).statusCode).toBe(200);
    expect(t.services.admission.adding.room.waiting()).toBe(0);
  });

  it('serves the adds in the order the customers arrived, not the order their adds came in', async () => {
    const session = await freshSession(t, 1);
    const [early, late] = await newCustomers(t, 2);
    // The early customer's first request (their basket) reaches the server first; the late one's add comes in first.
    expect((await look(early!)).statusCode).toBe(200);
    clockMs = standingClock + 1_000;
    try {
      const release = occupy('adding');
      const lateAdd = await add(late!, session.publicId);
      const earlyAdd = await add(early!, session.publicId);
      expect(lateAdd.json().waiting_room.position).toBe(1);
      // Ahead of the one who asked first: they came before.
      expect(earlyAdd.json().waiting_room.position).toBe(1);
      expect((await add(late!, session.publicId, ticketOf(lateAdd))).json().waiting_room.position).toBe(2);
      await release();
      // Room for one: it goes to the customer who came first, though the late one asks again first.
      const oneFree = occupy('adding', t.services.admission.adding.limiter.max - 1);
      expect((await add(late!, session.publicId, ticketOf(lateAdd))).statusCode).toBe(429);
      expect((await add(early!, session.publicId, ticketOf(earlyAdd))).statusCode).toBe(200);
      const last = await add(late!, session.publicId, ticketOf(lateAdd));
      await oneFree();
      expect(last.statusCode).toBe(422);
      expect(JSON.stringify(last.json())).toContain(messages.sessionFull);
    } finally {
      clockMs = standingClock;
    }
  });

  it('decides a newcomer before their session is looked up: a place in line, and no more', async () => {
    const session = await freshSession(t, 5);
    const [buyer] = await newCustomers(t, 1);
    expect((await look(buyer!)).statusCode).toBe(200);
    // Then the session ends (logged out) while the server is full of adds.
    expect((await t.request(riversideHost, { method: 'POST', url: '/api/auth/logout', headers: auth(buyer!.token) })).statusCode).toBeLessThan(300);
    const release = occupy('adding');
    const placed = await add(buyer!, session.publicId);
    // Placed in line without a lookup …
    expect(placed.statusCode).toBe(429);
    await release();
    // … and refused once let in, when its session is looked up: a place grants nothing.
    const answer = await askAgain(placed, (ticket) => add(buyer!, session.publicId, ticket));
    expect(answer.statusCode).toBe(401);
    expect(await t.database.db.select().from(bookings).where(and(eq(bookings.occurrenceId, session.id), eq(bookings.userId, buyer!.id)))).toEqual([]);
  });

  it('remembers what a customer placed in line asked for, so they hear it has sold out without waiting their turn', async () => {
    const session = await freshSession(t, 5);
    const buyers = await newCustomers(t, 2);
    const release = occupy('adding');
    const [first, second] = [await add(buyers[0]!, session.publicId), await add(buyers[1]!, session.publicId)];
    expect([first.statusCode, second.statusCode]).toEqual([429, 429]);
    expect(second.json().waiting_room.position).toBe(2);
    t.services.soldOut.remember(session.tenantId, 'online', { purchasable_id: session.publicId, purchasable_type: 'occurrence', quantity: 1 });
    // The second asks again with only its ticket while the first still holds the front: told 'full' at once.
    const answer = await add(buyers[1]!, session.publicId, second.json().waiting_room.ticket);
    expect(answer.statusCode).toBe(422);
    expect(JSON.stringify(answer.json())).toContain(messages.sessionFull);
    // A newcomer is told so too, before taking a place.
    const [late] = await newCustomers(t, 1);
    expect((await add(late!, session.publicId)).statusCode).toBe(422);
    expect(t.services.admission.adding.room.waiting()).toBe(1);
    await release();
    t.services.soldOut.forget(session.tenantId);
    expect((await askAgain(first, (ticket) => add(buyers[0]!, session.publicId, ticket))).statusCode).toBe(200);
  });

  it('learns what a customer placed in line at the door asks for, so they too hear it has sold out without waiting their turn', async () => {
    const session = await freshSession(t, 5);
    const [buyer] = await newCustomers(t, 1);
    const release = occupy('adding');
    // A place given at the door (or by another process): signed with the deployment's secret, nothing known of the add.
    const subject = subjectOf(session.tenantId, auth(buyer!.token).authorization);
    const atTheDoor = issueTicket(testConfig().waitingRoomSecret, t.services.now().getTime(), subject);
    const placed = await add(buyer!, session.publicId, atTheDoor);
    expect(placed.statusCode).toBe(429);
    expect(t.services.admission.adding.room.wantOf(ticketOf(placed), subject)).toMatchObject({ channel: 'online', item: { purchasable_id: session.publicId } });
    t.services.soldOut.remember(session.tenantId, 'online', { purchasable_id: session.publicId, purchasable_type: 'occurrence', quantity: 1 });
    const answer = await askAgain(placed, (ticket) => add(buyer!, session.publicId, ticket));
    expect(answer.statusCode).toBe(422);
    expect(JSON.stringify(answer.json())).toContain(messages.sessionFull);
    expect(t.services.admission.adding.room.waiting()).toBe(0);
    await release();
    t.services.soldOut.forget(session.tenantId);
  });

  it('is told of an add of an item at the door by its request line alone, for exactly the routes whose asks it reads a want of', () => {
    // The door reads no routes: addsAnItem is its reading of the request line, and must cover what the routes do.
    const sample = (url: string) => url.replace(/:userId/g, '12').replace(/:source/g, 'online').replace(/:[A-Za-z]+/g, '7');
    const routes = routesOf(t.app).filter((route) => route.url.startsWith('/api/'));
    expect(routes.filter((route) => route.readsWant).length).toBeGreaterThan(0);
    for (const route of routes) expect(addsAnItem(route.method, sample(route.url)), `${route.method} ${route.url}`).toBe(route.readsWant);
    expect(addsAnItem('POST', '/api/v1/users/12/carts/online/items?x=1')).toBe(true);
    expect(addsAnItem('POST', '/api/v1/users/12/carts/online/items/4')).toBe(false);
    expect(addsAnItem('GET', '/api/checkout/cart/add')).toBe(false);
  });

  it('puts a payment in line the same way, charging nothing until it gets in', async () => {
    const session = await freshSession(t, 5);
    const [buyer] = await newCustomers(t, 1);
    expect((await add(buyer!, session.publicId)).statusCode).toBe(200);
    const prepared = (await t.request(riversideHost, { method: 'POST', url: '/api/checkout/session/prepare', headers: auth(buyer!.token), payload: { source: 'online' } })).json().data;
    await confirmCard(t, '4242 4242 4242 4242', { paymentSessionId: prepared.payment_session_id, clientSecret: prepared.client_secret });
    const total = (await t.request(riversideHost, { method: 'GET', url: '/api/checkout/cart', headers: auth(buyer!.token) })).json().data.totals.total;
    const pay = (ticket?: string) =>
      t.request(riversideHost, {
        method: 'POST',
        url: '/api/checkout/session/payment',
        headers: { ...auth(buyer!.token), ...(ticket ? { 'x-waiting-ticket': ticket } : {}) },
        payload: { payment_session_id: prepared.payment_session_id, payments: [{ tender_type: 'card', amount: total }], terms: true, source: 'online' },
      });
    const release = occupy('paying');
    const waiting = await pay();
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().waiting_room).toMatchObject({ position: 1 });
    expect(await t.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.userId, buyer!.id))).toEqual([]);
    await release();
    const paid = await pay(waiting.json().waiting_room.ticket);
    expect(paid.statusCode).toBe(200);
    expect(await t.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.userId, buyer!.id))).toHaveLength(1);
  });
});

describe('the waiting room in front of a signed-in customer\'s camp and course pages', () => {
  const campPage = (who?: { token: string }, ticket?: string) =>
    t.request(riversideHost, {
      method: 'GET',
      url: '/api/v1/activities/camps/detail?camp_slug=summer-multi-sport-camp',
      headers: { ...(who ? auth(who.token) : {}), ...(ticket ? { 'x-waiting-ticket': ticket } : {}) },
    });
  const coursePage = (who: { token: string }) =>
    t.request(riversideHost, { method: 'GET', url: '/api/v1/activities/courses/detail?course_slug=adult-swim-improvers&source=online', headers: auth(who.token) });
  /** Statements queued for the pool (PostgreSQL's pool reports them; PGlite has none), as the test sets them. */
  const poolWaiting = (n: number) => {
    t.database.waiting = () => n;
  };
  let restore: Database['waiting'];
  beforeAll(() => {
    restore = t.database.waiting;
  });
  afterEach(() => {
    t.database.waiting = restore;
  });

  it('forms only while statements queue for the pool: then pages past the 16 being built wait in line, visitors excepted', async () => {
    const [buyer, other] = await newCustomers(t, 2);
    const release = occupy('viewing');
    try {
      poolWaiting(50);
      const lined = await campPage(buyer);
      expect(lined.statusCode).toBe(429);
      expect(lined.json()).toMatchObject({ message: messages.waitingRoom.queued, waiting_room: { position: 1 } });
      expect((await coursePage(other!)).json().waiting_room).toMatchObject({ position: 2 });
      // A visitor carries no credential of their own to hold a place with: their page is built as ever.
      expect((await campPage()).statusCode).toBe(200);
      // The pressure gone, the customer with a place walks in (and is built once a slot frees).
      poolWaiting(0);
      const answer = campPage(buyer, lined.json().waiting_room.ticket);
      await release();
      expect((await answer).statusCode).toBe(200);
    } finally {
      await release();
    }
  });

  it('lets every page in without pressure, however many are being built', async () => {
    poolWaiting(0);
    const [buyer] = await newCustomers(t, 1);
    const release = occupy('viewing');
    const answer = campPage(buyer);
    await release();
    expect((await answer).statusCode).toBe(200);
  });
});
