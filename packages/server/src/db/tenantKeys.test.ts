import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartRepo } from '../cart/cart.repo';
import { addToBasket, freshSession, newCustomers, tenantIdOf } from '../../test/checkoutTestKit';
import { loadOrder } from '../checkout/orders.repo';
import { createTestApp, type TestApp } from '../../test/testApp';
import type { Tx } from './database';
import { bookings, cartItems, carts } from './schema';
import { tenantDb, TenantRequiredError } from './tenantDb';

// Tenancy below the HTTP layer: a repository cannot run without a tenant, sees only its tenant's rows, and the
// database itself refuses a row of one tenant that points at another's (migration 0007's composite keys).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

class Rollback extends Error {}

/** Runs `work` in a transaction that is always rolled back; answers the error it raised (or null). */
async function attempt(work: (tx: Tx) => Promise<unknown>): Promise<{ code?: string; constraint?: string } | null> {
  let failure: unknown = null;
  await t.database.db
    .transaction(async (tx) => {
      try {
        await tx.execute(sql`savepoint attempt`);
        await work(tx);
      } catch (error) {
        failure = error;
        await tx.execute(sql`rollback to savepoint attempt`);
      }
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  if (failure === null) return null;
  // Drizzle wraps the driver's error; the SQLSTATE and constraint sit on it or on its cause.
  const wrapped = failure as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return { code: wrapped.cause?.code ?? wrapped.code, constraint: wrapped.cause?.constraint ?? wrapped.constraint };
}

describe('a tenant-bound repository', () => {
  it('cannot be built without a tenant', () => {
    for (const missing of [undefined, null, 0, -1, 1.5, Number.NaN, '1']) {
      expect(() => tenantDb(t.database.db, missing as never)).toThrow(TenantRequiredError);
    }
    // @ts-expect-error — a repository takes a tenant-bound scope, never the bare database…
    expect(() => cartRepo(t.database.db)).toThrow(TenantRequiredError);
    // …nor a look-alike made by hand without a tenant.
    expect(() => cartRepo({ db: t.database.db, tenantId: undefined } as never)).toThrow(TenantRequiredError);
  });

  it("sees only its own tenant's rows, whatever id it is handed", async () => {
    const [riverside, peak] = [await tenantIdOf(t, 'riverside'), await tenantIdOf(t, 'peak')];
    const [customer] = await newCustomers(t, 1);
    const session = await freshSession(t, 3);
    expect((await addToBasket(t, customer!, session.publicId)).statusCode).toBe(200);
    const own = cartRepo(tenantDb(t.database.db, riverside));
    const foreign = cartRepo(tenantDb(t.database.db, peak));
    const owner = { userId: customer!.id, source: 'online' as const };
    expect((await own.load(owner, new Date())).lines).toHaveLength(1);
    const [cart] = await t.database.db.select().from(carts).where(sql`${carts.userId} = ${customer!.id}`);
    expect(await foreign.items(cart!.id)).toEqual([]);
    expect(await loadOrder(tenantDb(t.database.db, peak), customer!.id, 1)).toBeNull();
  });
});

describe('the database', () => {
  it("refuses a row of one tenant that points at another tenant's row", async () => {
    const [riverside, peak] = [await tenantIdOf(t, 'riverside'), await tenantIdOf(t, 'peak')];
    const [customer] = await newCustomers(t, 1);
    const session = await freshSession(t, 3);
    expect((await addToBasket(t, customer!, session.publicId)).statusCode).toBe(200);
    const [cart] = await t.database.db.select().from(carts).where(sql`${carts.userId} = ${customer!.id}`);
    // A Peak cart item in Riverside's cart; a Peak booking of a Riverside session for a Riverside customer.
    const item = { cartId: cart!.id, purchasableType: 'occurrence', purchasableId: session.publicId, purchasedForUserId: customer!.id, name: 'x', quantity: 1, unitPrice: 0, standardUnitPrice: 0, currency: 'GBP', createdAt: new Date() };
    expect(await attempt((tx) => tx.insert(cartItems).values({ ...item, tenantId: riverside }))).toBeNull();
    expect(await attempt((tx) => tx.insert(cartItems).values({ ...item, tenantId: peak }))).toMatchObject({ code: '23503' });
    // (Cancelled, so it does not meet the customer's live booking of the session.)
    const booking = { occurrenceId: session.id, userId: customer!.id, status: 'cancelled' as const, quantity: 1, channel: 'online' as const, createdAt: new Date() };
    expect(await attempt((tx) => tx.insert(bookings).values({ ...booking, tenantId: riverside }))).toBeNull();
    expect(await attempt((tx) => tx.insert(bookings).values({ ...booking, tenantId: peak }))).toMatchObject({ code: '23503' });
  });

  it('has a (tenant_id, …) twin for every foreign key between tenant-owned tables', async () => {
    const { rows } = (await t.database.db.execute(sql`
      select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
        array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as columns
      from pg_constraint c
      where c.contype = 'f'
        and exists (select 1 from pg_attribute a where a.attrelid = c.conrelid and a.attname = 'tenant_id')
        and exists (select 1 from pg_attribute a where a.attrelid = c.confrelid and a.attname = 'tenant_id')
        and c.confrelid::regclass::text <> 'tenants'`)) as unknown as { rows: Array<{ child: string; parent: string; columns: string[] }> };
    const composite = new Set(rows.filter((r) => r.columns[0] === 'tenant_id').map((r) => `${r.child}.${r.columns[1]}->${r.parent}`));
    const single = rows.filter((r) => !r.columns.includes('tenant_id'));
    expect(single.length).toBeGreaterThan(30);
    expect(single.map((r) => `${r.child}.${r.columns[0]}->${r.parent}`).filter((key) => !composite.has(key))).toEqual([]);
  });
});
