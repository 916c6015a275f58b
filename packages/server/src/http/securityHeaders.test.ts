import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxRecords } from '../db/schema';
import { frameAncestorsOf } from '../tenancy/tenants.repo';
import { createTestApp, hosts, testAdminToken, testAppBudget, testConfig, type TestApp } from '../../test/testApp';
import { hstsApplies, registerSecurityHeaders, tileOrigin } from './securityHeaders';

let t: TestApp;
const challenge = `sbx_ch_${randomUUID()}`;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(sandboxRecords).values({ id: challenge, kind: 'charge', data: { amount: 950, currency: 'GBP' } });
});
afterAll(async () => {
  await t.database.db.delete(sandboxRecords).where(eq(sandboxRecords.id, challenge));
  await t.close();
});

type Headers = Record<string, string | string[] | number | undefined>;

/** The CSP as a map of directive → its value. */
function csp(headers: Headers): Map<string, string> {
  const value = String(headers['content-security-policy'] ?? '');
  return new Map(
    value
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...rest] = part.split(/\s+/);
        return [name, rest.join(' ')] as const;
      }),
  );
}

/** Every response: nosniff, the referrer policy, a CSP without inline or eval script, no X-Frame-Options. */
function expectSecurityHeaders(headers: Headers) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBeUndefined();
  const policy = csp(headers);
  expect(policy.get('default-src')).toBe("'self'");
  expect(policy.get('script-src')).toMatch(/^'self'( 'nonce-[0-9a-f]{32}')?$/);
  expect(policy.get('script-src-attr')).toBe("'none'");
  expect(policy.get('connect-src')).toBe("'self'");
  expect(policy.get('object-src')).toBe("'none'");
  expect(policy.get('base-uri')).toBe("'none'");
  expect(policy.get('form-action')).toBe("'self'");
  expect(String(headers['content-security-policy'])).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  return policy;
}

const riversideAncestors = "'self' https://www.riversideleisure.org.uk https://riversideleisure.org.uk";
const peakAncestors = "'self' https://www.peakactive.co.uk";

describe('security headers on every kind of response', () => {
  it('an /api JSON answer', async () => {
    const res = await t.request(hosts.riverside, { method: 'GET', url: '/api/client' });
    expect(res.statusCode).toBe(200);
    const policy = expectSecurityHeaders(res.headers);
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(policy.get('img-src')).toBe("'self' data:");
    expect(policy.get('font-src')).toBe("'self'");
    expect(policy.get('frame-ancestors')).toBe(riversideAncestors);
  });

  it('/api/health, outside the tenant scope', async () => {
    const res = await t.request(hosts.peak, { method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(expectSecurityHeaders(res.headers).get('frame-ancestors')).toBe(peakAncestors);
  });

  it('a 404 for an unknown path and for an unknown tenant', async () => {
    const unknownPath = await t.request(hosts.peak, { method: 'GET', url: '/api/nope' });
    expect(unknownPath.statusCode).toBe(404);
    expectSecurityHeaders(unknownPath.headers);
    const unknownTenant = await t.request('nobody.localhost', { method: 'GET', url: '/api/client' });
    expect(unknownTenant.statusCode).toBe(404);
    expect(expectSecurityHeaders(unknownTenant.headers).get('frame-ancestors')).toBe("'self'");
  });

  it('a 422 and a 400', async () => {
    const invalid = await t.request(hosts.riverside, { method: 'GET', url: '/api/payment-providers/sandbox/challenge/not-a-reference' });
    expect(invalid.statusCode).toBe(422);
    expectSecurityHeaders(invalid.headers);
    const badJson = await t.request(hosts.riverside, {
      method: 'POST',
      url: '/api/payment-providers/sandbox/tokens',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(badJson.statusCode).toBe(400);
    expectSecurityHeaders(badJson.headers);
  });

  it('a seeded logo', async () => {
    const res = await t.request(hosts.peak, { method: 'GET', url: '/logos/peak-active.svg' });
    expect(res.statusCode).toBe(200);
    expect(expectSecurityHeaders(res.headers).get('frame-ancestors')).toBe(peakAncestors);
  });
});

describe('the sandbox provider pages', () => {
  const pages = ['/api/payment-providers/sandbox/card-frame?session=s&secret=x', `/api/payment-providers/sandbox/challenge/${challenge}`];

  it.each(pages)('%s runs its inline script and style by this response’s nonce only', async (url) => {
    const res = await t.request(hosts.riverside, { method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const policy = expectSecurityHeaders(res.headers);
    const scriptNonce = /^'self' 'nonce-([0-9a-f]{32})'$/.exec(policy.get('script-src') ?? '')?.[1];
    const styleNonce = /^'self' 'nonce-([0-9a-f]{32})'$/.exec(policy.get('style-src') ?? '')?.[1];
    expect(scriptNonce).toBeDefined();
    expect(styleNonce).toBeDefined();
    expect(policy.get('frame-src')).toBe("'none'");
    // Every script and style element carries the nonce; no event-handler attributes.
    const scripts = [...res.body.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
    const styles = [...res.body.matchAll(/<style\b([^>]*)>/g)].map((m) => m[1]);
    expect(scripts).toEqual([` nonce="${scriptNonce}"`]);
    expect(styles).toEqual([` nonce="${styleNonce}"`]);
    expect(res.body).not.toMatch(/\son[a-z]+=/i);
    // A fresh nonce per response.
    const again = await t.request(hosts.riverside, { method: 'GET', url });
    expect(csp(again.headers).get('script-src')).not.toBe(policy.get('script-src'));
  });

  it('only our own origin and the tenant’s own sites (which embed the whole app) may frame them', async () => {
    const riverside = await t.request(hosts.riverside, { method: 'GET', url: pages[0]! });
    expect(csp(riverside.headers).get('frame-ancestors')).toBe(riversideAncestors);
    const peak = await t.request(hosts.peak, { method: 'GET', url: pages[0]! });
    expect(csp(peak.headers).get('frame-ancestors')).toBe(peakAncestors);
  });
});

describe('frame-ancestors per tenant', () => {
  it('lists the addressed tenant’s own origins and never another tenant’s', async () => {
    const riverside = csp((await t.request(hosts.riverside, { method: 'GET', url: '/api/client' })).headers).get('frame-ancestors');
    const peak = csp((await t.request(hosts.peak, { method: 'GET', url: '/api/client' })).headers).get('frame-ancestors');
    expect(riverside).toBe(riversideAncestors);
    expect(peak).toBe(peakAncestors);
    expect(riverside).not.toContain('peakactive');
    expect(peak).not.toContain('riversideleisure');
  });

  it('follows TENANT_HOST_MAP like tenancy does', { timeout: testAppBudget }, async () => {
    const mapped = await createTestApp({ tenantHostMap: { 'book.peakactive.example': { tenant: 'peak', site: 'bookings' } } });
    try {
      const res = await mapped.request('book.peakactive.example', { method: 'GET', url: '/api/health' });
      expect(csp(res.headers).get('frame-ancestors')).toBe(peakAncestors);
    } finally {
      await mapped.close();
    }
  });

  it('drops anything that is not a plain origin, so no directive can be smuggled in', () => {
    expect(
      frameAncestorsOf({
        frameAncestors: [
          'https://www.example.org',
          'HTTPS://Shop.Example.org/',
          'https://*.example.net',
          'http://localhost:8080',
          "https://evil.example; script-src 'unsafe-inline'",
          'https://a.example https://b.example',
          'https://x.example/path',
          "'unsafe-inline'",
          '*',
          'javascript:alert(1)',
          'https://www.example.org',
        ],
      }),
    ).toEqual(['https://www.example.org', 'https://shop.example.org', 'https://*.example.net', 'http://localhost:8080']);
    expect(frameAncestorsOf(undefined)).toEqual([]);
  });
});

describe('third-party scripts per tenant (spec §3 Config: tag manager, auto-translate)', () => {
  const settings = (body: object, token = testAdminToken) =>
    t.request(hosts.peak, { method: 'PUT', url: '/api/admin/settings', headers: { 'x-admin-token': token }, payload: body });
  const off = { tag_manager_id: null, auto_translate: { enabled: false, project_key: null } };

  it('allows a tenant\'s tag manager and translation script only once set, and only for that tenant', async () => {
    try {
      expect((await settings({ ...off, tag_manager_id: 'AB12CD' })).statusCode).toBe(422);
      expect((await settings({ ...off, auto_translate: { enabled: true, project_key: 'key"; script-src *' } })).statusCode).toBe(422);
      const set = await settings({ tag_manager_id: 'GTM-AB12CD', auto_translate: { enabled: true, project_key: 'wg_demo_123' } });
      expect(set.statusCode).toBe(200);
      const peak = await t.request(hosts.peak, { method: 'GET', url: '/api/client' });
      expect(peak.json().data.config).toMatchObject({ tag_manager_id: 'GTM-AB12CD', auto_translate: { enabled: true, project_key: 'wg_demo_123' } });
      const policy = csp(peak.headers);
      expect(policy.get('script-src')).toBe("'self' https://www.googletagmanager.com https://www.google-analytics.com https://cdn.weglot.com");
      expect(policy.get('connect-src')).toContain('https://api.weglot.com');
      const riverside = csp((await t.request(hosts.riverside, { method: 'GET', url: '/api/client' })).headers);
      expect(riverside.get('script-src')).toBe("'self'");
      // Enabled without a key loads nothing.
      await settings({ ...off, auto_translate: { enabled: true, project_key: null } });
      expect(csp((await t.request(hosts.peak, { method: 'GET', url: '/api/client' })).headers).get('script-src')).toBe("'self'");
    } finally {
      expect((await settings(off)).statusCode).toBe(200);
    }
  });

  it('are an operator\'s: the admin token is required', async () => {
    expect((await settings(off, 'wrong')).statusCode).toBe(403);
  });
});

describe('HSTS', () => {
  it('is decided by the request protocol alone', () => {
    expect(hstsApplies('https')).toBe(true);
    expect(hstsApplies('http')).toBe(false);
  });

  it('is not sent over plain http, even when a client claims https without a trusted proxy', async () => {
    const plain = await t.request(hosts.riverside, { method: 'GET', url: '/api/client' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const claimed = await t.request(hosts.riverside, { method: 'GET', url: '/api/client', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  describe('behind a trusted proxy', () => {
    let proxied: FastifyInstance;
    beforeAll(async () => {
      proxied = fastify({ trustProxy: true });
      await registerSecurityHeaders(proxied, { db: t.database.db, config: testConfig(), now: () => new Date(), mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png' });
      proxied.get('/page', async () => ({ ok: true }));
      await proxied.ready();
    });
    afterAll(() => proxied.close());

    it('is sent on a request that arrived over https', async () => {
      const res = await proxied.inject({ url: '/page', headers: { host: hosts.peak, 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expectSecurityHeaders(res.headers);
      const http = await proxied.inject({ url: '/page', headers: { host: hosts.peak, 'x-forwarded-proto': 'http' } });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    });

    it('allows the map’s tile server in img-src', async () => {
      const res = await proxied.inject({ url: '/page', headers: { host: hosts.peak } });
      expect(csp(res.headers).get('img-src')).toBe("'self' data: https://*.tile.openstreetmap.org");
    });
  });
});

describe('tileOrigin', () => {
  it.each([
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.org'],
    ['https://tiles.example/{z}/{x}/{y}.png', 'https://tiles.example'],
    ['http://localhost:8080/tiles/{z}/{x}/{y}.png?key=abc', 'http://localhost:8080'],
    ['https://tile-{s}.example.com/{z}/{x}/{y}{r}.png', 'https://*.example.com'],
    ['/tiles/{z}/{x}/{y}.png', null],
    ['https://evil.example;script-src/{z}.png', null],
    [null, null],
  ])('%s → %s', (url, expected) => {
    expect(tileOrigin(url)).toBe(expected);
  });
});
