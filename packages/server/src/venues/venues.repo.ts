import { and, asc, eq } from 'drizzle-orm';
import { venues, type VenueRow } from '../db/schema';
import { requireTenant, type TenantDb } from '../db/tenantDb';

/** Every venue of the tenant, sorted by name. */
export function listVenues(scope: TenantDb): Promise<VenueRow[]> {
  const { db, tenantId } = requireTenant(scope);
  return db.select().from(venues).where(eq(venues.tenantId, tenantId)).orderBy(asc(venues.name), asc(venues.id));
}

/** The tenant's venue with this slug; another tenant's venue is never found. */
export async function findVenueBySlug(scope: TenantDb, slug: string): Promise<VenueRow | undefined> {
  const { db, tenantId } = requireTenant(scope);
  const [row] = await db
    .select()
    .from(venues)
    .where(and(eq(venues.tenantId, tenantId), eq(venues.slug, slug)))
    .limit(1);
  return row;
}

/** The tenant's first venue by name (the footer shown before a venue is chosen). */
export async function findFirstVenue(scope: TenantDb): Promise<VenueRow | undefined> {
  const { db, tenantId } = requireTenant(scope);
  const [row] = await db
    .select()
    .from(venues)
    .where(eq(venues.tenantId, tenantId))
    .orderBy(asc(venues.name), asc(venues.id))
    .limit(1);
  return row;
}
