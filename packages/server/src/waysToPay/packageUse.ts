import { messages } from '@courtside/core';
import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { bookings, cartItems, customerPackages, occurrences, pricingOptions, tickets, type CartItemRow } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import { HttpError } from '../http/httpError';
import { kindOf } from '../purchasables/registry';
import type { WayToPay } from './wayToPay';

// A package's use pays for a session (spec §3 Cart item package_applied; §7 remove package usage). A line is covered
// when the attendee holds a package, unexpired, whose contents name the pricing option the session is sold as (its
// ticket's, else one priced by the session's price) with uses left beyond those other basket lines already take. The
// use is spent when the order settles, and given back when the booking is cancelled before the cut-off.

/**
 * The pricing options a session line is sold as — its ticket's, else every option priced by the session's price — as
 * an SQL array, so the package lookup takes one round trip (the add's hot path: most customers hold no package).
 */
function soldAs(tx: TenantDb, line: Pick<CartItemRow, 'occurrenceId' | 'ticketId'>): SQL {
  if (line.ticketId !== null) {
    return sql`array(${tx.db.select({ id: tickets.pricingOptionId }).from(tickets).where(tx.owned(tickets, eq(tickets.id, line.ticketId)))})`;
  }
  const options = tx.db
    .select({ id: pricingOptions.id })
    .from(occurrences)
    .innerJoin(pricingOptions, and(eq(pricingOptions.tenantId, occurrences.tenantId), eq(pricingOptions.priceId, occurrences.priceId)))
    .where(tx.owned(occurrences, eq(occurrences.id, line.occurrenceId ?? 0)));
  return sql`array(${options})`;
}

/** The attendee's packages that could pay for `line` at `now`: theirs, unexpired, and covering what the line sells. */
const covering = (scope: TenantDb, line: CartItemRow, now: Date) => [
  eq(customerPackages.userId, line.purchasedForUserId),
  or(isNull(customerPackages.expiresAt), gt(customerPackages.expiresAt, now)),
  sql`exists (select 1 from packages p where p.tenant_id = ${customerPackages.tenantId} and p.id = ${customerPackages.packageId}
    and p.content_pricing_option_ids && ${soldAs(scope, line)}::integer[])`,
];

/**
 * Pays a new session line with a package use where the attendee has one to spare: the oldest-expiring covering package
 * is locked (so two baskets cannot both take its last use), its uses counted against the basket lines already naming it,
 * and the line priced at nothing with its price kept for Remove package usage. Answers whether a package was applied.
 */
export async function applyPackage(tx: TenantDb<Tx>, line: CartItemRow, now: Date): Promise<boolean> {
  if (!mayTakePackage(line)) return false;
  const candidates = await tx.db
    .select()
    .from(customerPackages)
    .where(
      tx.owned(customerPackages, ...covering(tx, line, now)),
    )
    .orderBy(sql`${customerPackages.expiresAt} asc nulls last`, customerPackages.id)
    .for('update');
  for (const held of candidates) {
    const [taken] = await tx.db
      .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
      .from(cartItems)
      .where(tx.owned(cartItems, eq(cartItems.customerPackageId, held.id)));
    const left = held.usagesTotal === null ? Infinity : held.usagesTotal - held.usagesUsed - (taken?.n ?? 0);
    if (left < line.quantity) continue;
    await tx.db
      .update(cartItems)
      .set({ packageApplied: true, customerPackageId: held.id, unpackagedUnitPrice: line.unitPrice, unitPrice: 0 })
      .where(tx.owned(cartItems, eq(cartItems.id, line.id)));
    return true;
  }
  return false;
}

/** Whether a line could take a package use now: a session line, priced, not paid by a package (applyPackage's test). */
const mayTakePackage = (line: CartItemRow) =>
  kindOf(line.purchasableType)?.books === 'session' && !line.packageApplied && line.unitPrice > 0 && (line.ticketId !== null || line.occurrenceId !== null);

/**
 * The lines a package the attendee holds could pay for now (unexpired, covering the session, with uses to spare beyond
 * the basket lines already naming it): the basket offers Apply package on them. One statement a line that could take one.
 */
export async function linesPackagesCouldPay(scope: TenantDb, lines: readonly CartItemRow[], now: Date): Promise<Set<number>> {
  const payable = new Set<number>();
  for (const line of lines.filter(mayTakePackage)) {
    const taken = sql`coalesce((select sum(ci.quantity) from cart_items ci where ci.tenant_id = ${customerPackages.tenantId} and ci.customer_package_id = ${customerPackages.id}), 0)`;
    const [found] = await scope.db
      .select({ id: customerPackages.id })
      .from(customerPackages)
      .where(
        scope.owned(
          customerPackages,
          ...covering(scope, line, now),
          or(isNull(customerPackages.usagesTotal), sql`${customerPackages.usagesTotal} - ${customerPackages.usagesUsed} - ${taken} >= ${line.quantity}`),
        ),
      )
      .limit(1);
    if (found) payable.add(line.id);
  }
  return payable;
}

/** Remove package usage (spec §7): the line goes back to the price it had without the package. */
export async function removePackage(tx: TenantDb<Tx>, line: CartItemRow): Promise<void> {
  await tx.db
    .update(cartItems)
    .set({ packageApplied: false, customerPackageId: null, unpackagedUnitPrice: null, unitPrice: line.unpackagedUnitPrice ?? line.unitPrice })
    .where(tx.owned(cartItems, eq(cartItems.id, line.id)));
}

/**
 * Spends the uses of an order's package-paid lines, inside the checkout's transaction: each package's count goes up only
 * while uses remain and it has not expired (else false: the caller refuses the order), and each booking names its package.
 */
export async function spendPackageUses(tx: TenantDb<Tx>, lines: readonly CartItemRow[], now: Date): Promise<boolean> {
  const paid = lines.filter((line) => line.customerPackageId !== null);
  const uses = new Map<number, number>();
  for (const line of paid) uses.set(line.customerPackageId!, (uses.get(line.customerPackageId!) ?? 0) + line.quantity);
  for (const [id, n] of uses) {
    const spent = await tx.db
      .update(customerPackages)
      .set({ usagesUsed: sql`${customerPackages.usagesUsed} + ${n}` })
      .where(
        tx.owned(
          customerPackages,
          eq(customerPackages.id, id),
          or(isNull(customerPackages.usagesTotal), sql`${customerPackages.usagesUsed} + ${n} <= ${customerPackages.usagesTotal}`),
          or(isNull(customerPackages.expiresAt), gt(customerPackages.expiresAt, now)),
        ),
      )
      .returning({ id: customerPackages.id });
    if (spent.length === 0) return false;
  }
  for (const line of paid) {
    if (line.bookingId !== null) await tx.db.update(bookings).set({ customerPackageId: line.customerPackageId }).where(tx.owned(bookings, eq(bookings.id, line.bookingId)));
  }
  return true;
}

/** Gives a cancelled booking's use back to its package (never below none used). */
export async function returnPackageUse(tx: TenantDb<Tx>, booking: { customerPackageId: number | null; quantity: number }): Promise<void> {
  if (booking.customerPackageId === null) return;
  await tx.db
    .update(customerPackages)
    .set({ usagesUsed: sql`greatest(0, ${customerPackages.usagesUsed} - ${booking.quantity})` })
    .where(tx.owned(customerPackages, eq(customerPackages.id, booking.customerPackageId)));
}

/**
 * A package's use as a way to pay: taken on add where the attendee holds a package covering the session (not looked up
 * when they held none at the check), per place (a quantity change takes it again), spent at the sale, given back on a
 * cancellation before the cut-off.
 */
export const packageUse: WayToPay = {
  name: 'package',
  perPlace: true,
  async applyOnAdd(tx, line, checked, now) {
    if (checked && !packageUse.mayApplyOnAdd!(checked)) return;
    await applyPackage(tx, line, now);
  },
  mayApplyOnAdd: (checked) => checked.packages !== false,
  isOn: (line) => line.packageApplied,
  notOnMessage: messages.cart.noPackage,
  removeFrom: removePackage,
  applyTo: applyPackage,
  cannotApplyMessage: messages.cart.noPackageToApply,
  couldApply: linesPackagesCouldPay,
  async settle(tx, sale) {
    if (!(await spendPackageUses(tx, sale.lines, sale.now))) throw new HttpError(409, messages.checkout.packageSpent);
  },
  giveBack: returnPackageUse,
};
