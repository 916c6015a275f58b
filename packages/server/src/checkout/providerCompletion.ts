import type { HoldChannel } from '../purchasables/purchasable';
import { eq, inArray } from 'drizzle-orm';
import type { SystemDb } from '../db/systemDb';
import { carts, paymentTransactions, tenants, type PaymentTransactionRow } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import type { EventBus } from '../events/eventBus';
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
export async function paymentByReference(scope: TenantDb, provider: string, reference: string): Promise<PaymentTransactionRow | undefined> {
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
export async function completeFromProvider(deps: ProviderJobDeps, scope: TenantDb, row: PaymentTransactionRow): Promise<void> {
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
