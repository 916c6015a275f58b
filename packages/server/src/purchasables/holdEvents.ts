import { sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { occurrences } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import { publish } from '../events/publish';

/** Places of these sessions changed (inside the bus's transaction: delivered after the commit); `freed` gave some back. */
export async function placesChanged(scope: TenantDb<Tx>, occurrenceIds: number[], freed: boolean): Promise<void> {
  if (occurrenceIds.length === 0) return;
  await publish(scope.db, { type: 'bookingsChanged', tenantId: scope.tenantId, occurrenceIds });
  if (freed) for (const occurrenceId of occurrenceIds) await publish(scope.db, { type: 'placeFreed', tenantId: scope.tenantId, occurrenceId });
}

/** A session's location names in the session's order, for the basket card (select it beside `occurrences`). */
export const occurrenceLocationNames = sql<string | null>`(select string_agg(l.name, ', ' order by array_position(${occurrences.locationIds}, l.id)) from locations l where l.id = any(${occurrences.locationIds}))`;
