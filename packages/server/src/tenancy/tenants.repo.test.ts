import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { tenants } from '../db/schema';
import { tenantDb } from '../db/tenantDb';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/testApp';
import { findTenantBySlug, forgetTenants, setMaintenance, TENANT_TTL_MS } from './tenants.repo';

let testApp: TestApp;
let db: Db;
beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
});
afterAll(() => testApp.close());

describe('tenant lookup cache', () => {
  it('serves a cached row within the TTL and reloads after it', async () => {
    const t0 = 1_000_000;
    const first = await findTenantBySlug(db, 'peak', t0);
    await db.update(tenants).set({ name: 'Peak Active (renamed)' }).where(eq(tenants.slug, 'peak'));
    expect((await findTenantBySlug(db, 'peak', t0 + TENANT_TTL_MS - 1))?.name).toBe(first?.name);
    expect((await findTenantBySlug(db, 'peak', t0 + TENANT_TTL_MS))?.name).toBe('Peak Active (renamed)');
    await db.update(tenants).set({ name: first?.name ?? 'Peak Active' }).where(eq(tenants.slug, 'peak'));
    forgetTenants(db);
    expect((await findTenantBySlug(db, 'peak'))?.name).toBe(first?.name);
  });

  it('a maintenance write is seen at once by this process', async () => {
    const peak = await findTenantBySlug(db, 'peak');
    await setMaintenance(tenantDb(db, peak!.id), true);
    expect((await findTenantBySlug(db, 'peak'))?.maintenance).toBe(true);
    await setMaintenance(tenantDb(db, peak!.id), false);
    expect((await findTenantBySlug(db, 'peak'))?.maintenance).toBe(false);
  });

  it('lets the requests that arrive while a lookup runs share it, and keeps no failed lookup', async () => {
    let queries = 0;
    let fail = false;
    // Each lookup runs until the test answers it, so the requests below surely arrive while it runs.
    let answer = () => {};
    const row = { id: 1, slug: 'peak' };
    const counting = {
      select: () => ({
        from: () => ({
          where: () => ({
            limit: async () => {
              queries++;
              await new Promise<void>((resolve) => (answer = resolve));
              if (fail) throw new Error('connection lost');
              return [row];
            },
          }),
        }),
      }),
    } as unknown as Db;
    const lookups = (n: number, now: number) => Promise.allSettled(Array.from({ length: n }, () => findTenantBySlug(counting, 'peak', now)));
    const burst = lookups(20, 5_000);
    expect(queries).toBe(1);
    answer();
    expect((await burst).every((found) => found.status === 'fulfilled' && found.value === row)).toBe(true);
    expect(queries).toBe(1);
    // After the TTL the next burst shares one new lookup; a failed one is tried again by the next request.
    fail = true;
    const failing = lookups(5, 5_000 + TENANT_TTL_MS);
    expect(queries).toBe(2);
    answer();
    expect((await failing).every((result) => result.status === 'rejected')).toBe(true);
    expect(queries).toBe(2);
    fail = false;
    const retried = findTenantBySlug(counting, 'peak', 5_001 + TENANT_TTL_MS);
    expect(queries).toBe(3);
    answer();
    expect(await retried).toBe(row);
  });

  it('caches a miss too, and never mixes databases', async () => {
    expect(await findTenantBySlug(db, 'nobody')).toBeUndefined();
    expect(await findTenantBySlug({} as Db, 'nobody').catch(() => 'queried')).toBe('queried');
  });
});
