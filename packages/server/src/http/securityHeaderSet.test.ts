import fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, testAdminToken, testConfig, type TestApp } from '../../test/testApp';
import { registerSecurityHeaders, sandboxPageHelmet } from './securityHeaders';

// Every security header a response carries, in the order it is written, with the nonces masked: what the browser gets
// must not change when the way the headers are made does.
let t: TestApp;
let app: FastifyInstance;
/** Each tenant's card provider by slug (the sandbox when not named). */
const providerOf: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  const slugOf = new Map((await t.database.db.query.tenants.findMany({ columns: { id: true, slug: true } })).map((row) => [row.id, row.slug]));
  app = fastify({ trustProxy: true });
  await registerSecurityHeaders(app, {
    db: t.database.db,
    config: testConfig(),
    now: () => new Date(),
    mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    cardProviderOf: async (tenantId) => providerOf[slugOf.get(tenantId) ?? ''] ?? 'sandbox',
  });
  app.get('/page', async () => ({ ok: true }));
  app.get('/framed', { helmet: sandboxPageHelmet }, async (_request, reply) => ({ nonce: reply.cspNonce.script }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const ignored = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
const headersOf = async (host: string, url = '/page', proto = 'http') => {
  const res = await app.inject({ url, headers: { host, 'x-forwarded-proto': proto } });
  expect(res.statusCode).toBe(200);
  return Object.entries(res.headers)
    .filter(([name]) => !ignored.has(name))
    .map(([name, value]) => `${name}: ${String(value).replace(/'nonce-[0-9a-f]{32}'/g, "'nonce-…'")}`);
};

const riversideAncestors = "'self' https://www.riversideleisure.org.uk https://riversideleisure.org.uk";
const peakAncestors = "'self' https://www.peakactive.co.uk";
const others = ['cross-origin-opener-policy: same-origin', 'cross-origin-resource-policy: same-origin', 'origin-agent-cluster: ?1', 'referrer-policy: strict-origin-when-cross-origin'];
const after = ['x-content-type-options: nosniff', 'x-dns-prefetch-control: off', 'x-download-options: noopen', 'x-permitted-cross-domain-policies: none', 'x-xss-protection: 0'];
const hsts = 'strict-transport-security: max-age=31536000; includeSubDomains';
const tiles = 'https://*.tile.openstreetmap.org';
const sandboxPolicy = (ancestors: string) =>
  `content-security-policy: default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';img-src 'self' data: ${tiles};font-src 'self';connect-src 'self';frame-src 'self';object-src 'none';base-uri 'none';form-action 'self';frame-ancestors ${ancestors}`;

describe('the whole security header set, per tenant, card provider and protocol', () => {
  it('a tenant paying in the sandbox, over http and over https', async () => {
    expect(await headersOf(hosts.riverside)).toEqual([sandboxPolicy(riversideAncestors), ...others, ...after]);
    expect(await headersOf(hosts.riverside, '/page', 'https')).toEqual([sandboxPolicy(riversideAncestors), ...others, hsts, ...after]);
  });

  it('an unknown tenant', async () => {
    expect(await headersOf('nobody.localhost')).toEqual([sandboxPolicy("'self'"), ...others, ...after]);
  });

  it('a tenant paying through Stripe, and one through Adyen (frames and forms to any https address)', async () => {
    providerOf.peak = 'stripe';
    providerOf.riverside = 'adyen';
    try {
      expect(await headersOf(hosts.peak)).toEqual([
        `content-security-policy: default-src 'self';script-src 'self' https://js.stripe.com;script-src-attr 'none';style-src 'self' 'unsafe-inline';img-src 'self' data: ${tiles};font-src 'self';connect-src 'self' https://api.stripe.com;frame-src 'self' https://js.stripe.com https://hooks.stripe.com;object-src 'none';base-uri 'none';form-action 'self';frame-ancestors ${peakAncestors}`,
        ...others,
        ...after,
      ]);
      const cdn = 'https://checkoutshopper-test.cdn.adyen.com https://checkoutshopper-live.cdn.adyen.com';
      const shopper = 'https://checkoutshopper-test.adyen.com https://checkoutshopper-live.adyen.com';
      expect(await headersOf(hosts.riverside, '/page', 'https')).toEqual([
        `content-security-policy: default-src 'self';script-src 'self' ${cdn};script-src-attr 'none';style-src 'self' 'unsafe-inline' ${cdn};img-src 'self' data: ${tiles} ${cdn};font-src 'self';connect-src 'self' ${shopper};frame-src 'self' ${shopper} https:;object-src 'none';base-uri 'none';form-action 'self' https:;frame-ancestors ${riversideAncestors}`,
        ...others,
        hsts,
        ...after,
      ]);
      // The same tenant back in the sandbox gets the sandbox's policy again.
      providerOf.riverside = 'sandbox';
      expect(await headersOf(hosts.riverside)).toEqual([sandboxPolicy(riversideAncestors), ...others, ...after]);
    } finally {
      delete providerOf.peak;
      delete providerOf.riverside;
    }
  });

  it("a tenant's tag manager and translation script beside its card provider, and gone once unset", async () => {
    const settings = (body: object) => t.request(hosts.peak, { method: 'PUT', url: '/api/admin/settings', headers: { 'x-admin-token': testAdminToken }, payload: body });
    const off = { tag_manager_id: null, auto_translate: { enabled: false, project_key: null } };
    providerOf.peak = 'stripe';
    try {
      expect((await settings({ tag_manager_id: 'GTM-AB12CD', auto_translate: { enabled: true, project_key: 'wg_demo_123' } })).statusCode).toBe(200);
      const analytics = 'https://www.googletagmanager.com https://www.google-analytics.com';
      expect(await headersOf(hosts.peak)).toEqual([
        `content-security-policy: default-src 'self';script-src 'self' ${analytics} https://cdn.weglot.com https://js.stripe.com;script-src-attr 'none';style-src 'self' 'unsafe-inline' https://cdn.weglot.com;img-src 'self' data: ${tiles} ${analytics};font-src 'self';connect-src 'self' https://www.google-analytics.com https://*.google-analytics.com https://*.analytics.google.com https://api.weglot.com https://cdn-api-weglot.com https://api.stripe.com;frame-src 'self' https://js.stripe.com https://hooks.stripe.com;object-src 'none';base-uri 'none';form-action 'self';frame-ancestors ${peakAncestors}`,
        ...others,
        ...after,
      ]);
      delete providerOf.peak;
      expect((await settings(off)).statusCode).toBe(200);
      expect(await headersOf(hosts.peak)).toEqual([sandboxPolicy(peakAncestors), ...others, ...after]);
    } finally {
      delete providerOf.peak;
      expect((await settings(off)).statusCode).toBe(200);
    }
  });

  it('a page running its own inline script and style by nonce', async () => {
    expect(await headersOf(hosts.peak, '/framed')).toEqual([
      `content-security-policy: default-src 'self';script-src 'self' 'nonce-…';script-src-attr 'none';style-src 'self' 'nonce-…';img-src 'self';connect-src 'self';frame-src 'none';object-src 'none';base-uri 'none';form-action 'self';frame-ancestors ${peakAncestors}`,
      ...others,
      ...after,
    ]);
  });
});
