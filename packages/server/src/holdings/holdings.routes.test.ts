import {
  accountMembershipsResponseSchema,
  accountPackagesResponseSchema,
  addDays,
  guestPassesResponseSchema,
  messages,
  packageResponseSchema,
} from '@courtside/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, clientIdOf, demo, loginAs, registerCustomer } from '../../test/accountsTestKit';
import { packages, pricingOptions, users, venues } from '../db/schema';
import { createTestApp, hosts, seededToday, type TestApp } from '../../test/testApp';

let t: TestApp;
let alex: { token: string; id: number };
beforeAll(async () => {
  t = await createTestApp();
  const session = await loginAs(t, hosts.riverside, demo.alex);
  alex = { token: session.token, id: session.user.id };
});
afterAll(() => t.close());

const get = (url: string, token: string | null, host: string = hosts.riverside, headers: Record<string, string> = {}) =>
  t.request(host, { method: 'GET', url, headers: { ...(token ? bearer(token) : {}), ...headers } });

describe('GET /api/v1/account/memberships', () => {
  it('lists the customer’s memberships with their state, renewal and price', async () => {
    const res = await get('/api/v1/account/memberships', alex.token);
    expect(res.statusCode).toBe(200);
    const { data } = accountMembershipsResponseSchema.parse(res.json());
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({
      plan: 'swim-plus', name: 'Swim Plus', venue: { slug: 'riverside-aquatics-centre' }, valid_to: addDays(seededToday(), 20),
      length: { value: 12, unit: 'month' }, price: { formatted: '£240.00', value: 24000, currency: 'GBP' }, status: 'active', renewal_due: true,
    });
    expect(data[1]).toMatchObject({ plan: 'off-peak', status: 'expired', renewal_due: false, valid_to: '2025-04-05' });
  });

  it('is empty for a new customer, and their own only whoever they act for', async () => {
    const { token } = await registerCustomer(t, hosts.riverside, await clientIdOf(t, hosts.riverside));
    expect((await get('/api/v1/account/memberships', token)).json()).toEqual({ data: [] });
    const [jamie] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.reference, 'RLT-000003'));
    const acting = await get('/api/v1/account/memberships', alex.token, hosts.riverside, { 'x-selected-user-id': String(jamie!.id) });
    expect(acting.json().data.map((m: { plan: string }) => m.plan)).toEqual(['swim-plus', 'off-peak']);
  });
});

describe('GET /api/v1/account/packages', () => {
  it('lists the packages bought, with usages left, contents, expiry and state', async () => {
    const res = await get('/api/v1/account/packages', alex.token);
    expect(res.statusCode).toBe(200);
    const { data } = accountPackagesResponseSchema.parse(res.json());
    expect(data).toHaveLength(2);
    const [swim, classes] = data;
    expect(swim).toMatchObject({ usages_total: 10, usages_used: 3, usages_left: 7, status: 'active', venue: { slug: 'riverside-aquatics-centre' } });
    expect(swim!.package).toMatchObject({ name: '10 Swim Pass', price: { formatted: '£42.00' }, expiry: { value: 6, unit: 'month' }, contents: { usages: 10 } });
    expect(swim!.package.contents.pricing_options.map((o) => o.name).sort()).toEqual(['Adult swim', 'Swimming lane (1 hour)']);
    expect(Date.parse(swim!.expires_at!)).toBeGreaterThan(Date.now());
    expect(classes).toMatchObject({ usages_left: 3, status: 'expired' });
  });
});

describe('GET /api/v1/account/guest-passes', () => {
  it('lists the passes with their state, and says the page is offered', async () => {
    const res = await get('/api/v1/account/guest-passes', alex.token);
    expect(res.statusCode).toBe(200);
    const { data, meta } = guestPassesResponseSchema.parse(res.json());
    expect(meta.enabled).toBe(true);
    expect(data.map((p) => p.status)).toEqual(['available', 'used']);
    expect(data[1]).toMatchObject({ guest_name: 'Robin Hale', venue: { name: 'Riverside Aquatics Centre' } });
  });

  it('says the page is not offered when no venue offers guest passes online', async () => {
    const peak = await loginAs(t, hosts.peak, demo.peakAlex);
    const tenantId = await clientIdOf(t, hosts.peak);
    await t.database.db.update(venues).set({ onlineGuestPassesEnabled: false }).where(eq(venues.tenantId, tenantId));
    try {
      const res = await get('/api/v1/account/guest-passes', peak.token, hosts.peak);
      expect(res.json().meta).toEqual({ enabled: false, offers: [] });
    } finally {
      const [first] = await t.database.db.select({ id: venues.id }).from(venues).where(eq(venues.tenantId, tenantId)).orderBy(venues.id).limit(1);
      await t.database.db.update(venues).set({ onlineGuestPassesEnabled: true }).where(eq(venues.id, first!.id));
    }
  });
});

describe('who may read holdings', () => {
  it.each(['/api/v1/account/memberships', '/api/v1/account/packages', '/api/v1/account/guest-passes'])('%s needs a login of this tenant', async (url) => {
    const visitor = await get(url, null);
    expect(visitor.statusCode).toBe(401);
    expect((await get(url, alex.token, hosts.peak)).statusCode).toBe(401);
  });
});

describe('GET /api/v1/promotions/packages/{venueSlug}/{packageId} (spec §7)', () => {
  const swimPass = async (tenantHost: string) => {
    const tenantId = await clientIdOf(t, tenantHost);
    const [row] = await t.database.db
      .select({ id: packages.id })
      .from(packages)
      .innerJoin(pricingOptions, eq(pricingOptions.id, packages.pricingOptionId))
      .where(and(eq(packages.tenantId, tenantId), eq(pricingOptions.reference, 'PKG-SWIM-10')));
    return row!.id;
  };

  it('gives a venue’s package to anyone', async () => {
    const id = await swimPass(hosts.riverside);
    const res = await get(`/api/v1/promotions/packages/riverside-aquatics-centre/${id}`, null);
    expect(res.statusCode).toBe(200);
    expect(packageResponseSchema.parse(res.json()).data).toMatchObject({ id, name: '10 Swim Pass', friendly_name: 'Ten swims', venue_restriction: 'venue', pricing_option: { reference: 'PKG-SWIM-10' } });
  });

  it('is not found at another venue, for another tenant’s package, or for a malformed id', async () => {
    const id = await swimPass(hosts.riverside);
    const peakId = await swimPass(hosts.peak);
    for (const url of [
      `/api/v1/promotions/packages/millbrook-sports-hall/${id}`,
      `/api/v1/promotions/packages/riverside-aquatics-centre/${peakId}`,
      '/api/v1/promotions/packages/riverside-aquatics-centre/12abc',
      '/api/v1/promotions/packages/riverside-aquatics-centre/99999999999',
    ]) {
      const res = await get(url, null);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(messages.notFound);
    }
  });
});
