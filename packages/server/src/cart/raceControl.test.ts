import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshSession, newCustomers } from '../checkout/checkoutTestKit';
import { bookings, occurrences } from '../db/schema';
import { checkInvariants } from '../security/invariants';
import { createTestApp, type TestApp } from '../test/testApp';
import { claimPlaces } from './holds';

// Issue 10 harness: a control run proving the race tests can fail. The same burst of buyers runs through a claim that
// counts and inserts without the occurrence lock (the bug the real claim prevents) and through the real claim; the
// invariants catch the first overbooking and find nothing after the second.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Claim = (occurrenceId: number, userId: number) => Promise<boolean>;

/** Counts the places, yields (as a slow query would), then inserts: no lock, so buyers interleave. */
const unlockedClaim: Claim = async (occurrenceId, userId) => {
  const db = t.database.db;
  const [row] = await db
    .select({ taken: sql<number>`coalesce(sum(${bookings.quantity}), 0)::int`, capacity: sql<number>`max(${occurrences.capacity})` })
    .from(occurrences)
    .leftJoin(bookings, and(eq(bookings.occurrenceId, occurrences.id), eq(bookings.status, 'settled')))
    .where(eq(occurrences.id, occurrenceId));
  await new Promise((resolve) => setImmediate(resolve));
  if (row!.taken + 1 > row!.capacity) return false;
  const [session] = await db.select({ tenantId: occurrences.tenantId }).from(occurrences).where(eq(occurrences.id, occurrenceId));
  await db.insert(bookings).values({ tenantId: session!.tenantId, occurrenceId, userId, status: 'settled', quantity: 1 });
  return true;
};

const lockedClaim: Claim = async (occurrenceId, userId) => {
  const now = new Date();
  const [session] = await t.database.db.select({ tenantId: occurrences.tenantId }).from(occurrences).where(eq(occurrences.id, occurrenceId));
  const result = await t.database.db.transaction((tx) =>
    claimPlaces(tx, { tenantId: session!.tenantId, occurrenceId, userId, quantity: 1, channel: 'online', now, reservedUntil: new Date(now.getTime() + 60_000) }),
  );
  return result.ok;
};

/** 30 buyers at once for 5 places; answers how many won and the capacity violations on that session. */
async function race(claim: Claim) {
  const session = await freshSession(t, 5);
  const buyers = await newCustomers(t, 30);
  const since = new Date(Date.now() - 1000);
  const won = (await Promise.all(buyers.map((b) => claim(session.id, b.id)))).filter(Boolean).length;
  const violations = (await checkInvariants(t.database.db, { since })).filter((v) => v.rule === 'capacity' && v.detail.startsWith(`occurrence ${session.id} `));
  return { session, won, violations };
}

describe('the booking race control run', () => {
  it('overbooks without the lock, and the invariants say so', async () => {
    const { session, won, violations } = await race(unlockedClaim);
    try {
      expect(won).toBeGreaterThan(5);
      expect(violations).toHaveLength(1);
    } finally {
      // Leave no overbooked session behind for the other files' invariant checks on a shared database.
      await t.database.db.delete(bookings).where(eq(bookings.occurrenceId, session.id));
    }
  });

  it('never overbooks with the real claim', async () => {
    const { won, violations } = await race(lockedClaim);
    expect(won).toBe(5);
    expect(violations).toEqual([]);
  });
});
