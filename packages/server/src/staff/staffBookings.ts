import {
  attendanceRefusal,
  messages,
  parseRecordId,
  staffCancelTerms,
  type BookingWire,
  type CancellationSource,
} from '@courtside/core';
import { eq, inArray } from 'drizzle-orm';
import { cancelWithin } from '../bookings/cancelBooking';
import type { TenantCall } from '../context/requestContext';
import { findBooking, type BookingRecord } from '../bookings/bookings.repo';
import { toBookingWires } from '../bookings/bookingView';
import { bookings } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import { HttpError } from '../http/httpError';

// Staff contracts: the bulk booking calls (spec §7 contract-only "bulk update bookings" and "bulk attendance"). Each is
// all-or-nothing: every booking is checked first, and one refused answers 422 with a reason per booking
// (`data.booking_ids.{i}`) and changes nothing.

type BookingId = string | number;
type Refusal = (record: BookingRecord) => string | null;

/**
 * The tenant's bookings the ids name, in the request's order, each checked by `refuse`; any unknown or refused answers
 * 422 naming each by its place in the list. A booking of another tenant is simply unknown.
 */
async function checkAll(scope: TenantDb, ids: readonly BookingId[], refuse: Refusal): Promise<BookingRecord[]> {
  const records = await Promise.all(
    ids.map(async (raw) => {
      const id = parseRecordId(String(raw));
      return id === null ? null : findBooking(scope, id);
    }),
  );
  const errors: Record<string, string[]> = {};
  records.forEach((record, i) => {
    const reason = record ? refuse(record) : messages.notFound;
    if (reason) errors[`data.booking_ids.${i}`] = [reason];
  });
  if (Object.keys(errors).length > 0) throw new HttpError(422, messages.staff.someRefused, errors);
  // A booking named twice is changed once.
  return [...new Map((records as BookingRecord[]).map((r) => [r.booking.id, r])).values()];
}

/** The bookings as now stored, in the request's order. */
async function reread(scope: TenantDb, records: readonly BookingRecord[], now: Date): Promise<BookingWire[]> {
  const fresh = await Promise.all(records.map((r) => findBooking(scope, r.booking.id)));
  return toBookingWires(scope, fresh.filter((r): r is BookingRecord => r !== null), { now });
}

/**
 * Spec §7 bulk update bookings (update_type cancellation) by staff: with source `occurrence` the venue cancels (the
 * whole price back as credit, no late actions), with `foh` staff cancel for the customer on the customer's rules
 * (core's staffCancelTerms). A booking already cancelled or whose session has started is refused. One transaction:
 * places freed, credit given and mails queued for all, or for none.
 */
export async function cancelBookingsAsStaff({ db: scope, now }: TenantCall, ids: readonly BookingId[], source: CancellationSource): Promise<BookingWire[]> {
  const terms = staffCancelTerms(source);
  if (!terms) throw new HttpError(422, messages.staff.cancelSource, { 'data.cancellation_source': [messages.staff.cancelSource] });
  const records = await checkAll(scope, ids, (r) => (r.booking.status === 'cancelled' || r.occurrence.startsAt <= now ? messages.staff.notCancellable : null));
  await scope.transaction(async (tx) => {
    for (const record of records) await cancelWithin(tx, record, now, { ...terms, source });
  });
  return reread(scope, records, now);
}

/** Spec §4/§7 bulk attendance: marks settled bookings attended or absent, from their session's day on (core's attendanceRefusal). */
export async function markAttendance({ db: scope, now }: TenantCall, ids: readonly BookingId[], status: 'attended' | 'absent'): Promise<BookingWire[]> {
  const records = await checkAll(scope, ids, (r) =>
    attendanceRefusal({ status: r.booking.status, startsLocal: r.occurrence.startsLocal, timeZone: r.occurrence.timezone, now }),
  );
  await scope.db
    .update(bookings)
    .set({ attended: status === 'attended' })
    .where(scope.owned(bookings, inArray(bookings.id, records.map((r) => r.booking.id)), eq(bookings.status, 'settled')));
  return reread(scope, records, now);
}
