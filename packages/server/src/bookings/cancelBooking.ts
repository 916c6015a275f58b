import {
  awardsCredit,
  cancellationMessages,
  cannotCancelReason,
  creditCutOff,
  lateCancellation,
  messages,
  parseRecordId,
  type BookingWire,
  type CancellationSource,
  type StaffCancelTerms,
} from '@courtside/core';
import { eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { RequestCustomer } from '../auth/customerContext';
import { cartRepo } from '../cart/cart.repo';
import type { TenantCall } from '../context/requestContext';
import type { Tx } from '../db/database';
import type { TenantDb } from '../db/tenantDb';
import { publish } from '../events/publish';
import { bookings, cartItems, carts, orders, penalties, users } from '../db/schema';
import { waysToPay } from '../waysToPay/registry';
import { refundToCard } from '../checkout/cardRefunds';
import { HttpError } from '../http/httpError';
import { mayActFor } from '../users/users.repo';
import { findBooking, paidPrices, type BookingRecord } from './bookings.repo';
import { toBookingWires } from './bookingView';

const notFound = () => new HttpError(404, messages.notFound);

/**
 * The booking `bookingId` names, if the customer may see it: their own or that of someone they may act for
 * (spec §6). Anyone else's is simply not found (404), like another customer's cart item.
 */
export async function visibleBooking(scope: TenantDb, customer: RequestCustomer, bookingId: string): Promise<BookingRecord> {
  const id = parseRecordId(bookingId);
  const record = id === null ? null : await findBooking(scope, id);
  if (!record || !(await mayActFor(scope, customer, record.booking.userId))) throw notFound();
  return record;
}

/** A reserved booking sits in a basket: its cart item leaves the basket too, the cart locked first as checkout does. */
async function leaveBasket(tx: TenantDb<Tx>, bookingId: number, now: Date): Promise<void> {
  const [item] = await tx.db.select({ cartId: cartItems.cartId }).from(cartItems).where(tx.owned(cartItems, eq(cartItems.bookingId, bookingId)));
  if (!item) return;
  await tx.db.select({ id: carts.id }).from(carts).where(tx.owned(carts, eq(carts.id, item.cartId))).for('no key update');
  const removed = await tx.db.delete(cartItems).where(tx.owned(cartItems, eq(cartItems.cartId, item.cartId), eq(cartItems.bookingId, bookingId))).returning({ id: cartItems.id });
  if (removed.length > 0) await cartRepo(tx).touch(item.cartId, now);
}

/**
 * Spec §4 cut-off actions of a late cancellation, in its transaction: a fee becomes a penalty the payer owes (one per
 * booking; has_outstanding_penalties), and online booking or membership access is paused for the rule's days (a
 * pause already running longer is kept).
 */
async function applyLateActions(tx: TenantDb<Tx>, record: BookingRecord, payerId: number, now: Date): Promise<void> {
  const late = lateCancellation(record.activity.lateCancellation, record.occurrence.startsAt, now);
  if (!late.late) return;
  if (late.fee) {
    await tx.db
      .insert(penalties)
      .values({ tenantId: tx.tenantId, userId: payerId, bookingId: record.booking.id, amount: late.fee.value, currency: late.fee.currency, reason: `Late cancellation: ${record.occurrence.name}`, createdAt: now })
      .onConflictDoNothing();
    await tx.db.update(users).set({ hasOutstandingPenalties: true }).where(tx.owned(users, eq(users.id, payerId)));
  }
  const later = (column: AnyColumn, until: Date) => sql`greatest(coalesce(${column}, ${until.toISOString()}::timestamptz), ${until.toISOString()}::timestamptz)`;
  if (late.bookingDisabledUntil) await tx.db.update(users).set({ bookingDisabledUntil: later(users.bookingDisabledUntil, late.bookingDisabledUntil) }).where(tx.owned(users, eq(users.id, payerId)));
  if (late.accessSuspendedUntil) await tx.db.update(users).set({ accessSuspendedUntil: later(users.accessSuspendedUntil, late.accessSuspendedUntil) }).where(tx.owned(users, eq(users.id, payerId)));
}

/** How a cancellation treats the customer (core's StaffCancelTerms), and who cancelled (spec §5 cancellation sources). */
export interface CancelTerms extends StaffCancelTerms {
  source: CancellationSource;
}

/** A customer cancelling their own booking: the cut-off decides the credit, and late actions apply. */
const customerTerms: CancelTerms = { refundWhole: false, lateActions: true, source: 'my-account' };

/**
 * Cancels one booking inside the caller's transaction: it turns cancelled (only from settled or reserved, so a repeat
 * or a concurrent twin finds nothing to cancel and nothing is credited twice — a 422 that rolls the whole transaction
 * back); what its order charged goes back to the payer's account credit before the cut-off, or always when the venue
 * cancels (`refundWhole`) — to the card instead when it was paid through a provider that refunds to card
 * (checkout/cardRefunds.ts); a package use goes back the same way. Answers the credit given and what went to the card.
 */
export async function cancelWithin(tx: TenantDb<Tx>, record: BookingRecord, now: Date, terms: CancelTerms): Promise<{ credit: number; toCard: number }> {
  const { booking, occurrence } = record;
  await leaveBasket(tx, booking.id, now);
  const [done] = await tx.db
    .update(bookings)
    .set({ status: 'cancelled', reservedUntil: null, cancellationSource: terms.source })
    .where(tx.owned(bookings, eq(bookings.id, booking.id), inArray(bookings.status, ['settled', 'reserved'])))
    .returning();
  if (!done) throw new HttpError(422, cancellationMessages.cancelled);
  const beforeCutOff = now < creditCutOff(occurrence.startsAt);
  // What a way to pay gave it (a package's use) goes back, before the cut-off as credit would.
  if (booking.status === 'settled' && (beforeCutOff || terms.refundWhole)) for (const way of waysToPay) await way.giveBack?.(tx, done);
  await publish(tx.db, { type: 'bookingsChanged', tenantId: tx.tenantId, occurrenceIds: [occurrence.id] });
  await publish(tx.db, { type: 'placeFreed', tenantId: tx.tenantId, occurrenceId: occurrence.id });
  await publish(tx.db, { type: 'bookingCancelled', tenantId: tx.tenantId, bookingId: done.id, wasSettled: booking.status === 'settled' });
  // A settled booking's payer bears a late cancellation's actions (a reservation was never bought).
  if (booking.status === 'settled' && terms.lateActions) {
    const [order] = done.orderId === null ? [] : await tx.db.select({ userId: orders.userId }).from(orders).where(tx.owned(orders, eq(orders.id, done.orderId)));
    await applyLateActions(tx, record, order?.userId ?? done.userId, now);
  }
  const nothing = { credit: 0, toCard: 0 };
  if (done.orderId === null) return nothing;
  const paid = (await paidPrices(tx, [{ booking: done }])).get(done.id) ?? null;
  if (!paid || paid.value <= 0) return nothing;
  if (!terms.refundWhole && !awardsCredit({ startsAt: occurrence.startsAt, now, paid })) return nothing;
  const [order] = await tx.db.select({ userId: orders.userId }).from(orders).where(tx.owned(orders, eq(orders.id, done.orderId)));
  // Paid by card through a provider that refunds to card: that share goes back to the card, the rest as credit.
  const toCard = await refundToCard(tx, done.orderId, { bookingId: done.id }, paid.value);
  const credit = paid.value - toCard;
  if (credit > 0) {
    await tx.db
      .update(users)
      .set({ creditBalance: sql`${users.creditBalance} + ${credit}` })
      .where(tx.owned(users, eq(users.id, order!.userId)));
  }
  await tx.db.update(orders).set({ refunded: sql`${orders.refunded} + ${paid.value}` }).where(tx.owned(orders, eq(orders.id, done.orderId)));
  return { credit, toCard };
}

/**
 * Spec §7 DELETE activities/bookings/{bookingId}: cancels a booking still to come, in one transaction of its own
 * (cancelWithin on the customer's terms); answers it with what that gave.
 */
export async function cancelBooking({ db: scope, now }: TenantCall, customer: RequestCustomer, bookingId: string): Promise<BookingWire> {
  const record = await visibleBooking(scope, customer, bookingId);
  const refusal = cannotCancelReason({ status: record.booking.status, startsAt: record.occurrence.startsAt, now, inBundle: record.booking.bundleId !== null, lateRule: record.activity.lateCancellation });
  if (refusal) throw new HttpError(422, refusal);
  const given = await scope.transaction((tx) => cancelWithin(tx, record, now, customerTerms));
  const cancelled = (await findBooking(scope, record.booking.id))!;
  const [wire] = await toBookingWires(scope, [cancelled], { now, creditAwarded: given.credit, cardRefunded: given.toCard });
  return wire!;
}
