import { createHash } from 'node:crypto';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { bookings, cartItems, carts, discountCodes, occurrences, tickets, users, venues, type CartItemRow, type CartRow } from '../db/schema';
import { compiled, param } from '../db/compiled';
import type { Tx } from '../db/database';
import { requireTenant, type TenantDb } from '../db/tenantDb';
import { heldSessionColumns, heldSessionOf, sessionOfBooking, venueOfSession } from '../purchasables/heldSession';
import type { DescribedLine, HeldSession, HoldChannel, LineFacts } from '../purchasables/purchasable';
import { kindOf } from '../purchasables/registry';

/** Whose cart, in the scope's tenant: the authenticated user's, for a source (spec §6 "The basket call uses the authenticated user id"). */
export interface CartOwner {
  userId: number;
  source: HoldChannel;
}

/** A cart item with what the basket shows of what it holds (its kind's `describe`). */
export interface CartLine extends CartItemRow {
  session: LineFacts | null;
  /** Who the line is for (the attendee's name) and the ticket it is priced at (ticketed sessions). */
  attendeeName: string | null;
  ticketName: string | null;
  /** The discount code on the line, as stored (upper case). */
  discountCode: string | null;
}

/** A cart as stored, with its lines, its owner's credit and the hash of its contents. */
export interface LoadedCart {
  cart: CartRow;
  lines: CartLine[];
  creditBalance: number;
  itemHash: string;
  /** What the cart holds, without its version: the same items at the same prices give the same hash. */
  contentsHash: string;
  /** Lines whose hold lapsed and could not be taken again, dropped by this load (the basket says so once). */
  released: Array<{ name: string }>;
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

/** Groups lines by their kind, so each kind handles its own lines in one call. */
function byKind<L extends CartItemRow>(lines: readonly L[]) {
  const groups = new Map<string, L[]>();
  for (const line of lines) groups.set(line.purchasableType, [...(groups.get(line.purchasableType) ?? []), line]);
  return [...groups].flatMap(([type, group]) => {
    const kind = kindOf(type);
    return kind ? [{ kind, lines: group }] : [];
  });
}

/** Runs `work` for each kind present among `lines`, with that kind's lines; true when every kind answered true. */
export async function eachKind<T, L extends CartItemRow = CartItemRow>(lines: readonly L[], work: (kind: NonNullable<ReturnType<typeof kindOf>>, lines: L[]) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (const group of byKind(lines)) results.push(await work(group.kind, group.lines));
  return results;
}

/** A cart row with its owner's credit balance, as read together. */
export interface CartWithCredit {
  cart: CartRow;
  creditBalance: number;
}

/** The statements every basket read and every add sends, built once (a statement is a round trip on the hot path). */
const statements = {
  /**
   * A cart's items with the attendee's name, the ticket's and the discount code's, and a line's booking with its
   * session and venue (what a session line's card shows: `sessionKind.describe` needs no statement of its own).
   */
  lines: compiled<
    { tenantId: number; cartId: number },
    Array<{
      item: CartItemRow;
      firstName: string | null;
      lastName: string | null;
      ticketName: string | null;
      discountCode: string | null;
    } & { [K in keyof HeldSession]: HeldSession[K] | null }>
  >((db) =>
    db
      .select({
        item: cartItems,
        firstName: users.firstName,
        lastName: users.lastName,
        ticketName: tickets.name,
        discountCode: discountCodes.code,
        ...heldSessionColumns,
      })
      .from(cartItems)
      .leftJoin(users, and(eq(users.tenantId, cartItems.tenantId), eq(users.id, cartItems.purchasedForUserId)))
      .leftJoin(tickets, and(eq(tickets.tenantId, cartItems.tenantId), eq(tickets.id, cartItems.ticketId)))
      .leftJoin(discountCodes, and(eq(discountCodes.tenantId, cartItems.tenantId), eq(discountCodes.id, cartItems.discountCodeId)))
      .leftJoin(bookings, and(eq(bookings.tenantId, cartItems.tenantId), eq(bookings.id, cartItems.bookingId)))
      .leftJoin(occurrences, sessionOfBooking)
      .leftJoin(venues, venueOfSession)
      .where(and(eq(cartItems.tenantId, param('tenantId')), eq(cartItems.cartId, param('cartId'))))
      .orderBy(asc(cartItems.id)),
  ),
  /** The owner's cart made if need be, locked and its version moved on, with the owner's credit balance. */
  lockForChange: compiled<{ tenantId: number; userId: number; source: HoldChannel; now: Date }, Array<CartRow & { creditBalance: number }>>((db) =>
    db
      .insert(carts)
      .values({ tenantId: param('tenantId'), userId: param('userId'), source: param('source'), updatedAt: param('now') })
      .onConflictDoUpdate({ target: [carts.tenantId, carts.userId, carts.source], set: { version: sql`${carts.version} + 1`, updatedAt: sql`excluded.updated_at` } })
      .returning({
        ...getTableColumns(carts),
        creditBalance: sql<number>`coalesce((select ${users.creditBalance} from ${users} where ${users.tenantId} = ${carts.tenantId} and ${users.id} = ${carts.userId}), 0)`.mapWith(Number),
      }),
  ),
};

/** The cart repository of one tenant: every query carries the scope's tenant id. */
export function cartRepo(scope: TenantDb) {
  requireTenant(scope);
  const ownedBy = (owner: CartOwner) => scope.owned(carts, eq(carts.userId, owner.userId), eq(carts.source, owner.source));
  const itemsOf = (cartId: number) => scope.owned(cartItems, eq(cartItems.cartId, cartId));

  /** Records a change: the version (and so item_hash) moves on. */
  async function touch(cartId: number, now: Date, extra: Partial<CartRow> = {}): Promise<void> {
    await scope.db.update(carts).set({ ...extra, version: sql`${carts.version} + 1`, updatedAt: now }).where(scope.owned(carts, eq(carts.id, cartId)));
  }

  /** The owner's cart row (created empty on first use) and their credit balance, read together in one statement. */
  async function findOrCreate(owner: CartOwner): Promise<CartWithCredit> {
    const [found] = await scope.db
      .select({ cart: carts, creditBalance: users.creditBalance })
      .from(users)
      .leftJoin(carts, and(eq(carts.tenantId, users.tenantId), eq(carts.userId, users.id), eq(carts.source, owner.source)))
      .where(scope.owned(users, eq(users.id, owner.userId)));
    const creditBalance = found?.creditBalance ?? 0;
    if (found?.cart) return { cart: found.cart, creditBalance };
    const [created] = await scope.db.insert(carts).values({ tenantId: scope.tenantId, ...owner }).onConflictDoNothing().returning();
    return { cart: created ?? (await scope.db.select().from(carts).where(ownedBy(owner)))[0]!, creditBalance };
  }

  /** The cart's lines, each with what its kind shows of it; lines whose hold lapsed are listed apart. */
  async function linesOf(cartId: number, now: Date): Promise<{ lines: CartLine[]; lapsed: CartItemRow[] }> {
    const named = await statements.lines(scope.db, { tenantId: scope.tenantId, cartId });
    const rows = named.map((r) => r.item);
    // What the kinds describe the lines from: each line with its booking's session, as read with it.
    const described: DescribedLine[] = named.map((row) => ({ ...row.item, held: heldSessionOf(row) }));
    const names = new Map(named.map((r) => [r.item.id, { attendeeName: r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim(), ticketName: r.ticketName, discountCode: r.discountCode }]));
    const facts = new Map<number, LineFacts | 'lapsed'>();
    for (const kindFacts of await eachKind(described, (kind, lines) => kind.describe(scope, lines, now))) for (const [id, fact] of kindFacts) facts.set(id, fact);
    const lines: CartLine[] = [];
    const lapsed: CartItemRow[] = [];
    for (const row of rows) {
      const fact = facts.get(row.id);
      // A line no registered kind answers for can be neither shown nor sold: it leaves the basket like a lapsed hold.
      if (fact === 'lapsed' || !kindOf(row.purchasableType)) lapsed.push(row);
      else lines.push({ ...row, session: fact ?? null, ...names.get(row.id)! });
    }
    // Session order: the soonest first, then in the order they were added.
    lines.sort((a, b) => (a.session?.startsAt.getTime() ?? Infinity) - (b.session?.startsAt.getTime() ?? Infinity) || a.id - b.id);
    return { lines, lapsed };
  }

  /** The owner's cart row, created on first use and locked for the rest of the transaction. */
  async function lock(owner: CartOwner): Promise<CartRow> {
    const select = () => scope.db.select().from(carts).where(ownedBy(owner)).for('no key update');
    const [cart] = await select();
    if (cart) return cart;
    // A row this transaction inserts is its own until commit; only a cart created at the same moment is read again.
    const [created] = await scope.db.insert(carts).values({ tenantId: scope.tenantId, ...owner }).onConflictDoNothing().returning();
    return created ?? (await select())[0]!;
  }

  return {
    touch,

    lock,

    /**
     * The owner's cart, created on first use, locked and its change recorded (the version moves on) in one statement,
     * with the owner's credit balance: an add's first step (a statement is a round trip on the hot path).
     */
    async lockForChange(owner: CartOwner, now: Date): Promise<CartWithCredit> {
      const [row] = await statements.lockForChange(scope.db, { tenantId: scope.tenantId, userId: owner.userId, source: owner.source, now });
      const { creditBalance, ...cart } = row!;
      return { cart, creditBalance };
    },

    /**
     * The owner's existing cart, locked for the rest of the transaction, with their credit balance in the same
     * statement (a checkout's settle reads both); a cart not made yet is made as `lock` makes it.
     */
    async lockWithCredit(owner: CartOwner): Promise<CartWithCredit> {
      const [found] = await scope.db
        .select({ cart: carts, creditBalance: users.creditBalance })
        .from(carts)
        .innerJoin(users, and(eq(users.tenantId, carts.tenantId), eq(users.id, carts.userId)))
        .where(ownedBy(owner))
        .for('no key update', { of: carts });
      if (found) return found;
      return { ...(await findOrCreate(owner)), cart: await lock(owner) };
    },

    /** The cart's items as stored (the caller holds the cart's lock). */
    items: (cartId: number) => scope.db.select().from(cartItems).where(itemsOf(cartId)),

    /** Removes items from a cart and lets go of what they held (inside the caller's transaction `tx`, this repo's). */
    async removeLines(tx: TenantDb<Tx>, cartId: number, items: readonly CartItemRow[], now: Date): Promise<void> {
      if (items.length === 0) return;
      await eachKind(items, (kind, lines) => kind.release(tx, lines));
      await scope.db.delete(cartItems).where(scope.owned(cartItems, eq(cartItems.cartId, cartId), inArray(cartItems.id, items.map((i) => i.id))));
      await touch(cartId, now);
    },

    /**
     * The owner's cart with its lines (created empty on first use). Lines whose hold has lapsed are, in a transaction
     * of their own, held again until `holdUntil` where their kind can and places remain (a customer back after the hold
     * keeps what is still free), and dropped otherwise: their places went to someone else, so the basket must not offer
     * them, and `released` names them. `known` is the cart row and credit a change has just read (its answer reads only
     * the lines).
     */
    async load(owner: CartOwner, now: Date, holdUntil: Date = now, known?: CartWithCredit): Promise<LoadedCart> {
      const { cart, creditBalance } = known ?? (await findOrCreate(owner));
      let { lines, lapsed } = await linesOf(cart.id, now);
      let current = cart;
      const released: LoadedCart['released'] = [];
      if (lapsed.length > 0) {
        await scope.transaction(async (tx) => {
          const repo = cartRepo(tx);
          current = await repo.lock(owner);
          const reheld = new Set<number>();
          if (holdUntil > now) for (const ids of await eachKind(lapsed, (kind, group) => kind.reclaim?.(tx, group, holdUntil, now) ?? Promise.resolve(new Set<number>()))) for (const id of ids) reheld.add(id);
          const gone = lapsed.filter((line) => !reheld.has(line.id));
          released.push(...gone.map((line) => ({ name: line.name })));
          await repo.removeLines(tx, current.id, gone, now);
          if (reheld.size > 0) await repo.touch(current.id, now);
          current = (await tx.db.select().from(carts).where(scope.owned(carts, eq(carts.id, current.id))))[0]!;
        });
        ({ lines, lapsed } = await linesOf(cart.id, now));
      }
      return { cart: current, lines, creditBalance, itemHash: itemHash(current, lines), contentsHash: contentsHash(lines), released };
    },
  };
}

export type CartRepo = ReturnType<typeof cartRepo>;
