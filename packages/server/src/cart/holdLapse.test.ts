import { messages } from '@courtside/core';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBasket, basket, freshSession, newCustomers } from '../../test/checkoutTestKit';
import { bookings, occurrences } from '../db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';

// A basket place is held for the hold's length; a customer back after it keeps the place when it is still free (held
// again), and otherwise is told it was released — never a place counted twice.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lapse = (occurrenceId: number, userId: number) =>
  t.database.db
    .update(bookings)
    .set({ reservedUntil: new Date(Date.now() - 60_000) })
    .where(and(eq(bookings.occurrenceId, occurrenceId), eq(bookings.userId, userId), eq(bookings.status, 'reserved')));
const live = async (occurrenceId: number) =>
  (await t.database.db.select().from(bookings).where(and(eq(bookings.occurrenceId, occurrenceId), ne(bookings.status, 'cancelled')))).filter(
    (b) => b.status === 'settled' || (b.reservedUntil !== null && b.reservedUntil > new Date()),
  );

describe('a lapsed hold', () => {
  it('is held again for another hold when its places are still free', async () => {
    const session = await freshSession(t, 1);
    const [a] = await newCustomers(t, 1);
    expect((await addToBasket(t, a!, session.publicId)).statusCode).toBe(200);
    const first = await basket(t, a!);
    await lapse(session.id, a!.id);
    const again = await basket(t, a!);
    expect(again.items).toHaveLength(1);
    expect(again.released_items).toEqual([]);
    expect(Date.parse(again.items[0].held_until)).toBeGreaterThan(Date.now() + 10 * 60_000);
    expect(again.item_hash).not.toBe(first.item_hash);
    expect((await live(session.id)).map((b) => b.userId)).toEqual([a!.id]);
  });

  it('is dropped and named once when someone else took the place meanwhile', async () => {
    const session = await freshSession(t, 1);
    const [a, b] = await newCustomers(t, 2);
    expect((await addToBasket(t, a!, session.publicId)).statusCode).toBe(200);
    await lapse(session.id, a!.id);
    expect((await addToBasket(t, b!, session.publicId)).statusCode).toBe(200);
    const dropped = await basket(t, a!);
    expect(dropped.items).toEqual([]);
    expect(dropped.released_items).toEqual([{ name: session.name }]);
    expect((await basket(t, a!)).released_items).toEqual([]);
    expect((await live(session.id)).map((row) => row.userId)).toEqual([b!.id]);
    expect(messages.cart.holdReleased(session.name)).toContain(session.name);
  });

  it('is not held again once its session has started', async () => {
    const session = await freshSession(t, 3);
    const [a] = await newCustomers(t, 1);
    expect((await addToBasket(t, a!, session.publicId)).statusCode).toBe(200);
    await lapse(session.id, a!.id);
    await t.database.db.update(occurrences).set({ startsAt: new Date(Date.now() - 60_000) }).where(eq(occurrences.id, session.id));
    const dropped = await basket(t, a!);
    expect(dropped.items).toEqual([]);
    expect(dropped.released_items).toEqual([{ name: session.name }]);
  });

  it('is told as the venue’s wall time beside the instant, in the zone’s summer time too', async () => {
    const session = await freshSession(t, 1);
    const [a] = await newCustomers(t, 1);
    expect((await addToBasket(t, a!, session.publicId)).statusCode).toBe(200);
    // Held until a summer morning: London is an hour ahead of UTC then.
    await t.database.db.update(bookings).set({ reservedUntil: new Date('2037-07-01T08:15:00Z') }).where(and(eq(bookings.occurrenceId, session.id), eq(bookings.userId, a!.id)));
    const [item] = (await basket(t, a!)).items;
    expect(item).toMatchObject({ held_until: '2037-07-01T08:15:00.000Z', held_until_local: '2037-07-01 09:15:00' });
  });
});
