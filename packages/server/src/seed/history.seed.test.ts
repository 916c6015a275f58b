import { refundStatus } from '@courtside/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bookings, orders, penalties, users } from '../db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';
import { historySeed } from './history.seed';

// The demo history: past orders (plain, partly and fully refunded), past bookings, a late cancellation's fee.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const chris = async () => (await t.database.db.select().from(users).where(eq(users.reference, 'RLT-000002')))[0]!;

describe('history seed (Chris Morgan)', () => {
  it('writes four past orders: one plain, one partly and one fully refunded, one whose late cancellation owes a fee', async () => {
    const user = await chris();
    const rows = await t.database.db.select().from(orders).where(eq(orders.userId, user.id)).orderBy(orders.itemHash);
    expect(rows).toHaveLength(4);
    expect(rows.map((o) => refundStatus(o.refunded, o.total))).toEqual([null, 'partial', 'full', null]);
    const held = await t.database.db.select().from(bookings).where(eq(bookings.userId, user.id));
    expect(held.map((b) => b.status).sort()).toEqual(['cancelled', 'cancelled', 'cancelled', 'settled', 'settled']);
    const owed = await t.database.db.select().from(penalties).where(eq(penalties.userId, user.id));
    expect(owed).toMatchObject([{ amount: 300, currency: 'GBP', paidAt: null }]);
    // The refunds went to Chris's credit, and the fee is outstanding.
    const refunded = rows.reduce((sum, o) => sum + o.refunded, 0);
    expect(refunded).toBeGreaterThan(0);
    expect(user).toMatchObject({ creditBalance: refunded, hasOutstandingPenalties: true });
  });

  it('adds nothing when run again', async () => {
    const user = await chris();
    await t.database.db.transaction(async (tx) => historySeed({ tx, tenantIds: { riverside: user.tenantId }, venueIds: {}, at: new Date(inject('seededAt')) }));
    expect(await t.database.db.select().from(orders).where(and(eq(orders.userId, user.id)))).toHaveLength(4);
    expect((await chris()).creditBalance).toBe(user.creditBalance);
  });
});
