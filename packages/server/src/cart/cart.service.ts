import { cartTotals, formatVenueDate, maxApplicableCredit, messages, type BasketItemPayload } from '@courtside/core';
import { eq } from 'drizzle-orm';
import { fieldError } from '../auth/fieldError';
import type { RequestCustomer } from '../auth/customerContext';
import type { Tx } from '../db/database';
import { cartItems, type CartItemRow, type TenantRow } from '../db/schema';
import { refuseWhileNoShowPaused } from '../fairUse/noShows';
import type { TenantDb } from '../db/tenantDb';
import { HttpError } from '../http/httpError';
import type { EventBus } from '../events/eventBus';
import { kindOf, purchasableKinds } from '../purchasables/registry';
import { customerTimeZone, findUser, mayActFor } from '../users/users.repo';
import { cartRepo, type CartOwner, type CartWithCredit, type LoadedCart } from './cart.repo';
import { applyDiscount, removeDiscount } from '../waysToPay/discountCode';
import { appliableWay, removableWay, waysToPay } from '../waysToPay/registry';
import { addInOneStatement, addsInOneStatement, type CheckedLine } from './addInOneStatement';
import { cartMessages } from './cartMessages';

export { cartMessages };

/**
 * What every cart operation needs: the tenant's database, the clock and how long a hold lasts. Its transactions are
 * the event bus's (request.ctx.db), so what the kinds publish (bookingsChanged, placeFreed) goes out after the commit.
 */
export interface CartDeps {
  /** The request's tenant-bound database, or the caller's transaction (checkout reads the cart inside the one that settles it). */
  scope: TenantDb;
  now: () => Date;
  holdMinutes: number;
  /** The event bus the scope's transactions belong to: given it, an add of one line may be sent as one statement. */
  events?: Pick<EventBus, 'alone'>;
  /** The tenant (its no-show rule): given it, an online add is refused while the owner's no-shows pause booking. */
  tenant?: Pick<TenantRow, 'noShowLimit' | 'noShowWindowDays' | 'noShowPauseDays'>;
}

const notFound = () => new HttpError(404, messages.notFound);

/** The cart as it stands now: lapsed holds taken again for another hold's length where places remain, else dropped. */
export async function currentCart(deps: CartDeps, owner: CartOwner, known?: CartWithCredit): Promise<LoadedCart> {
  const now = deps.now();
  return cartRepo(deps.scope).load(owner, now, new Date(now.getTime() + deps.holdMinutes * 60_000), known);
}

/**
 * Spec §6: who may attend what a caller adds — the user the call acts for (already checked by the auth hook), or a
 * purchased_for_user_id the caller may act for (themselves, a user linked to them, or for staff a customer of the
 * tenant). Anyone else is 403 'Unauthorised.', checked before the item is looked at so nothing of theirs leaks.
 */
async function attendeeOf(deps: CartDeps, owner: CartOwner, actor: RequestCustomer, item: BasketItemPayload): Promise<number> {
  const attendeeId = item.purchased_for_user_id ?? actor.actingForUserId;
  if (attendeeId === actor.actingForUserId) return attendeeId;
  if (!(await mayActFor(deps.scope, actor, attendeeId))) throw new HttpError(403, messages.unauthorised);
  return attendeeId;
}

/**
 * Spec §4 disable_booking: a customer whose late cancellation paused online booking books nothing online until then
 * (422 with the date), nor one whose no-shows paused it (fair use). The till (source foh) still books for them.
 */
async function refuseWhilePaused(deps: CartDeps, owner: CartOwner, actor: RequestCustomer, items: readonly BasketItemPayload[], now: Date): Promise<void> {
  if (owner.source !== 'online' || !items.some((item) => purchasableKinds[item.purchasable_type]?.books)) return;
  const { scope } = deps;
  // The caller's own pause came with their session; anyone else's cart owner is read.
  const known = owner.userId === actor.userId && actor.bookingDisabledUntil !== undefined;
  const until = known ? actor.bookingDisabledUntil : (await findUser(scope, owner.userId))?.bookingDisabledUntil;
  if (until && until > now) {
    const date = formatVenueDate(until, await customerTimeZone(scope, owner.userId));
    throw fieldError('items', messages.cancellation.bookingDisabled(date));
  }
  // Fair use: so many no-shows within the tenant's window pause it too (when the tenant has a rule). The owner's own
  // session adds need no statement of their own: the session's check reads the pause with the customer's context.
  const ownSessionsOnly = items.every((item) => purchasableKinds[item.purchasable_type]?.books !== 'bundle' && (item.purchased_for_user_id ?? owner.userId) === owner.userId);
  if (deps.tenant && !ownSessionsOnly) await refuseWhileNoShowPaused({ db: scope, now, tenant: deps.tenant }, owner.userId);
}

/**
 * Spec §7 add to basket: each item is checked for its attendee (the purchased_for user, else the one the call acts
 * for) by its kind, then all are claimed in one transaction — every item holds its places, or none is added. Answers
 * the cart row as the add left it, with the owner's credit (its answer reads only the lines again).
 */
export async function addItems(deps: CartDeps, owner: CartOwner, actor: RequestCustomer, items: readonly BasketItemPayload[]): Promise<CartWithCredit> {
  const attendees = await Promise.all(items.map((item) => attendeeOf(deps, owner, actor, item)));
  const now = deps.now();
  await refuseWhilePaused(deps, owner, actor, items, now);
  const checked: CheckedLine[] = [];
  for (const [index, item] of items.entries()) {
    const kind = purchasableKinds[item.purchasable_type];
    if (!kind) throw fieldError(`items.${index}.purchasable_type`, cartMessages.notSellable);
    const attendeeId = attendees[index]!;
    checked.push({ kind, checked: await kind.check(deps.scope, item, attendeeId, now, `items.${index}`, owner.source), attendeeId, quantity: item.quantity, field: `items.${index}` });
  }
  const reservedUntil = new Date(now.getTime() + deps.holdMinutes * 60_000);
  // The opening's common add — one session, camp or course — is one round trip; the rest is the cart's transaction.
  if (deps.events && addsInOneStatement(checked)) return addInOneStatement(deps.scope, deps.events, owner, checked[0], now, reservedUntil);
  return deps.scope.transaction(async (tx) => {
    const repo = cartRepo(tx);
    const known = await repo.lockForChange(owner, now);
    const cart = known.cart;
    const claims: Array<CheckedLine & { cartItemId: number; row: CartItemRow }> = [];
    for (const entry of checked) {
      const [line] = await tx.db
        .insert(cartItems)
        .values({ ...entry.checked.line, tenantId: tx.tenantId, cartId: cart.id, purchasableType: entry.kind.type, bookingId: null, purchasedForUserId: entry.attendeeId, quantity: entry.quantity, createdAt: now })
        .returning();
      claims.push({ ...entry, cartItemId: line!.id, row: line! });
    }
    // The claims come last (each holds its row lock until commit), in lock-key order (no deadlocks).
    for (const claim of claims.sort((a, b) => a.checked.lockKey - b.checked.lockKey)) {
      await claim.kind.claim(tx, { checked: claim.checked, cartItemId: claim.cartItemId, attendeeId: claim.attendeeId, quantity: claim.quantity, channel: owner.source, now, reservedUntil, field: claim.field });
    }
    // The ways to pay that take themselves to a new line (a package's use pays a session it covers).
    for (const claim of claims) for (const way of waysToPay) await way.applyOnAdd?.(tx, claim.row, claim.checked, now);
    return known;
  });
}

/** The owner's cart item, locked with its cart; another customer's item is not found (404). */
async function withItem<T>(deps: CartDeps, owner: CartOwner, cartItemId: number, change: (tx: TenantDb<Tx>, item: CartItemRow, cartId: number) => Promise<T>): Promise<T> {
  return deps.scope.transaction(async (tx) => {
    const cart = await cartRepo(tx).lock(owner);
    const [item] = await tx.db.select().from(cartItems).where(tx.owned(cartItems, eq(cartItems.id, cartItemId), eq(cartItems.cartId, cart.id)));
    if (!item) throw notFound();
    return change(tx, item, cart.id);
  });
}

/** Spec §7 remove: the item leaves the basket and what it held is released. */
export async function removeItems(deps: CartDeps, owner: CartOwner, cartItemIds: readonly number[]): Promise<void> {
  const now = deps.now();
  await deps.scope.transaction(async (tx) => {
    const repo = cartRepo(tx);
    const cart = await repo.lock(owner);
    const chosen = (await repo.items(cart.id)).filter((i) => cartItemIds.includes(i.id));
    if (chosen.length !== new Set(cartItemIds).size) throw notFound();
    await repo.removeLines(tx, cart.id, chosen, now);
  });
}

/** Spec §7 clear all: every item leaves and every hold is released. */
export async function clearCart(deps: CartDeps, owner: CartOwner): Promise<void> {
  const now = deps.now();
  await deps.scope.transaction(async (tx) => {
    const repo = cartRepo(tx);
    const cart = await repo.lock(owner);
    await repo.removeLines(tx, cart.id, await repo.items(cart.id), now);
    await repo.touch(cart.id, now, { generalCreditReserved: 0, membershipCreditReserved: 0 });
  });
}

/** Spec §5 item update: a new quantity (>= 1), claimed atomically like an add by the line's kind. */
export async function updateQuantity(deps: CartDeps, owner: CartOwner, cartItemId: number, quantity: number): Promise<void> {
  const now = deps.now();
  await withItem(deps, owner, cartItemId, async (tx, item, cartId) => {
    const kind = kindOf(item.purchasableType);
    if (!kind) throw notFound();
    if (quantity > 1 && item.purchasedForUserId !== owner.userId) throw fieldError('options.quantity', messages.cartItem.quantityForOtherUser);
    const reservedUntil = new Date(now.getTime() + deps.holdMinutes * 60_000);
    // A way that pays per place (a package's use) is given up, and taken again for the new quantity where it can be.
    const again = waysToPay.filter((way) => way.perPlace && way.isOn?.(item));
    for (const way of again) await way.removeFrom!(tx, item);
    await tx.db.update(cartItems).set({ quantity }).where(tx.owned(cartItems, eq(cartItems.id, item.id)));
    await cartRepo(tx).touch(cartId, now);
    await kind.changeQuantity(tx, item, { quantity, channel: owner.source, now, reservedUntil, field: 'options.quantity' });
    if (again.length > 0) {
      const [changed] = await tx.db.select().from(cartItems).where(tx.owned(cartItems, eq(cartItems.id, item.id)));
      for (const way of again) await way.applyOnAdd?.(tx, changed!, null, now);
    }
  });
}

/**
 * Spec §7 benefit removal and package usage removal: the way to pay the call names is taken off the line, which goes
 * back to its price without it (a package's use goes back to the package). 422 when the line has none.
 */
export async function removeApplied(deps: CartDeps, owner: CartOwner, cartItemId: number, wayName: string): Promise<void> {
  const way = removableWay(wayName);
  if (!way) throw notFound();
  await withItem(deps, owner, cartItemId, async (tx, item, cartId) => {
    if (!way.isOn!(item)) throw new HttpError(422, way.notOnMessage ?? messages.notFound);
    await way.removeFrom!(tx, item);
    await cartRepo(tx).touch(cartId, deps.now());
  });
}

/**
 * Apply package (ours, the counterpart of spec §7 package usage removal): the way to pay the call names is taken to the
 * line again; 422 with its reason when it cannot pay for the line now. Already on the line: nothing changes.
 */
export async function applyWay(deps: CartDeps, owner: CartOwner, cartItemId: number, wayName: string): Promise<void> {
  const way = appliableWay(wayName);
  if (!way) throw notFound();
  const now = deps.now();
  await withItem(deps, owner, cartItemId, async (tx, item, cartId) => {
    if (way.isOn!(item)) return;
    if (!(await way.applyTo!(tx, item, now))) throw new HttpError(422, way.cannotApplyMessage ?? messages.notFound);
    await cartRepo(tx).touch(cartId, now);
  });
}

/** A discount code on one line (400 with the reason when refused), or taken off it again. */
export async function changeDiscount(deps: CartDeps, owner: CartOwner, cartItemId: number, code: string | null): Promise<void> {
  const now = deps.now();
  await withItem(deps, owner, cartItemId, async (tx, item, cartId) => {
    if (code === null) await removeDiscount(tx, item);
    else await applyDiscount(tx, item, code, now);
    await cartRepo(tx).touch(cartId, now);
  });
}

/**
 * The credit POST /api/credits/apply reserved that this cart uses now: what was reserved, within what the owner has and
 * the cart's balance (a basket made smaller, or credit spent elsewhere, lowers it).
 */
export const reservedCredit = (loaded: LoadedCart): number =>
  Math.min(loaded.cart.generalCreditReserved, maxApplicableCredit(loaded.creditBalance, cartTotals(loaded.lines).balance));

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
  await cartRepo(deps.scope).touch(loaded.cart.id, deps.now(), { generalCreditReserved: reserved.general, membershipCreditReserved: reserved.membership });
}
