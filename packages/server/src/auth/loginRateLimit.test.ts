import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshAddress } from '../../test/accountsTestKit';
import type { Database } from '../db/database';
import { tenants } from '../db/schema';
import { openTestDatabase } from '../../test/testApp';
import { addressFailuresOn, limitKeyOf, loginBlock, mayMailReset, recordLoginAttempt, recordResetRequest, resetAddressBlock } from './loginRateLimit';
import { loginLimits, resetLimits } from './sessionPolicy';
import { tenantDb } from '../db/tenantDb';

// The limits read the clock they are given: these tests pass `now` and never wait.
let database: Database;
let tenantId: number;
beforeAll(async () => {
  database = await openTestDatabase();
  const [tenant] = await database.db.select({ id: tenants.id }).from(tenants).limit(1);
  tenantId = tenant!.id;
});
afterAll(() => database.close());

const t0 = new Date('2031-03-04T10:00:00Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const uniqueKey = () => `user:test-${randomUUID()}`;
const tenantIdOf = async (slug: string) => (await database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug)))[0]!.id;

describe('limit keys', () => {
  it('are the account when the login name resolves to one, else the normalised name', () => {
    expect(limitKeyOf('  Robin@Example.com ', { id: 42 })).toBe('user:42');
    expect(limitKeyOf('rlt-000042', { id: 42 })).toBe('user:42');
    expect(limitKeyOf('  Nobody@Example.com ', undefined)).toBe('nobody@example.com');
  });
});

describe('forgotten-password limits', () => {
  it('mail an account at most 3 times per 15 minutes; the limit lifts when the oldest mail leaves the window', async () => {
    expect(resetLimits).toEqual({ windowMs: 15 * 60_000, perAccount: 3, perAddress: 20 });
    const db = database.db;
    const key = uniqueKey();
    for (const minute of [0, 1, 2]) {
      expect(await mayMailReset(tenantDb(db, tenantId), key, at(minute))).toBe(true);
      await recordResetRequest(db, { tenantId, accountKey: key, address: freshAddress(), mailed: true, now: at(minute) });
    }
    expect(await mayMailReset(tenantDb(db, tenantId), key, at(3))).toBe(false);
    // Throttled requests are recorded but are not mails: they do not hold the limit up.
    await recordResetRequest(db, { tenantId, accountKey: key, address: freshAddress(), mailed: false, now: at(10) });
    expect(await mayMailReset(tenantDb(db, tenantId), key, at(14.9))).toBe(false);
    expect(await mayMailReset(tenantDb(db, tenantId), key, at(15.01))).toBe(true);
  });

  it('refuse an address after 20 requests in 15 minutes, with the seconds until it lifts', async () => {
    const db = database.db;
    const address = freshAddress();
    for (let i = 0; i < 20; i += 1) {
      expect(await resetAddressBlock(tenantDb(db, tenantId), address, at(i * 0.1))).toBeNull();
      await recordResetRequest(db, { tenantId, accountKey: uniqueKey(), address, mailed: false, now: at(0) });
    }
    expect(await resetAddressBlock(tenantDb(db, tenantId), address, at(1))).toEqual({ scope: 'address', retryAfterSeconds: 14 * 60 });
    expect(await resetAddressBlock(tenantDb(db, tenantId), freshAddress(), at(1))).toBeNull();
    expect(await resetAddressBlock(tenantDb(db, tenantId), address, at(15.01))).toBeNull();
  });
});

describe('login limits over tenants', () => {
  it("count an address's failures over every tenant, and an account's in its own tenant only", async () => {
    const db = database.db;
    const [riverside, peak] = [await tenantIdOf('riverside'), await tenantIdOf('peak')];
    const address = freshAddress();
    // The failures alternate between the two tenants: each holds half the address limit.
    for (let i = 0; i < loginLimits.perAddress; i += 1) {
      await recordLoginAttempt(tenantDb(db, i % 2 === 0 ? riverside : peak), { accountKey: uniqueKey(), address, succeeded: false, now: at(i * 0.1) });
    }
    for (const tenant of [riverside, peak]) {
      expect(await loginBlock(tenantDb(db, tenant), uniqueKey(), address, at(6), addressFailuresOn(db))).toEqual({ scope: 'address', retryAfterSeconds: 9 * 60 });
      // The oldest failure leaves the window: one short of the limit again.
      expect(await loginBlock(tenantDb(db, tenant), uniqueKey(), address, at(15.01), addressFailuresOn(db))).toBeNull();
    }

    const key = uniqueKey();
    for (let i = 0; i < loginLimits.perAccount; i += 1) await recordLoginAttempt(tenantDb(db, riverside), { accountKey: key, address: freshAddress(), succeeded: false, now: at(0) });
    expect(await loginBlock(tenantDb(db, riverside), key, freshAddress(), at(1), addressFailuresOn(db))).toMatchObject({ scope: 'account' });
    expect(await loginBlock(tenantDb(db, peak), key, freshAddress(), at(1), addressFailuresOn(db))).toBeNull();
  });
});

describe('login and reset attempts never mix', () => {
  it('reset requests are not login failures', async () => {
    const db = database.db;
    const key = uniqueKey();
    const address = freshAddress();
    for (let i = 0; i < loginLimits.perAddress + 5; i += 1) await recordResetRequest(db, { tenantId, accountKey: key, address, mailed: false, now: at(0) });
    expect(await loginBlock(tenantDb(db, tenantId), key, address, at(1), addressFailuresOn(db))).toBeNull();
  });

  it('a mailed reset does not clear the login failures, and login failures are not reset requests', async () => {
    const db = database.db;
    const key = uniqueKey();
    const address = freshAddress();
    for (let i = 0; i < loginLimits.perAccount; i += 1) await recordLoginAttempt(tenantDb(db, tenantId), { accountKey: key, address: freshAddress(), succeeded: false, now: at(0) });
    await recordResetRequest(db, { tenantId, accountKey: key, address: freshAddress(), mailed: true, now: at(1) });
    expect(await loginBlock(tenantDb(db, tenantId), key, freshAddress(), at(2), addressFailuresOn(db))).toMatchObject({ scope: 'account' });

    for (let i = 0; i < resetLimits.perAddress + 5; i += 1) await recordLoginAttempt(tenantDb(db, tenantId), { accountKey: uniqueKey(), address, succeeded: false, now: at(0) });
    expect(await resetAddressBlock(tenantDb(db, tenantId), address, at(1))).toBeNull();
    expect(await mayMailReset(tenantDb(db, tenantId), key, at(2))).toBe(true);
  });
});
