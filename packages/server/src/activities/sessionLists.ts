import {
  matchesTimetableFilters,
  venueDateSlug,
  type ActivitySessionsQuery,
  type BrowseSlotWire,
  type BrowseTimeWire,
  type OccurrenceSummaryWire,
  type TimetableClassWire,
  type TimetableFilterState,
} from '@courtside/core';
import { loadCustomerContext } from '../bookings/customerContext.repo';
import type { VenueRow } from '../db/schema';
import { RequestValidationError } from '../http/httpError';
import { dayRange, listDayOccurrences, type OccurrenceWithCounts } from '../occurrences/occurrences.repo';
import { toOccurrenceSummary, windowsOf } from '../occurrences/occurrenceView';
import { loadReferences } from '../occurrences/references.repo';
import type { TenantDb } from '../db/tenantDb';

/** A session of the day with its customer view. */
export interface DaySession {
  row: OccurrenceWithCounts;
  occurrence: OccurrenceSummaryWire;
}

/**
 * Spec §4: a date before the venue's migration date is served by the v1 calls, from it on by the v2 calls; the
 * other call answers 422 naming the right one, so a client cannot silently read the wrong timetable.
 */
export function assertApiVersion(venue: Pick<VenueRow, 'activitiesV2MigrationDate'>, date: string, v2: boolean): void {
  const migration = venue.activitiesV2MigrationDate;
  const onV2 = migration !== null && date >= migration;
  if (onV2 === v2) return;
  const message = v2
    ? migration === null
      ? 'This venue has not moved to the v2 calls: use the v1 call'
      : `Dates before ${migration} are served by the v1 call`
    : `Dates from ${migration} are served by the v2 call`;
  throw new RequestValidationError([{ code: 'custom', path: ['date'], message, input: date }], 'querystring');
}

/**
 * The day's sessions of an activity at a venue, as the customer making the call sees them (null: a visitor), fair use
 * included unless `fairUse: false` (staff at the till).
 */
export async function loadDaySessions(
  scope: TenantDb,
  venue: VenueRow,
  activityId: number,
  date: string,
  options: { customerId: number | null; now: Date; locationId?: number; fairUse?: boolean },
): Promise<DaySession[]> {
  const { customerId, now } = options;
  const rows = await listDayOccurrences(scope, { venueId: venue.id, activityId, date, locationId: options.locationId }, now);
  const [from, to] = dayRange(date);
  const window = {
    from: rows[0]?.startsAt ?? new Date(`${from.replace(' ', 'T')}Z`),
    to: rows.reduce((latest, r) => (r.endsAt > latest ? r.endsAt : latest), rows[0]?.endsAt ?? new Date(`${to.replace(' ', 'T')}Z`)),
    today: venueDateSlug(now, venue.timezone),
  };
  const [refs, customer] = await Promise.all([
    loadReferences(scope, venue, rows),
    customerId === null ? null : loadCustomerContext(scope, customerId, rows.map((r) => r.id), window, now),
  ]);
  const fairUse = options.fairUse === false ? null : { windows: windowsOf(venue) };
  return rows.map((row) => ({ row, occurrence: toOccurrenceSummary(row, refs, { customer, now, fairUse }) }));
}

/** Spec §3 timetable filters from the query parameters (end exclusive; an open end is the end of the day). */
export function filtersOf(query: Omit<ActivitySessionsQuery, 'date'>): TimetableFilterState {
  const ranged = query.start_time !== undefined || query.end_time !== undefined;
  return {
    timeRange: ranged ? { startTime: query.start_time ?? '00:00', endTime: query.end_time ?? '24:00' } : null,
    actionsToShow: query.actions_to_show ?? 'showAll',
    instructors: query.instructor_ids ?? [],
    tags: query.tag_ids ?? [],
    type: query.type ?? null,
  };
}

/** The sessions the spec §3 filters let through (the same rule the client applies, from core). */
export function applyFilters(sessions: DaySession[], query: Omit<ActivitySessionsQuery, 'date'>): DaySession[] {
  const filters = filtersOf(query);
  return sessions.filter(({ occurrence }) =>
    matchesTimetableFilters(
      {
        startTime: occurrence.starts_at.local.slice(11, 16),
        instructorIds: occurrence.instructors.map((i) => i.id),
        tagIds: occurrence.tags.map((t) => t.id),
        type: occurrence.template_name,
        bookable: occurrence.bookable_action.action === 'book',
      },
      filters,
    ),
  );
}

const hhmm = (local: string) => local.slice(11, 16);
const listId = (session: DaySession, v2: boolean) => (v2 ? session.row.publicId : session.row.id);

/** Spec §3 Activity class: id (v1 numeric, v2 the occurrence id), 24-hour start, tags, instructors. */
export const toTimetableClass = (session: DaySession, v2: boolean): TimetableClassWire => ({
  id: listId(session, v2),
  name: session.occurrence.name,
  starts_at: hhmm(session.occurrence.starts_at.local),
  tags: session.occurrence.tags,
  instructors: session.occurrence.instructors,
  occurrence: session.occurrence,
});

/** Spec §3 Slot: id and the venue-local start. */
export const toSlot = (session: DaySession, v2: boolean): BrowseSlotWire => ({
  id: listId(session, v2),
  starts_at: session.occurrence.starts_at.local,
  occurrence: session.occurrence,
});

/** Spec §3 Fast ticket time, keyed by its composite key (date, start, locations). */
export const toFastTicketTime = (session: DaySession, v2: boolean): BrowseTimeWire => {
  const { occurrence } = session;
  return {
    composite_key: `${occurrence.starts_at.local.slice(0, 10)}-${hhmm(occurrence.starts_at.local).replace(':', '')}-${session.row.locationIds.join('-')}`,
    occurrence_id: v2 ? session.row.publicId : null,
    starts_at: hhmm(occurrence.starts_at.local),
    ends_at: hhmm(occurrence.ends_at.local),
    tags: occurrence.tags,
    instructors: occurrence.instructors,
    action_to_show: { status: occurrence.bookable_action.action ?? 'unavailable', reason: occurrence.bookable_action.message },
    occurrence,
  };
};
