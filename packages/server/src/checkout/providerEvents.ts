import { messages } from '@courtside/core';
import type { HoldChannel } from '../purchasables/purchasable';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { SystemDb } from '../db/systemDb';
import { cardRefunds, carts, paymentTransactions, providerEvents, tenants, type PaymentTransactionRow } from '../db/schema';
import { tenantDb, type TenantDb } from '../db/tenantDb';
import type { EventBus } from '../events/eventBus';
import type { EventOf } from '../events/catalogue';
import { HttpError } from '../http/httpError';
import { completeOrder } from './checkout.service';
import type { Failpoint } from './failpoint';
import type { PaymentProvider } from './paymentProvider';
import { paymentWhere, providerOfRow } from './payments';
import type { PaymentProviders } from './providers/registry';

/** What the provider-event and refund jobs use (the outbox's durable subscribers, serverJobs.ts). */
export interface ProviderJobDeps {
  db: SystemDb;
  events: Pick<EventBus, 'transaction'>;
  now: () => Date;
  holdMinutes: number;
  provider: PaymentProvider;
  providers: PaymentProviders;
  failpoint: (name: Failpoint) => void;
}

/** A payment of the tenant by its provider's reference (a PaymentIntent's id). */
async function paymentByReference(scope: TenantDb, provider: string, reference: string): Promise<PaymentTransactionRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(paymentTransactions)
    .where(scope.owned(paymentTransactions, eq(paymentTransactions.provider, provider), eq(paymentTransactions.providerReference, reference)));
  return row;
}

/**
 * The money was authorised at the provider (its webhook): a payment still waiting (its challenge open, or the
 * customer gone before completing) becomes authorised and its order is completed — once: a completion already made
 * (by the customer's own request, or an earlier delivery) answers its order, and the customer's completion after this
 * one answers this order. A basket that can no longer be settled voids the payment (completeOrder does).
 */
async function completeFromProvider(deps: ProviderJobDeps, scope: TenantDb, row: PaymentTransactionRow): Promise<void> {
  if (row.orderId !== null || !['prepared', 'sca_required', 'authorised'].includes(row.status)) return;
  await scope.db
    .update(paymentTransactions)
    .set({ status: 'authorised', failure: null })
    .where(paymentWhere(scope, row.id, inArray(paymentTransactions.status, ['prepared', 'sca_required'])));
  const [cart] = await scope.db.select({ source: carts.source }).from(carts).where(scope.owned(carts, eq(carts.id, row.cartId)));
  const [tenant] = await scope.db.select({ terms: tenants.checkoutTerms }).from(tenants).where(eq(tenants.id, scope.tenantId));
  if (!cart) return;
  const provider = await providerOfRow({ scope, provider: deps.provider, providers: deps.providers }, row);
  try {
    await completeOrder({ scope, now: deps.now, holdMinutes: deps.holdMinutes, provider, providers: deps.providers, failpoint: deps.failpoint }, { userId: row.userId, source: cart.source as HoldChannel }, row.id, tenant?.terms ?? null);
  } catch (error) {
    // A basket that changed or lapsed is no order: completeOrder voided the payment; nothing to retry.
    if (!(error instanceof HttpError && error.statusCode < 500)) throw error;
  }
}

/**
 * Applies a verified provider event once (the outbox's job for providerEventReceived): the PaymentIntent authorised
 * or succeeded completes its order, a failed one fails its payment, a refunded charge marks its refunds done. The
 * event row's applied_at makes a second delivery a no-op.
 */
export async function applyProviderEvent(deps: ProviderJobDeps, event: EventOf<'providerEventReceived'>): Promise<void> {
  const scope = tenantDb(deps.db, event.tenantId, deps.events);
  const key = (table: typeof providerEvents) => scope.owned(table, eq(table.provider, event.provider), eq(table.eventId, event.eventId));
  const [stored] = await scope.db.select().from(providerEvents).where(key(providerEvents));
  if (!stored || stored.appliedAt) return;
  const data = stored.data as { payment_intent?: string; last_payment_error?: { message?: string } | null; refunds?: { data?: Array<{ id: string; status: string }> } };
  if (stored.type === 'payment_intent.succeeded' || stored.type === 'payment_intent.amount_capturable_updated') {
    const row = await paymentByReference(scope, event.provider, stored.objectId);
    if (row) await completeFromProvider(deps, scope, row);
  } else if (stored.type === 'payment_intent.payment_failed') {
    const row = await paymentByReference(scope, event.provider, stored.objectId);
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
