import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/database';
import { bookings, cartItems, carts, occurrences, users, venues, type CartItemRow, type CartRow } from '../db/schema';
import { releaseHolds, type Channel } from './holds';

/** Whose cart: the authenticated user's, for a source (spec §6 "The basket call uses the authenticated user id"). */
export interface CartOwner {
  tenantId: number;
  userId: number;
  source: Channel;
}

/** A cart item with what the basket shows of the session it holds. */
export interface CartLine extends CartItemRow {
  session: {
    publicId: string;
    bookingType: string;
    startsAt: Date;
    endsAt: Date;
    startsLocal: string;
    endsLocal: string;
    timezone: string;
    venueName: string;
    location: string | null;
  } | null;
}

/** A cart as stored, with its lines, its owner's credit and the hash of its contents. */
export interface LoadedCart {
  cart: CartRow;
  lines: CartLine[];
  creditBalance: number;
  itemHash: string;
  /** What the cart holds, without its version: the same items at the same prices give the same hash. */
  contentsHash: string;
}

/** Spec §3 item_hash: changes whenever the cart does (every change bumps `version`; the items are hashed too). */
export function itemHash(cart: Pick<CartRow, 'id' | 'version'>, items: ReadonlyArray<Pick<CartItemRow, 'id' | 'quantity' | 'unitPrice'>>): string {
  const content = [cart.id, cart.version, ...items.map((i) => `${i.id}x${i.quantity}@${i.unitPrice}`)].join('|');
  return createHash('sha256').update(content).digest('hex').slice(0, 40);
}

/** The hash of what a cart holds (items, attendees, quantities, prices), which a checkout link pins. */
export function contentsHash(items: ReadonlyArray<Pick<CartItemRow, 'id' | 'quantity' | 'unitPrice' | 'purchasedForUserId'>>): string {
  const content = items.map((i) => `${i.id}:${i.purchasedForUserId}x${i.quantity}@${i.unitPrice}`).join('|');
  return createHash('sha256').update(content).digest('hex').slice(0, 40);
}

/** The owner's cart row, created on first use and locked for the rest of the transaction. */
export async function lockCart(tx: Tx, owner: CartOwner): Promise<CartRow> {
  const select = () => tx.select().from(carts).where(ownedBy(owner)).for('update');
  const [cart] = await select();
  if (cart) return cart;
  await tx.insert(carts).values(owner).onConflictDoNothing();
  return (await select())[0]!;
}

const ownedBy = (owner: CartOwner) => and(eq(carts.tenantId, owner.tenantId), eq(carts.userId, owner.userId), eq(carts.source, owner.source));

/** Records a change: the version (and so item_hash) moves on. */
export async function touchCart(tx: DbOrTx, cartId: number, now: Date, extra: Partial<CartRow> = {}): Promise<void> {
  await tx.update(carts).set({ ...extra, version: sql`${carts.version} + 1`, updatedAt: now }).where(eq(carts.id, cartId));
}

/** Removes items from a cart and releases the places they held. */
export async function removeLines(tx: Tx, cartId: number, items: ReadonlyArray<Pick<CartItemRow, 'id' | 'bookingId'>>, now: Date): Promise<void> {
  if (items.length === 0) return;
  await releaseHolds(tx, items.flatMap((i) => (i.bookingId === null ? [] : [i.bookingId])));
  await tx.delete(cartItems).where(and(eq(cartItems.cartId, cartId), inArray(cartItems.id, items.map((i) => i.id))));
  await touchCart(tx, cartId, now);
}

/**
 * Drops the items whose hold has lapsed (expired or released): their places are free again, so the basket must not
 * offer them. Runs before every read of the cart.
 */
export async function dropLapsedItems(db: Db, owner: CartOwner, now: Date): Promise<void> {
  const lapsed = await db
    .select({ id: cartItems.id, bookingId: cartItems.bookingId, cartId: cartItems.cartId })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .leftJoin(bookings, eq(bookings.id, cartItems.bookingId))
    .where(
      and(
        eq(carts.tenantId, owner.tenantId),
        eq(carts.userId, owner.userId),
        eq(carts.source, owner.source),
        sql`${cartItems.bookingId} is not null and (${bookings.status} is distinct from 'reserved' or ${bookings.reservedUntil} <= ${now.toISOString()})`,
      ),
    );
  if (lapsed.length === 0) return;
  await db.transaction(async (tx) => {
    await lockCart(tx, owner);
    await removeLines(tx, lapsed[0]!.cartId, lapsed, now);
  });
}

/** The owner's cart with its lines in session order (created empty on first use). */
export async function loadCart(db: Db, owner: CartOwner): Promise<LoadedCart> {
  let [cart] = await db.select().from(carts).where(ownedBy(owner));
  if (!cart) {
    await db.insert(carts).values(owner).onConflictDoNothing();
    [cart] = await db.select().from(carts).where(ownedBy(owner));
  }
  // The session's location names come with the items (in the session's order of locations): one query, not two.
  const locationNames = sql<string | null>`(select string_agg(l.name, ', ' order by array_position(${occurrences.locationIds}, l.id)) from locations l where l.id = any(${occurrences.locationIds}))`;
  const [items, [user]] = await Promise.all([
    db
      .select({ item: cartItems, occurrence: occurrences, venueName: venues.name, locationNames })
      .from(cartItems)
      .leftJoin(occurrences, eq(occurrences.id, cartItems.occurrenceId))
      .leftJoin(venues, eq(venues.id, occurrences.venueId))
      .where(eq(cartItems.cartId, cart!.id))
      .orderBy(asc(occurrences.startsAt), asc(cartItems.id)),
    db.select({ creditBalance: users.creditBalance }).from(users).where(eq(users.id, owner.userId)),
  ]);
  const lines: CartLine[] = items.map(({ item, occurrence: o, venueName, locationNames: names }) => ({
    ...item,
    session: o && {
      publicId: o.publicId,
      bookingType: o.bookingType,
      startsAt: o.startsAt,
      endsAt: o.endsAt,
      startsLocal: o.startsLocal.slice(0, 19),
      endsLocal: o.endsLocal.slice(0, 19),
      timezone: o.timezone,
      venueName: venueName ?? '',
      location: o.friendlyLocationName ?? (names || null),
    },
  }));
  return { cart: cart!, lines, creditBalance: user?.creditBalance ?? 0, itemHash: itemHash(cart!, lines), contentsHash: contentsHash(lines) };
}
