import { clientResponseSchema, healthResponseSchema, messages } from '@courtside/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, hosts, testConfig, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the engine and version, whatever the host', async () => {
    const res = await t.request('nobody.localhost', { method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = healthResponseSchema.parse(res.json());
    expect(body).toEqual({ status: 'ok', database: t.database.kind, version: '0.1.0' });
  });
});

describe('GET /api/client', () => {
  it('answers the default tenant on plain localhost', async () => {
    const res = await t.request('localhost:3000', { method: 'GET', url: '/api/client' });
    expect(res.statusCode).toBe(200);
    const { data } = clientResponseSchema.parse(res.json());
    expect(data.name).toBe('Riverside Leisure Trust');
    expect(data.currency).toEqual({ code: 'GBP', symbol: '£' });
    expect(data.config).toEqual({
      online_joining_enabled: true,
      camps_and_courses_booking_enabled: true,
      kiosk_home_url: '/kiosk/?kiosk=true&centre=riverside-aquatics-centre',
      tag_manager_id: null,
      auto_translate: { enabled: false, project_key: null },
    });
  });

  it('answers each tenant on its own host', async () => {
    const riverside = clientResponseSchema.parse(
      (await t.request(hosts.riverside, { method: 'GET', url: '/api/client' })).json(),
    ).data;
    const peak = clientResponseSchema.parse(
      (await t.request(hosts.peak, { method: 'GET', url: '/api/client' })).json(),
    ).data;
    expect(peak.name).toBe('Peak Active');
    expect(peak.id).not.toBe(riverside.id);
    expect(peak.config).toEqual({
      online_joining_enabled: false,
      camps_and_courses_booking_enabled: false,
      kiosk_home_url: '/kiosk/?kiosk=true&centre=peak-district-pool',
      tag_manager_id: null,
      auto_translate: { enabled: false, project_key: null },
    });
  });

  it('resolves every sub-site host of a tenant', async () => {
    for (const host of ['my-account.peak.localhost', 'join.peak.localhost:5173', 'peak.localhost']) {
      const res = await t.request(host, { method: 'GET', url: '/api/client' });
      expect(res.json().data.name, host).toBe('Peak Active');
    }
  });

  it('follows TENANT_HOST_MAP and DEFAULT_TENANT', async () => {
    const config = testConfig({
      defaultTenant: 'peak',
      tenantHostMap: { 'book.riverside.example': { tenant: 'riverside', site: 'bookings' } },
    });
    const app = await buildApp({ config, database: t.database });
    const name = async (host: string) =>
      (await app.inject({ method: 'GET', url: '/api/client', headers: { host } })).json().data.name;
    try {
      expect(await name('book.riverside.example')).toBe('Riverside Leisure Trust');
      expect(await name('localhost')).toBe('Peak Active');
    } finally {
      await app.close();
    }
  });

  it('answers 404 with the catalogue text for an unknown tenant', async () => {
    const res = await t.request('bookings.nowhere.localhost', { method: 'GET', url: '/api/client' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: messages.notFound });
  });
});

describe('unknown /api paths', () => {
  it.each(['/api/nope', '/api', '/api/activities/unknown/path', '/api/client/extra'])(
    '%s answers JSON 404 with the catalogue text',
    async (url) => {
      const res = await t.request(hosts.peak, { method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ message: messages.notFound });
    },
  );

  it('answers 404 for a wrong method too', async () => {
    const res = await t.request(hosts.peak, { method: 'DELETE', url: '/api/client' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: messages.notFound });
  });
});
