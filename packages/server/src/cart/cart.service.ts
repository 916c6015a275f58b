import { maxApplicableCredit, messages, parseOccurrenceKey, type BasketItemPayload } from '@courtside/core';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/database';
import { cartItems, restrictionCompletions } from '../db/schema';
import type { BrowseCache } from '../activities/browseCache';
import { HttpError } from '../http/httpError';
import { fieldError } from '../auth/fieldError';
import { loadCustomerOccurrence, placePrice } from '../occurrences/customerOccurrence';
import { dropLapsedItems, loadCart, lockCart, removeLines, touchCart, type CartOwner, type LoadedCart } from './cart.repo';
import { cartTotals } from '@courtside/core';
import type { RequestCustomer } from '../auth/customerContext';
import { mayActFor } from '../users/users.repo';
import { claimPlaces } from './holds';

/** What every cart operation needs: the database, the clock, how long a hold lasts and the browse cache to clear. */
export interface CartDeps {
  /** The database, or the caller's transaction (checkout reads the cart inside the one that settles it). */
  db: DbOrTx;
  now: () => Date;
  holdMinutes: number;
  browseCache: Pick<BrowseCache, 'invalidate'>;
}

/** Spec §3 Cart texts the spec leaves open (spec §8 texts are used where it gives them). */
export const cartMessages = messages.cart;

const notFound = () => new HttpError(404, messages.notFound);

/** The cart as it stands now, lapsed holds dropped first. */
export async function currentCart(deps: CartDeps, owner: CartOwner): Promise<LoadedCart> {
  const now = deps.now();
  await dropLapsedItems(deps.db, owner, now);
  return loadCart(deps.db, owner);
}

/**
 * Checks a session can be booked by this attendee (spec §3 bookable_action 'book', restrictions met or agreed) and
 * prices it for them; the claim itself happens later, atomically.
 */
async function checkSession(deps: CartDeps, tenantId: number, item: BasketItemPayload, attendeeId: number, index: number) {
  const key = parseOccurrenceKey(item.purchasable_id);
  const found = key === null ? null : await loadCustomerOccurrence(deps.db, tenantId, key, attendeeId, deps.now());
  if (!found) throw notFound();
  const { occurrence } = found;
  const action = occurrence.bookable_action;
  if (action.action === 'cancel_booking' || action.action === 'cancel_reservation') throw fieldError(`items.${index}`, cartMessages.alreadyBooked);
  if (action.action !== 'book') throw fieldError(`items.${index}`, action.message ?? messages.sessionFull);
  const agreed = new Set(item.activity_restriction_ids ?? []);
  const { pre_purchase_waiver: waiver, pre_purchase_induction: induction } = occurrence.restrictions;
  if (induction) throw fieldError(`items.${index}`, cartMessages.unmetRestriction(induction.name));
  if (waiver && !agreed.has(waiver.id)) throw fieldError(`items.${index}.activity_restriction_ids`, cartMessages.unmetRestriction(waiver.name));
  const priced = placePrice(found, found.customer?.plans ?? []);
  if (!priced) throw fieldError(`items.${index}`, occurrence.bookable_action.message ?? cartMessages.notSellable);
  return { found, priced, waiverId: waiver?.id ?? null };
}

/**
 * Spec §6: who may attend what a caller adds — the user the call acts for (already checked by the auth hook), or a
 * purchased_for_user_id the caller may act for (themselves, a user linked to them, or for staff a customer of the
 * tenant). Anyone else is 403 'Unauthorised.', checked before the item is looked at so nothing of theirs leaks.
 */
async function attendeeOf(deps: CartDeps, owner: CartOwner, actor: RequestCustomer, item: BasketItemPayload): Promise<number> {
  const attendeeId = item.purchased_for_user_id ?? actor.actingForUserId;
  if (attendeeId === actor.actingForUserId) return attendeeId;
  if (!(await mayActFor(deps.db, owner.tenantId, actor, attendeeId))) throw new HttpError(403, messages.unauthorised);
  return attendeeId;
}

/**
 * Spec §7 add to basket: each session item is checked for its attendee (the purchased_for user, else the one the
 * call acts for), then all are claimed in one transaction — every item holds its places, or none is added.
 */
export async function addItems(deps: CartDeps, owner: CartOwner, actor: RequestCustomer, items: readonly BasketItemPayload[]): Promise<void> {
  const attendees = await Promise.all(items.map((item) => attendeeOf(deps, owner, actor, item)));
  const checked: Array<{ item: BasketItemPayload; attendeeId: number; index: number } & Awaited<ReturnType<typeof checkSession>>> = [];
  for (const [index, item] of items.entries()) {
    if (item.purchasable_type !== 'occurrence') throw fieldError(`items.${index}.purchasable_type`, cartMessages.notSellable);
    const attendeeId = attendees[index]!;
    checked.push({ item, attendeeId, index, ...(await checkSession(deps, owner.tenantId, item, attendeeId, index)) });
  }
  const now = deps.now();
  const reservedUntil = new Date(now.getTime() + deps.holdMinutes * 60_000);
  await deps.db.transaction(async (tx) => {
    const cart = await lockCart(tx, owner);
    const claims: Array<{ index: number; occurrenceId: number; attendeeId: number; quantity: number; cartItemId: number }> = [];
    for (const { item, attendeeId, index, found, priced, waiverId } of checked) {
      if (waiverId !== null) await tx.insert(restrictionCompletions).values({ tenantId: owner.tenantId, userId: attendeeId, restrictionId: waiverId }).onConflictDoNothing();
      const [line] = await tx
        .insert(cartItems)
        .values({
          tenantId: owner.tenantId,
          cartId: cart.id,
          purchasableType: 'occurrence',
          purchasableId: found.row.publicId,
          occurrenceId: found.row.id,
          bookingId: null,
          purchasedForUserId: attendeeId,
          name: found.row.name,
          quantity: item.quantity,
          unitPrice: priced.unit,
          standardUnitPrice: priced.standard,
          currency: priced.currency,
          benefitApplied: priced.unit < priced.standard,
          createdAt: now,
        })
        .returning({ id: cartItems.id });
      claims.push({ index, occurrenceId: found.row.id, attendeeId, quantity: item.quantity, cartItemId: line!.id });
    }
    await touchCart(tx, cart.id, now);
    // The claims come last (each holds its session's row lock until commit), in occurrence order (no deadlocks).
    for (const { index, occurrenceId, attendeeId, quantity, cartItemId } of claims.sort((a, b) => a.occurrenceId - b.occurrenceId)) {
      const claim = await claimPlaces(tx, { tenantId: owner.tenantId, occurrenceId, userId: attendeeId, quantity, channel: owner.source, now, reservedUntil, cartItemId });
      if (!claim.ok) throw claim.reason === 'notFound' ? notFound() : fieldError(`items.${index}`, claim.reason === 'full' ? messages.sessionFull : cartMessages.alreadyBooked);
    }
  });
  deps.browseCache.invalidate(owner.tenantId);
}

/** The owner's cart item, locked with its cart; another customer's item is not found (404). */
async function withItem<T>(deps: CartDeps, owner: CartOwner, cartItemId: number, change: (tx: Tx, item: typeof cartItems.$inferSelect, cartId: number) => Promise<T>): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const cart = await lockCart(tx, owner);
    const [item] = await tx.select().from(cartItems).where(and(eq(cartItems.id, cartItemId), eq(cartItems.cartId, cart.id)));
    if (!item) throw notFound();
    return change(tx, item, cart.id);
  });
}

/** Spec §7 remove: the item leaves the basket and its places are released. */
export async function removeItems(deps: CartDeps, owner: CartOwner, cartItemIds: readonly number[]): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const cart = await lockCart(tx, owner);
    const items = await tx.select().from(cartItems).where(eq(cartItems.cartId, cart.id));
    const chosen = items.filter((i) => cartItemIds.includes(i.id));
    if (chosen.length !== new Set(cartItemIds).size) throw notFound();
    await removeLines(tx, cart.id, chosen, now);
  });
  deps.browseCache.invalidate(owner.tenantId);
}

/** Spec §7 clear all: every item leaves and every hold is released. */
export async function clearCart(deps: CartDeps, owner: CartOwner): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const cart = await lockCart(tx, owner);
    await removeLines(tx, cart.id, await tx.select().from(cartItems).where(eq(cartItems.cartId, cart.id)), now);
    await touchCart(tx, cart.id, now, { generalCreditReserved: 0, membershipCreditReserved: 0 });
  });
  deps.browseCache.invalidate(owner.tenantId);
}

/** Spec §5 item update: a new quantity (>= 1), claimed atomically like an add. */
export async function updateQuantity(deps: CartDeps, owner: CartOwner, cartItemId: number, quantity: number): Promise<void> {
  const now = deps.now();
  await withItem(deps, owner, cartItemId, async (tx, item, cartId) => {
    if (item.bookingId === null || item.occurrenceId === null) throw notFound();
    if (quantity > 1 && item.purchasedForUserId !== owner.userId) throw fieldError('options.quantity', messages.cartItem.quantityForOtherUser);
    const reservedUntil = new Date(now.getTime() + deps.holdMinutes * 60_000);
    await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, item.id));
    await touchCart(tx, cartId, now);
    const claim = await claimPlaces(tx, { tenantId: owner.tenantId, occurrenceId: item.occurrenceId, userId: item.purchasedForUserId, quantity, channel: owner.source, now, reservedUntil, bookingId: item.bookingId });
    if (!claim.ok) throw fieldError('options.quantity', messages.sessionFull);
  });
  deps.browseCache.invalidate(owner.tenantId);
}

/** Spec §7 benefit removal: the item goes back to its standard price. Package usage: none can be applied online yet. */
export async function removeApplied(deps: CartDeps, owner: CartOwner, cartItemId: number, kind: 'benefit' | 'package'): Promise<void> {
  await withItem(deps, owner, cartItemId, async (tx, item, cartId) => {
    if (kind === 'package' ? !item.packageApplied : !item.benefitApplied) throw new HttpError(422, kind === 'package' ? cartMessages.noPackage : cartMessages.noBenefit);
    const change = kind === 'package' ? { packageApplied: false } : { benefitApplied: false, unitPrice: item.standardUnitPrice };
    await tx.update(cartItems).set(change).where(eq(cartItems.id, item.id));
    await touchCart(tx, cartId, deps.now());
  });
}

/** Spec §7 POST /api/credits/apply: reserves credit up to what the cart may use (spec §3 max_applicable), else 422. */
export async function reserveCredits(deps: CartDeps, owner: CartOwner, credits: ReadonlyArray<{ amount: number; type: 'general' | 'membership' }>): Promise<void> {
  const loaded = await currentCart(deps, owner);
  const balance = cartTotals(loaded.lines).balance;
  const limits = { general: maxApplicableCredit(loaded.creditBalance, balance), membership: 0 };
  const reserved = { general: loaded.cart.generalCreditReserved, membership: loaded.cart.membershipCreditReserved };
  for (const credit of credits) {
    if (credit.amount > limits[credit.type]) throw new HttpError(422, cartMessages.creditFailed);
    reserved[credit.type] = credit.amount;
  }
  if (reserved.general + reserved.membership > balance) throw new HttpError(422, cartMessages.creditFailed);
  await touchCart(deps.db, loaded.cart.id, deps.now(), { generalCreditReserved: reserved.general, membershipCreditReserved: reserved.membership });
}
