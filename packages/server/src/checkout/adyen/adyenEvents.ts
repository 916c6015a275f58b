import { messages, uuidSchema } from '@courtside/core';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { cardRefunds, paymentTransactions, type PaymentTransactionRow, type ProviderEventRow } from '../../db/schema';
import type { TenantDb } from '../../db/tenantDb';
import { completeFromProvider, type ProviderJobDeps } from '../providerCompletion';
import { paymentWhere } from '../payments';
import type { AdyenNotificationItem } from './adyenWebhook.routes';

/**
 * The tenant's Adyen payment a webhook item is about: by its pspReference, or — before our row learned it (Adyen gives
 * it with the outcome of a 3-D Secure payment) — by our own reference, the payment's id, once the payment has an answer
 * from Adyen (a payment still waiting for /payments' answer is left to that answer).
 */
async function adyenPayment(scope: TenantDb, pspReference: string, ourReference: string | null): Promise<PaymentTransactionRow | undefined> {
  const byOurs = ourReference && uuidSchema.safeParse(ourReference).success ? and(eq(paymentTransactions.id, ourReference), inArray(paymentTransactions.status, ['sca_required', 'authorised', 'capturing', 'captured'])) : undefined;
  const [row] = await scope.db
    .select()
    .from(paymentTransactions)
    .where(scope.owned(paymentTransactions, eq(paymentTransactions.provider, 'adyen'), byOurs ? or(eq(paymentTransactions.providerReference, pspReference), byOurs)! : eq(paymentTransactions.providerReference, pspReference)));
  return row;
}

/** AUTHORISATION: money authorised completes the payment's order once; a refusal fails a payment still open. */
async function authorisation(deps: ProviderJobDeps, scope: TenantDb, item: AdyenNotificationItem) {
  const row = await adyenPayment(scope, item.pspReference, item.merchantReference);
  if (!row) return;
  if (item.success !== 'true') {
    await scope.db
      .update(paymentTransactions)
      .set({ status: 'failed', failure: messages.paymentDeclined, providerReference: item.pspReference })
      .where(paymentWhere(scope, row.id, isNull(paymentTransactions.orderId), inArray(paymentTransactions.status, ['prepared', 'sca_required'])));
    return;
  }
  if (row.providerReference !== item.pspReference) {
    await scope.db.update(paymentTransactions).set({ providerReference: item.pspReference }).where(paymentWhere(scope, row.id));
  }
  await completeFromProvider(deps, scope, { ...row, providerReference: item.pspReference });
}

/**
 * Applies a kept Adyen webhook item (the outbox's providerEventReceived job, once per item): AUTHORISATION completes or
 * fails the payment; CAPTURE confirms a capture asked for; CANCELLATION confirms a payment released; REFUND and
 * REFUND_FAILED settle a refund to card. A failed capture is left for an operator (logged; the payment stays capturing
 * for the sweep to ask again).
 */
export async function applyAdyenEvent(deps: ProviderJobDeps, scope: TenantDb, stored: ProviderEventRow): Promise<void> {
  const item = stored.data as AdyenNotificationItem;
  const success = item.success === 'true';
  // A modification's own pspReference is new; the payment's is its originalReference.
  const payment = item.originalReference ?? item.pspReference;
  switch (item.eventCode) {
    case 'AUTHORISATION':
      return authorisation(deps, scope, item);
    case 'CAPTURE':
      if (!success) console.warn('Adyen could not capture a payment', { pspReference: payment, reason: item.reason ?? null });
      return;
    case 'CAPTURE_FAILED':
      console.warn('Adyen could not capture a payment', { pspReference: payment, reason: item.reason ?? null });
      return;
    case 'CANCELLATION':
      if (success) {
        await scope.db
          .update(paymentTransactions)
          .set({ status: 'voided' })
          .where(scope.owned(paymentTransactions, eq(paymentTransactions.provider, 'adyen'), eq(paymentTransactions.providerReference, payment), isNull(paymentTransactions.orderId), inArray(paymentTransactions.status, ['prepared', 'sca_required', 'authorised'])));
      }
      return;
    case 'REFUND':
    case 'REFUND_FAILED': {
      const done = success && item.eventCode === 'REFUND';
      // Ours is the refund's id (its reference at Adyen), should the webhook come before the refund call's answer.
      const ours = uuidSchema.safeParse(item.merchantReference).success ? eq(cardRefunds.id, item.merchantReference) : undefined;
      await scope.db
        .update(cardRefunds)
        .set({ status: done ? 'succeeded' : 'failed', failure: done ? null : messages.cardProvider.refundFailed, providerReference: item.pspReference })
        .where(scope.owned(cardRefunds, ours ? or(eq(cardRefunds.providerReference, item.pspReference), ours)! : eq(cardRefunds.providerReference, item.pspReference)));
      return;
    }
    default:
      return;
  }
}
