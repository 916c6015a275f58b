import { sql } from 'drizzle-orm';
import type { Db } from '../db/dbTypes';
import { tenants, venues } from '../db/schema';
import { refreshOpenActive } from '../openactive/refresh';
import { peakVenues } from './peak.venues';
import { riversideVenues } from './riverside.venues';
import type { VenueSeed } from './seedHelpers';
import { seedModules } from './seedModules';
import type { SeedContext } from './seedTypes';
import { tenantSeeds } from './tenants.seed';

const venuesByTenant: Record<string, VenueSeed[]> = {
  riverside: riversideVenues,
  peak: peakVenues,
};

/**
 * Writes the demo data by natural key (tenant slug; tenant id + venue slug) with upserts, so
 * running it again changes nothing. A tenant's maintenance flag is left as it is.
 */
export async function seedDatabase(db: Db, at: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const context: SeedContext = { tx, tenantIds: {}, venueIds: {}, at };
    for (const tenant of tenantSeeds) {
      const [row] = await tx
        .insert(tenants)
        .values(tenant)
        .onConflictDoUpdate({ target: tenants.slug, set: tenant })
        .returning({ id: tenants.id });
      if (!row) throw new Error(`Seeding tenant ${tenant.slug} returned no row`);
      context.tenantIds[tenant.slug] = row.id;
      const venueIds: Record<string, number> = (context.venueIds[tenant.slug] = {});
      for (const venue of venuesByTenant[tenant.slug] ?? []) {
        const [venueRow] = await tx
          .insert(venues)
          .values({ ...venue, tenantId: row.id })
          .onConflictDoUpdate({ target: [venues.tenantId, venues.slug], set: venue })
          .returning({ id: venues.id });
        if (venueRow) venueIds[venue.slug] = venueRow.id;
      }
    }
    for (const seedModule of seedModules) await seedModule(context);
  });
  // Every tenant's OpenActive feeds start from the seeded timetable (the events and jobs keep them true after).
  for (const { id } of await db.select({ id: tenants.id }).from(tenants)) await refreshOpenActive(db, id, new Date(), 'all');
  // The planner needs statistics of what the seed wrote, and PGlite gathers none itself (it runs no autovacuum). Without
  // them the waitlist sweep's correlated count scanned every live hold once per session: 1–3 s each minute holding
  // PGlite's one connection, and with it the event loop (PostgreSQL's autovacuum would catch up within a minute).
  await db.execute(sql`analyze`);
}
