import { createHmac } from 'node:crypto';
import type { IntegrationEventType } from '@courtside/core';
import { and, arrayContains, eq, sql } from 'drizzle-orm';
import type { SystemDb } from '../db/systemDb';
import { integrationDeliveries, integrations, type IntegrationRow } from '../db/schema';
import type { EventOf } from '../events/catalogue';
import { postToTarget, RefusedTarget, type TargetCheck } from './webhookTarget';

// A tenant's domain events go to its webhook integrations after the commit (a durable subscriber: any process, retried
// with the outbox's backoff until every integration has it). Each delivery is signed and logged.

/** The domain events integrations can take, as the receiver names them, with the event's id and data. */
export type WebhookEvent = EventOf<'userCreated'> | EventOf<'orderCompleted'> | EventOf<'bookingCancelled'>;

/** What a receiver is sent: the event type, its id (the same on every retry), when, and what it names (ids only). */
export function webhookOf(event: WebhookEvent): { type: IntegrationEventType; id: string; data: Record<string, unknown> } {
  switch (event.type) {
    case 'userCreated':
      return { type: 'v1.user.created', id: `user-${event.userId}`, data: { user_id: event.userId } };
    case 'orderCompleted':
      return { type: 'v1.order.completed', id: `order-${event.orderId}`, data: { order_id: event.orderId } };
    case 'bookingCancelled':
      return { type: 'v1.booking.cancelled', id: `booking-${event.bookingId}-cancelled`, data: { booking_id: event.bookingId, was_paid: event.wasSettled } };
  }
}

/**
 * The signature header of a body sent at `timestamp` (unix seconds): `t=<timestamp>,v1=<hex HMAC-SHA256 of
 * "<timestamp>.<body>" with the integration's secret>` — receivers recompute it and refuse old timestamps.
 */
export const signatureOf = (secret: string, timestamp: number, body: string) =>
  `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

export interface WebhookDeps {
  db: SystemDb;
  now: () => Date;
  /** Where deliveries may go (public https addresses; loopback where the server allows it) and the resolver. */
  target: TargetCheck;
  /** How long one delivery may take (default 10 s). */
  timeoutMs?: number;
}

/** Posts one event to one integration on its checked address; answers the HTTP status, or throws when nothing answered. */
async function post(deps: WebhookDeps, integration: IntegrationRow, body: string): Promise<number> {
  const timestamp = Math.floor(deps.now().getTime() / 1000);
  return postToTarget(integration.url, {
    ...deps.target,
    headers: { 'content-type': 'application/json', 'user-agent': 'Courtside-Webhooks/1', 'x-courtside-signature': signatureOf(integration.secret, timestamp, body) },
    body,
    timeoutMs: deps.timeoutMs ?? 10_000,
  });
}

/** What the delivery log says of a delivery that got no answer: the refusal's reason, or the connection's error. */
const failureText = (failure: unknown) =>
  failure instanceof RefusedTarget ? `Refused: ${failure.message}` : failure instanceof Error ? `${failure.name}: ${failure.message}` : 'The receiver did not answer.';

/**
 * Delivers `event` to every active integration of its tenant that takes its type and has not had it yet, logging each
 * attempt. Throws when any delivery failed, so the outbox retries the event later (those delivered are not sent again).
 */
export async function deliverWebhooks(deps: WebhookDeps, event: WebhookEvent): Promise<number> {
  const hook = webhookOf(event);
  const targets = await deps.db
    .select()
    .from(integrations)
    .where(and(eq(integrations.tenantId, event.tenantId), eq(integrations.isActive, true), arrayContains(integrations.enabledEventTypes, [hook.type])));
  let failed = 0;
  let delivered = 0;
  for (const integration of targets) {
    const [done] = await deps.db
      .select({ status: integrationDeliveries.status })
      .from(integrationDeliveries)
      .where(and(eq(integrationDeliveries.integrationId, integration.id), eq(integrationDeliveries.eventId, hook.id)));
    if (done?.status === 'delivered') continue;
    const body = JSON.stringify({ id: hook.id, type: hook.type, created_at: deps.now().toISOString(), data: hook.data });
    let status: number | null = null;
    let error: string | null = null;
    try {
      status = await post(deps, integration, body);
      if (status < 200 || status >= 300) error = `The receiver answered ${status}.`;
    } catch (failure) {
      error = failureText(failure).slice(0, 500);
    }
    const outcome = error === null ? ('delivered' as const) : ('failed' as const);
    const at = deps.now();
    await deps.db
      .insert(integrationDeliveries)
      .values({ tenantId: event.tenantId, integrationId: integration.id, eventType: hook.type, eventId: hook.id, status: outcome, attempts: 1, responseStatus: status, error, createdAt: at, deliveredAt: outcome === 'delivered' ? at : null })
      .onConflictDoUpdate({
        target: [integrationDeliveries.integrationId, integrationDeliveries.eventId],
        set: { status: outcome, attempts: sql`${integrationDeliveries.attempts} + 1`, responseStatus: status, error, deliveredAt: outcome === 'delivered' ? at : null },
      });
    if (outcome === 'failed') failed++;
    else delivered++;
  }
  if (failed > 0) throw new Error(`${failed} webhook deliveries of ${hook.id} failed; retried later`);
  return delivered;
}
