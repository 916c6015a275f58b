import { and, asc, eq } from 'drizzle-orm';
import { activities, activityLocations, categories, locations, type ActivityRow } from '../db/schema';
import { requireTenant, type TenantDb } from '../db/tenantDb';

/** An activity with the slug of its category (what dates and tickets are asked by). */
export type CatalogueActivity = ActivityRow & { categorySlug: string };

/** The tenant's activities in catalogue order (a handful of rows: the tree is walked in memory). */
export async function listActivities(scope: TenantDb): Promise<CatalogueActivity[]> {
  const { db, tenantId } = requireTenant(scope);
  const rows = await db
    .select({ activity: activities, categorySlug: categories.slug })
    .from(activities)
    .innerJoin(categories, eq(categories.id, activities.categoryId))
    .where(eq(activities.tenantId, tenantId))
    .orderBy(asc(activities.position), asc(activities.id));
  return rows.map((row) => ({ ...row.activity, categorySlug: row.categorySlug }));
}

/** Where each sub activity takes place at one venue: activity id → locations. */
export async function listActivityLocations(scope: TenantDb, venueId: number): Promise<Map<number, Array<{ id: number; name: string }>>> {
  const { db, tenantId } = requireTenant(scope);
  const rows = await db
    .select({ activityId: activityLocations.activityId, id: locations.id, name: locations.name })
    .from(activityLocations)
    .innerJoin(locations, eq(locations.id, activityLocations.locationId))
    .where(and(eq(activityLocations.tenantId, tenantId), eq(locations.venueId, venueId)))
    .orderBy(asc(locations.position), asc(locations.id));
  const byActivity = new Map<number, Array<{ id: number; name: string }>>();
  for (const { activityId, ...location } of rows) byActivity.set(activityId, [...(byActivity.get(activityId) ?? []), location]);
  return byActivity;
}
