import { asc } from 'drizzle-orm';
import { categories, type CategoryRow } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';

/** Every category of the tenant (parents and children), by name (spec §3 Category). */
export async function listCategories(scope: TenantDb): Promise<CategoryRow[]> {
  return scope.db.select().from(categories).where(scope.owned(categories)).orderBy(asc(categories.name));
}
