import { describe, expect, it } from 'vitest';
import type { ThemeColumns } from '../db/schema';
import { mergeTheme, themeColumns } from './mergeTheme';

const empty: ThemeColumns = {
  themeLogo: null,
  themePrimaryColour: null,
  themeSecondaryColour1: null,
  themeSecondaryColour2: null,
  themeDarkBgColour: null,
  themeHeaderBgColour: null,
  themeHeaderPrimaryColour: null,
  themeHeadingFont: null,
  themeBodyFont: null,
  themeSecondaryButtonStyle: null,
};

describe('mergeTheme', () => {
  it('gives null for every field neither sets', () => {
    expect(Object.values(mergeTheme(empty, empty))).toEqual(Array(10).fill(null));
  });

  it('takes the venue field over the tenant field, and the tenant field where the venue has none', () => {
    const tenant = { ...empty, themePrimaryColour: '#0F766E', themeBodyFont: 'Lato', themeLogo: '/logos/t.svg' };
    const venue = { ...empty, themePrimaryColour: '30 64 175', themeHeadingFont: 'Roboto' };
    expect(mergeTheme(tenant, venue)).toMatchObject({
      theme_app_primary_colour: '30 64 175',
      theme_app_heading_font_style: 'Roboto',
      theme_app_body_font_style: 'Lato',
      theme_app_logo: '/logos/t.svg',
      theme_app_dark_bg_colour: null,
    });
  });

  it('lets a venue’s own primary colour head its header (core’s rule)', () => {
    const tenant = { ...empty, themePrimaryColour: '#0F766E', themeHeaderPrimaryColour: '#0F766E' };
    expect(mergeTheme(tenant, { ...empty, themePrimaryColour: '30 64 175' }).header_primary_colour).toBeNull();
  });

  it('is the tenant default without a venue', () => {
    const tenant = { ...empty, themeSecondaryButtonStyle: 'outline' };
    expect(mergeTheme(tenant).theme_app_secondary_button_style).toBe('outline');
  });
});

describe('themeColumns', () => {
  it('stores each wire field in its column, so mergeTheme gives the wire theme back', () => {
    const wire = mergeTheme({ ...empty, themePrimaryColour: '#0F766E', themeHeaderPrimaryColour: '#FFFFFF', themeBodyFont: 'Lato' });
    expect(themeColumns(wire)).toEqual({ ...empty, themePrimaryColour: '#0F766E', themeHeaderPrimaryColour: '#FFFFFF', themeBodyFont: 'Lato' });
    expect(mergeTheme(themeColumns(wire))).toEqual(wire);
  });
});
