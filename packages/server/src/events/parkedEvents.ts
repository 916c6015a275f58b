import { messages, type ParkedEventWire } from '@courtside/core';
import { and, desc, isNotNull, sql } from 'drizzle-orm';
import { outboxEvents } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import { HttpError } from '../http/httpError';

/** How many parked events the operator's list answers (the newest). */
export const PARKED_LIST_SIZE = 100;

/** The tenant's parked outbox events, newest first: what a background job failed to handle on its last attempt. */
export async function listParked(scope: TenantDb): Promise<ParkedEventWire[]> {
  const rows = await scope.db
    .select()
    .from(outboxEvents)
    .where(scope.owned(outboxEvents, isNotNull(outboxEvents.parkedAt)))
    .orderBy(desc(outboxEvents.parkedAt), desc(outboxEvents.id))
    .limit(PARKED_LIST_SIZE);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    attempts: row.attempts,
    handled_by: row.deliveredTo,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    parked_at: row.parkedAt!.toISOString(),
  }));
}

/**
 * Makes one of the tenant's parked events due again now, with a fresh set of attempts for the jobs that have not
 * handled it (404 for an event that is not the tenant's or not parked).
 */
export async function releaseParked(scope: TenantDb, id: number): Promise<void> {
  const released = await scope.db
    .update(outboxEvents)
    .set({ parkedAt: null, attempts: 0, availableAt: sql`now()` })
    .where(scope.owned(outboxEvents, and(sql`${outboxEvents.id} = ${id}`, isNotNull(outboxEvents.parkedAt))))
    .returning({ id: outboxEvents.id });
  if (released.length === 0) throw new HttpError(404, messages.notFound);
}
