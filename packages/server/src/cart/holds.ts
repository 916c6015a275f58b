import { and, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bookings, occurrences } from '../db/schema';

/** A transaction handle (Drizzle's `tx`): every hold change runs inside the caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Which capacity a booking uses (spec §3 sources; a split occurrence keeps online and foh places apart). */
export type Channel = 'online' | 'foh';

export interface ClaimRequest {
  tenantId: number;
  occurrenceId: number;
  userId: number;
  quantity: number;
  channel: Channel;
  now: Date;
  reservedUntil: Date;
  /** When changing the quantity of an existing hold: that booking (its own places do not count against it). */
  bookingId?: number;
}

export type ClaimResult = { ok: true; bookingId: number } | { ok: false; reason: 'full' | 'alreadyBooked' | 'notFound' };

/**
 * Claims places on an occurrence as a reserved booking, atomically: the occurrence row is locked (FOR UPDATE) for
 * the rest of the transaction, so concurrent claims queue and each counts the places the ones before it took —
 * settled plus unexpired reservations of the channel — and none can take more than the capacity. (PGlite runs one
 * transaction at a time, which gives the same guarantee.)
 */
export async function claimPlaces(tx: Tx, claim: ClaimRequest): Promise<ClaimResult> {
  const now = claim.now.toISOString();
  const [occurrence] = await tx
    .select({ capacity: occurrences.capacity, fohCapacity: occurrences.fohCapacity, strategy: occurrences.capacityStrategy })
    .from(occurrences)
    .where(and(eq(occurrences.id, claim.occurrenceId), eq(occurrences.tenantId, claim.tenantId)))
    .for('update');
  if (!occurrence) return { ok: false, reason: 'notFound' };
  const split = occurrence.strategy === 'split';
  const capacity = split && claim.channel === 'foh' ? (occurrence.fohCapacity ?? 0) : occurrence.capacity;
  const [held] = await tx
    .select({ taken: sql<number>`coalesce(sum(${bookings.quantity}), 0)`.mapWith(Number) })
    .from(bookings)
    .where(
      and(
        eq(bookings.occurrenceId, claim.occurrenceId),
        sql`(${bookings.status} = 'settled' or (${bookings.status} = 'reserved' and ${bookings.reservedUntil} > ${now}))`,
        split ? eq(bookings.channel, claim.channel) : undefined,
        claim.bookingId === undefined ? undefined : ne(bookings.id, claim.bookingId),
      ),
    );
  if ((held?.taken ?? 0) + claim.quantity > capacity) return { ok: false, reason: 'full' };

  if (claim.bookingId !== undefined) {
    await tx.update(bookings).set({ quantity: claim.quantity, reservedUntil: claim.reservedUntil }).where(eq(bookings.id, claim.bookingId));
    return { ok: true, bookingId: claim.bookingId };
  }
  // An expired reservation of the same customer no longer holds anything; it gives way to the new one.
  await tx
    .update(bookings)
    .set({ status: 'cancelled', reservedUntil: null })
    .where(and(eq(bookings.occurrenceId, claim.occurrenceId), eq(bookings.userId, claim.userId), eq(bookings.status, 'reserved'), lte(bookings.reservedUntil, claim.now)));
  const live = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.occurrenceId, claim.occurrenceId), eq(bookings.userId, claim.userId), ne(bookings.status, 'cancelled')))
    .limit(1);
  if (live.length > 0) return { ok: false, reason: 'alreadyBooked' };
  const [inserted] = await tx
    .insert(bookings)
    .values({
      tenantId: claim.tenantId,
      occurrenceId: claim.occurrenceId,
      userId: claim.userId,
      status: 'reserved',
      reservedUntil: claim.reservedUntil,
      quantity: claim.quantity,
      channel: claim.channel,
      createdAt: claim.now,
    })
    .returning({ id: bookings.id });
  return { ok: true, bookingId: inserted!.id };
}

/** Releases reserved bookings (removal, clearing, expiry): they stop holding places at once. */
export async function releaseHolds(tx: Tx, bookingIds: readonly number[]): Promise<void> {
  if (bookingIds.length === 0) return;
  await tx
    .update(bookings)
    .set({ status: 'cancelled', reservedUntil: null })
    .where(and(inArray(bookings.id, [...bookingIds]), eq(bookings.status, 'reserved')));
}
