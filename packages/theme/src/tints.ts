import type { Rgb } from './parseColour';
import { parseColour, toHex } from './parseColour';
import { ThemeColourError, themeColourMessages } from './themeColourError';

/** Spec §9 "Tints": the steps of a colour scale derived from one seed. */
export type ScaleStep = 50 | 100 | 200 | 300 | 400 | 500 | 600;

/** Spec §9 "Tints": a seed colour's scale as lower-case '#rrggbb' per step. */
export type ColourScale = Readonly<Record<ScaleStep, string>>;

/** Spec §9 "Tints": fraction of the seed kept in each tint ("500 at 100, 400 at 80, … 50 at 5"). */
export const tintFactors = { 50: 0.05, 100: 0.1, 200: 0.2, 300: 0.4, 400: 0.8, 500: 1 } as const;

/** Spec §9 "Tints": "600 is a 0.8 shade". */
export const shadeFactors = { 600: 0.8 } as const;

function checkFactor(factor: number): void {
  // Written as a negation so NaN is rejected too.
  if (!(factor >= 0 && factor <= 1)) throw new ThemeColourError(themeColourMessages.tintFactor);
}

// Snapping to 6 decimals first makes exact halves (243.5) round up even when float noise gives 243.4999….
function roundChannel(value: number): number {
  return Math.round(Math.round(value * 1e6) / 1e6);
}

function mix(rgb: Rgb, factor: number, towards: number): Rgb {
  checkFactor(factor);
  const channel = (c: number): number => roundChannel(c * factor + towards * (1 - factor));
  return { r: channel(rgb.r), g: channel(rgb.g), b: channel(rgb.b) };
}

/** Spec §5/§9 "Tints": keeps `factor` of the colour and mixes the rest with white; factor must be 0..1. */
export function tint(rgb: Rgb, factor: number): Rgb {
  return mix(rgb, factor, 255);
}

/** Spec §5/§9 "Tints": keeps `factor` of the colour and mixes the rest with black (each channel × factor). */
export function shade(rgb: Rgb, factor: number): Rgb {
  return mix(rgb, factor, 0);
}

/** Spec §9 "Tints": the 50…500 tints and the 600 shade of a seed colour (throws ThemeColourError on a bad seed). */
export function deriveScale(seed: string): ColourScale {
  const rgb = parseColour(seed);
  return {
    50: toHex(tint(rgb, tintFactors[50])),
    100: toHex(tint(rgb, tintFactors[100])),
    200: toHex(tint(rgb, tintFactors[200])),
    300: toHex(tint(rgb, tintFactors[300])),
    400: toHex(tint(rgb, tintFactors[400])),
    500: toHex(tint(rgb, tintFactors[500])),
    600: toHex(shade(rgb, shadeFactors[600])),
  };
}

/** Spec §9 "Tints": the scale steps in ascending order, for iterating a ColourScale. */
export const scaleSteps: readonly ScaleStep[] = [50, 100, 200, 300, 400, 500, 600];
