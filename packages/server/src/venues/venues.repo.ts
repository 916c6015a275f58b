import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { venues, type VenueRow } from '../db/schema';

/** Every venue of the tenant, sorted by name. */
export function listVenues(db: Db, tenantId: number): Promise<VenueRow[]> {
  return db.select().from(venues).where(eq(venues.tenantId, tenantId)).orderBy(asc(venues.name), asc(venues.id));
}

/** The tenant's venue with this slug; another tenant's venue is never found. */
export async function findVenueBySlug(db: Db, tenantId: number, slug: string): Promise<VenueRow | undefined> {
  const [row] = await db
    .select()
    .from(venues)
    .where(and(eq(venues.tenantId, tenantId), eq(venues.slug, slug)))
    .limit(1);
  return row;
}

/** The tenant's first venue by name (the footer shown before a venue is chosen). */
export async function findFirstVenue(db: Db, tenantId: number): Promise<VenueRow | undefined> {
  const [row] = await db
    .select()
    .from(venues)
    .where(eq(venues.tenantId, tenantId))
    .orderBy(asc(venues.name), asc(venues.id))
    .limit(1);
  return row;
}
