import { messages, themeResponseSchema } from '@courtside/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, hosts, testAdminToken, testConfig, type TestApp } from '../../test/testApp';
import { maintenanceMessage } from './theme.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const theme = async (host: string, query = '') => {
  const res = await t.request(host, { method: 'GET', url: `/api/frontend/theme${query}` });
  return { res, data: res.statusCode === 200 ? themeResponseSchema.parse(res.json()).data : undefined };
};
const setMaintenance = (host: string, maintenance: unknown, token: string | null = testAdminToken) =>
  t.request(host, {
    method: 'PUT',
    url: '/api/admin/maintenance',
    headers: token === null ? {} : { 'x-admin-token': token },
    payload: { maintenance },
  });

describe('GET /api/frontend/theme', () => {
  it("answers the tenant's default theme without a venue; the tenants differ", async () => {
    const riverside = (await theme(hosts.riverside)).data;
    const peak = (await theme(hosts.peak)).data;
    expect(riverside).toMatchObject({
      theme_app_logo: '/logos/riverside-leisure-trust.svg',
      theme_app_primary_colour: '#0F766E',
      theme_app_body_font_style: 'Lato',
    });
    expect(peak).toMatchObject({ theme_app_logo: '/logos/peak-active.svg', theme_app_primary_colour: '#C2410C' });
  });

  it("merges the venue's theme over the tenant default", async () => {
    const { data } = await theme(hosts.riverside, '?venue=thameside-tennis-fitness');
    expect(data).toEqual({
      theme_app_logo: '/logos/riverside-leisure-trust.svg',
      theme_app_primary_colour: '#15803D',
      theme_app_secondary_colour_1: '#166534',
      theme_app_secondary_colour_2: '#1E3A8A',
      theme_app_dark_bg_colour: '#0B2E2B',
      theme_app_header_bg_colour: '#FFFFFF',
      // Its own green primary heads its header too, not the tenant's teal.
      header_primary_colour: null,
      theme_app_heading_font_style: 'Roboto',
      theme_app_body_font_style: 'Roboto',
      theme_app_secondary_button_style: 'outline',
    });
  });

  it("serves a venue's 'R G B' colour as stored", async () => {
    const { data } = await theme(hosts.peak, '?venue=matlock-sports-centre');
    expect(data?.theme_app_primary_colour).toBe('154 52 18');
  });

  it("answers 404 for an unknown venue or another tenant's venue", async () => {
    for (const query of ['?venue=nowhere', '?venue=peak-district-pool']) {
      const { res } = await theme(hosts.riverside, query);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: messages.notFound });
    }
  });

  it('answers 422, never 500, for a query outside the contract', async () => {
    for (const query of [`?venue=${'x'.repeat(300)}`, '?venue=', '?venue=a&venue=b']) {
      const { res } = await theme(hosts.riverside, query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors).toHaveProperty('venue');
    }
  });
});

describe('maintenance', () => {
  it('answers 503 on the theme call while the flag is on; other calls keep working', async () => {
    try {
      const on = await setMaintenance(hosts.peak, true);
      expect(on.statusCode).toBe(200);
      expect(on.json()).toEqual({ data: { maintenance: true } });

      for (const query of ['', '?venue=peak-district-pool']) {
        const { res } = await theme(hosts.peak, query);
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ message: maintenanceMessage });
      }
      expect((await t.request(hosts.peak, { method: 'GET', url: '/api/client' })).statusCode).toBe(200);
      // Only the request's tenant is affected.
      expect((await theme(hosts.riverside)).res.statusCode).toBe(200);
    } finally {
      await setMaintenance(hosts.peak, false);
    }
    expect((await theme(hosts.peak)).res.statusCode).toBe(200);
  });

  it('answers 403 without the right token and leaves the flag alone', async () => {
    try {
      for (const token of [null, '', 'wrong', `${testAdminToken}x`]) {
        const res = await setMaintenance(hosts.peak, true, token);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: messages.unauthorised });
      }
      expect((await theme(hosts.peak)).res.statusCode).toBe(200);
    } finally {
      await setMaintenance(hosts.peak, false);
    }
  });

  it('answers 422 for a body outside the contract', async () => {
    const res = await setMaintenance(hosts.peak, 'yes');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('maintenance');
  });

  it('answers 404 when ADMIN_TOKEN is unset', async () => {
    const app = await buildApp({ config: testConfig({ adminToken: undefined }), database: t.database });
    const res = await app.inject({
      method: 'PUT',
      url: '/api/admin/maintenance',
      headers: { host: hosts.peak, 'x-admin-token': 'anything' },
      payload: { maintenance: true },
    });
    await app.close();
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: messages.notFound });
  });
});
