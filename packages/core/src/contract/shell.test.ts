import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { maintenanceBodySchema, maintenanceResponseSchema } from './admin';
import { clientResponseSchema } from './client';
import { errorBodySchema } from './common';
import { themeQuerySchema, themeResponseSchema } from './theme';
import { footerQuerySchema, footerResponseSchema, healthResponseSchema, venueParamsSchema, venuesResponseSchema } from './venue';

const venue = {
  venue_id: 1,
  name: 'Riverside Aquatics Centre',
  slug: 'riverside-aquatics-centre',
  address1: '1 River Walk',
  address2: null,
  town: 'Riverside',
  area: null,
  postcode: 'RV1 1AA',
  timezone: 'Europe/London',
  opening_times: [{ day_of_week: 1, opens_at: '06:00', closes_at: '22:00' }],
  coordinates: { latitude: 51.5, longitude: -0.12 },
  activities_v2_migration_date: '2025-01-01',
  camps_and_courses_enabled: { enabled: true },
  created_at: '2024-01-01T00:00:00Z',
};
const theme = Object.fromEntries(
  ['theme_app_logo', 'theme_app_primary_colour', 'theme_app_secondary_colour_1', 'theme_app_secondary_colour_2', 'theme_app_dark_bg_colour',
    'theme_app_header_bg_colour', 'header_primary_colour', 'theme_app_heading_font_style', 'theme_app_body_font_style',
    'theme_app_secondary_button_style'].map((key) => [key, null]),
);

// The shell schemas are exercised by the api and server suites too; these keep the contract's own coverage whole.
describe('spec §3/§7 shell shapes', () => {
  it.each([
    ['venues', venuesResponseSchema, { data: [venue] }],
    ['venue params', venueParamsSchema, { slug: 'riverside-aquatics-centre' }],
    ['footer', footerResponseSchema, { data: { html: '&lt;p&gt;Hi&lt;/p&gt;' } }],
    ['footer query', footerQuerySchema, { venue: 'riverside-aquatics-centre' }],
    ['health', healthResponseSchema, { status: 'ok', database: 'pglite', version: '0.1.0' }],
    ['client', clientResponseSchema, { data: { id: 1, name: 'Riverside Leisure Trust', currency: { code: 'GBP', symbol: '£' }, config: { online_joining_enabled: true, camps_and_courses_booking_enabled: true, kiosk_home_url: null, tag_manager_id: null, auto_translate: { enabled: false, project_key: null } } } }],
    ['theme', themeResponseSchema, { data: { ...theme, theme_app_primary_colour: '#8C59F8' } }],
    ['theme query', themeQuerySchema, {}],
    ['maintenance body', maintenanceBodySchema, { maintenance: true }],
    ['maintenance response', maintenanceResponseSchema, { data: { maintenance: false } }],
    ['error body', errorBodySchema, { message: 'Required', errors: { 'items.0.quantity': ['Required'] } }],
  ] as Array<[string, z.ZodType, unknown]>)('%s parses', (_name, schema, sample) => {
    expect(schema.safeParse(sample).error?.issues ?? []).toEqual([]);
  });
});
