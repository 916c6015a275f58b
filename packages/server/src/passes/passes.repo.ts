import { randomBytes } from 'node:crypto';
import { generatePassCode } from '@courtside/core';
import { aliasedTable, and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { bookingPasses, bookings, checkIns, occurrences, users, venues } from '../db/schema';
import { requireTenant, type TenantDb } from '../db/tenantDb';

// Booking passes: a confirmed booking's code, given the first time its pass is shown or mailed, and what a pass is for.

/** Node's secure random bytes for core's generatePassCode. */
const secureBytes = (length: number) => new Uint8Array(randomBytes(length));

/** Tries to give each booking a code; a rare clash with another booking's code leaves it for the next round. */
const ROUNDS = 5;

/**
 * Gives every settled booking of `bookingIds` that has none a pass code (a booking that has one keeps it: a second
 * caller racing this one writes nothing). Reserved and cancelled bookings get none.
 */
export async function ensurePasses(scope: TenantDb, bookingIds: readonly number[]): Promise<void> {
  const { db, tenantId } = requireTenant(scope);
  if (bookingIds.length === 0) return;
  for (let round = 0; round < ROUNDS; round++) {
    const missing = await db
      .select({ id: bookings.id })
      .from(bookings)
      .leftJoin(bookingPasses, and(eq(bookingPasses.tenantId, bookings.tenantId), eq(bookingPasses.bookingId, bookings.id)))
      .where(scope.owned(bookings, inArray(bookings.id, [...bookingIds]), eq(bookings.status, 'settled'), isNull(bookingPasses.bookingId)));
    if (missing.length === 0) return;
    await db
      .insert(bookingPasses)
      .values(missing.map((m) => ({ tenantId, bookingId: m.id, code: generatePassCode(secureBytes) })))
      .onConflictDoNothing();
  }
}

/** A booking as its pass tells it: the code (null: none given yet), the session, the venue, the attendee and any check-in. */
export interface PassRecord {
  bookingId: number;
  userId: number;
  orderId: number | null;
  status: 'settled' | 'reserved' | 'cancelled';
  code: string | null;
  name: string;
  startsAt: Date;
  startsLocal: string;
  timezone: string;
  venueId: number;
  venueName: string;
  attendeeName: string;
  checkedInAt: Date | null;
}

function selectPasses(scope: TenantDb) {
  const { db } = requireTenant(scope);
  const attendee = aliasedTable(users, 'attendee');
  return db
    .select({
      bookingId: bookings.id,
      userId: bookings.userId,
      orderId: bookings.orderId,
      status: bookings.status,
      code: bookingPasses.code,
      name: occurrences.name,
      startsAt: occurrences.startsAt,
      startsLocal: occurrences.startsLocal,
      timezone: occurrences.timezone,
      venueId: venues.id,
      venueName: venues.name,
      attendeeFirst: attendee.firstName,
      attendeeLast: attendee.lastName,
      checkedInAt: checkIns.checkedInAt,
    })
    .from(bookings)
    .innerJoin(occurrences, and(eq(occurrences.tenantId, bookings.tenantId), eq(occurrences.id, bookings.occurrenceId)))
    .innerJoin(venues, and(eq(venues.tenantId, occurrences.tenantId), eq(venues.id, occurrences.venueId)))
    .innerJoin(attendee, and(eq(attendee.tenantId, bookings.tenantId), eq(attendee.id, bookings.userId)))
    .leftJoin(bookingPasses, and(eq(bookingPasses.tenantId, bookings.tenantId), eq(bookingPasses.bookingId, bookings.id)))
    .leftJoin(checkIns, and(eq(checkIns.tenantId, bookings.tenantId), eq(checkIns.bookingId, bookings.id)));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectPasses>['where']>>[number];
const toRecord = ({ attendeeFirst, attendeeLast, ...row }: Row): PassRecord => ({ ...row, attendeeName: `${attendeeFirst} ${attendeeLast}`.trim() });

/** One booking's pass facts (null: no such booking in the scope's tenant). */
export async function findPass(scope: TenantDb, bookingId: number): Promise<PassRecord | null> {
  const [row] = await selectPasses(scope).where(scope.owned(bookings, eq(bookings.id, bookingId))).limit(1);
  return row ? toRecord(row) : null;
}

/** The booking whose pass has this compact code (null: no pass of the scope's tenant has it). */
export async function findPassByCode(scope: TenantDb, code: string): Promise<PassRecord | null> {
  const [row] = await selectPasses(scope).where(and(scope.owned(bookings), eq(bookingPasses.tenantId, requireTenant(scope).tenantId), eq(bookingPasses.code, code))).limit(1);
  return row ? toRecord(row) : null;
}

/** An order's settled bookings' pass facts, soonest first. */
export async function findOrderPasses(scope: TenantDb, orderId: number): Promise<PassRecord[]> {
  const rows = await selectPasses(scope)
    .where(scope.owned(bookings, eq(bookings.orderId, orderId), eq(bookings.status, 'settled')))
    .orderBy(asc(occurrences.startsAt), asc(bookings.id));
  return rows.map(toRecord);
}
