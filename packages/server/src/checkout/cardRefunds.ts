import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { cardRefunds, paymentTransactions } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import { publish } from '../events/publish';

/** The providers whose card payments a cancellation refunds to the card (the sandbox's go to account credit). */
export const providersRefundingToCard: readonly string[] = ['stripe', 'adyen'];

/** What a card refund gives back: one booking, or a camp's or course's bundle cancelled whole. */
export type RefundedItem = { bookingId: number } | { bundleId: number };

/**
 * Inside a cancellation's transaction: of `amount` going back for a booking or a bundle, the share that goes to the
 * card its order was paid with — when that card payment went through a provider refunding to card — up to what of
 * that payment is not refunded yet. Writes the refund (once per booking or bundle) and publishes cardRefundDue, so the
 * outbox's job makes it at the provider after the commit; answers the amount refunded to the card (the rest is the
 * caller's, as credit).
 */
export async function refundToCard(tx: TenantDb<Tx>, orderId: number, item: RefundedItem, amount: number): Promise<number> {
  const [payment] = await tx.db
    .select({
      id: paymentTransactions.id,
      amount: paymentTransactions.amount,
      currency: paymentTransactions.currency,
      refunded: sql<number>`coalesce((select sum(${cardRefunds.amount}) from ${cardRefunds} where ${cardRefunds.paymentId} = ${paymentTransactions.id} and ${cardRefunds.status} <> 'failed'), 0)::int`,
    })
    .from(paymentTransactions)
    .where(tx.owned(paymentTransactions, eq(paymentTransactions.orderId, orderId), eq(paymentTransactions.status, 'captured'), inArray(paymentTransactions.provider, [...providersRefundingToCard])))
    .for('update');
  if (!payment) return 0;
  const toCard = Math.min(amount, payment.amount - Number(payment.refunded));
  if (toCard <= 0) return 0;
  const [refund] = await tx.db
    .insert(cardRefunds)
    .values({ tenantId: tx.tenantId, paymentId: payment.id, ...item, amount: toCard, currency: payment.currency })
    .onConflictDoNothing()
    .returning({ id: cardRefunds.id });
  if (!refund) return 0;
  await publish(tx.db, { type: 'cardRefundDue', tenantId: tx.tenantId, refundId: refund.id });
  return toCard;
}

/**
 * What of each order's captured card payment through a provider refunding to card is not refunded yet, by order id
 * (an order paid otherwise is absent): what a cancellation of its bookings would give back to the card.
 */
export async function cardRemainingByOrder(scope: TenantDb, orderIds: readonly number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await scope.db
    .select({
      orderId: paymentTransactions.orderId,
      remaining: sql<number>`(${paymentTransactions.amount} - coalesce((select sum(${cardRefunds.amount}) from ${cardRefunds} where ${cardRefunds.paymentId} = ${paymentTransactions.id} and ${cardRefunds.status} <> 'failed'), 0))::int`,
    })
    .from(paymentTransactions)
    .where(scope.owned(paymentTransactions, inArray(paymentTransactions.orderId, [...orderIds]), eq(paymentTransactions.status, 'captured'), inArray(paymentTransactions.provider, [...providersRefundingToCard])));
  return new Map(rows.flatMap((row) => (row.orderId === null ? [] : [[row.orderId, Number(row.remaining)] as const])));
}

/** A payment's refunds to card, oldest first (for its order's view and tests). */
export async function refundsOf(scope: TenantDb, paymentId: string) {
  return scope.db.select().from(cardRefunds).where(and(scope.owned(cardRefunds, eq(cardRefunds.paymentId, paymentId)))).orderBy(cardRefunds.createdAt);
}
