import { BookableActionKind, type BasketItemPayload } from '@courtside/core';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { bookingBundles, bookings, occurrences, programmes, tenants, venues, waitlistEntries, waitlistOffers, type WaitlistOfferRow } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import { bookableSessions, campAction, campWholePrice, courseAction, loadProgrammeViews, wholeAvailable } from '../programmes/programmeView';

// What a waitlist waits for: a session, or a whole camp or course. The offers (offers.ts) run the same way for both;
// only what goes in the basket, how its hold is found and what the mail names differ, and they are here.

/** A session's waitlist, or a camp's or course's. */
export type OfferTarget = { occurrenceId: number; programmeId?: undefined } | { programmeId: string; occurrenceId?: undefined };

/** A free place to offer now: the basket item for the waiting attendee, and the hold its add makes for them. */
export interface FreePlace {
  item(attendeeId: number): BasketItemPayload;
  heldBooking(scope: TenantDb<Tx>, attendeeId: number): Promise<number | null>;
}

/** The target's waitlist entries. */
export const entriesOf = (target: OfferTarget) =>
  target.programmeId !== undefined ? eq(waitlistEntries.programmeId, target.programmeId) : eq(waitlistEntries.occurrenceId, target.occurrenceId);

/** The target's offers. */
export const offersOf = (target: OfferTarget) =>
  target.programmeId !== undefined ? eq(waitlistOffers.programmeId, target.programmeId) : eq(waitlistOffers.occurrenceId, target.occurrenceId);

/** The offer row's columns naming the target. */
export const targetColumns = (target: OfferTarget) => ({ occurrenceId: target.occurrenceId ?? null, programmeId: target.programmeId ?? null });

/** A session with a free place: bookable and still to come (whether a place is free, the basket's claim decides). */
async function freeSessionPlace(scope: TenantDb, occurrenceId: number, now: Date): Promise<FreePlace | null> {
  const [session] = await scope.db.select().from(occurrences).where(scope.owned(occurrences, eq(occurrences.id, occurrenceId)));
  if (!session || session.status !== 'bookable' || session.startsAt <= now) return null;
  return {
    item: (attendeeId) => ({ purchasable_type: 'occurrence', purchasable_id: session.publicId, quantity: 1, purchased_for_user_id: attendeeId }),
    async heldBooking(tx, attendeeId) {
      const [held] = await tx.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(tx.owned(bookings, eq(bookings.occurrenceId, session.id), eq(bookings.userId, attendeeId), eq(bookings.status, 'reserved')));
      return held?.id ?? null;
    },
  };
}

/**
 * A camp or course with a place anyone could book now (its bookable_action for a visitor is book): a course whole; a
 * camp whole while it is sold and can be bought whole, else the days that can be booked alone.
 */
async function freeProgrammePlace(scope: TenantDb, programmeId: string, now: Date): Promise<FreePlace | null> {
  const [row] = await scope.db.select({ kind: programmes.kind }).from(programmes).where(scope.owned(programmes, eq(programmes.id, programmeId)));
  if (!row) return null;
  const [view] = await loadProgrammeViews(scope, row.kind, { ids: [programmeId] }, null, now);
  if (!view) return null;
  const action = row.kind === 'camp' ? campAction(view, now) : courseAction(view, now);
  if (action.action !== BookableActionKind.BOOK) return null;
  const whole = row.kind === 'course' || (campWholePrice(view) !== null && wholeAvailable(view, now) > 0);
  const camp = row.kind === 'camp' ? (whole ? { booking_full_camp: true } : { booking_full_camp: false, camp_occurrence_ids: bookableSessions(view).map((o) => o.id) }) : {};
  return {
    item: (attendeeId) => ({ purchasable_type: row.kind, purchasable_id: programmeId, quantity: 1, purchased_for_user_id: attendeeId, ...camp }),
    async heldBooking(tx, attendeeId) {
      const [held] = await tx.db
        .select({ id: bookings.id })
        .from(bookings)
        .innerJoin(bookingBundles, and(eq(bookingBundles.tenantId, bookings.tenantId), eq(bookingBundles.id, bookings.bundleId)))
        .where(tx.owned(bookings, eq(bookingBundles.programmeId, programmeId), eq(bookingBundles.userId, attendeeId), eq(bookings.status, 'reserved')))
        .orderBy(asc(bookings.id))
        .limit(1);
      return held?.id ?? null;
    },
  };
}

/** The place free on the target now, or null when there is none to offer. */
export const freePlace = (scope: TenantDb, target: OfferTarget, now: Date): Promise<FreePlace | null> =>
  target.programmeId !== undefined ? freeProgrammePlace(scope, target.programmeId, now) : freeSessionPlace(scope, target.occurrenceId, now);

/** What an offer's mail names: the tenant, what was offered, its venue, and when it (or its first session to come) starts. */
export async function offerFacts(scope: TenantDb, offer: WaitlistOfferRow) {
  const session = offer.occurrenceId !== null ? eq(occurrences.id, offer.occurrenceId) : and(eq(occurrences.programmeId, offer.programmeId!), gt(occurrences.startsAt, offer.offeredAt));
  const [facts] = await scope.db
    .select({ tenant: tenants.name, session: occurrences.name, startsAt: occurrences.startsAt, timezone: occurrences.timezone, venue: venues.name })
    .from(occurrences)
    .innerJoin(tenants, eq(tenants.id, occurrences.tenantId))
    .innerJoin(venues, and(eq(venues.tenantId, occurrences.tenantId), eq(venues.id, occurrences.venueId)))
    .where(scope.owned(occurrences, session))
    .orderBy(asc(occurrences.startsAt))
    .limit(1);
  if (!facts || offer.programmeId === null) return facts ?? null;
  const [programme] = await scope.db.select({ name: programmes.name }).from(programmes).where(scope.owned(programmes, eq(programmes.id, offer.programmeId)));
  return { ...facts, session: programme?.name ?? facts.session };
}
