import { messages } from '@courtside/core';
import { and, eq, gt, min, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, auth, freshSession, newCustomers, riversideHost } from '../../test/checkoutTestKit';
import { bookings, occurrences } from '../db/schema';
import { tenantDb } from '../db/tenantDb';
import { createTestApp, type TestApp } from '../../test/testApp';
import { createSoldOutMemo, keepRefusal, SOLD_OUT_MAX_KEEP_MS } from './soldOut';

describe('the sold-out memo', () => {
  const item = { purchasable_type: 'occurrence', purchasable_id: 'abc', quantity: 1 };
  it('refuses an item refused as full a moment ago, for as many places or more, on that tenant and channel only', () => {
    let now = 1_000;
    const memo = createSoldOutMemo(() => now, 2_000);
    expect(memo.refuses(1, 'online', item)).toBe(false);
    memo.remember(1, 'online', { ...item, quantity: 2 });
    expect(memo.refuses(1, 'online', { ...item, quantity: 2 })).toBe(true);
    expect(memo.refuses(1, 'online', { ...item, quantity: 3 })).toBe(true);
    // One place may be left where two were refused.
    expect(memo.refuses(1, 'online', item)).toBe(false);
    expect(memo.refuses(1, 'foh', { ...item, quantity: 2 })).toBe(false);
    expect(memo.refuses(2, 'online', { ...item, quantity: 2 })).toBe(false);
    expect(memo.refuses(1, 'online', { ...item, purchasable_id: 'other', quantity: 2 })).toBe(false);
    now += 1_999;
    expect(memo.refuses(1, 'online', { ...item, quantity: 2 })).toBe(true);
    now += 1;
    expect(memo.refuses(1, 'online', { ...item, quantity: 2 })).toBe(false);
  });

  it('forgets a tenant’s refusals when a place is freed, and keeps the others’; every tenant’s when told none', () => {
    const memo = createSoldOutMemo(() => 0);
    memo.remember(1, 'online', item);
    memo.remember(2, 'online', item);
    memo.forget(1);
    expect(memo.refuses(1, 'online', item)).toBe(false);
    expect(memo.refuses(2, 'online', item)).toBe(true);
    memo.forget();
    expect(memo.refuses(2, 'online', item)).toBe(false);
  });

  it('keeps a refusal until the moment it is told (no place can appear before), capped, and never shortens one', () => {
    let now = 0;
    const memo = createSoldOutMemo(() => now, 2_000, 30_000);
    memo.remember(1, 'online', item, 10_000);
    now = 5_000;
    // A refusal told a nearer end (or none) keeps the later one.
    memo.remember(1, 'online', item, 6_000);
    memo.remember(1, 'online', item);
    now = 9_999;
    expect(memo.refuses(1, 'online', item)).toBe(true);
    now = 10_000;
    expect(memo.keeps(1, 'online', item)).toBe(false);
    // Nothing held anywhere: kept for the longest keep, no longer.
    memo.remember(1, 'online', item, Number.POSITIVE_INFINITY);
    now = 39_999;
    expect(memo.refuses(1, 'online', item)).toBe(true);
    now = 40_000;
    expect(memo.refuses(1, 'online', item)).toBe(false);
  });
});

describe('adds to a session that has just sold out (the opening rush)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refusedFull = (res: { statusCode: number; json(): { message: string } }) => {
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(messages.sessionFull);
  };

  it('with nobody queueing, are claimed exactly: a place that appears with no event is sold at once', async () => {
    const session = await freshSession(t, 1);
    const [a, b, c] = (await newCustomers(t, 3)) as Array<{ id: number; token: string }>;
    expect((await addToBasket(t, a!, session.publicId)).statusCode).toBe(200);
    refusedFull(await addToBasket(t, b!, session.publicId));
    // A place appears with no event (a capacity raised, a hold lapsed): no add is waiting, so the claim runs and finds it.
    await t.database.db.update(occurrences).set({ capacity: 2 }).where(eq(occurrences.id, session.id));
    expect((await addToBasket(t, c!, session.publicId)).statusCode).toBe(200);
  });

  it('are refused from memory until the earliest hold of the tenant can lapse, since that is when a place can reappear', async () => {
    const session = await freshSession(t, 1);
    const [a] = (await newCustomers(t, 1)) as Array<{ id: number; token: string }>;
    expect((await addToBasket(t, a!, session.publicId)).statusCode).toBe(200);
    const lapse = new Date(Date.now() + 5_000);
    await t.database.db.update(bookings).set({ reservedUntil: lapse }).where(eq(bookings.occurrenceId, session.id));
    let now = Date.now();
    const memo = createSoldOutMemo(() => now);
    const want = { channel: 'online', item: { purchasable_type: 'occurrence', purchasable_id: session.publicId, quantity: 1 } };
    await keepRefusal(memo, tenantDb(t.database.db, session.tenantId), new Date(now), want);
    // The seed holds places until their sessions start: should one start sooner, it is the end (it lapses first).
    const [others] = await t.database.db
      .select({ at: min(bookings.reservedUntil) })
      .from(bookings)
      .where(and(eq(bookings.tenantId, session.tenantId), eq(bookings.status, 'reserved'), gt(bookings.reservedUntil, new Date(now)), ne(bookings.occurrenceId, session.id)));
    const end = Math.min(lapse.getTime(), others?.at?.getTime() ?? Number.POSITIVE_INFINITY);
    now = end - 1;
    expect(memo.refuses(session.tenantId, 'online', want.item)).toBe(true);
    now = end;
    expect(memo.refuses(session.tenantId, 'online', want.item)).toBe(false);
    // With every hold far off, the longest keep bounds it.
    await t.database.db.update(bookings).set({ reservedUntil: new Date(Date.now() + 3_600_000) }).where(eq(bookings.occurrenceId, session.id));
    await keepRefusal(memo, tenantDb(t.database.db, session.tenantId), new Date(now), want);
    expect(memo.keeps(session.tenantId, 'online', want.item)).toBe(true);
    now += SOLD_OUT_MAX_KEEP_MS;
    expect(memo.keeps(session.tenantId, 'online', want.item)).toBe(false);
  });

  it('in a burst are never sold past the capacity, and a freed place is sold again', async () => {
    const session = await freshSession(t, 2);
    const buyers = await newCustomers(t, 40);
    const answers = await Promise.all(buyers.map((buyer) => addToBasket(t, buyer, session.publicId)));
    const won = answers.map((res, i) => ({ res, buyer: buyers[i]! })).filter(({ res }) => res.statusCode === 200);
    expect(won).toHaveLength(2);
    for (const res of answers.filter((r) => r.statusCode !== 200)) refusedFull(res);
    // A winner empties their basket: the freed place forgets the refusals, and a loser gets it.
    const [{ res, buyer }] = won as [{ res: (typeof answers)[number]; buyer: (typeof buyers)[number] }];
    const itemId = (res.json() as { data: { items: Array<{ id: number }> } }).data.items[0]!.id;
    const removed = await t.request(riversideHost, { method: 'DELETE', url: `/api/v1/users/${buyer.id}/carts/online/items/${itemId}`, headers: auth(buyer.token) });
    expect(removed.statusCode).toBe(200);
    const loser = buyers.find((b) => !won.some((w) => w.buyer === b))!;
    expect((await addToBasket(t, loser, session.publicId)).statusCode).toBe(200);
  });
});
