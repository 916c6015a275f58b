import { describe, expect, it } from 'vitest';
import { backgroundForText, black, contrastRatio, darkenUntilContrast, lightenUntilContrast, readableTextOn, relativeLuminance, white } from './contrast';
import { parseColour, toHex } from './parseColour';
import { shade } from './tints';

const rgb = parseColour;

describe('relativeLuminance (WCAG 2)', () => {
  it.each([
    ['#000000', 0],
    ['#ffffff', 1],
    ['#ff0000', 0.2126],
    ['#00ff00', 0.7152],
    ['#0000ff', 0.0722],
    // 128/255 = 0.50196 → ((0.50196 + 0.055) / 1.055)^2.4 = 0.21586
    ['#808080', 0.21586],
    // 10/255 = 0.0392 is in the linear segment: 0.0392 / 12.92 = 0.003035
    ['#0a0a0a', 0.003035],
  ])('%s → %d', (hex, luminance) => {
    expect(relativeLuminance(rgb(hex))).toBeCloseTo(luminance, 5);
  });
});

describe('contrastRatio (WCAG 2)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#8c59f8', '#8c59f8', 1],
    // Known reference values: #767676 is the lightest grey passing AA on white, #777777 fails.
    ['#767676', '#ffffff', 4.54],
    ['#ffffff', '#777777', 4.48],
    // 1.05 / (0.21586 + 0.05)
    ['#808080', '#ffffff', 3.95],
  ])('%s on %s is %d', (a, b, ratio) => {
    expect(contrastRatio(rgb(a), rgb(b))).toBeCloseTo(ratio, 2);
  });
});

describe('readableTextOn (WCAG AA text colour)', () => {
  it.each([
    ['#ffffff', black],
    ['#000000', white],
    ['#262731', white], // spec §9 dark background
    ['#3e2dac', white], // spec §9 secondary
    ['#8c59f8', black], // spec §9 primary: white is only 4.29, black 4.90
    ['#b58900', black], // dark yellow: white 3.14, black 6.70
    ['#ffff00', black],
    ['#1a237e', white],
  ])('on %s', (hex, text) => {
    const background = rgb(hex);
    expect(readableTextOn(background)).toEqual(text);
    expect(contrastRatio(readableTextOn(background), background)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('darkenUntilContrast', () => {
  it.each([
    // White shaded: 0.5 → #808080 (3.95) fails, 0.45 → 114.75 → #737373 (4.74) passes.
    ['#ffffff', 4.5, '#737373'],
    // Already passing: unchanged.
    ['#3e2dac', 4.5, '#3e2dac'],
    // #8c59f8 is 4.29 on white; the 0.95 shade (133, 84.55, 235.6) → #8555ec is 4.66.
    ['#8c59f8', 4.5, '#8555ec'],
    // No shade reaches an impossible ratio, so black is the last resort.
    ['#8c59f8', 22, '#000000'],
  ])('%s to %d on white → %s', (hex, minimum, expected) => {
    expect(toHex(darkenUntilContrast(rgb(hex), white, minimum))).toBe(expected);
  });

  it.each(['#ffff00', '#00ffff', '#f0f0f0', '#b58900', '#8c59f8', '#ff7f50'])(
    '%s: result passes and the previous (lighter) step did not',
    (hex) => {
      const colour = rgb(hex);
      const result = darkenUntilContrast(colour, white, 4.5);
      expect(contrastRatio(result, white)).toBeGreaterThanOrEqual(4.5);
      const factor = [...Array(21).keys()].map((i) => i / 20).find((f) => toHex(shade(colour, f)) === toHex(result));
      expect(factor).toBeDefined();
      if (factor !== undefined && factor < 1) {
        expect(contrastRatio(shade(colour, factor + 0.05), white)).toBeLessThan(4.5);
      }
    },
  );
});

describe('backgroundForText (a venue colour as a background its text passes AA on)', () => {
  it.each([
    ['#0f766e', white, '#0f766e'], // already 5.5:1 with white: kept as chosen
    ['#ffd54f', black, '#ffd54f'], // already readable in black: kept
    ['#8c59f8', white, '#8555ec'], // white on #8c59f8 is 4.29: the nearest shade that passes
    ['#1a237e', black, '#6a70ab'], // black on navy: the nearest tint that passes
  ])('%s under %o gives %s', (colour, text, expected) => {
    const background = backgroundForText(parseColour(colour), text);
    expect(toHex(background)).toBe(expected);
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('lightenUntilContrast falls back to white when no tint is light enough', () => {
    expect(lightenUntilContrast({ r: 119, g: 119, b: 119 }, { r: 119, g: 119, b: 119 }, 4.5)).toEqual(white);
  });
});
