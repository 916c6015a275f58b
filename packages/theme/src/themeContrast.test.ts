import { camelizeKeys, demoOperators, type Theme, type ThemeWire } from '@courtside/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, lightSurface, white } from './contrast';
import { parseColour } from './parseColour';
import { cssVarsForTheme } from './toCssVars';
import { resolveTheme } from './venueTheme';

// WCAG AA over every theme a customer can meet: the §9 default, each demo operator's and each demo venue's as the server
// serves it (the venue's fields over its operator's), and venues whose header primary differs from their primary.

const served = (operator: ThemeWire, venue: ThemeWire): Theme =>
  camelizeKeys(Object.fromEntries(Object.entries(operator).map(([field, value]) => [field, venue[field as keyof ThemeWire] ?? value]).filter(([, value]) => value !== null))) as Theme;

const themes: Array<[string, Partial<Theme> | null]> = [
  ['the §9 default', null],
  ...demoOperators.flatMap((operator): Array<[string, Partial<Theme>]> => [
    [operator.name, served(operator.theme, operator.theme)],
    ...operator.venues.map((venue): [string, Partial<Theme>] => [venue.name, served(operator.theme, venue.theme)]),
  ]),
  // A header primary of its own, lighter or darker than the primary the text colour is chosen for.
  ['a pale header primary under a dark primary', { themeAppPrimaryColour: '#1a237e', headerPrimaryColour: '#ffd54f' }],
  ['a dark header primary under a pale primary', { themeAppPrimaryColour: '#ffd54f', headerPrimaryColour: '#1a237e' }],
  ['a mid grey header primary', { themeAppPrimaryColour: '#0f766e', headerPrimaryColour: '#777777' }],
  ['the default primary with a mid header primary', { headerPrimaryColour: '#8c59f8' }],
];

const ratio = (vars: Record<string, string>, a: string, b: string) => contrastRatio(parseColour(vars[a] ?? ''), parseColour(vars[b] ?? ''));

describe.each(themes)('%s', (_name, theme) => {
  const vars = cssVarsForTheme(resolveTheme(theme));

  it('--cs-on-primary on --cs-header-primary (Log in, the basket badge) passes AA 4.5:1', () => {
    expect(ratio(vars, '--cs-on-primary', '--cs-header-primary')).toBeGreaterThanOrEqual(4.5);
  });

  it('--cs-on-primary on --cs-primary-500 still passes AA 4.5:1', () => {
    expect(ratio(vars, '--cs-on-primary', '--cs-primary-500')).toBeGreaterThanOrEqual(4.5);
  });

  it('the focus ring (--focus-8, --cs-focus) has 3:1 against white and the light surfaces it is drawn on (WCAG 1.4.11)', () => {
    expect(vars['--cs-focus']).toBe(vars['--focus-8']);
    for (const surface of [white, lightSurface]) expect(contrastRatio(parseColour(vars['--focus-8'] ?? ''), surface)).toBeGreaterThanOrEqual(3);
  });

  it('the focus ring has 3:1 against the header bar it is drawn on there', () => {
    expect(ratio(vars, '--cs-focus-on-header', '--cs-header-bg')).toBeGreaterThanOrEqual(3);
  });
});
