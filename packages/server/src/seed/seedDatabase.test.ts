import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { tenants, venues } from '../db/schema';
import { openTestDatabase, seedAgain } from '../../test/testApp';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const snapshot = async () => ({
  tenants: await database.db.select().from(tenants).orderBy(asc(tenants.id)),
  venues: await database.db.select().from(venues).orderBy(asc(venues.id)),
});

describe('seedDatabase', () => {
  it('seeds two tenants with three venues each', async () => {
    const { tenants: t, venues: v } = await snapshot();
    expect(t.map((row) => row.slug).sort()).toEqual(['peak', 'riverside']);
    expect(v).toHaveLength(6);
  });

  // Seeding again reads and compares every seeded row: 4–6 s on 2 cores, its own budget.
  it('changes nothing when run again over the seeded database', { timeout: 30_000 }, async () => {
    const before = await snapshot();
    await seedAgain(database.db);
    expect(await snapshot()).toEqual(before);
  });

  it('gives exactly one riverside venue a future activities v2 migration date', async () => {
    const { tenants: t, venues: v } = await snapshot();
    const riverside = t.find((row) => row.slug === 'riverside');
    const today = new Date().toISOString().slice(0, 10);
    const future = v.filter((row) => row.tenantId === riverside?.id && (row.activitiesV2MigrationDate ?? '') > today);
    expect(future.map((row) => row.slug)).toEqual(['millbrook-sports-hall']);
  });

  it('leaves the planner statistics of the busy tables (PGlite runs no autovacuum to gather them)', async () => {
    const { rows } = (await database.db.execute(
      sql`select tablename, count(*)::int as columns from pg_stats where schemaname = 'public' and tablename in ('bookings', 'occurrences', 'waitlist_entries') group by tablename order by tablename`,
    )) as unknown as { rows: Array<{ tablename: string; columns: number }> };
    expect(rows.map((row) => row.tablename)).toEqual(['bookings', 'occurrences', 'waitlist_entries']);
    for (const row of rows) expect(row.columns).toBeGreaterThan(3);
  });

  it('puts a script in exactly one footer', async () => {
    const { venues: v } = await snapshot();
    expect(v.filter((row) => row.footerHtml.includes('<script'))).toHaveLength(1);
  });
});
