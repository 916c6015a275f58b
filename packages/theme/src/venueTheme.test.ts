import { describe, expect, it } from 'vitest';
import type { Theme } from '@courtside/core';
import { resolveTheme } from './venueTheme';

const roboto = { family: 'Roboto', stack: '"Roboto", system-ui, sans-serif' };
const lato = { family: 'Lato', stack: '"Lato", system-ui, sans-serif' };
const openSans = { family: 'Open Sans', stack: '"Open Sans", system-ui, sans-serif' };
const garage = {
  family: 'garagegothic',
  stack: '"garagegothic", "Oswald", "Arial Narrow", sans-serif-condensed, sans-serif',
};
const defaults = {
  colours: {
    primary: '#8c59f8',
    secondary1: '#3e2dac',
    secondary2: '#3e2dac',
    darkBg: '#262731',
    headerBg: '#262731',
    headerPrimary: '#8c59f8',
  },
  fonts: { heading: garage, body: roboto },
  warnings: [],
};
const formatError = 'Seed colour must be in either hex or rgb format';

describe('resolveTheme defaults (spec §9 Default theme)', () => {
  it.each([null, undefined, {}, { themeAppPrimaryColour: '' }, { themeAppPrimaryColour: '   ' }])(
    'resolves %j to the default theme without warnings',
    (input) => {
      expect(resolveTheme(input)).toEqual(defaults);
    },
  );

  it('tolerates a null that slipped past the contract', () => {
    const input = { themeAppPrimaryColour: null } as unknown as Theme;
    expect(resolveTheme(input)).toEqual(defaults);
  });
});

describe('resolveTheme colours (spec §5, §9)', () => {
  it.each([
    ['themeAppPrimaryColour', '#ABC', { primary: '#aabbcc', headerPrimary: '#aabbcc' }],
    ['themeAppPrimaryColour', '10 20 30', { primary: '#0a141e', headerPrimary: '#0a141e' }],
    ['themeAppSecondaryColour1', '112233', { secondary1: '#112233', secondary2: '#112233' }],
    ['themeAppSecondaryColour2', '#445566', { secondary2: '#445566' }],
    ['themeAppDarkBgColour', '#101010', { darkBg: '#101010', headerBg: '#101010' }],
    ['themeAppHeaderBgColour', '#202020', { headerBg: '#202020' }],
    ['headerPrimaryColour', '#fff', { headerPrimary: '#ffffff' }],
  ] as const)('%s %j → %j (derived fallbacks follow)', (field, value, changed) => {
    const resolved = resolveTheme({ [field]: value });
    expect(resolved.colours).toEqual({ ...defaults.colours, ...changed });
    expect(resolved.warnings).toEqual([]);
  });

  it.each([
    ['themeAppPrimaryColour', 'purple', formatError, '#8c59f8'],
    ['themeAppSecondaryColour1', '300 0 0', 'Value must be between 0 and 255', '#3e2dac'],
    ['themeAppSecondaryColour2', '#12', formatError, '#3e2dac'],
    ['themeAppDarkBgColour', 'rgb(0,0,0)', formatError, '#262731'],
    ['themeAppHeaderBgColour', '#gggggg', formatError, '#262731'],
    ['headerPrimaryColour', '1 2', formatError, '#8c59f8'],
  ] as const)('%s %j falls back and warns', (field, value, message, fallback) => {
    const resolved = resolveTheme({ [field]: value });
    expect(resolved.colours).toEqual(defaults.colours);
    expect(resolved.warnings).toEqual([`${field} "${value}" ignored (${message}); using ${fallback}`]);
  });

  it('falls back to the venue colours, not the defaults, for derived fields', () => {
    const resolved = resolveTheme({
      themeAppPrimaryColour: '#111111',
      themeAppSecondaryColour1: '#222222',
      themeAppDarkBgColour: '#333333',
      // ('bad' would be valid 3-digit hex.)
      themeAppSecondaryColour2: 'nope',
      themeAppHeaderBgColour: 'nope',
      headerPrimaryColour: 'nope',
    });
    expect(resolved.colours).toEqual({
      primary: '#111111',
      secondary1: '#222222',
      secondary2: '#222222',
      darkBg: '#333333',
      headerBg: '#333333',
      headerPrimary: '#111111',
    });
    expect(resolved.warnings).toHaveLength(3);
  });
});

describe('resolveTheme fonts (spec §9 Font choices)', () => {
  it.each([
    ['Lato', 'Open Sans', lato, openSans],
    ['garagegothic', 'garagegothic', garage, garage],
    ['Roboto', 'lato', roboto, lato],
    ['GARAGEGOTHIC-BOLDREGULAR', 'Roboto', garage, roboto],
  ])('heading %j, body %j', (heading, body, headingFont, bodyFont) => {
    const resolved = resolveTheme({ themeAppHeadingFontStyle: heading, themeAppBodyFontStyle: body });
    expect(resolved.fonts).toEqual({ heading: headingFont, body: bodyFont });
    expect(resolved.warnings).toEqual([]);
  });

  it('falls back per role for unknown fonts and warns', () => {
    const resolved = resolveTheme({ themeAppHeadingFontStyle: 'Comic Sans', themeAppBodyFontStyle: 'Papyrus' });
    expect(resolved.fonts).toEqual({ heading: garage, body: roboto });
    expect(resolved.warnings).toEqual([
      'themeAppHeadingFontStyle "Comic Sans" is not a known font; using garagegothic-boldregular',
      'themeAppBodyFontStyle "Papyrus" is not a known font; using Roboto',
    ]);
  });
});

describe('resolveTheme optional fields', () => {
  it.each([
    [{ themeAppLogo: 'https://cdn.example/logo.png' }, 'https://cdn.example/logo.png'],
    [{ themeAppLogo: '' }, undefined],
    [{}, undefined],
  ])('logo of %j is %j', (input, logo) => {
    const resolved = resolveTheme(input);
    expect(resolved.logo).toBe(logo);
    expect('logo' in resolved).toBe(logo !== undefined);
  });

  it.each([
    [{ themeAppSecondaryButtonStyle: 'outline' }, 'outline'],
    [{ themeAppSecondaryButtonStyle: ' ' }, undefined],
    [{}, undefined],
  ])('secondary button style of %j is %j', (input, style) => {
    expect(resolveTheme(input).secondaryButtonStyle).toBe(style);
  });
});
