import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import { shellKeys, shellQueries } from './shellQueries';
import * as contract from '../contract';

const venue = {
  venue_id: 1, name: 'Pool', slug: 'pool', address1: '1 St', address2: null, town: 'Town', area: null, postcode: 'AB1 2CD',
  timezone: 'Europe/London', opening_times: [], coordinates: { latitude: 1, longitude: 2 }, activities_v2_migration_date: null,
  camps_and_courses_enabled: null, created_at: '2026-01-01T00:00:00Z',
};
const bodies: Record<string, unknown> = {
  '/api/client': { data: { id: 1, name: 'T', currency: { code: 'GBP', symbol: '£' }, config: { online_joining_enabled: true, camps_and_courses_booking_enabled: false, kiosk_home_url: null, tag_manager_id: null, auto_translate: { enabled: false, project_key: null } } } },
  '/api/activities/venues': { data: [venue] },
  '/api/activities/venues/pool': { data: venue },
  '/api/activities/footer?venue=pool': { data: { html: '&lt;b&gt;' } },
  '/api/frontend/theme': { data: { theme_app_logo: null, theme_app_primary_colour: '#111111', theme_app_secondary_colour_1: null, theme_app_secondary_colour_2: null, theme_app_dark_bg_colour: null, theme_app_header_bg_colour: null, header_primary_colour: null, theme_app_heading_font_style: null, theme_app_body_font_style: null, theme_app_secondary_button_style: null } },
};
const api = createApiClient({
    responseSchemas: contract,
  baseUrl: '/api',
  fetch: vi.fn(async (url: string) => ({ ok: url in bodies, status: url in bodies ? 200 : 404, text: async () => JSON.stringify(bodies[url] ?? {}) })),
});

describe('shell query factories (spec §7)', () => {
  it('build stable keys', () => {
    expect(shellQueries.theme(api, null).queryKey).toEqual(shellKeys.theme(null));
    expect(shellKeys.theme('pool')).toEqual(['theme', 'pool']);
    expect(shellKeys.footer(null)).toEqual(['footer', '']);
    expect(shellQueries.venue(api, 'pool').queryKey).toEqual(['venues', 'pool']);
  });
  it('fetch through the client and map the wire shape', async () => {
    expect((await shellQueries.client(api).queryFn()).currency.symbol).toBe('£');
    expect((await shellQueries.venues(api).queryFn())[0]?.venueId).toBe(1);
    expect((await shellQueries.venue(api, 'pool').queryFn()).postcode).toBe('AB1 2CD');
    expect(await shellQueries.footer(api, 'pool').queryFn()).toBe('<b>');
    expect(await shellQueries.theme(api, null).queryFn()).toEqual({ themeAppPrimaryColour: '#111111' });
  });
});
