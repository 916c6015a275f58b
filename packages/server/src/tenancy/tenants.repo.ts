import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { tenants, type TenantRow } from '../db/schema';

/**
 * Every request resolves its tenant, so rows are kept for a moment per database. Writes through
 * this module clear the entry at once; another process sees a change within TENANT_TTL_MS.
 */
export const TENANT_TTL_MS = 2_000;
const cache = new WeakMap<Db, Map<string, { row: TenantRow | undefined; at: number }>>();

function cacheFor(db: Db) {
  let entries = cache.get(db);
  if (!entries) cache.set(db, (entries = new Map()));
  return entries;
}

/** The tenant with this slug, or undefined (cached for TENANT_TTL_MS). */
export async function findTenantBySlug(db: Db, slug: string, now = Date.now()): Promise<TenantRow | undefined> {
  const entries = cacheFor(db);
  const hit = entries.get(slug);
  if (hit && now - hit.at < TENANT_TTL_MS) return hit.row;
  const [row] = await db.select().from(tenants).where(eq(tenants.slug, slug)).limit(1);
  entries.set(slug, { row, at: now });
  return row;
}

/** Forgets cached tenant rows of this database (after a tenant write, or a seed). */
export function forgetTenants(db: Db): void {
  cache.delete(db);
}

/** Sets the tenant's maintenance flag and returns the stored value. */
export async function setMaintenance(db: Db, tenantId: number, maintenance: boolean): Promise<boolean> {
  const [row] = await db
    .update(tenants)
    .set({ maintenance })
    .where(eq(tenants.id, tenantId))
    .returning({ maintenance: tenants.maintenance });
  forgetTenants(db);
  return row?.maintenance ?? maintenance;
}
