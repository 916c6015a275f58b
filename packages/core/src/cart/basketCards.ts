import { formatLocalDate } from '../time/venueTime';
import { inBasketOrder } from './basketVenue';

/** What the basket shows of a cart item (spec §2 Basket page cards). */
export type BasketCardKind = 'booking' | 'membership' | 'membershipChange' | 'membershipRenewal' | 'package' | 'default';

/** A session of a booking card, already formatted for the venue's calendar. */
export interface BasketCardSession {
  id: string | number;
  date: string;
  time: string;
  location: string | null;
}

/** Spec §2 basket card: kind, name, when and where, price, quantity, extras and applied benefit or package. */
export interface BasketCard {
  id: number;
  kind: BasketCardKind;
  name: string;
  venueName: string | null;
  dateRange: string | null;
  location: string | null;
  sessions: BasketCardSession[];
  price: string;
  quantity: number;
  newMembership: string | null;
  membershipLength: string | null;
  childItems: Array<{ id: number; name: string; quantity: number; price: string }>;
  benefitApplied: boolean;
  packageApplied: boolean;
  /** A package held could pay for it now (after Remove package usage): the card offers Apply package. */
  packageApplicable: boolean;
  /** Whom it is for and at which ticket ('For Jamie Morgan · Child (under 16)'); null when the cart does not say. */
  forLine: string | null;
  /** Until when its place is held, venue-local 'HH:mm' (spec §3 reserved); null when nothing is held. */
  heldUntil: string | null;
  /** The discount code on it and what it takes off; null when none. */
  discount: { code: string; saving: string } | null;
  /** A discount code may be applied: a session booking without a package use, member price or code. */
  discountable: boolean;
}

/** Spec §3 Cart item / Order line: who a booking is for and at which ticket, as the basket and confirmation say it. */
export function attendeeLine(attendee: string | null | undefined, ticket: string | null | undefined): string | null {
  if (!attendee) return ticket ?? null;
  return ticket ? `For ${attendee} · ${ticket}` : `For ${attendee}`;
}

/** Spec §3 Order line as the confirmation says it: who it was for and the ticket, then when and where. */
export function orderLineSummary(line: { attendeeName?: string | null; ticketName?: string | null; summary: string | null }): string | null {
  return [attendeeLine(line.attendeeName, line.ticketName), line.summary].filter(Boolean).join(' · ') || null;
}

/** The parts of a cart item (spec §3, camelCase) the basket reads. */
export interface BasketCartItem {
  id: number;
  cartableType: string;
  cartableResource: {
    venueName?: string | null;
    venueSlug?: string | null;
    duration?: string | number | null;
    startsAt?: string | null;
    date?: string | null;
    location?: string | null;
    newMembership?: string | null;
    timezone?: string | null;
    sessions?: Array<{ id: string | number; startsAt: string; location: string | null }> | null;
  };
  price: { formatted: string };
  quantity: number;
  name: string;
  benefitApplied: boolean;
  packageApplied: boolean;
  sortBy: number;
  childItems: ReadonlyArray<{ id: number; name: string; quantity: number; price: { formatted: string } }>;
  attendeeName?: string | null;
  ticketName?: string | null;
  /** The venue's wall time the item's hold lapses at, 'YYYY-MM-DD HH:MM:SS'. */
  heldUntilLocal?: string | null;
  discount?: { code: string; saving: string } | null;
  /** The ways to pay that could be applied to it now ('package'). */
  canApply?: readonly string[] | null;
}

/** Spec §3 cartable types → the §2 card that shows them. */
const kinds: Record<string, BasketCardKind> = {
  av2_booking: 'booking',
  av2_booking_bundle: 'booking',
  activity: 'booking',
  activity_ticket: 'booking',
  membership_renewal: 'membershipRenewal',
  membership: 'membership',
  membership_change: 'membershipChange',
  pricing_option: 'package',
};

/** A venue-local date ('YYYY-MM-DD…') as spec §9 'ddd, D MMM YYYY' (noon UTC keeps it on that day). */
const longDate = (local: string) => formatLocalDate(local);

/** Spec §2 "first-to-last date range": one date, or the first and last sessions' dates. */
export function dateRange(localStarts: readonly string[]): string | null {
  const sorted = [...localStarts].sort();
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return null;
  return first.slice(0, 10) === last.slice(0, 10) ? longDate(first) : `${longDate(first)} – ${longDate(last)}`;
}

/** One cart item as its basket card. */
export function toBasketCard(item: BasketCartItem): BasketCard {
  const resource = item.cartableResource;
  const sessions = [...(resource.sessions ?? [])].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const starts = sessions.length ? sessions.map((s) => s.startsAt) : resource.startsAt ? [resource.startsAt] : [];
  const kind = kinds[item.cartableType] ?? 'default';
  const isMembership = kind === 'membership' || kind === 'membershipChange' || kind === 'membershipRenewal';
  return {
    id: item.id,
    kind,
    name: item.name,
    venueName: resource.venueName ?? null,
    dateRange: dateRange(starts),
    location: resource.location ?? null,
    sessions: sessions.map((s) => ({ id: s.id, date: longDate(s.startsAt), time: s.startsAt.slice(11, 16), location: s.location })),
    price: item.price.formatted,
    quantity: item.quantity,
    newMembership: isMembership ? (resource.newMembership ?? null) : null,
    membershipLength: isMembership && resource.duration != null ? String(resource.duration) : null,
    childItems: item.childItems.map((c) => ({ id: c.id, name: c.name, quantity: c.quantity, price: c.price.formatted })),
    benefitApplied: item.benefitApplied,
    packageApplied: item.packageApplied,
    packageApplicable: !item.packageApplied && (item.canApply ?? []).includes('package'),
    forLine: attendeeLine(item.attendeeName, item.ticketName),
    heldUntil: item.heldUntilLocal ? item.heldUntilLocal.slice(11, 16) : null,
    discount: item.discount ?? null,
    discountable: (item.cartableType === 'av2_booking' || item.cartableType === 'activity') && !item.packageApplied && !item.benefitApplied && !item.discount,
  };
}

/** Spec §2: the basket's cards, sorted by sort_by (ties keep the cart's order). */
export function basketCards(items: readonly BasketCartItem[]): BasketCard[] {
  return inBasketOrder(items).map(toBasketCard);
}
