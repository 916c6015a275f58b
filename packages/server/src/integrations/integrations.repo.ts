import { randomBytes } from 'node:crypto';
import { messages, type IntegrationCreateBody, type IntegrationDeliveryWire, type IntegrationWire } from '@courtside/core';
import { asc, desc, eq } from 'drizzle-orm';
import { integrationDeliveries, integrations, type IntegrationRow } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import { HttpError } from '../http/httpError';

/** How many deliveries the log answers (the newest). */
export const DELIVERY_LOG_SIZE = 100;

/** Spec §3 Third-party integration; the driver only for super users (core's seeIntegrationDrivers), null for others. */
const toWire = (row: IntegrationRow, showDriver = false): IntegrationWire => ({
  id: row.id,
  type: row.type,
  driver: showDriver ? row.driver : null,
  url: row.url,
  enabled_event_types: row.enabledEventTypes,
  is_active: row.isActive,
  created_at: row.createdAt.toISOString(),
});

/** The tenant's integrations, oldest first. */
export async function listIntegrations(scope: TenantDb, showDriver: boolean): Promise<IntegrationWire[]> {
  return (await scope.db.select().from(integrations).where(scope.owned(integrations)).orderBy(asc(integrations.id))).map((row) => toWire(row, showDriver));
}

/** Creates a webhook integration with a fresh signing secret, answered this once. */
export async function createIntegration(scope: TenantDb, body: IntegrationCreateBody, showDriver: boolean): Promise<IntegrationWire & { secret: string }> {
  const secret = randomBytes(32).toString('base64url');
  const [row] = await scope.db
    .insert(integrations)
    .values({ tenantId: scope.tenantId, url: body.url, secret, enabledEventTypes: [...new Set(body.enabled_event_types)], isActive: body.is_active })
    .returning();
  return { ...toWire(row!, showDriver), secret };
}

/** The newest deliveries of one of the tenant's integrations (404 for anyone else's). */
export async function deliveriesOf(scope: TenantDb, integrationId: number): Promise<IntegrationDeliveryWire[]> {
  const [integration] = await scope.db.select({ id: integrations.id }).from(integrations).where(scope.owned(integrations, eq(integrations.id, integrationId)));
  if (!integration) throw new HttpError(404, messages.notFound);
  const rows = await scope.db
    .select()
    .from(integrationDeliveries)
    .where(scope.owned(integrationDeliveries, eq(integrationDeliveries.integrationId, integrationId)))
    .orderBy(desc(integrationDeliveries.id))
    .limit(DELIVERY_LOG_SIZE);
  return rows.map((d) => ({
    id: d.id,
    integration_id: d.integrationId,
    event_type: d.eventType,
    event_id: d.eventId,
    status: d.status,
    attempts: d.attempts,
    response_status: d.responseStatus,
    error: d.error,
    created_at: d.createdAt.toISOString(),
    delivered_at: d.deliveredAt?.toISOString() ?? null,
  }));
}
