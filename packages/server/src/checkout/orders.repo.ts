import { refundStatus, toPrice, type OrderWire } from '@courtside/core';
import { and, asc, eq } from 'drizzle-orm';
import { bookings, occurrences, orderLineItems, orders } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';

/** Spec §3 Order of its customer (another customer's order is not found), with its line items. */
export async function loadOrder(scope: TenantDb, userId: number, orderId: number): Promise<OrderWire | null> {
  const [order] = await scope.db.select().from(orders).where(scope.owned(orders, eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) return null;
  const [lines, booked] = await Promise.all([
    scope.db.select().from(orderLineItems).where(scope.owned(orderLineItems, eq(orderLineItems.orderId, order.id))).orderBy(asc(orderLineItems.id)),
    scope.db
      .select({ publicId: occurrences.publicId, status: bookings.status })
      .from(bookings)
      .innerJoin(occurrences, and(eq(occurrences.tenantId, bookings.tenantId), eq(occurrences.id, bookings.occurrenceId)))
      .where(scope.owned(bookings, eq(bookings.orderId, order.id))),
  ]);
  const cancelled = new Set(booked.filter((b) => b.status === 'cancelled').map((b) => b.publicId));
  const price = (value: number) => toPrice(value, { currency: order.currency });
  return {
    id: order.id,
    cart_source: order.cartSource as OrderWire['cart_source'],
    status: order.status,
    source: order.source as OrderWire['source'],
    total: price(order.total),
    balance: price(order.balance),
    count: lines.length,
    reference: order.reference,
    refund_status: refundStatus(order.refunded, order.total),
    line_items: lines.map((l) => ({
      id: l.id,
      name: l.name,
      summary: l.summary,
      attendee_name: l.attendeeName,
      ticket_name: l.ticketName,
      cancelled: l.purchasableType === 'occurrence' && cancelled.has(l.purchasableId),
      purchasable_type: l.purchasableType,
      purchasable_id: l.purchasableId,
      price: price(l.price),
      created_at: l.createdAt.toISOString(),
    })),
  };
}
