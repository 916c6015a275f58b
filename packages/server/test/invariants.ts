import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DbOrTx } from '../src/db/database';

/** One broken money-or-places rule: which rule, and the row that breaks it. */
export interface Violation {
  rule: InvariantRule;
  detail: string;
}

export type InvariantRule = 'capacity' | 'quantity' | 'credit' | 'settledWithoutOrder' | 'paymentsTotal' | 'staleAuthorisation';

export interface InvariantOptions {
  /** The clock for "unexpired" reservations and for the age of open authorisations (default: now). */
  now?: Date;
  /** An authorisation (authorised, sca_required, capturing) with no order older than this is stale (default 30 min). */
  staleAfterMs?: number;
  /**
   * Only rows written at or after this instant (bookings, cart items, orders, users): lets a test on a shared PostgreSQL
   * check what it and the rest of the run did since it started, without the seed's or earlier files' history. The stale
   * authorisation rule is never restricted (a stale row is old by definition).
   */
  since?: Date;
}

/**
 * The seed writes its settled bookings with this created_at and no order (they were "made elsewhere"); a booking the
 * basket's claim made carries its claim time. So "settled without an order" is checked for bookings made since then,
 * or still attached to a cart item, i.e. those that came through checkout (src/seed/activities.bookings.ts).
 */
const seededBookingsCreatedAt = '2024-01-01T00:00:00Z';

type Executor = DbOrTx;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The money and places invariants (integrity harness), as a few SQL queries that stay fast on the seeded database:
 * - capacity: per occurrence (and per channel when the capacity is split), settled plus unexpired reserved places ≤ the
 *   capacity (src/cart/holds.ts counts the same way), checked only for occurrences that have bookings;
 * - quantity: no booking or cart item for fewer than 1 place;
 * - credit: no negative credit balance;
 * - settledWithoutOrder: no settled booking that came through checkout without an existing order;
 * - paymentsTotal: the payments of every order add up to its total;
 * - staleAuthorisation: no payment left authorised / sca_required / capturing without an order after `staleAfterMs`.
 */
export async function checkInvariants(db: Executor, options: InvariantOptions = {}): Promise<Violation[]> {
  const now = (options.now ?? new Date()).toISOString();
  const staleBefore = new Date(Date.parse(now) - (options.staleAfterMs ?? 30 * 60_000)).toISOString();
  const since = options.since?.toISOString() ?? null;
  const recent = (column: SQL) => (since === null ? sql`true` : sql`${column} >= ${since}::timestamptz`);
  const violations: Violation[] = [];
  const add = (rule: InvariantRule, detail: string) => violations.push({ rule, detail });

  const live = sql`(b.status = 'settled' or (b.status = 'reserved' and b.reserved_until > ${now}::timestamptz))`;
  const overbooked = await rows<{ occurrence_id: number; pool: string; capacity: number; taken: number }>(
    db,
    sql`with held as (
      select b.occurrence_id, case when o.capacity_strategy = 'split' then b.channel else 'shared' end as pool,
        case when o.capacity_strategy = 'split' and b.channel = 'foh' then coalesce(o.foh_capacity, 0) else o.capacity end as cap,
        b.quantity
      from bookings b join occurrences o on o.id = b.occurrence_id
      where ${live} ${since === null ? sql`` : sql`and b.occurrence_id in (select occurrence_id from bookings where created_at >= ${since}::timestamptz)`}
    )
    select occurrence_id, pool, cap as capacity, sum(quantity)::int as taken from held
    group by occurrence_id, pool, cap having sum(quantity) > cap`,
  );
  for (const r of overbooked) add('capacity', `occurrence ${r.occurrence_id} (${r.pool}): ${r.taken} places taken of ${r.capacity}`);

  const small = await rows<{ kind: string; id: number; quantity: number }>(
    db,
    sql`select 'booking' as kind, id, quantity from bookings b where quantity < 1 and ${recent(sql`b.created_at`)}
    union all select 'cart item' as kind, id, quantity from cart_items ci where quantity < 1 and ${recent(sql`ci.created_at`)}`,
  );
  for (const r of small) add('quantity', `${r.kind} ${r.id} has quantity ${r.quantity}`);

  const negative = await rows<{ id: number; credit_balance: number }>(db, sql`select id, credit_balance from users u where credit_balance < 0 and ${recent(sql`u.created_at`)}`);
  for (const r of negative) add('credit', `user ${r.id} has credit balance ${r.credit_balance}`);

  const orphans = await rows<{ id: number; order_id: number | null }>(
    db,
    sql`select b.id, b.order_id from bookings b left join orders o on o.id = b.order_id
    where b.status = 'settled' and o.id is null
      and (b.created_at > ${seededBookingsCreatedAt}::timestamptz or b.order_id is not null or exists (select 1 from cart_items ci where ci.booking_id = b.id))
      and ${recent(sql`b.created_at`)}`,
  );
  for (const r of orphans) add('settledWithoutOrder', `settled booking ${r.id} has ${r.order_id === null ? 'no order' : `a missing order ${r.order_id}`}`);

  const unbalanced = await rows<{ id: number; total: number; paid: number }>(
    db,
    sql`select o.id, o.total, coalesce(sum(p.amount), 0)::int as paid from orders o left join order_payments p on p.order_id = o.id
    where ${recent(sql`o.created_at`)} group by o.id, o.total having coalesce(sum(p.amount), 0) <> o.total`,
  );
  for (const r of unbalanced) add('paymentsTotal', `order ${r.id}: payments ${r.paid} ≠ total ${r.total}`);

  const stale = await rows<{ id: string; status: string; created_at: string | Date }>(
    db,
    sql`select id, status, created_at from payment_transactions
    where status in ('authorised', 'sca_required', 'capturing') and order_id is null and created_at < ${staleBefore}::timestamptz`,
  );
  for (const r of stale) add('staleAuthorisation', `payment ${r.id} still ${r.status} without an order since ${new Date(r.created_at).toISOString()}`);
  return violations;
}

/** Fails the test with every violation listed. */
export async function expectInvariants(db: Executor, options: InvariantOptions = {}): Promise<void> {
  expect(await checkInvariants(db, options)).toEqual([]);
}
