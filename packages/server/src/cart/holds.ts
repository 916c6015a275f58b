import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { bookings, occurrences } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import type { HoldChannel } from '../purchasables/purchasable';

// Every hold change runs inside the caller's transaction (a `TenantDb<Tx>`, never the bare database), for its tenant.

/** Which capacity a booking uses (spec §3 sources; a split occurrence keeps online and foh places apart). */
export type Channel = HoldChannel;

export interface ClaimRequest {
  occurrenceId: number;
  userId: number;
  quantity: number;
  channel: Channel;
  now: Date;
  reservedUntil: Date;
  /** When changing the quantity of an existing hold: that booking (its own places do not count against it). */
  bookingId?: number;
  /** The cart item the new hold belongs to: its booking_id is set in the same statement as the claim. */
  cartItemId?: number;
  /** Spec §3 Ticket a new hold is priced at (ticketed sessions). */
  ticketId?: string | null;
}

export type ClaimResult = { ok: true; bookingId: number } | { ok: false; reason: 'full' | 'alreadyBooked' | 'notFound' };

/**
 * Claims places on an occurrence as a reserved booking, atomically: the occurrence row is locked (FOR NO KEY UPDATE)
 * for the rest of the transaction, so concurrent claims queue and each counts the places the ones before it took —
 * settled plus unexpired reservations of the channel — and none can take more than the capacity. (PGlite runs one
 * transaction at a time, which gives the same guarantee.) NO KEY UPDATE, not UPDATE: it excludes other claims just
 * the same but not the KEY SHARE locks foreign-key checks take, so a transaction that already inserted a row
 * referencing the session (its cart item) never deadlocks with another doing the same.
 *
 * The lock is held until commit, so the claim is the caller's last step and costs two statements: the lock itself,
 * then one statement that counts (a new snapshot under READ COMMITTED: it sees every claim committed while this one
 * waited), cancels the customer's own lapsed reservation of the session (it holds nothing and gives way), checks they
 * have no live booking of it, inserts the hold (or changes the quantity) and attaches it to its cart item.
 */
export async function claimPlaces(scope: TenantDb<Tx>, claim: ClaimRequest): Promise<ClaimResult> {
  const { db: tx, tenantId } = scope;
  // A claim is for a whole, positive number of places, whatever called it (the contract, and a CHECK, say so too).
  if (!Number.isSafeInteger(claim.quantity) || claim.quantity < 1) return { ok: false, reason: 'full' };
  const now = claim.now.toISOString();
  const [occurrence] = await tx
    .select({ capacity: occurrences.capacity, fohCapacity: occurrences.fohCapacity, strategy: occurrences.capacityStrategy })
    .from(occurrences)
    .where(scope.owned(occurrences, eq(occurrences.id, claim.occurrenceId)))
    .for('no key update');
  if (!occurrence) return { ok: false, reason: 'notFound' };
  const split = occurrence.strategy === 'split';
  const capacity = split && claim.channel === 'foh' ? (occurrence.fohCapacity ?? 0) : occurrence.capacity;
  const room = sql`${claim.quantity}::int >= 1 and (select n from taken) + ${claim.quantity}::int <= ${capacity}::int`;
  const change =
    claim.bookingId === undefined
      ? sql`insert into bookings (tenant_id, occurrence_id, user_id, status, reserved_until, quantity, channel, ticket_id, created_at)
          select ${tenantId}::int, ${claim.occurrenceId}::int, ${claim.userId}::int, 'reserved', ${claim.reservedUntil.toISOString()}::timestamptz,
            ${claim.quantity}::int, ${claim.channel}::text, ${claim.ticketId ?? null}::uuid, ${now}::timestamptz
          where ${room} and not exists (select 1 from live)
          returning id`
      : sql`update bookings set quantity = ${claim.quantity}, reserved_until = ${claim.reservedUntil.toISOString()}
          where id = ${claim.bookingId} and tenant_id = ${tenantId} and ${room} returning id`;
  const attach = claim.cartItemId === undefined ? sql`` : sql`, attached as (update cart_items set booking_id = (select id from held) where id = ${claim.cartItemId} and tenant_id = ${tenantId} and exists (select 1 from held))`;
  const query = sql`
    with taken as (
      select coalesce(sum(quantity), 0) as n from bookings
      where occurrence_id = ${claim.occurrenceId}
        and (status = 'settled' or (status = 'reserved' and reserved_until > ${now}))
        ${split ? sql`and channel = ${claim.channel}` : sql``}
        ${claim.bookingId === undefined ? sql`` : sql`and id <> ${claim.bookingId}`}
    ), lapsed as (
      update bookings set status = 'cancelled', reserved_until = null
      where occurrence_id = ${claim.occurrenceId} and user_id = ${claim.userId} and status = 'reserved' and reserved_until <= ${now}
        ${claim.bookingId === undefined ? sql`` : sql`and false`}
      returning id
    ), live as (
      select 1 from bookings where occurrence_id = ${claim.occurrenceId} and user_id = ${claim.userId} and status <> 'cancelled'
        and id not in (select id from lapsed)
        ${claim.bookingId === undefined ? sql`` : sql`and id <> ${claim.bookingId}`}
    ), held as (${change})${attach}
    select (select id from held) as booking_id, exists (select 1 from live) as already`;
  const { rows } = (await tx.execute(query)) as unknown as { rows: Array<{ booking_id: number | null; already: boolean }> };
  const result = rows[0];
  if (result?.booking_id !== null && result?.booking_id !== undefined) return { ok: true, bookingId: Number(result.booking_id) };
  return { ok: false, reason: claim.bookingId === undefined && result?.already ? 'alreadyBooked' : 'full' };
}

/** Releases reserved bookings (removal, clearing, expiry): they stop holding places at once. */
export async function releaseHolds(scope: TenantDb, bookingIds: readonly number[]): Promise<void> {
  if (bookingIds.length === 0) return;
  await scope.db
    .update(bookings)
    .set({ status: 'cancelled', reservedUntil: null })
    .where(scope.owned(bookings, inArray(bookings.id, [...bookingIds]), eq(bookings.status, 'reserved')));
}
