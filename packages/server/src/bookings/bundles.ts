import { awardsCredit, cancellationInfo, cannotCancelReason, messages, parseRecordId, toPrice, type BookingBundleWire } from '@courtside/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { RequestCustomer } from '../auth/customerContext';
import { bookingBundles, bookings, cartItems, carts, orderLineItems, orders, programmes, users, type BookingBundleRow } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import { publish } from '../events/publish';
import { HttpError } from '../http/httpError';
import { answeredQuestions, programmeQuestions } from '../programmes/answers';
import { programmeQuestionsOf } from '../programmes/programmes.repo';
import { cartRepo } from '../cart/cart.repo';
import { cardRemainingByOrder, refundToCard } from '../checkout/cardRefunds';
import { mayActFor } from '../users/users.repo';
import { findBundleBookings, type BookingRecord, type PaidPrice } from './bookings.repo';
import { toBookingWires } from './bookingView';
import type { TenantCall } from '../context/requestContext';

// A camp's or course's bundle as one thing to read and cancel online (spec §7's contract-only "get booking or bundle";
// paths ours, docs/api.md). The whole bundle is cancelled or none of it; before the cut-off of its first session it
// returns what its order line charged, as a single booking does: to the card it was paid with, or as credit.

const notFound = () => new HttpError(404, messages.notFound);

interface FoundBundle {
  bundle: BookingBundleRow;
  programme: { id: string; kind: 'camp' | 'course'; name: string; description: string | null };
  records: BookingRecord[];
}

/** The tenant's bundle the customer may act for (its attendee's), with its programme and bookings; else not found. */
async function visibleBundle(scope: TenantDb, customer: RequestCustomer, bundleId: string): Promise<FoundBundle> {
  const id = parseRecordId(bundleId);
  const [bundle] = id === null ? [] : await scope.db.select().from(bookingBundles).where(scope.owned(bookingBundles, eq(bookingBundles.id, id)));
  if (!bundle || !(await mayActFor(scope, customer, bundle.userId))) throw notFound();
  const [programme] = await scope.db
    .select({ id: programmes.id, kind: programmes.kind, name: programmes.name, description: programmes.description })
    .from(programmes)
    .where(scope.owned(programmes, eq(programmes.id, bundle.programmeId)));
  const records = await findBundleBookings(scope, bundle.id);
  if (!programme || records.length === 0) throw notFound();
  return { bundle, programme, records };
}

/** What the bundle's order charged for it: its order line (the n-th bundle of that programme in the order takes the n-th line). */
async function bundlePaid(scope: TenantDb, bundle: BookingBundleRow): Promise<PaidPrice | null> {
  if (bundle.orderId === null) return null;
  const [lines, siblings] = await Promise.all([
    scope.db
      .select({ price: orderLineItems.price, currency: orders.currency })
      .from(orderLineItems)
      .innerJoin(orders, eq(orders.id, orderLineItems.orderId))
      .where(scope.owned(orderLineItems, eq(orderLineItems.orderId, bundle.orderId), inArray(orderLineItems.purchasableType, ['camp', 'course']), eq(orderLineItems.purchasableId, bundle.programmeId)))
      .orderBy(asc(orderLineItems.id)),
    scope.db
      .select({ id: bookingBundles.id })
      .from(bookingBundles)
      .where(scope.owned(bookingBundles, eq(bookingBundles.orderId, bundle.orderId), eq(bookingBundles.programmeId, bundle.programmeId)))
      .orderBy(asc(bookingBundles.id)),
  ]);
  const line = lines[siblings.findIndex((s) => s.id === bundle.id)];
  if (!line) return null;
  const cardLeft = (await cardRemainingByOrder(scope, [bundle.orderId])).get(bundle.orderId) ?? 0;
  return { value: line.price, currency: line.currency, toCard: Math.min(line.price, cardLeft) };
}

/** Spec §3 Booking bundle: its bookings by start, the price its order charged, its cancellation and its answers. */
async function toBundleWire(scope: TenantDb, found: FoundBundle, now: Date, given?: { credit: number; toCard: number }): Promise<BookingBundleWire> {
  const { bundle, programme, records } = found;
  const [wires, paid, sections] = await Promise.all([
    toBookingWires(scope, records, { now }),
    bundlePaid(scope, bundle),
    programmeQuestionsOf(scope, [programme.id]),
  ]);
  const first = records[0]!;
  const instructors = [...new Map(wires.flatMap((w) => w.instructors).map((i) => [i.id, i])).values()];
  return {
    id: bundle.id,
    status: bundle.status,
    booking_type: programme.kind === 'camp' ? 'camps' : 'courses',
    schedule_id: null,
    name: programme.name,
    description: programme.description,
    venue: { name: first.venue.name },
    category: wires[0]!.category,
    instructors,
    bookings: wires,
    total_price: bundle.status === 'reserved' || !paid ? null : toPrice(paid.value, { currency: paid.currency }),
    cancellation: cancellationInfo({ status: bundle.status, startsAt: first.occurrence.startsAt, now, paid, creditAwarded: given?.credit, cardRefunded: given?.toCard }),
    custom_question_sections: sections.map((section) => ({
      title: section.title,
      description: section.description,
      position: section.position,
      questions: answeredQuestions(programmeQuestions([section]), bundle.answers as Parameters<typeof answeredQuestions>[1]),
    })),
  };
}

/** GET /api/v1/booking-bundles/{bundleId}: a bundle of the customer's (or of someone they act for). */
export async function getBundle({ db: scope, now }: TenantCall, customer: RequestCustomer, bundleId: string): Promise<BookingBundleWire> {
  return toBundleWire(scope, await visibleBundle(scope, customer, bundleId), now);
}

/**
 * DELETE /api/v1/booking-bundles/{bundleId}: cancels the whole camp or course in one transaction (its row locked, so a
 * repeat finds it cancelled): every live booking of it, its basket line if it is still held, its places freed and
 * the waitlists told after commit; before the first session's cut-off, what its order charged goes back: to the card
 * when it was paid through a provider that refunds to card (checkout/cardRefunds.ts), else to the payer's credit.
 */
export async function cancelBundle({ db: scope, now }: TenantCall, customer: RequestCustomer, bundleId: string): Promise<BookingBundleWire> {
  const found = await visibleBundle(scope, customer, bundleId);
  const startsAt = found.records[0]!.occurrence.startsAt;
  const refusal = cannotCancelReason({ status: found.bundle.status, startsAt, now });
  if (refusal) throw new HttpError(422, refusal);
  const paid = await bundlePaid(scope, found.bundle);
  const given = await scope.transaction(async (tx) => {
    const [locked] = await tx.db.select().from(bookingBundles).where(tx.owned(bookingBundles, eq(bookingBundles.id, found.bundle.id))).for('update');
    if (!locked || locked.status === 'cancelled') throw new HttpError(422, messages.cancellation.cancelled);
    const [line] = await tx.db.select({ cartId: cartItems.cartId }).from(cartItems).where(tx.owned(cartItems, eq(cartItems.bundleId, locked.id)));
    if (line) {
      await tx.db.select({ id: carts.id }).from(carts).where(tx.owned(carts, eq(carts.id, line.cartId))).for('no key update');
      await tx.db.delete(cartItems).where(tx.owned(cartItems, eq(cartItems.bundleId, locked.id)));
      await cartRepo(tx).touch(line.cartId, now);
    }
    const cancelled = await tx.db
      .update(bookings)
      .set({ status: 'cancelled', reservedUntil: null })
      .where(tx.owned(bookings, eq(bookings.bundleId, locked.id), inArray(bookings.status, ['settled', 'reserved'])))
      .returning({ id: bookings.id, occurrenceId: bookings.occurrenceId });
    await tx.db.update(bookingBundles).set({ status: 'cancelled' }).where(tx.owned(bookingBundles, eq(bookingBundles.id, locked.id)));
    const occurrenceIds = cancelled.map((b) => b.occurrenceId);
    await publish(tx.db, { type: 'bookingsChanged', tenantId: tx.tenantId, occurrenceIds });
    for (const occurrenceId of occurrenceIds) await publish(tx.db, { type: 'placeFreed', tenantId: tx.tenantId, occurrenceId });
    // One mail for the whole camp or course, with each session's calendar removal (not one per session).
    await publish(tx.db, { type: 'bundleCancelled', tenantId: tx.tenantId, bundleId: locked.id, wasSettled: locked.status === 'settled' });
    if (locked.status !== 'settled' || locked.orderId === null || !paid || !awardsCredit({ startsAt, now, paid })) return { credit: 0, toCard: 0 };
    const [order] = await tx.db.select({ userId: orders.userId }).from(orders).where(tx.owned(orders, eq(orders.id, locked.orderId)));
    // Paid by card through a provider that refunds to card: that share goes back to the card, the rest as credit.
    const toCard = await refundToCard(tx, locked.orderId, { bundleId: locked.id }, paid.value);
    const credit = paid.value - toCard;
    if (credit > 0) await tx.db.update(users).set({ creditBalance: sql`${users.creditBalance} + ${credit}` }).where(tx.owned(users, eq(users.id, order!.userId)));
    await tx.db.update(orders).set({ refunded: sql`${orders.refunded} + ${paid.value}` }).where(tx.owned(orders, and(eq(orders.id, locked.orderId))));
    return { credit, toCard };
  });
  return toBundleWire(scope, await visibleBundle(scope, customer, bundleId), now, given);
}
