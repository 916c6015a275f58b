import { clashes, findClashes, messages, shiftWallClock, type Clash, type ClashSession } from '@courtside/core';
import { eq, gt, lt, ne } from 'drizzle-orm';
import { closures, occurrences, venues, type OccurrenceRow } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import { locationsOf, named, zoned } from '../occurrences/occurrenceView';
import { loadReferences } from '../occurrences/references.repo';

// Issue 16: the clash rules (core's findClashes) run against what the database holds — the venue's opening times,
// its closures and its other live sessions near the one checked.

/** Where and when an occurrence is (or would be after an update): what the clash rules look at. */
export type Placement = Pick<OccurrenceRow, 'startsLocal' | 'endsLocal' | 'locationIds' | 'instructorIds'>;

const hoursFrom = (local: string, hours: number) => shiftWallClock(local, hours * 60);
const clashSession = (row: OccurrenceRow, at: Placement = row): ClashSession => ({
  id: row.id,
  startsLocal: at.startsLocal,
  endsLocal: at.endsLocal,
  setupMinutes: row.setupMinutes,
  teardownMinutes: row.teardownMinutes,
  locationIds: at.locationIds,
  instructorIds: at.instructorIds,
  intervalKey: row.intervalKey,
});

/**
 * Spec §3 clashes of an occurrence placed at `at`: core's findClashes against its venue's opening times, closures and
 * the venue's other live sessions within half a day of it, as the wire names them.
 */
export async function clashesOf(scope: TenantDb, row: OccurrenceRow, at: Placement): Promise<Clash[]> {
  const [venue] = await scope.db.select({ id: venues.id, name: venues.name, openingTimes: venues.openingTimes }).from(venues).where(scope.owned(venues, eq(venues.id, row.venueId)));
  if (!venue) return [];
  const others = await scope.db
    .select()
    .from(occurrences)
    .where(scope.owned(occurrences, eq(occurrences.venueId, row.venueId), ne(occurrences.id, row.id), ne(occurrences.status, 'cancelled'), lt(occurrences.startsLocal, hoursFrom(at.endsLocal, 12)), gt(occurrences.endsLocal, hoursFrom(at.startsLocal, -12))));
  const shut = await scope.db
    .select()
    .from(closures)
    .where(scope.owned(closures, eq(closures.venueId, row.venueId), lt(closures.startsLocal, hoursFrom(at.endsLocal, 12)), gt(closures.endsLocal, hoursFrom(at.startsLocal, -12))));
  const opening = venue.openingTimes.map((o) => ({ dayOfWeek: o.day_of_week, opensAt: o.opens_at, closesAt: o.closes_at }));
  const found = findClashes(clashSession(row, at), others.map((o) => clashSession(o)), opening, shut);
  if (!clashes(found)) return [];
  const refs = await loadReferences(scope, venue, [{ ...row, instructorIds: at.instructorIds }]);
  const byId = new Map(others.map((o) => [o.id, o]));
  const span = (id: number) => {
    const o = byId.get(id)!;
    return { starts_at: zoned(o.startsAt, o.startsLocal, o.timezone), ends_at: zoned(o.endsAt, o.endsLocal, o.timezone), recurrence_id: o.recurrenceId };
  };
  return [
    ...(found.openingTimes ? [{ kind: 'opening_times' as const, message: found.openingTimes }] : []),
    ...found.instructors.map((c) => ({ kind: 'instructors' as const, ...span(c.other.id), message: messages.staff.clash.instructors, instructors: named(c.ids, refs.instructors) })),
    ...found.locations.map((c) => ({ kind: 'locations' as const, ...span(c.other.id), message: messages.staff.clash.locations, locations: locationsOf({ locationIds: c.ids }, refs) })),
    ...found.closures.map((c) => {
      const reason = shut.find((row) => row.id === c.closure.id)?.reason;
      return { kind: 'closure' as const, message: reason ? `${messages.staff.clash.closure} ${reason}` : messages.staff.clash.closure, closure_id: c.closure.id, locations: c.ids };
    }),
  ];
}

