import { and, asc, eq, gt, inArray, min, sql } from 'drizzle-orm';
import { compiled, param } from '../db/compiled';
import type { Tx } from '../db/database';
import { bookings, occurrences, type OccurrenceRow } from '../db/schema';
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

/** A session's row locked for a claim, with what its capacity is (built once: every add sends it). */
const lockOccurrence = compiled<{ tenantId: number; id: number }, Array<{ capacity: number; fohCapacity: number | null; strategy: OccurrenceRow['capacityStrategy'] }>>((db) =>
  db
    .select({ capacity: occurrences.capacity, fohCapacity: occurrences.fohCapacity, strategy: occurrences.capacityStrategy })
    .from(occurrences)
    .where(and(eq(occurrences.tenantId, param('tenantId')), eq(occurrences.id, param('id'))))
    .for('no key update'),
);

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
  const [occurrence] = await lockOccurrence(tx, { tenantId, id: claim.occurrenceId });
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

/**
 * The earliest moment any of the tenant's basket holds can lapse (null: none is held), which is when a full session
 * can next gain a place without an event (cart/soldOut.ts). A hold made after this is read needs a place freed first
 * (an event) or lapses later. Served by the partial index `bookings_hold_lapse_idx`.
 */
export async function earliestHoldLapse(scope: TenantDb, now: Date): Promise<Date | null> {
  const [row] = await scope.db
    .select({ at: min(bookings.reservedUntil) })
    .from(bookings)
    .where(scope.owned(bookings, eq(bookings.status, 'reserved'), gt(bookings.reservedUntil, now)));
  return row?.at ?? null;
}

export interface BundleClaimRequest {
  /** The bundle's sessions: one place on each. */
  occurrenceIds: readonly number[];
  userId: number;
  channel: Channel;
  now: Date;
  reservedUntil: Date;
  /** The camp or course booking the holds belong to. */
  bundleId: number;
}

export type BundleClaimResult = { ok: true; bookingIds: number[] } | { ok: false; reason: 'full' | 'alreadyBooked' | 'notFound' };

/** A Postgres array literal of whole numbers or booleans (sent as one text parameter). */
const arrayLiteral = (values: ReadonlyArray<number | boolean>) => `{${values.map((v) => (typeof v === 'boolean' ? (v ? 't' : 'f') : String(v))).join(',')}}`;

/**
 * A camp's or course's holds, all or none, in two statements however many sessions (the opening rush: a 15-day camp
 * claimed session by session took 30 round trips with the first session's lock held, so camp adds queued behind each
 * other for the whole of them). The sessions' rows are locked in ascending id order (as `claimPlaces` one after another
 * would), then one statement counts each session's places, lets the customer's own lapsed reservations give way, checks
 * they hold none of the sessions, and — only when every session has a place — inserts a hold on each, already belonging
 * to the bundle. The same rules as `claimPlaces`, for each session.
 */
export async function claimBundlePlaces(scope: TenantDb<Tx>, claim: BundleClaimRequest): Promise<BundleClaimResult> {
  const { db: tx, tenantId } = scope;
  const ids = [...new Set(claim.occurrenceIds)].sort((a, b) => a - b);
  if (ids.length === 0) return { ok: false, reason: 'notFound' };
  const locked = await tx
    .select({ id: occurrences.id, capacity: occurrences.capacity, fohCapacity: occurrences.fohCapacity, strategy: occurrences.capacityStrategy })
    .from(occurrences)
    .where(scope.owned(occurrences, inArray(occurrences.id, ids)))
    .orderBy(asc(occurrences.id))
    .for('no key update');
  if (locked.length !== ids.length) return { ok: false, reason: 'notFound' };
  const split = locked.map((o) => o.strategy === 'split');
  const capacities = locked.map((o, i) => (split[i] && claim.channel === 'foh' ? (o.fohCapacity ?? 0) : o.capacity));
  const now = claim.now.toISOString();
  const idList = arrayLiteral(locked.map((o) => o.id));
  const query = sql`
    with req as (
      select * from unnest(${idList}::int[], ${arrayLiteral(capacities)}::int[], ${arrayLiteral(split)}::bool[]) as r(occurrence_id, capacity, split)
    ), taken as (
      select r.occurrence_id, r.capacity, coalesce(sum(b.quantity), 0) as n
      from req r left join bookings b on b.occurrence_id = r.occurrence_id
        and (b.status = 'settled' or (b.status = 'reserved' and b.reserved_until > ${now}))
        and (not r.split or b.channel = ${claim.channel})
      group by r.occurrence_id, r.capacity
    ), lapsed as (
      update bookings set status = 'cancelled', reserved_until = null
      where occurrence_id = any(${idList}::int[]) and user_id = ${claim.userId} and status = 'reserved' and reserved_until <= ${now}
      returning id
    ), live as (
      select 1 from bookings where occurrence_id = any(${idList}::int[]) and user_id = ${claim.userId} and status <> 'cancelled'
        and id not in (select id from lapsed)
    ), room as (
      select bool_and(n + 1 <= capacity) as ok from taken
    ), held as (
      insert into bookings (tenant_id, occurrence_id, user_id, status, reserved_until, quantity, channel, bundle_id, created_at)
      select ${tenantId}::int, occurrence_id, ${claim.userId}::int, 'reserved', ${claim.reservedUntil.toISOString()}::timestamptz, 1, ${claim.channel}::text,
        ${claim.bundleId}::int, ${now}::timestamptz
      from req where (select ok from room) and not exists (select 1 from live)
      returning id, occurrence_id
    )
    select coalesce((select array_agg(id order by occurrence_id) from held), '{}') as booking_ids, exists (select 1 from live) as already`;
  const { rows } = (await tx.execute(query)) as unknown as { rows: Array<{ booking_ids: Array<number | string>; already: boolean }> };
  const result = rows[0];
  const bookingIds = (result?.booking_ids ?? []).map(Number);
  if (bookingIds.length === ids.length) return { ok: true, bookingIds };
  return { ok: false, reason: result?.already ? 'alreadyBooked' : 'full' };
}
