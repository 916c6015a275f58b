import { messages, type ClosureBody, type ClosureWire, type VenueLocationWire } from '@courtside/core';
import { asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { closures, locations, occurrences, type ClosureRow } from '../db/schema';
import type { TenantCall } from '../context/requestContext';
import type { TenantDb } from '../db/tenantDb';
import { publish } from '../events/publish';
import { HttpError } from '../http/httpError';
import { findVenueBySlug } from '../venues/venues.repo';
import { clashesOfMany, storeVerdicts } from './clashCheck';

// Spec §3 clash kind closure: staff close a venue (or some of its locations) for a while; every bookable session still
// to come that the closure covers is set aside (clashing, with the closure among its clashes) until a manager
// reinstates it, which checks the rules again (so not while the closure stands). Lifting the closure looks again at the
// sessions it set aside: those that clash with nothing else are bookable again.

const toWire = (row: ClosureRow): ClosureWire => ({
  id: row.id,
  venue_id: row.venueId,
  starts_at: row.startsLocal.slice(0, 19),
  ends_at: row.endsLocal.slice(0, 19),
  location_ids: row.locationIds,
  reason: row.reason,
  created_at: row.createdAt.toISOString(),
});

/** The tenant's venue by its slug (404 when it has none). */
export async function venueOf(scope: TenantDb, slug: string) {
  const venue = await findVenueBySlug(scope, slug);
  if (!venue) throw new HttpError(404, messages.notFound);
  return venue;
}

/** A venue's closures, soonest first. */
export async function listClosures(scope: TenantDb, venueSlug: string): Promise<ClosureWire[]> {
  const venue = await venueOf(scope, venueSlug);
  const rows = await scope.db.select().from(closures).where(scope.owned(closures, eq(closures.venueId, venue.id))).orderBy(asc(closures.startsLocal), asc(closures.id));
  return rows.map(toWire);
}

/** Closes the venue or some of its locations, and sets aside the bookable sessions still to come it covers. */
export async function createClosure({ db: scope, now }: TenantCall, venueSlug: string, body: ClosureBody): Promise<ClosureWire & { occurrences_set_aside: string[] }> {
  const venue = await venueOf(scope, venueSlug);
  if (body.location_ids.length > 0) {
    const known = await scope.db.select({ id: locations.id }).from(locations).where(scope.owned(locations, eq(locations.venueId, venue.id), inArray(locations.id, body.location_ids)));
    if (known.length !== new Set(body.location_ids).size) throw new HttpError(422, messages.notFound, { location_ids: [messages.notFound] });
  }
  // One transaction, and the clash rules read once for every session the closure covers (clashCheck.clashesOfMany).
  return scope.transaction(async (tx) => {
    const [closure] = await tx.db
      .insert(closures)
      .values({ tenantId: scope.tenantId, venueId: venue.id, startsLocal: body.starts_at, endsLocal: body.ends_at, locationIds: [...new Set(body.location_ids)], reason: body.reason })
      .returning();
    const covered = await tx.db
      .select()
      .from(occurrences)
      .where(tx.owned(occurrences, eq(occurrences.venueId, venue.id), eq(occurrences.status, 'bookable'), gt(occurrences.startsAt, now), lt(occurrences.startsLocal, body.ends_at), gt(occurrences.endsLocal, body.starts_at)))
      .orderBy(asc(occurrences.startsAt), asc(occurrences.id));
    const found = await clashesOfMany(tx, venue.id, covered.map((row) => ({ row, at: row })));
    const closed = covered.filter((row) => found.get(row.id)?.some((c) => c.kind === 'closure' && c.closure_id === closure!.id));
    const changed = await storeVerdicts(tx, closed.map((row) => ({ id: row.id, status: 'clashing' as const, clashes: found.get(row.id)! })), 'bookable');
    const setAside = closed.filter((row) => changed.has(row.id));
    if (setAside.length > 0) await publish(tx.db, { type: 'bookingsChanged', tenantId: tx.tenantId, occurrenceIds: setAside.map((row) => row.id) });
    return { ...toWire(closure!), occurrences_set_aside: setAside.map((row) => row.publicId) };
  });
}

/**
 * Lifts a closure and, in the same transaction, looks again at the sessions still to come it set aside: each that now
 * clashes with nothing is bookable again (answered as `occurrences_reinstated`); the others keep their other clashes.
 */
export async function deleteClosure({ db: scope, now }: TenantCall, closureId: number): Promise<{ id: number; occurrences_reinstated: string[] }> {
  return scope.transaction(async (tx) => {
    const [gone] = await tx.db.delete(closures).where(tx.owned(closures, eq(closures.id, closureId))).returning({ id: closures.id, venueId: closures.venueId });
    if (!gone) throw new HttpError(404, messages.notFound);
    const named = JSON.stringify([{ kind: 'closure', closure_id: gone.id }]);
    const setAside = await tx.db
      .select()
      .from(occurrences)
      .where(tx.owned(occurrences, eq(occurrences.venueId, gone.venueId), eq(occurrences.status, 'clashing'), gt(occurrences.startsAt, now), sql`${occurrences.clashes} @> ${named}::jsonb`));
    const found = await clashesOfMany(tx, gone.venueId, setAside.map((row) => ({ row, at: row })));
    const verdicts = setAside.map((row) => {
      const clashes = found.get(row.id) ?? [];
      return { id: row.id, status: clashes.length === 0 ? ('bookable' as const) : ('clashing' as const), clashes };
    });
    await storeVerdicts(tx, verdicts);
    const reinstated = setAside.filter((row) => (found.get(row.id) ?? []).length === 0).map((row) => row.publicId);
    if (setAside.length > 0) await publish(tx.db, { type: 'bookingsChanged', tenantId: tx.tenantId, occurrenceIds: setAside.map((row) => row.id) });
    return { id: gone.id, occurrences_reinstated: reinstated };
  });
}

/** A venue's locations (rooms, courts and the halls holding them), in the venue's order. */
export async function listVenueLocations(scope: TenantDb, venueSlug: string): Promise<VenueLocationWire[]> {
  const venue = await venueOf(scope, venueSlug);
  const rows = await scope.db
    .select({ id: locations.id, name: locations.name, parent_id: locations.parentId })
    .from(locations)
    .where(scope.owned(locations, eq(locations.venueId, venue.id)))
    .orderBy(asc(locations.position), asc(locations.id));
  return rows;
}
