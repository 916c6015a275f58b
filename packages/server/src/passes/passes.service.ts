import { checkInRefusal, formatPassCode, messages, readPassCode, type BookingPassWire, type CheckInWire } from '@courtside/core';
import { and, eq } from 'drizzle-orm';
import type { TenantCall } from '../context/requestContext';
import { bookings, checkIns, orders, venues } from '../db/schema';
import { requireTenant, type TenantDb } from '../db/tenantDb';
import { HttpError } from '../http/httpError';
import { mayActFor } from '../users/users.repo';
import { ensurePasses, findOrderPasses, findPass, findPassByCode, type PassRecord } from './passes.repo';
import { passQrSvg } from './passQr';

/** Who reads a pass: a signed-in customer (for themself or a linked person) or staff. */
export interface PassReader {
  userId: number;
  role: 'customer' | 'staff';
}

const startsAtWire = (r: PassRecord) => ({ utc: r.startsAt.toISOString(), local: r.startsLocal, timezone: r.timezone });

async function toWire(record: PassRecord & { code: string }): Promise<BookingPassWire> {
  const printed = formatPassCode(record.code);
  return {
    booking_id: record.bookingId,
    code: printed,
    qr_svg: await passQrSvg(printed),
    name: record.name,
    starts_at: startsAtWire(record),
    venue_name: record.venueName,
    attendee_name: record.attendeeName,
    checked_in_at: record.checkedInAt?.toISOString() ?? null,
  };
}

/** Why a booking has no pass to show: cancelled, or not paid for yet. */
const noPassReason = (record: PassRecord) => (record.status === 'cancelled' ? messages.passes.cancelled : messages.passes.notConfirmed);

/**
 * A booking's pass, for the customer it is for, someone who may act for them (a linked account) or staff. Anyone
 * else's booking, or another tenant's, is not found; a booking that is not confirmed has no pass (409).
 */
export async function readBookingPass(scope: TenantDb, reader: PassReader, bookingId: number): Promise<BookingPassWire> {
  const found = await findPass(scope, bookingId);
  if (!found || !(await mayActFor(scope, reader, found.userId))) throw new HttpError(404, messages.passes.notFound);
  if (found.status !== 'settled') throw new HttpError(409, noPassReason(found));
  await ensurePasses(scope, [bookingId]);
  const record = await findPass(scope, bookingId);
  if (!record?.code) throw new HttpError(404, messages.passes.notFound);
  return toWire({ ...record, code: record.code });
}

/** The passes of an order's confirmed bookings, for the order's buyer or staff; anyone else's order is not found. */
export async function readOrderPasses(scope: TenantDb, reader: PassReader, orderId: number): Promise<BookingPassWire[]> {
  const { db } = requireTenant(scope);
  const [order] = await db.select({ userId: orders.userId }).from(orders).where(scope.owned(orders, eq(orders.id, orderId)));
  if (!order || (reader.role !== 'staff' && order.userId !== reader.userId)) throw new HttpError(404, messages.notFound);
  const before = await findOrderPasses(scope, orderId);
  await ensurePasses(scope, before.map((r) => r.bookingId));
  const records = await findOrderPasses(scope, orderId);
  return Promise.all(records.filter((r): r is PassRecord & { code: string } => r.code !== null).map(toWire));
}

/** Where and by whom a pass is checked in: staff at the desk (optionally for one venue) or a kiosk at its venue. */
export type CheckInPlace = { via: 'staff'; byUserId: number; venueSlug: string | undefined } | { via: 'kiosk'; venueSlug: string };

async function venueOf(scope: TenantDb, slug: string, unknown: string) {
  const { db } = requireTenant(scope);
  const [venue] = await db.select({ id: venues.id }).from(venues).where(scope.owned(venues, eq(venues.slug, slug)));
  if (!venue) throw new HttpError(404, unknown);
  return venue.id;
}

/**
 * Checks a pass in: the typed or scanned code read leniently (core's readPassCode), the booking found by it in the
 * request's tenant, refused by core's checkInRefusal (cancelled, not confirmed, another venue, another day), and
 * otherwise recorded once — who, when, where — with the booking marked attended (spec §4 register). A pass checked in
 * before answers when it was; a race between two desks records one check-in (the unique booking key).
 */
export async function checkInPass({ db: scope, now }: TenantCall, typed: string, place: CheckInPlace): Promise<CheckInWire> {
  const compact = readPassCode(typed);
  if (compact === null) throw new HttpError(422, messages.passes.malformed, { code: [messages.passes.malformed] });
  const venueId = place.venueSlug === undefined ? null : await venueOf(scope, place.venueSlug, place.via === 'kiosk' ? messages.passes.kioskVenueUnknown : messages.notFound);
  const record = await findPassByCode(scope, compact);
  if (!record) throw new HttpError(404, messages.passes.notFound);
  const answer = (outcome: CheckInWire['outcome'], at: Date): CheckInWire => ({
    outcome,
    checked_in_at: at.toISOString(),
    booking_id: record.bookingId,
    attendee_name: record.attendeeName,
    session: { name: record.name, starts_at: startsAtWire(record), venue_name: record.venueName },
  });
  if (record.checkedInAt) return answer('already_checked_in', record.checkedInAt);
  const refusal = checkInRefusal({ status: record.status, startsLocal: record.startsLocal, timeZone: record.timezone, venueId: record.venueId, venueName: record.venueName, checkingInAt: venueId, now });
  if (refusal) throw new HttpError(409, refusal);
  const recorded = await scope.transaction(async (tx) => {
    const { db, tenantId } = requireTenant(tx);
    const [row] = await db
      .insert(checkIns)
      .values({ tenantId, bookingId: record.bookingId, passCode: compact, checkedInAt: now, byUserId: place.via === 'staff' ? place.byUserId : null, via: place.via, venueId: venueId ?? record.venueId })
      .onConflictDoNothing()
      .returning({ at: checkIns.checkedInAt });
    if (row) await db.update(bookings).set({ attended: true }).where(tx.owned(bookings, and(eq(bookings.id, record.bookingId), eq(bookings.status, 'settled'))));
    return row ?? null;
  });
  if (recorded) return answer('checked_in', recorded.at);
  const [earlier] = await requireTenant(scope).db.select({ at: checkIns.checkedInAt }).from(checkIns).where(scope.owned(checkIns, eq(checkIns.bookingId, record.bookingId)));
  return answer('already_checked_in', earlier?.at ?? now);
}
