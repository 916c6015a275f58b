import { discountedUnitPrice, discountRefusal, messages, normaliseDiscountCode, venueDateSlug } from '@courtside/core';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { cartItems, discountCodes, occurrences, type CartItemRow } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import type { WayToPay } from './wayToPay';
import { HttpError } from '../http/httpError';

const texts = messages.discounts;
/** Spec §8 'Discount: a 400 shows the server's error': every refusal of a code is a 400 with its reason. */
const refuse = (message: string) => new HttpError(400, message);

/**
 * Applies a discount code to one session line (spec §3 'Applied ticket discount per customerId': the line is one
 * attendee's ticket): the code must exist, be in its dates and have uses left (core's discountRefusal); the line must
 * book a session, without a package use, member price or code already. The price is the server's (core's
 * discountedUnitPrice); the line keeps its price without it. Runs inside the cart's transaction (its row locked).
 */
export async function applyDiscount(tx: TenantDb<Tx>, item: CartItemRow, code: string, now: Date): Promise<void> {
  const [rule] = await tx.db.select().from(discountCodes).where(tx.owned(discountCodes, eq(discountCodes.code, normaliseDiscountCode(code))));
  if (!rule) throw refuse(texts.unknown);
  if (item.occurrenceId === null) throw refuse(texts.notApplicable);
  // 'Today' for the code's dates is the session venue's day.
  const [session] = await tx.db.select({ timezone: occurrences.timezone }).from(occurrences).where(tx.owned(occurrences, eq(occurrences.id, item.occurrenceId)));
  if (!session) throw refuse(texts.notApplicable);
  const refusal = discountRefusal(rule, venueDateSlug(now, session.timezone));
  if (refusal) throw refuse(texts[refusal]);
  if (item.packageApplied) throw refuse(texts.withPackage);
  if (item.benefitApplied) throw refuse(texts.withBenefit);
  if (item.discountCodeId !== null) throw refuse(texts.already);
  await tx.db
    .update(cartItems)
    .set({ discountCodeId: rule.id, undiscountedUnitPrice: item.unitPrice, unitPrice: discountedUnitPrice(item.unitPrice, rule) })
    .where(tx.owned(cartItems, eq(cartItems.id, item.id)));
}

/** Takes the code off a line: its price without it comes back (422 when it has none). */
export async function removeDiscount(tx: TenantDb<Tx>, item: CartItemRow): Promise<void> {
  if (item.discountCodeId === null || item.undiscountedUnitPrice === null) throw new HttpError(422, texts.none);
  await tx.db
    .update(cartItems)
    .set({ discountCodeId: null, undiscountedUnitPrice: null, unitPrice: item.undiscountedUnitPrice })
    .where(tx.owned(cartItems, eq(cartItems.id, item.id)));
}

/**
 * At the sale: each code on the order's lines counts one use per line, only while uses remain (the row's check and
 * the guarded update make two orders racing for a last use sell it once); false when one ran out meanwhile.
 */
export async function spendDiscountUses(tx: TenantDb<Tx>, lines: readonly CartItemRow[]): Promise<boolean> {
  for (const line of lines.filter((l) => l.discountCodeId !== null)) {
    const spent = await tx.db
      .update(discountCodes)
      .set({ uses: sql`${discountCodes.uses} + 1` })
      .where(tx.owned(discountCodes, eq(discountCodes.id, line.discountCodeId!), sql`(${discountCodes.maxUses} is null or ${discountCodes.uses} < ${discountCodes.maxUses})`))
      .returning({ id: discountCodes.id });
    if (spent.length === 0) return false;
  }
  return true;
}

/** A discount code as a way to adjust a line's price: put on and taken off by its own calls, its uses counted at the sale. */
export const discountCode: WayToPay = {
  name: 'discount',
  async settle(tx, sale) {
    if (!(await spendDiscountUses(tx, sale.lines))) throw new HttpError(409, messages.checkout.discountSpent);
  },
};
