import { describe, expect, it } from 'vitest';
import { contrastRatio, white } from './contrast';
import { parseColour } from './parseColour';
import { cssVarsForTheme } from './toCssVars';
import { resolveTheme } from './venueTheme';

const robotoStack = '"Roboto", system-ui, sans-serif';
const garageStack = '"garagegothic", "Oswald", "Arial Narrow", sans-serif-condensed, sans-serif';

describe('cssVarsForTheme (spec §9 Default theme, Tints)', () => {
  const vars = cssVarsForTheme(resolveTheme(null));

  it.each([
    ['--cs-primary-50', '#f9f7ff'],
    ['--cs-primary-100', '#f4eefe'],
    ['--cs-primary-200', '#e8defe'],
    ['--cs-primary-300', '#d1bdfc'],
    ['--cs-primary-400', '#a37af9'],
    ['--cs-primary-500', '#8c59f8'],
    ['--cs-primary-600', '#7047c6'],
    ['--cs-secondary-50', '#f5f5fb'],
    ['--cs-secondary-100', '#eceaf7'],
    ['--cs-secondary-500', '#3e2dac'],
    ['--cs-secondary-600', '#32248a'],
    ['--cs-secondary-alt', '#3e2dac'],
    ['--cs-dark-bg', '#262731'],
    ['--cs-header-bg', '#262731'],
    ['--cs-header-primary', '#8c59f8'],
    ['--cs-font-heading', garageStack],
    ['--cs-font-body', robotoStack],
    ['--cs-on-primary', '#000000'], // white on #8c59f8 is only 4.29
    ['--cs-on-header', '#ffffff'],
    ['--accent-9', '#8c59f8'],
    ['--accent-10', '#7047c6'],
    ['--accent-contrast', '#000000'],
    ['--focus-8', '#8c59f8'],
    ['--default-font-family', robotoStack],
    ['--heading-font-family', garageStack],
  ])('default theme sets %s to %s', (name, value) => {
    expect(vars[name]).toBe(value);
  });

  it('sets exactly the documented variables', () => {
    const steps = [50, 100, 200, 300, 400, 500, 600];
    const radix = Array.from({ length: 12 }, (_, i) => [`--accent-${i + 1}`, `--accent-a${i + 1}`]).flat();
    const expected = [
      ...steps.map((s) => `--cs-primary-${s}`),
      ...steps.map((s) => `--cs-secondary-${s}`),
      '--cs-secondary-alt',
      '--cs-dark-bg',
      '--cs-header-bg',
      '--cs-header-primary',
      '--cs-font-heading',
      '--cs-font-body',
      '--cs-on-primary',
      '--cs-on-header',
      '--cs-focus',
      '--cs-focus-on-header',
      ...radix,
      '--accent-contrast',
      '--accent-surface',
      '--accent-indicator',
      '--accent-track',
      '--focus-8',
      '--default-font-family',
      '--heading-font-family',
    ];
    expect(Object.keys(vars).sort()).toEqual(expected.sort());
  });

  it('accent-11 passes AA on white', () => {
    expect(contrastRatio(parseColour(vars['--accent-11'] ?? ''), white)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    // Dark yellow: white 3.14, black 6.70.
    [{ themeAppPrimaryColour: '#B58900' }, '--cs-on-primary', '#000000'],
    [{ themeAppPrimaryColour: '#B58900' }, '--accent-contrast', '#000000'],
    [{ themeAppPrimaryColour: '#1a237e' }, '--cs-on-primary', '#ffffff'],
    [{ themeAppHeaderBgColour: '#ffff00' }, '--cs-on-header', '#000000'],
    [{ themeAppPrimaryColour: '#123456' }, '--cs-header-primary', '#123456'],
    [{ themeAppSecondaryColour2: '#abcdef' }, '--cs-secondary-alt', '#abcdef'],
    [{ themeAppDarkBgColour: '#101010' }, '--cs-header-bg', '#101010'],
    [{ themeAppBodyFontStyle: 'Lato' }, '--default-font-family', '"Lato", system-ui, sans-serif'],
    [{ themeAppHeadingFontStyle: 'Open Sans' }, '--heading-font-family', '"Open Sans", system-ui, sans-serif'],
    [{ themeAppHeadingFontStyle: 'Open Sans' }, '--cs-font-heading', '"Open Sans", system-ui, sans-serif'],
  ])('venue %j sets %s to %s', (theme, name, value) => {
    expect(cssVarsForTheme(resolveTheme(theme))[name]).toBe(value);
  });
});
