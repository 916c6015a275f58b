import { describe, expect, it } from 'vitest';
import { defaultTheme, themeFontChoices } from './defaults';
import { fontForName } from './fontStacks';
import { parseColour } from './parseColour';

describe('defaultTheme (spec §9 Default theme)', () => {
  it.each([
    ['primary', '#8C59F8'],
    ['secondary', '#3E2DAC'],
    ['darkBg', '#262731'],
    ['headingFont', 'garagegothic-boldregular'],
    ['bodyFont', 'Roboto'],
  ] as const)('%s is %s', (key, value) => {
    expect(defaultTheme[key]).toBe(value);
  });

  it.each([defaultTheme.primary, defaultTheme.secondary, defaultTheme.darkBg])('colour %s parses', (hex) => {
    expect(() => parseColour(hex)).not.toThrow();
  });

  it.each([defaultTheme.headingFont, defaultTheme.bodyFont])('font %s is known', (name) => {
    expect(fontForName(name)).toBeDefined();
  });
});

describe('themeFontChoices (spec §9 Font choices)', () => {
  it('lists Lato, Open Sans, Roboto and garagegothic', () => {
    expect(themeFontChoices).toEqual(['Lato', 'Open Sans', 'Roboto', 'garagegothic']);
  });

  it.each(themeFontChoices)('%s has a font stack', (name) => {
    expect(fontForName(name)?.stack).toContain(`"${name}"`);
  });
});
