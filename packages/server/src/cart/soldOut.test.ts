import { messages } from '@courtside/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { addToBasket, auth, freshSession, newCustomers, riversideHost } from '../checkout/checkoutTestKit';
import { occurrences } from '../db/schema';
import { createServices } from '../services';
import { openTestDatabase, testConfig, type TestApp } from '../test/testApp';
import { createSoldOutMemo, SOLD_OUT_KEEP_MS } from './soldOut';

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

  it('forgets a tenant’s refusals when a place is freed, and keeps the others’', () => {
    const memo = createSoldOutMemo(() => 0);
    memo.remember(1, 'online', item);
    memo.remember(2, 'online', item);
    memo.forget(1);
    expect(memo.refuses(1, 'online', item)).toBe(false);
    expect(memo.refuses(2, 'online', item)).toBe(true);
  });
});

describe('adds to a session that has just sold out (issue 17, the opening rush)', () => {
  let t: TestApp;
  let clock = Date.now();
  beforeAll(async () => {
    const database = await openTestDatabase();
    const config = testConfig();
    const services = createServices(config, database, { soldOut: createSoldOutMemo(() => clock) });
    const app = await buildApp({ config, database, services });
    t = { app, database, request: (host, options) => app.inject({ ...options, headers: { host, ...options.headers } }), close: async () => (await app.close(), await database.close()) };
  });
  afterAll(() => t.close());

  const refusedFull = (res: { statusCode: number; json(): { message: string } }) => {
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(messages.sessionFull);
  };

  it('are told at once for a moment, never sold past the capacity, and a freed place is sold again at once', async () => {
    const session = await freshSession(t, 1);
    const [a, b, c] = (await newCustomers(t, 3)) as [{ id: number; token: string }, { id: number; token: string }, { id: number; token: string }];
    const won = await addToBasket(t, a, session.publicId);
    expect(won.statusCode).toBe(200);
    refusedFull(await addToBasket(t, b, session.publicId));
    // A place appears with no event (a capacity raised behind the server's back): for a moment buyers still hear
    // 'full' — the memo answered, no claim ran — then the claim finds the place.
    await t.database.db.update(occurrences).set({ capacity: 2 }).where(eq(occurrences.id, session.id));
    refusedFull(await addToBasket(t, c, session.publicId));
    clock += SOLD_OUT_KEEP_MS;
    expect((await addToBasket(t, c, session.publicId)).statusCode).toBe(200);
    // Full again (two of two), and remembered; the first buyer empties their basket: the freed place forgets it.
    refusedFull(await addToBasket(t, b, session.publicId));
    const itemId = (won.json() as { data: { items: Array<{ id: number }> } }).data.items[0]!.id;
    const removed = await t.request(riversideHost, { method: 'DELETE', url: `/api/v1/users/${a.id}/carts/online/items/${itemId}`, headers: auth(a.token) });
    expect(removed.statusCode).toBe(200);
    expect((await addToBasket(t, b, session.publicId)).statusCode).toBe(200);
  });
});
