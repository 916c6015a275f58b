import { clashes, findClashes, messages, shiftWallClock, wallClockMs, type Clash, type ClashSession } from '@courtside/core';
import { eq, gt, lt, ne, sql } from 'drizzle-orm';
import { closures, occurrences, venues, type OccurrenceRow } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import { locationsOf, named, zoned } from '../occurrences/occurrenceView';
import { loadReferences } from '../occurrences/references.repo';

// The clash rules (core's findClashes) run against what the database holds — the venue's opening times, its closures
// and its other live sessions near the one checked.

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
 * The sessions of `live` that overlap a window, found by binary search over their starts: a closure over a month of a
 * busy venue checks thousands of sessions against thousands, which a scan for each would make quadratic.
 */
function nearby(live: readonly OccurrenceRow[]) {
  const spans = live.map((row) => ({ row, starts: wallClockMs(row.startsLocal), ends: wallClockMs(row.endsLocal) })).sort((a, b) => a.starts - b.starts);
  const longest = spans.reduce((max, s) => Math.max(max, s.ends - s.starts), 0);
  return ({ from, to }: { from: string; to: string }): OccurrenceRow[] => {
    const [after, before] = [wallClockMs(from), wallClockMs(to)];
    // The first that could still be running at `from`: none starts earlier than the longest session before it.
    let low = 0;
    for (let high = spans.length; low < high; ) {
      const mid = (low + high) >> 1;
      if (spans[mid]!.starts < after - longest) low = mid + 1;
      else high = mid;
    }
    const found: OccurrenceRow[] = [];
    for (let i = low; i < spans.length && spans[i]!.starts < before; i++) if (spans[i]!.ends > after) found.push(spans[i]!.row);
    return found;
  };
}

/** An occurrence to check and where it is (or would be after an update). */
export interface ClashCheck {
  row: OccurrenceRow;
  at: Placement;
}

/**
 * Spec §3 clashes of an occurrence placed at `at`: core's findClashes against its venue's opening times, closures and
 * the venue's other live sessions within half a day of it, as the wire names them.
 */
export async function clashesOf(scope: TenantDb, row: OccurrenceRow, at: Placement): Promise<Clash[]> {
  return (await clashesOfMany(scope, row.venueId, [{ row, at }])).get(row.id) ?? [];
}

/**
 * `clashesOf` for many occurrences of one venue, by id: the venue, its live sessions and its closures around them all
 * are read once (a closure over a busy week covers hundreds of sessions; one read each held PGlite's one connection,
 * and the event loop with it, for seconds).
 */
export async function clashesOfMany(scope: TenantDb, venueId: number, checks: readonly ClashCheck[]): Promise<Map<number, Clash[]>> {
  const answers = new Map<number, Clash[]>();
  if (checks.length === 0) return answers;
  const [venue] = await scope.db.select({ id: venues.id, name: venues.name, openingTimes: venues.openingTimes }).from(venues).where(scope.owned(venues, eq(venues.id, venueId)));
  if (!venue) return answers;
  // Half a day either side of each: what a session's setup and teardown could reach.
  const window = (at: Placement) => ({ from: hoursFrom(at.startsLocal, -12), to: hoursFrom(at.endsLocal, 12) });
  const windows = checks.map((check) => window(check.at));
  const from = windows.reduce((min, w) => (w.from < min ? w.from : min), windows[0]!.from);
  const to = windows.reduce((max, w) => (w.to > max ? w.to : max), windows[0]!.to);
  const [live, shut] = await Promise.all([
    scope.db
      .select()
      .from(occurrences)
      .where(scope.owned(occurrences, eq(occurrences.venueId, venueId), ne(occurrences.status, 'cancelled'), lt(occurrences.startsLocal, to), gt(occurrences.endsLocal, from))),
    scope.db.select().from(closures).where(scope.owned(closures, eq(closures.venueId, venueId), lt(closures.startsLocal, to), gt(closures.endsLocal, from))),
  ]);
  const opening = venue.openingTimes.map((o) => ({ dayOfWeek: o.day_of_week, opensAt: o.opens_at, closesAt: o.closes_at }));
  const near = nearby(live);
  // One clash session per live row, shared by every check that meets it: core works out each one's span once.
  const asClash = new Map(live.map((o) => [o.id, clashSession(o)]));
  const found = checks.flatMap(({ row, at }, index) => {
    const others = near(windows[index]!).filter((o) => o.id !== row.id);
    const findings = findClashes(clashSession(row, at), others.map((o) => asClash.get(o.id)!), opening, shut);
    if (!clashes(findings)) {
      answers.set(row.id, []);
      return [];
    }
    return [{ row, at, findings }];
  });
  if (found.length === 0) return answers;
  const refs = await loadReferences(scope, venue, found.map(({ row, at }) => ({ ...row, instructorIds: at.instructorIds })));
  const byId = new Map(live.map((o) => [o.id, o]));
  const span = (id: number) => {
    const o = byId.get(id)!;
    return { starts_at: zoned(o.startsAt, o.startsLocal, o.timezone), ends_at: zoned(o.endsAt, o.endsLocal, o.timezone), recurrence_id: o.recurrenceId };
  };
  for (const { row, findings } of found) {
    answers.set(row.id, [
      ...(findings.openingTimes ? [{ kind: 'opening_times' as const, message: findings.openingTimes }] : []),
      ...findings.instructors.map((c) => ({ kind: 'instructors' as const, ...span(c.other.id), message: messages.staff.clash.instructors, instructors: named(c.ids, refs.instructors) })),
      ...findings.locations.map((c) => ({ kind: 'locations' as const, ...span(c.other.id), message: messages.staff.clash.locations, locations: locationsOf({ locationIds: c.ids }, refs) })),
      ...findings.closures.map((c) => {
        const reason = shut.find((closure) => closure.id === c.closure.id)?.reason;
        return { kind: 'closure' as const, message: reason ? `${messages.staff.clash.closure} ${reason}` : messages.staff.clash.closure, closure_id: c.closure.id, locations: c.ids };
      }),
    ]);
  }
  return answers;
}

/** A session's new status and the clashes found for it. */
export interface ClashVerdict {
  id: number;
  status: 'bookable' | 'clashing';
  clashes: Clash[];
}

/** Stores many sessions' verdicts in one statement (only sessions still `from`, when given); answers the ids it changed. */
export async function storeVerdicts(scope: TenantDb, verdicts: readonly ClashVerdict[], from?: 'bookable' | 'clashing'): Promise<Set<number>> {
  if (verdicts.length === 0) return new Set();
  const { rows } = (await scope.db.execute(sql`
    update ${occurrences} o set status = v.status, clashes = v.clashes
    from jsonb_to_recordset(${JSON.stringify(verdicts)}::jsonb) as v(id integer, status text, clashes jsonb)
    where o.tenant_id = ${scope.tenantId} and o.id = v.id ${from ? sql`and o.status = ${from}` : sql``}
    returning o.id`)) as unknown as { rows: Array<{ id: number }> };
  return new Set(rows.map((row) => Number(row.id)));
}
