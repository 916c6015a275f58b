import { messages } from '@courtside/core';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { cardRefunds, paymentTransactions, providerEvents, type ProviderEventRow } from '../db/schema';
import { tenantDb, type TenantDb } from '../db/tenantDb';
import type { EventOf } from '../events/catalogue';
import { applyAdyenEvent } from './adyen/adyenEvents';
import { completeFromProvider, paymentByReference, type ProviderJobDeps } from './providerCompletion';
import { paymentWhere, providerOfRow } from './payments';

export type { ProviderJobDeps } from './providerCompletion';

/**
 * A Stripe event: the PaymentIntent authorised or succeeded completes its order, a failed one fails its payment, a
 * refunded charge marks its refunds done.
 */
async function applyStripeEvent(deps: ProviderJobDeps, scope: TenantDb, stored: ProviderEventRow): Promise<void> {
  const data = stored.data as { payment_intent?: string; last_payment_error?: { message?: string } | null; refunds?: { data?: Array<{ id: string; status: string }> } };
  if (stored.type === 'payment_intent.succeeded' || stored.type === 'payment_intent.amount_capturable_updated') {
    const row = await paymentByReference(scope, stored.provider, stored.objectId);
    if (row) await completeFromProvider(deps, scope, row);
  } else if (stored.type === 'payment_intent.payment_failed') {
    const row = await paymentByReference(scope, stored.provider, stored.objectId);
    if (row) {
      await scope.db
        .update(paymentTransactions)
        .set({ status: 'failed', failure: data.last_payment_error?.message ?? messages.paymentDeclined })
        .where(paymentWhere(scope, row.id, isNull(paymentTransactions.orderId), inArray(paymentTransactions.status, ['prepared', 'sca_required'])));
    }
  } else if (stored.type === 'charge.refunded') {
    const done = (data.refunds?.data ?? []).filter((refund) => refund.status === 'succeeded').map((refund) => refund.id);
    if (done.length > 0) {
      await scope.db.update(cardRefunds).set({ status: 'succeeded', failure: null }).where(scope.owned(cardRefunds, inArray(cardRefunds.providerReference, done)));
    }
  }
}

/** How each provider's kept events are applied, by its lowercase name. */
const eventAppliers: Readonly<Record<string, (deps: ProviderJobDeps, scope: TenantDb, stored: ProviderEventRow) => Promise<void>>> = {
  stripe: applyStripeEvent,
  adyen: applyAdyenEvent,
};

/**
 * Applies a verified provider event once (the outbox's job for providerEventReceived), by its provider's rules: money
 * authorised completes its order, a failure fails its payment, a refund done marks its refund. The event row's
 * applied_at makes a second delivery a no-op.
 */
export async function applyProviderEvent(deps: ProviderJobDeps, event: EventOf<'providerEventReceived'>): Promise<void> {
  const scope = tenantDb(deps.db, event.tenantId, deps.events);
  const key = (table: typeof providerEvents) => scope.owned(table, eq(table.provider, event.provider), eq(table.eventId, event.eventId));
  const [stored] = await scope.db.select().from(providerEvents).where(key(providerEvents));
  if (!stored || stored.appliedAt) return;
  await eventAppliers[stored.provider]?.(deps, scope, stored);
  await scope.db.update(providerEvents).set({ appliedAt: deps.now() }).where(and(key(providerEvents), isNull(providerEvents.appliedAt)));
}

/**
 * Gives a cancelled booking's money back to the card it was paid with (the outbox's job for cardRefundDue): the
 * refund's id is the provider's idempotency key, so a retry after a crash or a timeout refunds once.
 */
export async function issueCardRefund(deps: ProviderJobDeps, event: EventOf<'cardRefundDue'>): Promise<void> {
  const scope = tenantDb(deps.db, event.tenantId, deps.events);
  const [refund] = await scope.db.select().from(cardRefunds).where(scope.owned(cardRefunds, eq(cardRefunds.id, event.refundId)));
  if (!refund || refund.providerReference) return;
  const [payment] = await scope.db.select().from(paymentTransactions).where(paymentWhere(scope, refund.paymentId));
  if (!payment?.providerReference) return;
  const provider = await providerOfRow({ scope, provider: deps.provider, providers: deps.providers }, payment);
  if (!provider.refund) {
    await scope.db.update(cardRefunds).set({ status: 'failed', failure: messages.cardProvider.refundFailed }).where(scope.owned(cardRefunds, eq(cardRefunds.id, refund.id)));
    return;
  }
  const made = await provider.refund(refund.id, payment.providerReference, { amount: refund.amount, currency: refund.currency });
  await scope.db
    .update(cardRefunds)
    .set({ providerReference: made.reference, status: made.status, failure: made.status === 'failed' ? messages.cardProvider.refundFailed : null })
    .where(scope.owned(cardRefunds, eq(cardRefunds.id, refund.id)));
}
