import { ageOn, defaultTicket, messages, parseOccurrenceKey, placesFor, qualifiesForTicket, type BasketItemPayload, type BookingType, type TicketWire } from '@courtside/core';
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { fieldError } from '../auth/fieldError';
import { cartMessages } from '../cart/cartMessages';
import { claimLine, claimPlaces, releaseHolds } from '../cart/holds';
import { anyOf, compiled, intArray, param } from '../db/compiled';
import { bookings, occurrences, venues, type CartItemRow } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import { HttpError } from '../http/httpError';
import { loadCustomerOccurrence, placePrice, type CustomerOccurrence } from '../occurrences/customerOccurrence';
import { ticketById } from '../activities/tickets.repo';
import { findUser } from '../users/users.repo';
import { heldSessionColumns, sessionOfBooking, venueOfSession } from './heldSession';
import { placesChanged } from './holdEvents';
import type { CheckedItem, HeldSession, HoldRequest, LineClaim, LineFacts, PurchasableKind, ViewedLine } from './purchasable';

const notFound = () => new HttpError(404, messages.notFound);

/** What a session's claim needs beyond the line: the waiver agreed with the add, and the ticket's attendees. */
interface SessionClaim {
  waiverId: number | null;
  ticket: { id: string; attendees: number } | null;
}

/**
 * Spec §3 Ticket of a ticketed session for this attendee: the one chosen (it must be the activity's and the attendee
 * must qualify: core's age band on the session's day), else the one they qualify for (core's defaultTicket).
 */
async function ticketFor(scope: TenantDb, found: CustomerOccurrence, item: BasketItemPayload, attendeeId: number, field: string): Promise<TicketWire> {
  const tickets = found.occurrence.tickets;
  const attendee = await findUser(scope, attendeeId);
  if (!attendee) throw notFound();
  const age = attendee.dateOfBirth ? ageOn(attendee.dateOfBirth, found.row.startsLocal) : null;
  const name = `${attendee.firstName} ${attendee.lastName}`.trim();
  const band = (t: TicketWire) => ({ minAge: t.min_age ?? null, maxAge: t.max_age ?? null, attendees: t.attendees });
  if (item.ticket_id === undefined) {
    const chosen = defaultTicket(tickets, (t) => qualifiesForTicket(band(t), age));
    if (!chosen) throw fieldError(field, cartMessages.noTicketFor(name));
    return chosen;
  }
  const ticket = tickets.find((t) => t.id === item.ticket_id);
  if (!ticket) throw notFound();
  if (!qualifiesForTicket(band(ticket), age)) throw fieldError(field, cartMessages.ticketNotFor(ticket.name, name));
  return ticket;
}
const bookingIdsOf = (lines: readonly CartItemRow[]) => lines.flatMap((l) => (l.bookingId === null ? [] : [l.bookingId]));
const sessionsOf = (lines: ReadonlyArray<{ occurrenceId: number | null }>) => [...new Set(lines.flatMap((l) => (l.occurrenceId === null ? [] : [l.occurrenceId])))];

/** The bookings of basket lines with their sessions and venues (every basket read and every add's answer: built once). */
const heldSessions = compiled<{ tenantId: number; ids: string }, HeldSession[]>((db) =>
  db
    .select(heldSessionColumns)
    .from(bookings)
    .innerJoin(occurrences, sessionOfBooking)
    .innerJoin(venues, venueOfSession)
    .where(and(eq(bookings.tenantId, param('tenantId')), anyOf(bookings.id, 'ids'))),
);

/** A new session line's claim (cart/holds.ts claimLine): its places, its ticket and the waiver agreed with the add. */
function lineClaimOf({ checked, quantity }: Omit<HoldRequest, 'cartItemId'>): LineClaim {
  const { waiverId, ticket } = checked.claimData as SessionClaim;
  const places = placesFor(ticket, quantity);
  return { sessions: [checked.line.occurrenceId!], places, ticketId: ticket?.id ?? null, waiverId, bundle: null, alreadyBooked: cartMessages.alreadyBooked };
}

/**
 * Sessions (spec §3 occurrence, cartable_type av2_booking): a line holds a reserved booking of the session — places
 * counted against its capacity (the channel's, when split) until it is settled by an order, released, or lapses.
 */
export const sessionKind: PurchasableKind = {
  type: 'occurrence',
  books: 'session',
  legacyTypes: ['av2_booking', 'activity'],

  /** Spec §3 av2_booking: the booking with its session's times in the venue's zone (a line whose session is gone is not listed). */
  view(line: ViewedLine, base) {
    const s = line.session;
    if (!s) return { cartableType: 'activity', lineItem: null };
    const zoned = (utc: Date, local: string) => ({ utc: utc.toISOString(), local, timezone: s.timezone });
    return {
      cartableType: 'av2_booking',
      lineItem: {
        ...base,
        type: 'av2_booking',
        booking_id: line.bookingId!,
        occurrence_id: s.publicId,
        booking_type: s.bookingType as BookingType,
        starts_at: zoned(s.startsAt, s.startsLocal),
        ends_at: zoned(s.endsAt, s.endsLocal),
        venue: { name: s.venueName },
      },
    };
  },

  /** Spec §3 bookable_action 'book', restrictions met or agreed (the waiver agreed with the add), and a price. */
  async check(scope: TenantDb, item: BasketItemPayload, attendeeId: number, now: Date, field: string, channel: 'online' | 'foh' = 'online'): Promise<CheckedItem> {
    const key = parseOccurrenceKey(item.purchasable_id);
    // Online, not yet open to this attendee (member windows) or paused after no-shows: refused with when and why.
    const found = key === null ? null : await loadCustomerOccurrence(scope, key, attendeeId, now, { names: false, fairUse: channel === 'online' });
    if (!found) throw notFound();
    const { occurrence } = found;
    const action = occurrence.bookable_action;
    if (action.action === 'cancel_booking' || action.action === 'cancel_reservation') throw fieldError(field, cartMessages.alreadyBooked);
    if (action.action !== 'book') throw fieldError(field, action.message ?? messages.sessionFull);
    const agreed = new Set(item.activity_restriction_ids ?? []);
    const { pre_purchase_waiver: waiver, pre_purchase_induction: induction } = occurrence.restrictions;
    if (induction) throw fieldError(field, cartMessages.unmetRestriction(induction.name));
    if (waiver && !agreed.has(waiver.id)) throw fieldError(`${field}.activity_restriction_ids`, cartMessages.unmetRestriction(waiver.name));
    const ticket = found.row.bookingType === 'ticketed' ? await ticketFor(scope, found, item, attendeeId, `${field}.ticket_id`) : null;
    if (item.ticket_id !== undefined && !ticket) throw fieldError(`${field}.ticket_id`, messages.cart.ticketOnlyForSession);
    const priced = placePrice(found, found.customer?.plans ?? [], ticket);
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
        ticketId: ticket?.id ?? null,
      },
      claimData: { waiverId: waiver?.id ?? null, ticket: ticket ? { id: ticket.id, attendees: ticket.attendees } : null } satisfies SessionClaim,
      lockKey: found.row.id,
      packages: found.customer?.holdsPackages ?? true,
    };
  },

  /** The waiver agreement is recorded with the hold; the hold takes a place for each person the ticket admits. */
  lineClaim: lineClaimOf,
  claim: (scope, hold) => claimLine(scope, hold, lineClaimOf(hold)),

  async changeQuantity(scope, line, { quantity, channel, now, reservedUntil, field }) {
    if (line.bookingId === null || line.occurrenceId === null) throw notFound();
    const ticket = line.ticketId === null ? null : ((await ticketById(scope, line.ticketId)) ?? null);
    const places = placesFor(ticket, quantity);
    const claim = await claimPlaces(scope, { occurrenceId: line.occurrenceId, userId: line.purchasedForUserId, quantity: places, channel, now, reservedUntil, bookingId: line.bookingId });
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
    // Never shortened: a place offered from the waitlist is held longer than a checkout's extension.
    const extended = await scope.db
      .update(bookings)
      .set({ reservedUntil: sql`greatest(${bookings.reservedUntil}, ${until.toISOString()}::timestamptz)` })
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

  /**
   * A lapsed reservation (still 'reserved', its session bookable and not started) is claimed again for its places, as
   * any claim is (the session's lock, its capacity counted); one whose places went to others stays lapsed.
   */
  async reclaim(scope, lines, until, now) {
    const back = new Set<number>();
    const ids = bookingIdsOf(lines);
    if (ids.length === 0) return back;
    const rows = await scope.db
      .select({ id: bookings.id, occurrenceId: bookings.occurrenceId, userId: bookings.userId, quantity: bookings.quantity, channel: bookings.channel })
      .from(bookings)
      .innerJoin(occurrences, and(eq(occurrences.tenantId, bookings.tenantId), eq(occurrences.id, bookings.occurrenceId)))
      .where(
        scope.owned(
          bookings,
          inArray(bookings.id, ids),
          eq(bookings.status, 'reserved'),
          eq(occurrences.status, 'bookable'),
          gt(occurrences.startsAt, now),
          or(isNull(occurrences.lastBookableAt), gt(occurrences.lastBookableAt, now)),
        ),
      )
      .orderBy(asc(bookings.occurrenceId));
    const retaken: number[] = [];
    for (const row of rows) {
      const claim = await claimPlaces(scope, { occurrenceId: row.occurrenceId, userId: row.userId, quantity: row.quantity, channel: row.channel, now, reservedUntil: until, bookingId: row.id });
      if (!claim.ok) continue;
      retaken.push(row.occurrenceId);
      for (const line of lines) if (line.bookingId === row.id) back.add(line.id);
    }
    await placesChanged(scope, retaken, false);
    return back;
  },

  /**
   * The session, its venue and location names (in the session's order), and its hold of every line: as the basket read
   * them with the lines, else in one query for them all.
   */
  async describe(scope, lines, now) {
    const facts = new Map<number, LineFacts | 'lapsed'>();
    const ids = bookingIdsOf(lines);
    if (ids.length === 0) return facts;
    const read = lines.every((line) => line.bookingId === null || line.held !== undefined);
    const rows = read ? lines.flatMap((line) => line.held ?? []) : await heldSessions(scope.db, { tenantId: scope.tenantId, ids: intArray(ids) });
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
        publicId: o.publicId,
        bookingType: o.bookingType,
        startsAt: o.startsAt,
        endsAt: o.endsAt,
        startsLocal: o.startsLocal.slice(0, 19),
        endsLocal: o.endsLocal.slice(0, 19),
        timezone: o.timezone,
        venueName: row.venueName,
        venueSlug: row.venueSlug,
        location: o.friendlyLocationName ?? (row.locationNames || null),
        heldUntil: row.reservedUntil,
      });
    }
    return facts;
  },
};
