import { placePrice as placePriceRule, venueDateSlug, type OccurrenceWire, type PlacePrice, type TicketWire } from '@courtside/core';
import { loadCustomerContext, type CustomerContext } from '../bookings/customerContext.repo';
import { listTickets, type PricingOptionFacts } from '../activities/tickets.repo';
import type { VenueRow } from '../db/schema';
import { findOccurrenceAtVenue, type OccurrenceWithCounts } from './occurrences.repo';
import { toOccurrence, windowsOf } from './occurrenceView';
import { loadReferences, type ReferenceOptions, type References } from './references.repo';
import { requireTenant, type TenantDb } from '../db/tenantDb';

/** One occurrence as a customer (or a visitor, customerId null) sees it now, with what it was built from. */
export interface CustomerOccurrence {
  row: OccurrenceWithCounts;
  venue: VenueRow;
  refs: References;
  occurrence: OccurrenceWire;
  ticketOptions: PricingOptionFacts[];
  /** The customer's context (plans, bookings, restrictions met), null for a visitor. */
  customer: CustomerContext | null;
}

/**
 * Spec §3/§6: loads an occurrence by v1 or v2 id and builds the customer's view of it — capacity, price,
 * restrictions and bookable_action — exactly as the browse calls do (one class, and the basket's checks; a check that
 * shows nothing passes `{ names: false }`, and the view's locations, instructors and tags stay empty). Fair use applies
 * unless `{ fairUse: false }` (staff at the till).
 */
export async function loadCustomerOccurrence(
  scope: TenantDb,
  id: number | string,
  customerId: number | null,
  now: Date,
  options: ReferenceOptions & { fairUse?: boolean } = {},
): Promise<CustomerOccurrence | null> {
  requireTenant(scope);
  const found = await findOccurrenceAtVenue(scope, id, now);
  if (!found) return null;
  const { row, venue, price } = found;
  const window = { from: row.startsAt, to: row.endsAt, today: venueDateSlug(now, venue.timezone) };
  const [customer, ticketList] = await Promise.all([
    customerId === null ? null : loadCustomerContext(scope, customerId, [row.id], window, now),
    row.bookingType === 'ticketed' ? listTickets(scope, row.activityId) : null,
  ]);
  const known = price && row.priceId !== null ? new Map([[row.priceId, price]]) : undefined;
  const refs = await loadReferences(scope, venue, [row], (ticketList?.options ?? []).map((o) => o.priceId), { ...options, knownPrices: known });
  // Fair use (member windows, no-show pause) unless the caller books past it (staff at the till).
  const fairUse = options.fairUse === false ? null : { windows: windowsOf(venue) };
  const occurrence = toOccurrence(row, refs, { customer, now, fairUse }, ticketList?.tickets ?? []);
  return { row, venue, refs, occurrence, ticketOptions: ticketList?.options ?? [], customer };
}

/**
 * Core's spec §6 place price for a loaded occurrence: its price, or for a ticketed session the chosen ticket's
 * pricing option (no ticket: no price). Null: no price.
 */
export function placePrice(found: CustomerOccurrence, plans: readonly string[], ticket: TicketWire | null = null): PlacePrice | null {
  const { row, refs, ticketOptions } = found;
  const priceId = row.bookingType === 'ticketed' ? (ticketOptions.find((o) => o.id === ticket?.pricing_option.id)?.priceId ?? null) : row.priceId;
  return placePriceRule(priceId === null ? null : (refs.prices.get(priceId) ?? null), plans);
}
