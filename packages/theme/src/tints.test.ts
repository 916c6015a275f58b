import { describe, expect, it } from 'vitest';
import { deriveScale, scaleSteps, shade, tint } from './tints';
import { ThemeColourError } from './themeColourError';

const purple = { r: 140, g: 89, b: 248 }; // #8C59F8, spec §9 default primary
const factorError = 'Tint factor must be between 0 and 1';

describe('tint (spec §5/§9 Tints: mix towards white, keeping `factor` of the colour)', () => {
  it.each([
    // c × f + 255 × (1 − f), rounded
    [1, { r: 140, g: 89, b: 248 }],
    [0.8, { r: 163, g: 122, b: 249 }], // 112+51, 71.2+51=122.2, 198.4+51=249.4
    [0.4, { r: 209, g: 189, b: 252 }], // 56+153, 35.6+153=188.6, 99.2+153=252.2
    [0.1, { r: 244, g: 238, b: 254 }], // 14+229.5=243.5 (half rounds up), 238.4, 254.3
    [0, { r: 255, g: 255, b: 255 }],
  ])('tint(#8C59F8, %d)', (factor, rgb) => {
    expect(tint(purple, factor)).toEqual(rgb);
  });
});

describe('shade (spec §9: "600 is a 0.8 shade", mix towards black)', () => {
  it.each([
    [1, { r: 140, g: 89, b: 248 }],
    [0.8, { r: 112, g: 71, b: 198 }], // 112, 71.2, 198.4
    [0.5, { r: 70, g: 45, b: 124 }], // 70, 44.5 (half rounds up), 124
    [0, { r: 0, g: 0, b: 0 }],
  ])('shade(#8C59F8, %d)', (factor, rgb) => {
    expect(shade(purple, factor)).toEqual(rgb);
  });
});

describe('tint and shade factor validation (spec §5)', () => {
  it.each([-0.01, 1.01, 2, -1, Number.NaN, Number.POSITIVE_INFINITY])('rejects factor %d', (factor) => {
    expect(() => tint(purple, factor)).toThrow(new ThemeColourError(factorError));
    expect(() => shade(purple, factor)).toThrow(new ThemeColourError(factorError));
    expect(() => tint(purple, factor)).toThrow(ThemeColourError);
  });
});

describe('deriveScale (spec §9 Tints: 500 at 100, 400 at 80, 300 at 40, 200 at 20, 100 at 10, 50 at 5; 600 a 0.8 shade)', () => {
  it.each([
    [
      '#8C59F8',
      {
        // 50: 7+242.25=249.25, 4.45+242.25=246.7, 12.4+242.25=254.65
        50: '#f9f7ff',
        // 100: 243.5→244, 238.4→238, 254.3→254
        100: '#f4eefe',
        // 200: 28+204=232, 17.8+204=221.8, 49.6+204=253.6
        200: '#e8defe',
        300: '#d1bdfc',
        400: '#a37af9',
        500: '#8c59f8',
        600: '#7047c6',
      },
    ],
    [
      '#3E2DAC', // 62 45 172, spec §9 default secondary
      {
        // 50: 3.1+242.25=245.35, 2.25+242.25=244.5 (half up), 8.6+242.25=250.85
        50: '#f5f5fb',
        // 100: 6.2+229.5=235.7, 4.5+229.5=234 (0xea), 17.2+229.5=246.7
        100: '#eceaf7',
        // 200: 12.4+204=216.4, 9+204=213, 34.4+204=238.4
        200: '#d8d5ee',
        // 300: 24.8+153=177.8, 18+153=171, 68.8+153=221.8
        300: '#b2abde',
        // 400: 49.6+51=100.6, 36+51=87, 137.6+51=188.6
        400: '#6557bd',
        500: '#3e2dac',
        // 600: 49.6, 36, 137.6
        600: '#32248a',
      },
    ],
    ['#000', { 50: '#f2f2f2', 100: '#e6e6e6', 200: '#cccccc', 300: '#999999', 400: '#333333', 500: '#000000', 600: '#000000' }],
    ['255 255 255', { 50: '#ffffff', 100: '#ffffff', 200: '#ffffff', 300: '#ffffff', 400: '#ffffff', 500: '#ffffff', 600: '#cccccc' }],
  ])('derives the scale of %s', (seed, scale) => {
    expect(deriveScale(seed)).toEqual(scale);
  });

  it('accepts every seed format for the same colour', () => {
    expect(deriveScale('8c59f8')).toEqual(deriveScale('#8C59F8'));
    expect(deriveScale('140 89 248')).toEqual(deriveScale('#8C59F8'));
  });

  it.each([
    ['purple', 'Seed colour must be in either hex or rgb format'],
    ['0 0 256', 'Value must be between 0 and 255'],
  ])('throws for seed %j', (seed, message) => {
    expect(() => deriveScale(seed)).toThrow(new ThemeColourError(message));
  });

  it('lists the steps in ascending order', () => {
    expect(scaleSteps).toEqual([50, 100, 200, 300, 400, 500, 600]);
  });
});
