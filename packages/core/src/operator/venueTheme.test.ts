import { describe, expect, it } from 'vitest';
import type { ThemeWire } from '../contract/theme';
import { venueThemeOver } from './venueTheme';

const none: ThemeWire = {
  theme_app_logo: null,
  theme_app_primary_colour: null,
  theme_app_secondary_colour_1: null,
  theme_app_secondary_colour_2: null,
  theme_app_dark_bg_colour: null,
  theme_app_header_bg_colour: null,
  header_primary_colour: null,
  theme_app_heading_font_style: null,
  theme_app_body_font_style: null,
  theme_app_secondary_button_style: null,
};
const operator: ThemeWire = { ...none, theme_app_primary_colour: '#0F766E', header_primary_colour: '#0F766E', theme_app_logo: '/logos/t.svg' };

describe('a venue’s theme over its operator’s (GET /api/frontend/theme?venue=)', () => {
  it('takes each field the venue sets, else the operator’s, else null', () => {
    expect(venueThemeOver(operator, { ...none, theme_app_heading_font_style: 'Roboto' })).toEqual({ ...operator, theme_app_heading_font_style: 'Roboto' });
    expect(venueThemeOver(none, none)).toEqual(none);
    expect(venueThemeOver(operator)).toEqual(operator);
  });

  it('lets a venue’s own primary colour head its header, not the operator’s header primary', () => {
    expect(venueThemeOver(operator, { ...none, theme_app_primary_colour: '30 64 175' }).header_primary_colour).toBeNull();
    expect(venueThemeOver(operator, { ...none, theme_app_primary_colour: '30 64 175', header_primary_colour: '#1D4ED8' }).header_primary_colour).toBe('#1D4ED8');
  });
});
