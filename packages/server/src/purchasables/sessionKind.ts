import { messages, parseOccurrenceKey, type BasketItemPayload } from '@courtside/core';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { fieldError } from '../auth/fieldError';
import { cartMessages } from '../cart/cartMessages';
import { claimPlaces, releaseHolds } from '../cart/holds';
import { bookings, occurrences, restrictionCompletions, venues, type CartItemRow } from '../db/schema';
import type { Tx } from '../db/database';
import type { TenantDb } from '../db/tenantDb';
import { publish } from '../events/publish';
import { HttpError } from '../http/httpError';
import { loadCustomerOccurrence, placePrice } from '../occurrences/customerOccurrence';
import type { CheckedItem, LineFacts, PurchasableKind } from './purchasable';

const notFound = () => new HttpError(404, messages.notFound);
const bookingIdsOf = (lines: readonly CartItemRow[]) => lines.flatMap((l) => (l.bookingId === null ? [] : [l.bookingId]));
const sessionsOf = (lines: ReadonlyArray<{ occurrenceId: number | null }>) => [...new Set(lines.flatMap((l) => (l.occurrenceId === null ? [] : [l.occurrenceId])))];

/** Places of these sessions changed (inside the bus's transaction: delivered after the commit); `freed` gave some back. */
async function placesChanged(scope: TenantDb<Tx>, occurrenceIds: number[], freed: boolean): Promise<void> {
  if (occurrenceIds.length === 0) return;
  await publish(scope.db, { type: 'bookingsChanged', tenantId: scope.tenantId, occurrenceIds });
  if (freed) for (const occurrenceId of occurrenceIds) await publish(scope.db, { type: 'placeFreed', tenantId: scope.tenantId, occurrenceId });
}

/**
 * Sessions (spec §3 occurrence, cartable_type av2_booking): a line holds a reserved booking of the session — places
 * counted against its capacity (the channel's, when split) until it is settled by an order, released, or lapses.
 */
export const sessionKind: PurchasableKind = {
  type: 'occurrence',

  /** Spec §3 bookable_action 'book', restrictions met or agreed (the waiver agreed with the add), and a price. */
  async check(scope: TenantDb, item: BasketItemPayload, attendeeId: number, now: Date, field: string): Promise<CheckedItem> {
    const key = parseOccurrenceKey(item.purchasable_id);
    const found = key === null ? null : await loadCustomerOccurrence(scope, key, attendeeId, now);
    if (!found) throw notFound();
    const { occurrence } = found;
    const action = occurrence.bookable_action;
    if (action.action === 'cancel_booking' || action.action === 'cancel_reservation') throw fieldError(field, cartMessages.alreadyBooked);
    if (action.action !== 'book') throw fieldError(field, action.message ?? messages.sessionFull);
    const agreed = new Set(item.activity_restriction_ids ?? []);
    const { pre_purchase_waiver: waiver, pre_purchase_induction: induction } = occurrence.restrictions;
    if (induction) throw fieldError(field, cartMessages.unmetRestriction(induction.name));
    if (waiver && !agreed.has(waiver.id)) throw fieldError(`${field}.activity_restriction_ids`, cartMessages.unmetRestriction(waiver.name));
    const priced = placePrice(found, found.customer?.plans ?? []);
    if (!priced) throw fieldError(field, action.message ?? cartMessages.notSellable);
    return {
      line: {
        purchasableId: found.row.publicId,
        occurrenceId: found.row.id,
        name: found.row.name,
        unitPrice: priced.unit,
        standardUnitPrice: priced.standard,
        currency: priced.currency,
        benefitApplied: priced.unit < priced.standard,
      },
      claimData: { waiverId: waiver?.id ?? null },
      lockKey: found.row.id,
    };
  },

  /** The waiver agreement is recorded with the hold; the hold is claimed atomically (`claimPlaces`). */
  async claim(scope, { checked, cartItemId, attendeeId, quantity, channel, now, reservedUntil, field }) {
    const { waiverId } = checked.claimData as { waiverId: number | null };
    if (waiverId !== null) await scope.db.insert(restrictionCompletions).values({ tenantId: scope.tenantId, userId: attendeeId, restrictionId: waiverId }).onConflictDoNothing();
    const claim = await claimPlaces(scope, { occurrenceId: checked.line.occurrenceId!, userId: attendeeId, quantity, channel, now, reservedUntil, cartItemId });
    if (!claim.ok) throw claim.reason === 'notFound' ? notFound() : fieldError(field, claim.reason === 'full' ? messages.sessionFull : cartMessages.alreadyBooked);
    await placesChanged(scope, [checked.line.occurrenceId!], false);
  },

  async changeQuantity(scope, line, { quantity, channel, now, reservedUntil, field }) {
    if (line.bookingId === null || line.occurrenceId === null) throw notFound();
    const claim = await claimPlaces(scope, { occurrenceId: line.occurrenceId, userId: line.purchasedForUserId, quantity, channel, now, reservedUntil, bookingId: line.bookingId });
    if (!claim.ok) throw fieldError(field, messages.sessionFull);
    await placesChanged(scope, [line.occurrenceId], quantity < line.quantity);
  },

  async release(scope, lines) {
    await releaseHolds(scope, bookingIdsOf(lines));
    await placesChanged(scope, sessionsOf(lines), true);
  },

  async extend(scope, lines, until, now) {
    const ids = bookingIdsOf(lines);
    if (ids.length === 0) return true;
    const extended = await scope.db
      .update(bookings)
      .set({ reservedUntil: until })
      .where(scope.owned(bookings, inArray(bookings.id, ids), eq(bookings.status, 'reserved'), gt(bookings.reservedUntil, now)))
      .returning({ id: bookings.id });
    return extended.length === ids.length;
  },

  async settle(scope, lines, orderId, now) {
    const ids = bookingIdsOf(lines);
    if (ids.length === 0) return true;
    const settled = await scope.db
      .update(bookings)
      .set({ status: 'settled', reservedUntil: null, orderId })
      .where(scope.owned(bookings, inArray(bookings.id, ids), eq(bookings.status, 'reserved'), gt(bookings.reservedUntil, now)))
      .returning({ id: bookings.id });
    await placesChanged(scope, sessionsOf(lines), false);
    return settled.length === ids.length;
  },

  /** One query for every line: the session, its venue and location names (in the session's order), and its hold. */
  async describe(scope, lines, now) {
    const facts = new Map<number, LineFacts | 'lapsed'>();
    const ids = bookingIdsOf(lines);
    if (ids.length === 0) return facts;
    const locationNames = sql<string | null>`(select string_agg(l.name, ', ' order by array_position(${occurrences.locationIds}, l.id)) from locations l where l.id = any(${occurrences.locationIds}))`;
    const rows = await scope.db
      .select({ bookingId: bookings.id, status: bookings.status, reservedUntil: bookings.reservedUntil, occurrence: occurrences, venueName: venues.name, locationNames })
      .from(bookings)
      .innerJoin(occurrences, and(eq(occurrences.id, bookings.occurrenceId), eq(occurrences.tenantId, bookings.tenantId)))
      .innerJoin(venues, and(eq(venues.id, occurrences.venueId), eq(venues.tenantId, occurrences.tenantId)))
      .where(scope.owned(bookings, inArray(bookings.id, ids)));
    const byBooking = new Map(rows.map((row) => [row.bookingId, row]));
    for (const line of lines) {
      if (line.bookingId === null) continue;
      const row = byBooking.get(line.bookingId);
      const live = row && row.status === 'reserved' && row.reservedUntil !== null && row.reservedUntil > now;
      if (!row || !live) {
        facts.set(line.id, 'lapsed');
        continue;
      }
      const o = row.occurrence;
      facts.set(line.id, {
        cartableType: 'av2_booking',
        publicId: o.publicId,
        bookingType: o.bookingType,
        startsAt: o.startsAt,
        endsAt: o.endsAt,
        startsLocal: o.startsLocal.slice(0, 19),
        endsLocal: o.endsLocal.slice(0, 19),
        timezone: o.timezone,
        venueName: row.venueName,
        location: o.friendlyLocationName ?? (row.locationNames || null),
      });
    }
    return facts;
  },
};
