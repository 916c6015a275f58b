import { describe, expect, it } from 'vitest';
import * as theme from './index';

describe('@courtside/theme public API', () => {
  it('exposes exactly the documented runtime exports', () => {
    expect(Object.keys(theme).sort()).toEqual(
      [
        'ThemeColourError',
        'applyCssVars',
        'black',
        'contrastRatio',
        'cssVarsForTheme',
        'darkenUntilContrast',
        'defaultTheme',
        'deriveScale',
        'fontFamiliesToLoad',
        'fontForName',
        'parseColour',
        'radixAccent12Shade',
        'radixAccentTintFactors',
        'radixAccentVars',
        'readableTextOn',
        'relativeLuminance',
        'resolveTheme',
        'safeParseColour',
        'scaleSteps',
        'shade',
        'shadeFactors',
        'themeColourMessages',
        'themeFontChoices',
        'tint',
        'tintFactors',
        'toHex',
        'watchFonts',
        'wcagAaContrast',
        'white',
      ].sort(),
    );
  });

  it('resolves the default theme end to end', () => {
    expect(theme.cssVarsForTheme(theme.resolveTheme(undefined))['--accent-9']).toBe('#8c59f8');
  });
});
