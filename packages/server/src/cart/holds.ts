import { messages } from '@courtside/core';
import { eq, gt, inArray, min, sql } from 'drizzle-orm';
import { fieldError } from '../auth/fieldError';
import { compiledSql, intArray, param } from '../db/compiled';
import type { Tx } from '../db/database';
import { bookings } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import { HttpError } from '../http/httpError';
import { placesChanged } from '../purchasables/holdEvents';
import type { HoldChannel, HoldRequest, LineClaim } from '../purchasables/purchasable';

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

/** The database's claim of places on one session (migration 0030, `courtside_claim_places`): one round trip. */
const claimStatement = compiledSql<
  { tenantId: number; occurrenceId: number; userId: number; quantity: number; channel: Channel; now: string; until: string; bookingId: number | null; cartItemId: number | null; ticketId: string | null },
  { held_id: number | null; refusal: 'full' | 'alreadyBooked' | 'notFound' | null }
>(
  () => sql`select held_id, refusal from courtside_claim_places(${param('tenantId')}::int, ${param('occurrenceId')}::int, ${param('userId')}::int,
    ${param('quantity')}::int, ${param('channel')}::text, ${param('now')}::timestamptz, ${param('until')}::timestamptz, ${param('bookingId')}::int,
    ${param('cartItemId')}::int, ${param('ticketId')}::uuid)`,
);

/**
 * Claims places on an occurrence as a reserved booking, atomically, in the database (`courtside_claim_places`): the
 * occurrence row is locked (FOR NO KEY UPDATE) for the rest of the transaction, so concurrent claims queue and each
 * counts the places the ones before it took — settled plus unexpired reservations of the channel — and none can take
 * more than the capacity. (PGlite runs one transaction at a time, which gives the same guarantee.) NO KEY UPDATE, not
 * UPDATE: it excludes other claims just the same but not the KEY SHARE locks foreign-key checks take, so a transaction
 * that already inserted a row referencing the session (its cart item) never deadlocks with another doing the same.
 *
 * The lock is held until commit, so the claim is the caller's last step, and one round trip: after the lock, a new
 * snapshot (READ COMMITTED) counts every claim committed while this one waited, the customer's own lapsed reservation
 * of the session gives way (it holds nothing), a live booking of it refuses, and the hold is inserted (or its quantity
 * changed) and attached to its cart item.
 */
export async function claimPlaces(scope: TenantDb<Tx>, claim: ClaimRequest): Promise<ClaimResult> {
  // A claim is for a whole, positive number of places, whatever called it (the contract, and a CHECK, say so too).
  if (!Number.isSafeInteger(claim.quantity) || claim.quantity < 1) return { ok: false, reason: 'full' };
  const [result] = await claimStatement(scope.db, {
    tenantId: scope.tenantId,
    occurrenceId: claim.occurrenceId,
    userId: claim.userId,
    quantity: claim.quantity,
    channel: claim.channel,
    now: claim.now.toISOString(),
    until: claim.reservedUntil.toISOString(),
    bookingId: claim.bookingId ?? null,
    cartItemId: claim.cartItemId ?? null,
    ticketId: claim.ticketId ?? null,
  });
  if (result?.held_id !== null && result?.held_id !== undefined) return { ok: true, bookingId: Number(result.held_id) };
  return { ok: false, reason: result?.refusal ?? 'full' };
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

/** The database's claim of a bundle's places (migration 0030, `courtside_claim_bundle`): one round trip. */
const bundleStatement = compiledSql<
  { tenantId: number; ids: string; userId: number; channel: Channel; now: string; until: string; bundleId: number },
  { held_ids: Array<number | string> | null; refusal: 'full' | 'alreadyBooked' | 'notFound' | null }
>(
  () => sql`select held_ids, refusal from courtside_claim_bundle(${param('tenantId')}::int, ${param('ids')}::int[], ${param('userId')}::int,
    ${param('channel')}::text, ${param('now')}::timestamptz, ${param('until')}::timestamptz, ${param('bundleId')}::int)`,
);

/**
 * A camp's or course's holds, all or none, in one round trip however many sessions (the opening rush: a 15-day camp
 * claimed session by session took 30 round trips with the first session's lock held, so camp adds queued behind each
 * other for the whole of them). The sessions' rows are locked in ascending id order (as `claimPlaces` one after another
 * would), then the customer's own lapsed reservations give way, a live booking of any refuses, and — only when every
 * session has a place — a hold is inserted on each, already belonging to the bundle. The same rules as `claimPlaces`,
 * for each session.
 */
export async function claimBundlePlaces(scope: TenantDb<Tx>, claim: BundleClaimRequest): Promise<BundleClaimResult> {
  const [result] = await bundleStatement(scope.db, {
    tenantId: scope.tenantId,
    ids: intArray(claim.occurrenceIds),
    userId: claim.userId,
    channel: claim.channel,
    now: claim.now.toISOString(),
    until: claim.reservedUntil.toISOString(),
    bundleId: claim.bundleId,
  });
  if (result?.held_ids) return { ok: true, bookingIds: result.held_ids.map(Number) };
  return { ok: false, reason: result?.refusal ?? 'full' };
}

type Refusal = 'full' | 'alreadyBooked' | 'notFound';

/** A line's claim as the values of the statements that run one (`courtside_claim_line`, `courtside_add_line`). */
export function lineClaimValues(tenantId: number, hold: Omit<HoldRequest, 'checked' | 'cartItemId' | 'field'>, claim: LineClaim) {
  return {
    tenantId,
    attendeeId: hold.attendeeId,
    channel: hold.channel,
    now: hold.now.toISOString(),
    until: hold.reservedUntil.toISOString(),
    waiverId: claim.waiverId,
    bundle: claim.bundle === null ? null : JSON.stringify(claim.bundle),
    sessions: intArray(claim.sessions),
    places: claim.places,
    ticketId: claim.ticketId,
  };
}

/** The arguments `courtside_claim_line` and `courtside_add_line` share, after the cart item (or the line). */
export const lineClaimArguments = sql`${param('waiverId')}::int, ${param('bundle')}::jsonb, ${param('sessions')}::int[], ${param('places')}::int, ${param('ticketId')}::uuid`;

const lineStatement = compiledSql<ReturnType<typeof lineClaimValues> & { cartItemId: number }, { refusal: Refusal | null }>(
  () => sql`select courtside_claim_line(${param('tenantId')}::int, ${param('cartItemId')}::int, ${param('attendeeId')}::int, ${param('channel')}::text,
    ${param('now')}::timestamptz, ${param('until')}::timestamptz, ${lineClaimArguments}) as refusal`,
);

/** A refused claim as the basket says it: 404 when a session is gone, else 422 on the item (full, or already held). */
export function claimRefused(refusal: Refusal, field: string, claim: Pick<LineClaim, 'alreadyBooked'>): HttpError {
  if (refusal === 'notFound') return new HttpError(404, messages.notFound);
  return fieldError(field, refusal === 'full' ? messages.sessionFull : claim.alreadyBooked);
}

/**
 * A new line's claim inside the cart's transaction, for the kinds whose claim is the database's (`lineClaim`): the
 * sessions' event first (a refused claim rolls it back with the rest), then the claim, in one round trip.
 */
export async function claimLine(scope: TenantDb<Tx>, hold: HoldRequest, claim: LineClaim): Promise<void> {
  await placesChanged(scope, claim.sessions, false);
  const [row] = await lineStatement(scope.db, { ...lineClaimValues(scope.tenantId, hold, claim), cartItemId: hold.cartItemId });
  if (row?.refusal) throw claimRefused(row.refusal, hold.field, claim);
}

/** The refusal a claim raised inside a statement (`courtside_claim_refused:<why>`), if that is what `error` is. */
export function raisedRefusal(error: unknown): Refusal | null {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const match = /^courtside_claim_refused:(full|alreadyBooked|notFound)$/.exec(e.message);
    if (match) return match[1] as Refusal;
  }
  return null;
}
