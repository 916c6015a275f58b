import { bookingWindow, bookingWindowMessage, customerPrice, noShowPauseMessage, noShowStanding, venueLocalNow, type BlockBookingInformation, type BookingWindows, type NamedRef, type OccurrenceSummaryWire, type OccurrenceWire, type TicketWire, type ZonedDateTime } from '@courtside/core';
import type { CustomerContext } from '../bookings/customerContext.repo';
import { bookableAction } from './bookableAction';
import type { OccurrenceRow } from '../db/schema';
import type { OccurrenceWithCounts } from './occurrences.repo';
import type { References } from './references.repo';

/** Who is asking (null: a visitor) and when. */
export interface Viewer {
  customer: CustomerContext | null;
  now: Date;
  /**
   * Fair use applies — a visitor or a customer booking online (staff at the till book past it): the venue's member
   * priority windows, and the customer's no-show pause. Absent: neither.
   */
  fairUse?: { windows: BookingWindows | null } | null;
}

/** A venue's member priority windows (core's BookingWindows). */
export const windowsOf = (venue: { memberBookingDays: number | null; publicBookingDays: number | null }): BookingWindows => ({
  memberDays: venue.memberBookingDays,
  publicDays: venue.publicBookingDays,
});

/** Fair use for one session: when booking opens to the caller (a member holds a plan today), and their no-show pause. */
function fairUseOf(row: OccurrenceWithCounts, viewer: Viewer): { notYetOpen: string | null; paused: string | null } {
  const { fairUse, customer, now } = viewer;
  if (!fairUse) return { notYetOpen: null, paused: null };
  const member = (customer?.plans.length ?? 0) > 0;
  const window = bookingWindow({ startsLocal: row.startsLocal, timeZone: row.timezone, windows: fairUse.windows, member, now });
  const rule = customer?.noShowRule ?? null;
  const paused = customer && rule ? noShowPauseMessage(noShowStanding(customer.noShowEnds, rule, now), rule, row.timezone) : null;
  return { notYetOpen: bookingWindowMessage(window, row.timezone, member), paused };
}

/** Spec §3 zoned date-time: the instant, the venue wall time and its zone. */
export const zoned = (utc: Date, local: string, timezone: string): ZonedDateTime => ({ utc: utc.toISOString(), local: local.slice(0, 19), timezone });
/** Spec §3 `{ id, name }` refs for ids, in their order (unknown ids left out). */
export const named = (ids: readonly number[], names: Map<number, string>): NamedRef[] =>
  ids.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : []));

/** Spec §3 occurrence locations: each with its names from the location up to the venue. */
export function locationsOf(row: Pick<OccurrenceRow, 'locationIds'>, refs: References) {
  return row.locationIds.map((id) => {
    const names: string[] = [];
    for (let at = refs.locations.get(id); at; at = at.parentId === null ? undefined : refs.locations.get(at.parentId)) names.push(at.name);
    return { id, names: [...names, refs.venueName] };
  });
}

/** Spec §6: restrictions show only for a known customer who has not met them ('any': meeting one is enough). */
function restrictionsFor(row: OccurrenceWithCounts, refs: References, viewer: Viewer): OccurrenceSummaryWire['restrictions'] {
  const hidden = { pre_purchase_waiver: null, pre_purchase_induction: null, criteria: row.restrictionCriteria };
  const { customer } = viewer;
  if (!customer) return hidden;
  const ids = [row.waiverId, row.inductionId].filter((id): id is number => id !== null);
  const met = ids.filter((id) => customer.completedRestrictions.has(id));
  if (ids.length === 0 || (row.restrictionCriteria === 'any' ? met.length > 0 : met.length === ids.length)) return hidden;
  const unmet = (id: number | null) => (id !== null && !met.includes(id) ? (refs.restrictions.get(id) ?? null) : null);
  return { pre_purchase_waiver: unmet(row.waiverId), pre_purchase_induction: unmet(row.inductionId), criteria: row.restrictionCriteria };
}

/** The parts of the customer's view both shapes share: capacity, price, waitlist, restrictions and bookable_action. */
function customerView(row: OccurrenceWithCounts, refs: References, viewer: Viewer) {
  const available = Math.max(0, row.capacity - row.taken);
  const waitlist = row.waitlistMaximum === null ? null : { maximum: row.waitlistMaximum, consumed: row.waiting, available: Math.max(0, row.waitlistMaximum - row.waiting) };
  const { customer, now } = viewer;
  const ticketed = row.bookingType === 'ticketed';
  const priced = customerPrice(row.priceId === null ? null : (refs.prices.get(row.priceId) ?? null), customer ? customer.plans : null);
  const own = customer?.liveBookings.find((b) => b.occurrenceId === row.id);
  const facts = customer && {
    booking: own?.status ?? null,
    onWaitlist: customer.waitlisted.has(row.id),
    busy: customer.liveBookings.some((b) => b.occurrenceId !== row.id && b.startsAt < row.endsAt && b.endsAt > row.startsAt),
    hasPrice: ticketed || priced.price !== null,
  };
  const fair = fairUseOf(row, viewer);
  return {
    capacity: { maximum: row.capacity, available, consumed: Math.min(row.taken, row.capacity) },
    price: ticketed ? null : priced.price,
    price_is_estimate: priced.isEstimate,
    waitlist,
    restrictions: restrictionsFor(row, refs, viewer),
    bookable_action: bookableAction({ status: row.status, startsAt: row.startsAt, lastBookableAt: row.lastBookableAt, now, available, waitlist, customer: facts && { ...facts, paused: fair.paused }, notYetOpen: fair.notYetOpen }),
  };
}

/** Spec §3: location_name is the occurrence's locations' names joined. */
export const locationName = (row: Pick<OccurrenceRow, 'locationIds'>, refs: References) => row.locationIds.map((id) => refs.locations.get(id)?.name ?? '').filter(Boolean).join(', ');

/** The customer's view of an occurrence in the browse lists (spec §3 fields a customer sees). */
export function toOccurrenceSummary(row: OccurrenceWithCounts, refs: References, viewer: Viewer): OccurrenceSummaryWire {
  return {
    id: row.publicId,
    name: row.name,
    duration: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000),
    booking_type: row.bookingType,
    template_name: row.templateName,
    starts_at: zoned(row.startsAt, row.startsLocal, row.timezone),
    ends_at: zoned(row.endsAt, row.endsLocal, row.timezone),
    status: row.status,
    booking_strategy: row.bookingStrategy,
    locations: locationsOf(row, refs),
    location_name: locationName(row, refs),
    friendly_location_name: row.friendlyLocationName,
    instructors: named(row.instructorIds, refs.instructors),
    tags: named(row.tagIds, refs.tags),
    allow_anonymous_bookings: row.allowAnonymousBookings,
    last_bookable_at: row.lastBookableAt?.toISOString() ?? null,
    ...customerView(row, refs, viewer),
  };
}

/**
 * Spec §3 Occurrence in full (one class), for the customer making the call; `blockBooking` only for staff permitted to
 * see it (spec §3: customers never do).
 */
export function toOccurrence(row: OccurrenceWithCounts, refs: References, viewer: Viewer, tickets: TicketWire[], blockBooking: BlockBookingInformation | null = null): OccurrenceWire {
  const summary = toOccurrenceSummary(row, refs, viewer);
  const online = summary.capacity;
  const foh = row.fohCapacity ?? 0;
  const own = viewer.customer?.liveBookings.find((b) => b.occurrenceId === row.id);
  const { tags: _tags, capacity: _capacity, ...shared } = summary;
  return {
    ...shared,
    interval_key: row.intervalKey,
    schedule_id: row.scheduleId,
    recurrence_id: row.recurrenceId,
    // A moved session's first times, in the venue's wall time of those instants (not of its new times).
    original_starts_at: row.originalStartsAt ? zoned(row.originalStartsAt, venueLocalNow(row.originalStartsAt, row.timezone), row.timezone) : null,
    original_ends_at: row.originalEndsAt ? zoned(row.originalEndsAt, venueLocalNow(row.originalEndsAt, row.timezone), row.timezone) : null,
    schedule_reference: row.scheduleReference,
    template_description: row.templateDescription,
    category_id: row.categoryId,
    setup_time_in_minutes: row.setupMinutes,
    teardown_time_in_minutes: row.teardownMinutes,
    capacity:
      row.capacityStrategy === 'split'
        ? { strategy: 'split', maximum: online.maximum + foh, available: online.available + foh, consumed: online.consumed, online, foh: { maximum: foh, available: foh, consumed: 0 } }
        : { strategy: 'shared', ...online },
    clashes: row.clashes,
    tickets,
    block_booking_information: blockBooking,
    can_cancel: own?.status === 'settled' && row.startsAt > viewer.now,
    is_detached_from_recurrence: row.isDetachedFromRecurrence,
    can_be_reinstated: row.status === 'clashing',
  };
}
