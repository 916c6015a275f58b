import { randomInt } from 'node:crypto';
import { messages } from '@courtside/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantIdOf } from '../../test/checkoutTestKit';
import { outboxEvents } from '../db/schema';
import { createTestApp, hosts, testAdminToken, type TestApp } from '../../test/testApp';

// The operator's view of the outbox events a background job gave up on: the tenant's own, by admin token only.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (host: string, method: 'GET' | 'POST', url: string, token: string | null = testAdminToken) =>
  t.request(host, { method, url, headers: token === null ? {} : { 'x-admin-token': token } });

/** A bundle cancellation (not paid: nothing to mail) parked after its last attempt. */
async function parkedEvent() {
  const [row] = await t.database.db
    .insert(outboxEvents)
    .values({ tenantId: await tenantIdOf(t), type: 'bundleCancelled', payload: { bundleId: randomInt(1_000_000_000, 2_000_000_000), wasSettled: false }, attempts: 12, lastError: 'Error: mail server down', parkedAt: sql`now()` })
    .returning();
  return row!;
}

describe('GET /api/admin/outbox/parked and POST …/release', () => {
  it('lists the tenant\'s parked events to the operator, releases one to run again, and keeps other tenants and visitors out', async () => {
    const row = await parkedEvent();
    const listed = await call(hosts.riverside, 'GET', '/api/admin/outbox/parked');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toContainEqual(expect.objectContaining({ id: row.id, type: 'bundleCancelled', attempts: 12, handled_by: [], last_error: 'Error: mail server down' }));
    expect((await call(hosts.peak, 'GET', '/api/admin/outbox/parked')).json().data.map((e: { id: number }) => e.id)).not.toContain(row.id);
    expect((await call(hosts.riverside, 'GET', '/api/admin/outbox/parked', null)).statusCode).toBe(403);
    expect((await call(hosts.riverside, 'GET', '/api/admin/outbox/parked', 'wrong')).statusCode).toBe(403);

    const foreign = await call(hosts.peak, 'POST', `/api/admin/outbox/parked/${row.id}/release`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: messages.notFound });
    const released = await call(hosts.riverside, 'POST', `/api/admin/outbox/parked/${row.id}/release`);
    expect(released.statusCode).toBe(200);
    expect(released.json()).toEqual({ data: { id: row.id, released: true } });
    expect((await call(hosts.riverside, 'POST', `/api/admin/outbox/parked/${row.id}/release`)).statusCode).toBe(404);
    // Due again with fresh attempts: the drainer handles it (nothing to mail for an unpaid bundle) and it is done.
    await t.services.outbox.drain();
    const [after] = await t.database.db.select().from(outboxEvents).where(eq(outboxEvents.id, row.id));
    expect(after).toMatchObject({ parkedAt: null, attempts: 1, lastError: null });
    expect(after!.doneAt).not.toBeNull();
    expect((await call(hosts.riverside, 'POST', '/api/admin/outbox/parked/0/release')).statusCode).toBe(422);
  });
});
