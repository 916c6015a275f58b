import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshSessionLater, newCustomers, tenantIdOf } from '../../test/checkoutTestKit';
import { bookingBundles, bookings, occurrences, programmes } from '../db/schema';
import { tenantDb } from '../db/tenantDb';
import { checkInvariants } from '../../test/invariants';
import { createTestApp, type TestApp } from '../../test/testApp';
import { claimBundlePlaces, type BundleClaimRequest } from './holds';

// A camp's or course's holds in two statements, all or none — the same rules as claiming each session.
let t: TestApp;
let tenantId: number;
let programmeId: string;
beforeAll(async () => {
  t = await createTestApp();
  tenantId = await tenantIdOf(t);
  programmeId = (await t.database.db.select({ id: programmes.id }).from(programmes).where(eq(programmes.tenantId, tenantId)).limit(1))[0]!.id;
});
afterAll(() => t.close());

/** Three sessions on three days, each with `capacity` places. */
const sessions = async (capacity: number) => Promise.all([1, 2, 3].map(async (day) => (await freshSessionLater(t, capacity, day * 10)).id));

/** Claims the sessions for a customer in a transaction of its own, with a bundle of its own. */
async function claim(userId: number, occurrenceIds: number[], extra: Partial<BundleClaimRequest> = {}, tenant = tenantId) {
  const now = new Date();
  return t.database.db.transaction(async (tx) => {
    const [bundle] = await tx.insert(bookingBundles).values({ tenantId, programmeId, userId, status: 'reserved', whole: true }).returning({ id: bookingBundles.id });
    return claimBundlePlaces(tenantDb(tx, tenant), { occurrenceIds, userId, channel: 'online', now, reservedUntil: new Date(now.getTime() + 60_000), bundleId: bundle!.id, ...extra });
  });
}

const heldBy = (userId: number, occurrenceIds: number[]) =>
  t.database.db.select().from(bookings).where(and(eq(bookings.userId, userId), inArray(bookings.occurrenceId, occurrenceIds), eq(bookings.status, 'reserved')));

describe('claimBundlePlaces', () => {
  it('holds a place on every session, each belonging to the bundle', async () => {
    const ids = await sessions(2);
    const [buyer] = await newCustomers(t, 1);
    const result = await claim(buyer!.id, ids);
    expect(result.ok).toBe(true);
    const held = await heldBy(buyer!.id, ids);
    expect(held.map((b) => b.occurrenceId).sort()).toEqual([...ids].sort());
    expect(new Set(held.map((b) => b.bundleId)).size).toBe(1);
    expect(held[0]!.bundleId).not.toBeNull();
    expect(result.ok && [...result.bookingIds].sort()).toEqual(held.map((b) => b.id).sort());
  });

  it('holds nothing when any one session is full', async () => {
    const ids = await sessions(1);
    const [first, second] = await newCustomers(t, 2);
    expect((await claim(first!.id, [ids[1]!])).ok).toBe(true);
    expect(await claim(second!.id, ids)).toEqual({ ok: false, reason: 'full' });
    expect(await heldBy(second!.id, ids)).toEqual([]);
  });

  it('refuses a customer who already holds one of the sessions, but lets their own lapsed hold give way', async () => {
    const ids = await sessions(5);
    const [buyer] = await newCustomers(t, 1);
    expect((await claim(buyer!.id, [ids[0]!])).ok).toBe(true);
    expect(await claim(buyer!.id, ids)).toEqual({ ok: false, reason: 'alreadyBooked' });
    await t.database.db.update(bookings).set({ reservedUntil: new Date(Date.now() - 1000) }).where(eq(bookings.userId, buyer!.id));
    expect((await claim(buyer!.id, ids)).ok).toBe(true);
    expect(await heldBy(buyer!.id, ids)).toHaveLength(3);
  });

  it('counts a split session against the channel\'s own capacity', async () => {
    const ids = await sessions(5);
    await t.database.db.update(occurrences).set({ capacityStrategy: 'split', fohCapacity: 0 }).where(eq(occurrences.id, ids[2]!));
    const [buyer] = await newCustomers(t, 1);
    expect(await claim(buyer!.id, ids, { channel: 'foh' })).toEqual({ ok: false, reason: 'full' });
    expect((await claim(buyer!.id, ids, { channel: 'online' })).ok).toBe(true);
  });

  it('does not find another tenant\'s sessions', async () => {
    const ids = await sessions(5);
    const [buyer] = await newCustomers(t, 1);
    expect(await claim(buyer!.id, ids, {}, await tenantIdOf(t, 'peak'))).toEqual({ ok: false, reason: 'notFound' });
  });

  it('never oversells when many buy the same bundle at once, and never deadlocks', async () => {
    const ids = await sessions(4);
    const buyers = await newCustomers(t, 12);
    const since = new Date(Date.now() - 1000);
    const results = await Promise.all(buyers.map((b) => claim(b.id, ids)));
    expect(results.filter((r) => r.ok)).toHaveLength(4);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.reason === 'full')).toBe(true);
    const violations = (await checkInvariants(t.database.db, { since })).filter((v) => ids.some((id) => v.detail.includes(`occurrence ${id} `)));
    expect(violations).toEqual([]);
  });
});
