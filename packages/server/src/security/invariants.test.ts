import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../db/database';
import { freshSession, newCustomers, tenantIdOf } from '../../test/checkoutTestKit';
import { bookings, carts, orderPayments, orders, paymentTransactions, users } from '../db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';
import { checkInvariants, type InvariantRule, type Violation } from '../../test/invariants';

// Each rule of invariants.ts must catch a planted violation: the bad rows are written in a transaction that is rolled
// back (dropping the CHECK that would refuse them inside it), so nothing is left behind on a shared database.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

class Rollback extends Error {}

/** The violations seen, inside the transaction, of the rows `plant` wrote (only rows written since just before it). */
async function planted(plant: (tx: Tx) => Promise<void>): Promise<Violation[]> {
  const since = new Date(Date.now() - 1000);
  let found: Violation[] = [];
  await t.database.db
    .transaction(async (tx) => {
      await plant(tx);
      found = await checkInvariants(tx, { since });
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return found;
}

const rulesOf = (violations: Violation[]) => violations.map((v) => v.rule);
const dropCheck = (tx: Tx, table: string, constraint: string) => tx.execute(sql.raw(`alter table ${table} drop constraint ${constraint}`));
const inAnHour = () => new Date(Date.now() + 3_600_000);
/** A cart of the customer's, for planted orders and payments to belong to (the composite keys refuse a made-up one). */
const plantCart = async (tx: Tx, tenantId: number, userId: number) =>
  (await tx.insert(carts).values({ tenantId, userId, source: 'online' }).onConflictDoNothing().returning({ id: carts.id }))[0]?.id ??
  (await tx.select({ id: carts.id }).from(carts).where(and(eq(carts.tenantId, tenantId), eq(carts.userId, userId), eq(carts.source, 'online'))))[0]!.id;

async function fixture() {
  const session = await freshSession(t, 1);
  const [customer] = await newCustomers(t, 1);
  return { session, customer: customer!, tenantId: await tenantIdOf(t) };
}

describe('money and places invariants', () => {
  it('hold on the seeded database, and the check is quick', async () => {
    const started = performance.now();
    expect(await checkInvariants(t.database.db)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('catch more places taken than an occurrence has, per channel when the capacity is split', async () => {
    const { session, customer, tenantId } = await fixture();
    const split = await freshSession(t, 5, { capacityStrategy: 'split', fohCapacity: 1 });
    const found = await planted(async (tx) => {
      await tx.insert(bookings).values({ tenantId, occurrenceId: session.id, userId: customer.id, status: 'reserved', reservedUntil: inAnHour(), quantity: 2 });
      await tx.insert(bookings).values({ tenantId, occurrenceId: split.id, userId: customer.id, status: 'reserved', reservedUntil: inAnHour(), quantity: 2, channel: 'foh' });
    });
    expect(found).toEqual(
      expect.arrayContaining([
        { rule: 'capacity', detail: `occurrence ${session.id} (shared): 2 places taken of 1` },
        { rule: 'capacity', detail: `occurrence ${split.id} (foh): 2 places taken of 1` },
      ]),
    );
    expect(found).toHaveLength(2);
  });

  it('do not count expired reservations or cancelled bookings as places taken', async () => {
    const { session, customer, tenantId } = await fixture();
    const [other] = await newCustomers(t, 1);
    const found = await planted(async (tx) => {
      await tx.insert(bookings).values({ tenantId, occurrenceId: session.id, userId: customer.id, status: 'reserved', reservedUntil: new Date(Date.now() - 1000), quantity: 1 });
      await tx.insert(bookings).values({ tenantId, occurrenceId: session.id, userId: other!.id, status: 'cancelled', quantity: 1 });
    });
    expect(found).toEqual([]);
  });

  it('catch a booking or cart item for fewer than one place', async () => {
    const { session, customer, tenantId } = await fixture();
    const found = await planted(async (tx) => {
      await dropCheck(tx, 'bookings', 'bookings_quantity_positive');
      await tx.insert(bookings).values({ tenantId, occurrenceId: session.id, userId: customer.id, status: 'reserved', reservedUntil: inAnHour(), quantity: -5 });
    });
    expect(rulesOf(found)).toEqual(['quantity']);
    expect(found[0]!.detail).toMatch(/^booking \d+ has quantity -5$/);
  });

  it('catch a negative credit balance', async () => {
    const { customer } = await fixture();
    const found = await planted(async (tx) => {
      await dropCheck(tx, 'users', 'users_credit_balance_not_negative');
      await tx.update(users).set({ creditBalance: -430 }).where(sql`${users.id} = ${customer.id}`);
    });
    expect(found).toEqual([{ rule: 'credit', detail: `user ${customer.id} has credit balance -430` }]);
  });

  it('catch a settled booking without an order', async () => {
    const { session, customer, tenantId } = await fixture();
    const found = await planted(async (tx) => {
      await tx.insert(bookings).values({ tenantId, occurrenceId: session.id, userId: customer.id, status: 'settled', quantity: 1 });
    });
    expect(rulesOf(found)).toEqual(['settledWithoutOrder']);
  });

  it('catch an order whose payments do not add up to its total', async () => {
    const { customer, tenantId } = await fixture();
    const found = await planted(async (tx) => {
      const cartId = await plantCart(tx, tenantId, customer.id);
      const [order] = await tx
        .insert(orders)
        .values({ tenantId, userId: customer.id, cartId, cartSource: 'online', source: 'online', status: 'success', total: 950, currency: 'GBP', itemHash: 'planted' })
        .returning({ id: orders.id });
      await tx.insert(orderPayments).values({ tenantId, orderId: order!.id, tenderType: 'card', amount: 430 });
    });
    expect(rulesOf(found)).toEqual(['paymentsTotal']);
    expect(found[0]!.detail).toMatch(/payments 430 ≠ total 950/);
  });

  it('catch an authorisation left open without an order past the given age, and only then', async () => {
    const { customer, tenantId } = await fixture();
    const transaction = (cartId: number, status: 'authorised' | 'sca_required' | 'capturing' | 'captured', minutesAgo: number, orderId: number | null = null) => ({
      tenantId, cartId, userId: customer.id, provider: 'sandbox', amount: 950, currency: 'GBP', itemHash: 'planted', status, orderId, createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    const found = await planted(async (tx) => {
      const cartId = await plantCart(tx, tenantId, customer.id);
      const [order] = await tx
        .insert(orders)
        .values({ tenantId, userId: customer.id, cartId, cartSource: 'online', source: 'online', status: 'success', total: 950, currency: 'GBP', itemHash: 'planted' })
        .returning({ id: orders.id });
      await tx.insert(orderPayments).values({ tenantId, orderId: order!.id, tenderType: 'card', amount: 950 });
      await tx.insert(paymentTransactions).values([
        transaction(cartId, 'authorised', 120),
        transaction(cartId, 'sca_required', 120),
        transaction(cartId, 'capturing', 120),
        transaction(cartId, 'authorised', 1),
        transaction(cartId, 'authorised', 120, order!.id),
        transaction(cartId, 'captured', 120),
      ]);
    });
    const stale = found.filter((v) => v.rule === ('staleAuthorisation' satisfies InvariantRule));
    expect(stale.map((v) => v.detail.split(' ')[3]).sort()).toEqual(['authorised', 'capturing', 'sca_required']);
    expect(found).toHaveLength(3);
  });
});
