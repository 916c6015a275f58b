import { cartTotals, formatMoney, lineTotal, maxApplicableCredit, toPrice, venueLocalNow, type Price, type UserCartWire } from '@courtside/core';
import type { z } from 'zod';
import type { cartSchema } from '@courtside/core';
import type { LineView } from '../purchasables/purchasable';
import { kindOf } from '../purchasables/registry';
import type { CartLine, LoadedCart } from './cart.repo';
import { reservedCredit } from './cart.service';

const price = (value: number, currency: string): Price => toPrice(value, { currency });
const itemPrice = (raw: number, currency: string) => ({ formatted: formatMoney(raw, { currency }), decimal: (raw / 100).toFixed(2), raw });
const currencyOf = (loaded: LoadedCart) => loaded.lines[0]?.currency ?? 'GBP';

/**
 * Spec §3 cart totals with their formatted forms; `credit` is taken off the balance (what is left to pay). The spec's
 * cart has no field for the credit applied, so the checkout cart says it this way: total − balance.
 */
function totalsOf(loaded: LoadedCart, credit = 0) {
  const totals = cartTotals(loaded.lines);
  const currency = currencyOf(loaded);
  const balance = totals.balance - credit;
  return {
    total: totals.total,
    tax_total: totals.taxTotal,
    sub_total: totals.subTotal,
    balance,
    item_count: totals.itemCount,
    formatted_total: formatMoney(totals.total, { currency }),
    formatted_balance: formatMoney(balance, { currency }),
  };
}

/**
 * How the line's kind names it on the wire (spec §3). Every loaded line has a kind: a line of a kind no longer
 * registered leaves the basket when it is read (cart.repo).
 */
function viewOf(line: CartLine): LineView {
  const base = { id: line.id, name: line.name, quantity: line.quantity, max_quantity: null, price: price(line.unitPrice, line.currency), line_total: price(lineTotal(line), line.currency) };
  return kindOf(line.purchasableType)!.view(line, base);
}

const minutes = (line: CartLine) => (line.session && !line.session.sessions ? Math.round((line.session.endsAt.getTime() - line.session.startsAt.getTime()) / 60_000) : null);

/** The sessions a line holds, for the basket's expandable list: a bundle's each, else the one session. */
function sessionsOf(line: CartLine) {
  const s = line.session;
  if (!s) return [];
  const list = s.sessions ?? [{ publicId: s.publicId, startsLocal: s.startsLocal, endsLocal: s.endsLocal, location: s.location }];
  return list.map((one) => ({ id: one.publicId, starts_at: one.startsLocal, ends_at: one.endsLocal, location: one.location }));
}

/** Spec §3 child items: a camp's or course's extras, each priced (their cost is already in the parent's price). */
function childItemsOf(line: CartLine, position: number): z.input<typeof cartSchema>['items'][number]['child_items'] {
  return (line.session?.extras ?? []).map((extra, index) => ({
    id: extra.pricingOptionId,
    cartable_type: 'pricing_option',
    cartable_resource: { name: extra.name },
    price: itemPrice(extra.unitPrice * extra.quantity, line.currency),
    quantity: extra.quantity,
    name: extra.name,
    benefit_applied: false,
    package_applied: false,
    membership_user_id: null,
    sort_by: position * 100 + index,
    attendee_name: line.attendeeName,
  }));
}

/** Spec §3 cart item (checkout cart): a session's booking, priced as its line total, with its session for the basket. */
function toCartItem(line: CartLine, position: number, canApply: readonly string[]): z.input<typeof cartSchema>['items'][number] {
  const s = line.session;
  return {
    id: line.id,
    cartable_type: viewOf(line).cartableType,
    cartable_resource: {
      venue_name: s?.venueName ?? null,
      venue_slug: s?.venueSlug ?? null,
      duration: line.details?.length ?? minutes(line),
      starts_at: s?.startsLocal ?? null,
      ends_at: s?.endsLocal ?? null,
      date: s?.startsLocal.slice(0, 10) ?? null,
      location: s?.location ?? null,
      name: line.name,
      new_membership: line.details?.newMembership ?? null,
      timezone: s?.timezone ?? null,
      sessions: sessionsOf(line),
    },
    price: itemPrice(lineTotal(line), line.currency),
    quantity: line.quantity,
    name: line.name,
    benefit_applied: line.benefitApplied,
    package_applied: line.packageApplied,
    membership_user_id: null,
    sort_by: position,
    attendee_name: line.attendeeName,
    ticket_name: line.ticketName,
    held_until: s?.heldUntil?.toISOString() ?? null,
    held_until_local: s?.heldUntil && s.timezone ? venueLocalNow(s.heldUntil, s.timezone) : null,
    discount: line.discountCode && line.undiscountedUnitPrice !== null ? { code: line.discountCode, saving: formatMoney((line.undiscountedUnitPrice - line.unitPrice) * line.quantity, { currency: line.currency }) } : null,
    child_items: childItemsOf(line, position),
    can_apply: [...canApply],
  };
}

/**
 * Spec §3 Cart as the checkout-URL calls answer it (totals, credits the owner may apply, item_hash). The credit reserved
 * by POST /api/credits/apply is part of the cart, so a reload finds it: the balance is what is left after it, and
 * max_applicable stays what the whole basket could take (so the amount can be changed). `applicable`: by line, the ways
 * to pay that could be applied to it now (its can_apply; the basket offers Apply package).
 */
export function toCheckoutCart(loaded: LoadedCart, applicable: ReadonlyMap<number, readonly string[]> = new Map()): z.input<typeof cartSchema> {
  const totals = totalsOf(loaded, reservedCredit(loaded));
  const before = cartTotals(loaded.lines).balance;
  const { cart } = loaded;
  return {
    id: cart.id,
    uuid: cart.uuid,
    cart_id: String(cart.id),
    items: loaded.lines.map((line, position) => toCartItem(line, position, applicable.get(line.id) ?? [])),
    totals,
    credits: {
      general: { type: 'general', total_available: Math.max(0, loaded.creditBalance), max_applicable: maxApplicableCredit(loaded.creditBalance, before) },
      membership: { type: 'membership', total_available: 0, max_applicable: 0 },
    },
    attendee_waivers_required: 0,
    item_hash: loaded.itemHash,
    selected_user_id: cart.selectedUserId,
    complete_order_id: null,
    released_items: loaded.released,
  };
}

/** The cart of the new cart API (/api/v1/users/{userId}/carts/{source}). */
export function toUserCart(loaded: LoadedCart, source: UserCartWire['source']): UserCartWire {
  return {
    id: loaded.cart.id,
    uuid: loaded.cart.uuid,
    source,
    // Spec §3 server-side cart items: each kind names its own lines (av2_booking with its booking, session and venue; a
    // bundle; a package's pricing_option; a membership, membership_change or membership_renewal; a guest pass).
    items: loaded.lines.flatMap((line) => viewOf(line).lineItem ?? []),
    totals: totalsOf(loaded),
    item_hash: loaded.itemHash,
  };
}
