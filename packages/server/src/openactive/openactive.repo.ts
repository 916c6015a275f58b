import { asc, eq } from 'drizzle-orm';
import { venues } from '../db/schema';
import { requireTenant, type TenantDb } from '../db/tenantDb';

/** The tenant's venues, named on its dataset site. */
export function listPublishedVenues(scope: TenantDb): Promise<Array<{ name: string; town: string }>> {
  const { db, tenantId } = requireTenant(scope);
  return db.select({ name: venues.name, town: venues.town }).from(venues).where(eq(venues.tenantId, tenantId)).orderBy(asc(venues.name));
}
