import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { tenants, type TenantRow } from '../db/schema';

/** The tenant with this slug, or undefined. */
export async function findTenantBySlug(db: Db, slug: string): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.slug, slug)).limit(1);
  return row;
}

/** Sets the tenant's maintenance flag and returns the stored value. */
export async function setMaintenance(db: Db, tenantId: number, maintenance: boolean): Promise<boolean> {
  const [row] = await db
    .update(tenants)
    .set({ maintenance })
    .where(eq(tenants.id, tenantId))
    .returning({ maintenance: tenants.maintenance });
  return row?.maintenance ?? maintenance;
}
