import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantIdOf } from '../../test/checkoutTestKit';
import { createTestApp, type TestApp } from '../../test/testApp';
import { discountCodes, venues } from './schema';
import { tenantDb } from './tenantDb';
import { TenantMismatchError } from './tenantQueries';

// A tenant's handle adds the tenant itself: a query written with no tenant term reads, changes and writes only that
// tenant's rows (scope.owned still says it in the query's own words).
let t: TestApp;
let riverside: number;
let peak: number;
beforeAll(async () => {
  t = await createTestApp();
  [riverside, peak] = await Promise.all([tenantIdOf(t, 'riverside'), tenantIdOf(t, 'peak')]);
});
afterAll(() => t.close());

const venuesOf = async (tenantId: number) => (await t.database.db.select({ id: venues.id }).from(venues).where(eq(venues.tenantId, tenantId))).map((v) => v.id);

describe("a tenant's handle", () => {
  it('selects only its own rows, with or without a condition of its own, in a transaction too', async () => {
    const scope = tenantDb(t.database.db, riverside);
    const [own, others] = await Promise.all([venuesOf(riverside), venuesOf(peak)]);
    expect(others.length).toBeGreaterThan(0);
    expect((await scope.db.select({ id: venues.id }).from(venues)).map((v) => v.id).sort()).toEqual([...own].sort());
    expect(await scope.db.select().from(venues).where(inArray(venues.id, others))).toEqual([]);
    expect(await scope.db.select().from(venues).where(() => inArray(venues.id, others))).toEqual([]);
    await scope.transaction(async (tx) => {
      expect(await tx.db.select().from(venues).where(eq(venues.id, others[0]!))).toEqual([]);
      expect(await tx.db.transaction((inner) => inner.select().from(venues).where(eq(venues.id, others[0]!)))).toEqual([]);
    });
  });

  it("changes and deletes none of another tenant's rows, and writes its own tenant on a row that names none", async () => {
    const scope = tenantDb(t.database.db, riverside);
    const [theirs] = await t.database.db.insert(discountCodes).values({ tenantId: peak, code: `PEAKONLY${Date.now()}`, percentOff: 10 }).returning();
    expect(await scope.db.update(discountCodes).set({ uses: 99 }).where(eq(discountCodes.id, theirs!.id)).returning()).toEqual([]);
    expect(await scope.db.delete(discountCodes).where(eq(discountCodes.id, theirs!.id)).returning()).toEqual([]);
    expect((await t.database.db.select().from(discountCodes).where(eq(discountCodes.id, theirs!.id)))[0]).toMatchObject({ uses: 0, tenantId: peak });

    const [mine] = await scope.db.insert(discountCodes).values({ code: `MINE${Date.now()}`, percentOff: 5 } as typeof discountCodes.$inferInsert).returning();
    expect(mine!.tenantId).toBe(riverside);
    expect(() => scope.db.insert(discountCodes).values({ tenantId: peak, code: 'NOTYOURS', percentOff: 5 })).toThrow(TenantMismatchError);
    await t.database.db.delete(discountCodes).where(inArray(discountCodes.id, [theirs!.id, mine!.id]));
  });
});
