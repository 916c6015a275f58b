import { randomBytes } from 'node:crypto';
import { tenderTypesNeedingTill, tillDrawer, type TillSessionWire } from '@courtside/core';
import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { orderPayments, orders, terminalPayments, tillSessions, users, type TillSessionRow } from '../db/schema';
import type { TenantDb } from '../db/tenantDb';

/** The staff member's open till session, locked for the caller's transaction when asked. */
export async function openSessionOf(scope: TenantDb, staffUserId: number, lock = false): Promise<TillSessionRow | undefined> {
  const query = scope.db.select().from(tillSessions).where(scope.owned(tillSessions, eq(tillSessions.staffUserId, staffUserId), isNull(tillSessions.closedAt)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A till session as the wire gives it: what its cash and cheque payments took, its orders, and the drawer. */
export async function tillSessionWire(scope: TenantDb, session: TillSessionRow): Promise<TillSessionWire> {
  const taken = scope.owned(orders, eq(orders.tillSessionId, session.id));
  const [[cash], [placed]] = await Promise.all([
    scope.db
      .select({ total: sql<number>`coalesce(sum(${orderPayments.amount}), 0)::int` })
      .from(orderPayments)
      .innerJoin(orders, and(eq(orders.tenantId, orderPayments.tenantId), eq(orders.id, orderPayments.orderId)))
      .where(and(taken, inArray(orderPayments.tenderType, [...tenderTypesNeedingTill]))),
    scope.db.select({ total: count() }).from(orders).where(taken),
  ]);
  const cashTaken = cash?.total ?? 0;
  const drawer = tillDrawer(session.float, cashTaken, session.counted);
  return {
    id: session.id,
    opened_at: session.openedAt.toISOString(),
    closed_at: session.closedAt?.toISOString() ?? null,
    float: session.float,
    cash_taken: cashTaken,
    expected: drawer.expected,
    counted: session.counted,
    difference: drawer.difference,
    orders: placed?.total ?? 0,
  };
}

export async function insertSession(tx: TenantDb<Tx>, staffUserId: number, float: number, now: Date): Promise<TillSessionRow> {
  const [row] = await tx.db.insert(tillSessions).values({ tenantId: tx.tenantId, staffUserId, float, openedAt: now }).returning();
  return row!;
}

export async function closeSession(tx: TenantDb<Tx>, id: number, counted: number, now: Date): Promise<TillSessionRow> {
  const [row] = await tx.db.update(tillSessions).set({ closedAt: now, counted }).where(tx.owned(tillSessions, eq(tillSessions.id, id))).returning();
  return row!;
}

/** Customers of the tenant whose name, reference, email or barcode contains the search (case-insensitive), first 20. */
export async function searchCustomers(scope: TenantDb, search: string) {
  const like = `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const words = search.trim().split(/\s+/).filter(Boolean).slice(0, 4);
  const fullName = sql`(${users.firstName} || ' ' || ${users.lastName})`;
  return scope.db
    .select({ id: users.id, reference: users.reference, firstName: users.firstName, lastName: users.lastName, email: users.email, dateOfBirth: users.dateOfBirth, barcode: users.barcode })
    .from(users)
    .where(
      scope.owned(
        users,
        eq(users.role, 'customer'),
        or(ilike(users.reference, like), ilike(users.email, like), ilike(users.barcode, like), and(...words.map((w) => ilike(fullName, `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)))),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(20);
}

/** The till's card terminal payment, as the terminal answered it. */
export async function insertTerminalPayment(scope: TenantDb, staffUserId: number, amount: number, status: 'approved' | 'declined', now: Date) {
  const id = `term_${randomBytes(12).toString('base64url')}`;
  const [row] = await scope.db.insert(terminalPayments).values({ id, tenantId: scope.tenantId, staffUserId, amount, status, createdAt: now }).returning();
  return row!;
}

/** An approved, unused terminal payment of this staff member, locked for the paying transaction. */
export async function lockTerminalPayment(tx: TenantDb<Tx>, staffUserId: number, id: string) {
  const [row] = await tx.db
    .select()
    .from(terminalPayments)
    .where(tx.owned(terminalPayments, eq(terminalPayments.id, id), eq(terminalPayments.staffUserId, staffUserId), eq(terminalPayments.status, 'approved'), isNull(terminalPayments.orderId)))
    .for('update');
  return row;
}

export async function markTerminalPaymentUsed(tx: TenantDb<Tx>, id: string, orderId: number): Promise<void> {
  await tx.db.update(terminalPayments).set({ orderId }).where(tx.owned(terminalPayments, eq(terminalPayments.id, id)));
}
