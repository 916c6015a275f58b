import type { BlockBookingInformation, TenderType } from '@courtside/core';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { bookings, orderPayments, orders } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';

// Spec §3 Block booking information: who holds a session by a block booking (a club's court for the season), whether it
// is paid, how and under which reference. Only staff whose role may see block bookings get it (core's staffMay
// 'seeBlockBookings'); everyone else reads null.

/**
 * The block booking of each of these occurrences, by occurrence id: the live one, else the latest cancelled one.
 * Paid means its order completed; the order's tenders and reference go with it (none while it is unpaid).
 */
export async function blockBookingsOf(scope: TenantDb, occurrenceIds: readonly number[]): Promise<Map<number, BlockBookingInformation>> {
  const found = new Map<number, BlockBookingInformation>();
  if (occurrenceIds.length === 0) return found;
  const rows = await scope.db
    .select({ id: bookings.id, occurrenceId: bookings.occurrenceId, userId: bookings.userId, status: bookings.status, orderId: bookings.orderId, orderStatus: orders.status, reference: orders.reference })
    .from(bookings)
    .leftJoin(orders, and(eq(orders.tenantId, bookings.tenantId), eq(orders.id, bookings.orderId)))
    .where(scope.owned(bookings, eq(bookings.block, true), inArray(bookings.occurrenceId, [...occurrenceIds])))
    .orderBy(desc(bookings.id));
  const orderIds = rows.flatMap((r) => (r.orderId === null ? [] : [r.orderId]));
  const tenders = orderIds.length
    ? await scope.db.select({ orderId: orderPayments.orderId, tenderType: orderPayments.tenderType }).from(orderPayments).where(scope.owned(orderPayments, inArray(orderPayments.orderId, orderIds)))
    : [];
  for (const row of rows) {
    const held = found.get(row.occurrenceId);
    if (held && (held.booking_status !== 'cancelled' || row.status === 'cancelled')) continue;
    const paid = row.orderStatus === 'success';
    found.set(row.occurrenceId, {
      user_id: row.userId,
      booking_id: row.id,
      booking_status: row.status,
      is_paid: paid,
      tender_types: paid ? tenders.filter((t) => t.orderId === row.orderId).map((t) => t.tenderType as TenderType) : [],
      payment_reference: paid ? (row.reference ?? null) : null,
    });
  }
  return found;
}
