import type { PaymentWire } from '@courtside/core';
import type { Tx } from '../db/database';
import type { BookingRow, CartItemRow } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import type { CheckedItem } from '../purchasables/purchasable';

/** What a sale settles, inside the order's transaction: the basket's lines, the payments taken, and who pays. */
export interface Sale {
  lines: readonly CartItemRow[];
  payments: readonly PaymentWire[];
  customerId: number;
  now: Date;
}

/**
 * One way to pay for a basket line or adjust its price (spec §3 Cart item benefit_applied and package_applied, §7
 * remove benefit / package usage, account credit): a package's use, a membership benefit, a discount code, account
 * credit — later a gift voucher. Cart and checkout only ever call these hooks, in the registry's order
 * (`waysToPay/registry.ts`); a new way is a new file and one registry line, with no edit to cart or checkout.
 *
 * Every hook is optional: a way answers only at the steps it takes part in. Hooks given a `TenantDb<Tx>` run inside the
 * cart's or the order's transaction, which holds the cart's row lock.
 */
export interface WayToPay {
  /** Its name in the basket's calls (DELETE /api/activities/{name}/remove/{cartItemId}). */
  readonly name: string;
  /**
   * Takes itself to a new line where it may, after the add's claims (a package use pays a session). `checked` is what
   * the line's kind found at the check (null when the line is taken again after a quantity change).
   */
  applyOnAdd?(tx: TenantDb<Tx>, line: CartItemRow, checked: CheckedItem | null, now: Date): Promise<void>;
  /**
   * Whether `applyOnAdd` may take it to a new line of what the check found, answered without a statement (false: it
   * would not). An add of one line that no way may take itself to is sent as one statement (cart/addInOneStatement.ts).
   */
  mayApplyOnAdd?(checked: CheckedItem): boolean;
  /** Whether it is on the line now (a way that pays per place lets go before a quantity change and is taken again after). */
  isOn?(line: CartItemRow): boolean;
  /** What the removal call says (422) when the line does not have it. */
  readonly notOnMessage?: string;
  /** Takes it off the line: the line goes back to its price without it. The caller has checked `isOn`. */
  removeFrom?(tx: TenantDb<Tx>, line: CartItemRow): Promise<void>;
  /**
   * Takes it to a line on request (Apply package, after a Remove package usage): answers false when it cannot pay for
   * the line now. The caller has checked it is not on the line.
   */
  applyTo?(tx: TenantDb<Tx>, line: CartItemRow, now: Date): Promise<boolean>;
  /** What the apply call says (422) when `applyTo` cannot pay for the line. */
  readonly cannotApplyMessage?: string;
  /** Lines of a basket it could be applied to now (`applyTo` would succeed), so the basket offers to apply it. */
  couldApply?(scope: TenantDb, lines: readonly CartItemRow[], now: Date): Promise<Set<number>>;
  /** Whether it pays per place, so a quantity change lets it go and takes it again (`applyOnAdd`) for the new quantity. */
  readonly perPlace?: boolean;
  /** At the sale, after the kinds settled: spends what the order used; throws (409/422) when it ran out meanwhile. */
  settle?(tx: TenantDb<Tx>, sale: Sale): Promise<void>;
  /** A settled booking cancelled before its cut-off (or by the venue) gives back what this way paid for it. */
  giveBack?(tx: TenantDb<Tx>, booking: BookingRow): Promise<void>;
}
