import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshSession, newCustomers } from '../../test/checkoutTestKit';
import { bookings } from '../db/schema';
import { checkInvariants } from '../../test/invariants';
import { createTestApp, type TestApp } from '../../test/testApp';
import { claimPlaces } from './holds';
import { tenantDb } from '../db/tenantDb';

// Integrity harness: a control run proving the race tests can fail. 30 buyers for 5 places go through a claim that
// counts and then inserts without the occurrence lock — every buyer counts before anyone inserts, which is what
// concurrent requests do without the lock — and the race test's own checks (winners ≤ places, the invariants) catch the
// overbooking. It runs inside one transaction that is rolled back, so no other test on a shared database ever sees the
// overbooked session. The same buyers through the real claim, concurrently, never overbook.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const places = 5;
const rolledBack = new Error('rolled back on purpose');

/** The unlocked claim, every buyer's count read before any insert: answers the winners and the capacity violations. */
async function unlockedRace() {
  const session = await freshSession(t, places);
  const buyers = await newCustomers(t, 30);
  const since = new Date(Date.now() - 1000);
  let outcome = { won: 0, violations: [] as Awaited<ReturnType<typeof checkInvariants>> };
  await t.database.db
    .transaction(async (tx) => {
      const taken = sql<number>`coalesce(sum(${bookings.quantity}), 0)::int`;
      const seen = await Promise.all(buyers.map(() => tx.select({ n: taken }).from(bookings).where(and(eq(bookings.occurrenceId, session.id), eq(bookings.status, 'settled')))));
      let won = 0;
      for (const [i, buyer] of buyers.entries()) {
        if (seen[i]![0]!.n + 1 > places) continue;
        await tx.insert(bookings).values({ tenantId: session.tenantId, occurrenceId: session.id, userId: buyer.id, status: 'settled', quantity: 1 });
        won++;
      }
      const violations = (await checkInvariants(tx, { since })).filter((v) => v.rule === 'capacity' && v.detail.startsWith(`occurrence ${session.id} `));
      outcome = { won, violations };
      throw rolledBack;
    })
    .catch((error: unknown) => {
      if (error !== rolledBack) throw error;
    });
  const left = await t.database.db.select().from(bookings).where(eq(bookings.occurrenceId, session.id));
  return { ...outcome, left: left.length };
}

/** The real claim, 30 buyers at once. */
async function lockedRace() {
  const session = await freshSession(t, places);
  const buyers = await newCustomers(t, 30);
  const since = new Date(Date.now() - 1000);
  const now = new Date();
  const claim = (userId: number) =>
    t.database.db.transaction((tx) =>
      claimPlaces(tenantDb(tx, session.tenantId), { occurrenceId: session.id, userId, quantity: 1, channel: 'online', now, reservedUntil: new Date(now.getTime() + 60_000) }),
    );
  const won = (await Promise.all(buyers.map((b) => claim(b.id)))).filter((r) => r.ok).length;
  const violations = (await checkInvariants(t.database.db, { since })).filter((v) => v.rule === 'capacity' && v.detail.startsWith(`occurrence ${session.id} `));
  return { won, violations };
}

describe('the booking race control run', () => {
  it('overbooks without the lock, and the race checks say so', async () => {
    const { won, violations, left } = await unlockedRace();
    expect(won).toBe(30);
    expect(violations).toEqual([{ rule: 'capacity', detail: expect.stringContaining(`30 places taken of ${places}`) }]);
    expect(left).toBe(0);
  });

  it('never overbooks with the real claim', async () => {
    const { won, violations } = await lockedRace();
    expect(won).toBe(places);
    expect(violations).toEqual([]);
  });
});
