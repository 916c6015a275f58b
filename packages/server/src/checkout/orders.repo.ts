import { refundStatus, toPrice, type OrderWire } from '@courtside/core';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { bookings, carts, occurrences, orderLineItems, orders, type OrderRow } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import { kindOf } from '../purchasables/registry';

/** Spec §3 Orders as the wire has them, with their line items (three queries, however many orders). */
async function orderWires(scope: TenantDb, rows: readonly OrderRow[]): Promise<OrderWire[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((order) => order.id);
  const [lines, booked] = await Promise.all([
    scope.db.select().from(orderLineItems).where(scope.owned(orderLineItems, inArray(orderLineItems.orderId, ids))).orderBy(asc(orderLineItems.id)),
    scope.db
      .select({ orderId: bookings.orderId, publicId: occurrences.publicId, status: bookings.status })
      .from(bookings)
      .innerJoin(occurrences, and(eq(occurrences.tenantId, bookings.tenantId), eq(occurrences.id, bookings.occurrenceId)))
      .where(scope.owned(bookings, inArray(bookings.orderId, ids))),
  ]);
  return rows.map((order) => {
    const cancelled = new Set(booked.filter((b) => b.orderId === order.id && b.status === 'cancelled').map((b) => b.publicId));
    const own = lines.filter((l) => l.orderId === order.id);
    const price = (value: number) => toPrice(value, { currency: order.currency });
    return {
      id: order.id,
      cart_source: order.cartSource as OrderWire['cart_source'],
      status: order.status,
      source: order.source as OrderWire['source'],
      total: price(order.total),
      balance: price(order.balance),
      count: own.length,
      reference: order.reference,
      refund_status: refundStatus(order.refunded, order.total),
      created_at: order.createdAt.toISOString(),
      line_items: own.map((l) => ({
        id: l.id,
        name: l.name,
        summary: l.summary,
        attendee_name: l.attendeeName,
        ticket_name: l.ticketName,
        cancelled: kindOf(l.purchasableType)?.books === 'session' && cancelled.has(l.purchasableId),
        purchasable_type: l.purchasableType,
        purchasable_id: l.purchasableId,
        price: price(l.price),
        created_at: l.createdAt.toISOString(),
      })),
    };
  });
}

/** Spec §3 Order of its customer (another customer's order is not found), with its line items. */
export async function loadOrder(scope: TenantDb, userId: number, orderId: number): Promise<OrderWire | null> {
  const rows = await scope.db.select().from(orders).where(scope.owned(orders, eq(orders.id, orderId), eq(orders.userId, userId)));
  return (await orderWires(scope, rows))[0] ?? null;
}

/** An order a staff member took at the till: paid from their front-of-house basket, for any customer. */
export async function loadTillOrder(scope: TenantDb, staffUserId: number, orderId: number): Promise<OrderWire | null> {
  const rows = await scope.db
    .select({ order: orders })
    .from(orders)
    .innerJoin(carts, and(eq(carts.tenantId, orders.tenantId), eq(carts.id, orders.cartId)))
    .where(scope.owned(orders, eq(orders.id, orderId), eq(orders.cartSource, 'foh'), eq(carts.userId, staffUserId)));
  return (await orderWires(scope, rows.map((r) => r.order)))[0] ?? null;
}

/** A page of a customer's own orders, newest first (my-account Payments), and how many they have in all. */
export async function listOrders(scope: TenantDb, userId: number, page: number, perPage: number): Promise<{ rows: OrderWire[]; total: number }> {
  const mine = scope.owned(orders, eq(orders.userId, userId));
  const [rows, [counted]] = await Promise.all([
    scope.db.select().from(orders).where(mine).orderBy(desc(orders.createdAt), desc(orders.id)).limit(perPage).offset((page - 1) * perPage),
    scope.db.select({ total: count() }).from(orders).where(mine),
  ]);
  return { rows: await orderWires(scope, rows), total: counted?.total ?? 0 };
}
