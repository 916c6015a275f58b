import {
  capacityUpdateRefusal,
  messages,
  occurrenceWindowRefusal,
  rescheduled,
  staffCancelTerms,
  type OccurrenceListQuery,
  type OccurrenceUpdate,
  type OccurrenceWire,
} from '@courtside/core';
import { arrayOverlaps, asc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { cancelWithin } from '../bookings/cancelBooking';
import type { TenantCall } from '../context/requestContext';
import { findBooking } from '../bookings/bookings.repo';
import { bookings, instructors, locations, occurrences, venues, waitlistEntries } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import { publish } from '../events/publish';
import { HttpError } from '../http/httpError';
import { findOccurrence, occurrenceColumnsWithCounts, type OccurrenceWithCounts } from '../occurrences/occurrences.repo';
import { toOccurrence } from '../occurrences/occurrenceView';
import { loadReferences } from '../occurrences/references.repo';
import { blockBookingsOf } from './blockBookings';
import { clashesOf } from './clashCheck';

// Staff contracts: spec §7's contract-only "list occurrences", "get occurrence" and "update occurrence" (update,
// reinstate, delete). Staff read every occurrence of the tenant, cancelled and clashing ones too.

/** The most occurrences one list answers (the window is at most MAX_OCCURRENCE_WINDOW_DAYS; this bounds a busy venue). */
export const MAX_OCCURRENCES_LISTED = 1000;

/** What the occurrence actions need beyond the request's tenant and instant: what to run once a capacity change has committed. */
export interface OccurrenceCall extends TenantCall {
  /** Offers new places of these occurrences to their waitlists (after the commit). */
  offerPlaces: (occurrenceIds: readonly number[]) => Promise<unknown>;
}

const unprocessable = (field: string, message: string) => new HttpError(422, message, { [field]: [message] });

/** What a staff member may see beyond the occurrence itself: block bookings (core's staffMay 'seeBlockBookings'). */
export interface StaffView {
  now: Date;
  seeBlockBookings: boolean;
}

/** Spec §3 Occurrences as staff see them (no customer: no bookable action for anyone), references loaded per venue. */
async function toStaffWires(scope: TenantDb, rows: readonly OccurrenceWithCounts[], view: StaffView): Promise<OccurrenceWire[]> {
  const venueIds = [...new Set(rows.map((r) => r.venueId))];
  if (venueIds.length === 0) return [];
  const venueRows = await scope.db.select({ id: venues.id, name: venues.name }).from(venues).where(scope.owned(venues, inArray(venues.id, venueIds)));
  const refs = new Map(await Promise.all(venueRows.map(async (v) => [v.id, await loadReferences(scope, v, rows.filter((r) => r.venueId === v.id))] as const)));
  const blocks = view.seeBlockBookings ? await blockBookingsOf(scope, rows.map((r) => r.id)) : new Map<number, never>();
  return rows.map((row) => toOccurrence(row, refs.get(row.venueId)!, { customer: null, now: view.now }, [], blocks.get(row.id) ?? null));
}

/** Spec §5 occurrence list: the window (venue wall times), venues, clash state, schedules, recurrences, locations, categories. */
export async function listStaffOccurrences(scope: TenantDb, query: OccurrenceListQuery, view: StaffView): Promise<OccurrenceWire[]> {
  const { now } = view;
  const refusal = occurrenceWindowRefusal(query.starts_after, query.starts_before);
  if (refusal) throw unprocessable('starts_before', refusal);
  const where: Array<SQL | undefined> = [
    gte(occurrences.startsLocal, query.starts_after),
    lt(occurrences.startsLocal, query.starts_before),
    query.venue_ids ? inArray(occurrences.venueId, query.venue_ids) : undefined,
    query.clashing === 'only_clashing' ? eq(occurrences.status, 'clashing') : query.clashing === 'only_non_clashing' ? ne(occurrences.status, 'clashing') : undefined,
    query.schedule_ids ? inArray(occurrences.scheduleId, query.schedule_ids) : undefined,
    query.recurrence_ids ? inArray(occurrences.recurrenceId, query.recurrence_ids) : undefined,
    query.location_ids ? arrayOverlaps(occurrences.locationIds, query.location_ids) : undefined,
    query.category_ids ? inArray(occurrences.categoryId, query.category_ids) : undefined,
  ];
  const rows = await scope.db
    .select(occurrenceColumnsWithCounts(now))
    .from(occurrences)
    .where(scope.owned(occurrences, ...where.filter((w): w is SQL => w !== undefined)))
    .orderBy(asc(occurrences.startsLocal), asc(occurrences.id))
    .limit(MAX_OCCURRENCES_LISTED);
  return toStaffWires(scope, rows, view);
}

/** One occurrence of the tenant by its v1 or v2 id, as staff see it (404 when it is not the tenant's). */
export async function getStaffOccurrence(scope: TenantDb, id: string, view: StaffView): Promise<OccurrenceWire> {
  const row = await findOccurrence(scope, id, view.now);
  if (!row) throw new HttpError(404, messages.notFound);
  return (await toStaffWires(scope, [row], view))[0]!;
}

/** Places taken in each channel now (settled plus live reservations). */
async function takenByChannel(scope: TenantDb, occurrenceId: number, now: Date) {
  const rows = await scope.db
    .select({ channel: bookings.channel, taken: sql<number>`coalesce(sum(${bookings.quantity}), 0)`.mapWith(Number) })
    .from(bookings)
    .where(scope.owned(bookings, eq(bookings.occurrenceId, occurrenceId), sql`(${bookings.status} = 'settled' or (${bookings.status} = 'reserved' and ${bookings.reservedUntil} > ${now.toISOString()}))`))
    .groupBy(bookings.channel);
  return { takenOnline: rows.find((r) => r.channel === 'online')?.taken ?? 0, takenFoh: rows.find((r) => r.channel === 'foh')?.taken ?? 0 };
}

/** Every id must name one of the venue's locations (or the tenant's instructors): else 422 on the field. */
async function checkKnown(scope: TenantDb, table: typeof locations | typeof instructors, ids: readonly number[], field: string, venueId?: number) {
  if (ids.length === 0) return;
  const found = await scope.db
    .select({ id: table.id })
    .from(table)
    .where(scope.owned(table, inArray(table.id, [...ids]), venueId === undefined ? undefined : eq(locations.venueId, venueId)));
  if (new Set(found.map((f) => f.id)).size !== new Set(ids).size) throw unprocessable(field, messages.notFound);
}

/** Spec §5 update: times, locations, instructors and capacity, each checked against what is stored. */
async function updateFields(deps: OccurrenceCall, scope: TenantDb, row: OccurrenceWithCounts, change: Extract<OccurrenceUpdate, { action: 'update' }>, now: Date) {
  if (row.status === 'cancelled') throw new HttpError(422, messages.staff.alreadyDeleted);
  if (row.startsAt <= now) throw new HttpError(422, messages.staff.started);
  if (change.location_ids) await checkKnown(scope, locations, change.location_ids, 'data.location_ids', row.venueId);
  if (change.instructor_ids) await checkKnown(scope, instructors, change.instructor_ids, 'data.instructor_ids');
  const capacity = change.capacity;
  if (capacity) {
    const refusal = capacityUpdateRefusal({ strategy: row.capacityStrategy, ...(await takenByChannel(scope, row.id, now)) }, capacity);
    if (refusal) throw unprocessable('data.capacity', refusal);
  }
  const times = change.start_time || change.duration_minutes ? rescheduled(row, { startTime: change.start_time, durationMinutes: change.duration_minutes }, row.timezone) : null;
  if (times && times.startsAt <= now) throw unprocessable('data.start_time', messages.staff.started);
  // Moved, or its people or rooms changed: the clash rules look again; a clash sets it aside (not bookable).
  const moved = times !== null || change.location_ids !== undefined || change.instructor_ids !== undefined;
  const found = moved
    ? await clashesOf(scope, row, { startsLocal: times?.startsLocal ?? row.startsLocal, endsLocal: times?.endsLocal ?? row.endsLocal, locationIds: change.location_ids ?? row.locationIds, instructorIds: change.instructor_ids ?? row.instructorIds })
    : null;
  await scope.transaction(async (tx) => {
    await tx.db
      .update(occurrences)
      .set({
        ...(times ? { startsLocal: times.startsLocal, endsLocal: times.endsLocal, startsAt: times.startsAt, endsAt: times.endsAt, isDetachedFromRecurrence: true } : {}),
        ...(times && row.originalStartsAt === null ? { originalStartsAt: row.startsAt, originalEndsAt: row.endsAt } : {}),
        ...(change.location_ids ? { locationIds: change.location_ids } : {}),
        ...(change.friendly_location_name !== undefined ? { friendlyLocationName: change.friendly_location_name || null } : {}),
        ...(change.instructor_ids ? { instructorIds: change.instructor_ids } : {}),
        ...(capacity?.strategy === 'shared' ? { capacity: capacity.maximum } : {}),
        ...(capacity?.strategy === 'split' ? { capacity: capacity.online, fohCapacity: capacity.foh } : {}),
        ...(found ? { clashes: found, ...(found.length > 0 ? { status: 'clashing' as const } : {}) } : {}),
      })
      .where(tx.owned(occurrences, eq(occurrences.id, row.id)));
    await publish(tx.db, { type: 'bookingsChanged', tenantId: tx.tenantId, occurrenceIds: [row.id] });
  });
  // A raised capacity goes to the waitlist, as a freed place would.
  if (capacity) await deps.offerPlaces([row.id]);
}

/**
 * Spec §5 delete (with a §9 reason): the occurrence is cancelled and every live booking of it with it — the venue
 * cancelled, so what each paid goes back as credit and no late actions apply (core's staffCancelTerms('occurrence')),
 * mails queued — and its waitlist is cleared. One transaction.
 */
async function deleteOccurrence(deps: OccurrenceCall, scope: TenantDb, row: OccurrenceWithCounts, reason: Extract<OccurrenceUpdate, { action: 'delete' }>['reason'], now: Date) {
  if (row.status === 'cancelled') throw new HttpError(422, messages.staff.alreadyDeleted);
  if (row.startsAt <= now) throw new HttpError(422, messages.staff.started);
  const live = await scope.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(scope.owned(bookings, eq(bookings.occurrenceId, row.id), inArray(bookings.status, ['settled', 'reserved'])));
  const records = (await Promise.all(live.map((b) => findBooking(scope, b.id)))).filter((r) => r !== null);
  const terms = { ...staffCancelTerms('occurrence')!, source: 'occurrence' as const };
  await scope.transaction(async (tx) => {
    const [done] = await tx.db
      .update(occurrences)
      .set({ status: 'cancelled', deleteReason: reason })
      .where(tx.owned(occurrences, eq(occurrences.id, row.id), ne(occurrences.status, 'cancelled')))
      .returning({ id: occurrences.id });
    if (!done) throw new HttpError(422, messages.staff.alreadyDeleted);
    for (const record of records) await cancelWithin(tx, record, now, terms);
    await tx.db.delete(waitlistEntries).where(tx.owned(waitlistEntries, eq(waitlistEntries.occurrenceId, row.id)));
    await publish(tx.db, { type: 'bookingsChanged', tenantId: tx.tenantId, occurrenceIds: [row.id] });
  });
}

/**
 * Spec §4/§5 reinstate: only a clashing occurrence (can_be_reinstated), and only when the clash rules, run again, find
 * nothing — else it stays aside with what it clashes with now.
 */
async function reinstateOccurrence(scope: TenantDb, row: OccurrenceWithCounts) {
  if (row.status !== 'clashing') throw new HttpError(422, messages.staff.notReinstatable);
  const found = await clashesOf(scope, row, row);
  if (found.length > 0) {
    await scope.db.update(occurrences).set({ clashes: found }).where(scope.owned(occurrences, eq(occurrences.id, row.id)));
    throw new HttpError(422, messages.staff.stillClashing);
  }
  await scope.transaction(async (tx) => {
    await tx.db.update(occurrences).set({ status: 'bookable', clashes: [] }).where(tx.owned(occurrences, eq(occurrences.id, row.id), eq(occurrences.status, 'clashing')));
    await publish(tx.db, { type: 'bookingsChanged', tenantId: tx.tenantId, occurrenceIds: [row.id] });
  });
}

/** Spec §7 update occurrence (managers): update, reinstate or delete; answers the occurrence as now stored. */
export async function updateStaffOccurrence(deps: OccurrenceCall, id: string, change: OccurrenceUpdate, seeBlockBookings: boolean): Promise<OccurrenceWire> {
  const { db: scope, now } = deps;
  const row = await findOccurrence(scope, id, now);
  if (!row) throw new HttpError(404, messages.notFound);
  if (change.action === 'delete') await deleteOccurrence(deps, scope, row, change.reason, now);
  else if (change.action === 'reinstate') await reinstateOccurrence(scope, row);
  else await updateFields(deps, scope, row, change, now);
  return getStaffOccurrence(scope, row.publicId, { now, seeBlockBookings });
}
