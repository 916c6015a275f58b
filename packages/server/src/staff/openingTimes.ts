import { openingTimesClash, type OpeningTimesBody } from '@courtside/core';
import { asc, eq, gt } from 'drizzle-orm';
import { occurrences, venues } from '../db/schema';
import type { TenantCall } from '../context/requestContext';
import { publish } from '../events/publish';
import { clashesOfMany, storeVerdicts } from './clashCheck';
import { venueOf } from './closures';

// A manager changes a venue's opening times; in the same transaction every bookable session still to come that now
// falls outside them is set aside (clashing, with what it clashes with) until a manager reinstates it, which checks the
// rules again. Sessions set aside before are not brought back by wider hours: reinstating is a decision.

/** Keeps the venue's new opening times and answers the sessions they set aside, by id. */
export async function changeOpeningTimes({ db: scope, now }: TenantCall, venueSlug: string, body: OpeningTimesBody) {
  const venue = await venueOf(scope, venueSlug);
  const opening = body.opening_times.map((o) => ({ dayOfWeek: o.day_of_week, opensAt: o.opens_at, closesAt: o.closes_at }));
  return scope.transaction(async (tx) => {
    await tx.db.update(venues).set({ openingTimes: body.opening_times }).where(tx.owned(venues, eq(venues.id, venue.id)));
    const upcoming = await tx.db
      .select()
      .from(occurrences)
      .where(tx.owned(occurrences, eq(occurrences.venueId, venue.id), eq(occurrences.status, 'bookable'), gt(occurrences.startsAt, now)))
      .orderBy(asc(occurrences.startsAt));
    // The opening-times rule is pure and cheap: only the sessions it catches pay for the full clash check.
    const outside = upcoming.filter((row) => openingTimesClash(row, opening) !== null);
    const found = await clashesOfMany(tx, venue.id, outside.map((row) => ({ row, at: row })));
    await storeVerdicts(tx, outside.map((row) => ({ id: row.id, status: 'clashing' as const, clashes: found.get(row.id) ?? [] })));
    if (outside.length > 0) await publish(tx.db, { type: 'bookingsChanged', tenantId: tx.tenantId, occurrenceIds: outside.map((row) => row.id) });
    return { venue_id: venue.id, opening_times: body.opening_times, occurrences_set_aside: outside.map((row) => row.publicId) };
  });
}
