import { getTableColumns, sql } from 'drizzle-orm';
import { compiledSql, param } from '../db/compiled';
import { cartItems, carts, type CartRow } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';
import type { EventBus } from '../events/eventBus';
import type { CheckedItem, PurchasableKind } from '../purchasables/purchasable';
import { waysToPay } from '../waysToPay/registry';
import type { CartOwner, CartWithCredit } from './cart.repo';
import { claimRefused, lineClaimArguments, lineClaimValues, raisedRefusal } from './holds';

/** An item of an add, checked and priced by its kind for its attendee. */
export interface CheckedLine {
  kind: PurchasableKind;
  checked: CheckedItem;
  attendeeId: number;
  quantity: number;
  /** The field a refusal names (`items.0`). */
  field: string;
}

/**
 * Whether an add of these lines can be sent as one statement: a single line whose kind's claim is the database's
 * (`lineClaim`), which no way to pay would take itself to (a package's use is looked for in the cart's transaction).
 */
export const addsInOneStatement = (lines: readonly CheckedLine[]): lines is [CheckedLine] =>
  lines.length === 1 && lines[0]!.kind.lineClaim !== undefined && waysToPay.every((way) => !way.applyOnAdd || way.mayApplyOnAdd?.(lines[0]!.checked) === false);

/** cart_items' column names, by the schema's field names (the line as `courtside_add_line` reads it). */
const lineColumns = Object.fromEntries(Object.entries(getTableColumns(cartItems)).map(([field, column]) => [field, column.name]));

/** The add's one statement (migration 0030, `courtside_add_line`): the cart row as it left it, with its owner's credit. */
const addStatement = compiledSql<Record<string, unknown>, Record<string, unknown>>(
  () => sql`with c as (
      select * from courtside_add_line(${param('tenantId')}::int, ${param('ownerId')}::int, ${param('channel')}::text, ${param('now')}::timestamptz,
        ${param('until')}::timestamptz, ${param('line')}::jsonb, ${lineClaimArguments}, ${param('events')}::jsonb)
    )
    select c.*, coalesce((select u.credit_balance from users u where u.tenant_id = c.tenant_id and u.id = c.user_id), 0) as credit_balance from c`,
);

/** A cart row as the engine answered it, read by the schema's own columns (names and driver values). */
const cartColumns = Object.entries(getTableColumns(carts));
const cartOf = (row: Record<string, unknown>): CartRow =>
  Object.fromEntries(cartColumns.map(([field, column]) => [field, row[column.name] === null ? null : column.mapFromDriverValue(row[column.name])])) as CartRow;

/**
 * Spec §7 add to basket of one line, in one round trip: the cart (made if need be, locked, its version moved on), the
 * line, the outbox row of its sessions' changed places, and the claim — the same rules as the cart's
 * transaction, run by the database (a refused claim undoes all of it). Once it has committed, the event reaches this
 * process's subscribers. Answers the cart row as the add left it, with the owner's credit.
 */
export async function addInOneStatement(
  scope: TenantDb,
  events: Pick<EventBus, 'alone'>,
  owner: CartOwner,
  entry: CheckedLine,
  now: Date,
  reservedUntil: Date,
): Promise<CartWithCredit> {
  const hold = { checked: entry.checked, attendeeId: entry.attendeeId, quantity: entry.quantity, channel: owner.source, now, reservedUntil, field: entry.field };
  const claim = entry.kind.lineClaim!(hold);
  const line = { ...entry.checked.line, purchasableType: entry.kind.type, purchasedForUserId: entry.attendeeId, quantity: entry.quantity };
  const row = Object.fromEntries(Object.entries(line).map(([field, value]) => [lineColumns[field] ?? field, value]));
  const changed = { type: 'bookingsChanged' as const, tenantId: scope.tenantId, occurrenceIds: claim.sessions };
  return events.alone([changed], async (rows) => {
    try {
      const values = { ...lineClaimValues(scope.tenantId, hold, claim), ownerId: owner.userId, line: JSON.stringify(row), events: JSON.stringify(rows) };
      const [added] = await addStatement(scope.db, values);
      return { cart: cartOf(added!), creditBalance: Number(added!.credit_balance) };
    } catch (error) {
      const refusal = raisedRefusal(error);
      throw refusal ? claimRefused(refusal, entry.field, claim) : error;
    }
  });
}
