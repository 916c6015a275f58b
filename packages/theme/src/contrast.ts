import type { Rgb } from './parseColour';
import { shade, tint } from './tints';

/** WCAG 2 AA minimum contrast for normal text (spec §5/§9 theme colours must stay readable). */
export const wcagAaContrast = 4.5;

/** WCAG 2.2 non-text contrast (1.4.11) a focus indicator needs against what it is drawn on. */
export const focusRingContrast = 3;

/**
 * The darkest light surface a focus ring is drawn on (Radix's gray-3, under grey panels and soft buttons): a ring with
 * 3:1 against it has more against white.
 */
export const lightSurface: Rgb = { r: 240, g: 240, b: 243 };

/** Black and white as Rgb, the two candidate text colours on a venue colour. */
export const black: Rgb = { r: 0, g: 0, b: 0 };
/** White as Rgb. */
export const white: Rgb = { r: 255, g: 255, b: 255 };

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance of a colour (0 for black, 1 for white); used for spec §9 theme text colours. */
export function relativeLuminance(rgb: Rgb): number {
  return 0.2126 * linear(rgb.r) + 0.7152 * linear(rgb.g) + 0.0722 * linear(rgb.b);
}

/** WCAG 2 contrast ratio between two colours, 1 (same) to 21 (black on white); order does not matter. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * Text colour (black or white) with the higher contrast on `background`, for spec §9 venue colours.
 * The two ratios multiply to 21, so the higher one is always ≥ √21 ≈ 4.58 and passes AA.
 */
export function readableTextOn(background: Rgb): Rgb {
  return contrastRatio(white, background) >= contrastRatio(black, background) ? white : black;
}

/**
 * The lightest shade of `colour` (steps of 5%) whose contrast against `background` reaches `minimum`;
 * used to turn a venue colour into readable text (spec §9). Black is the last resort.
 */
export function darkenUntilContrast(colour: Rgb, background: Rgb, minimum: number): Rgb {
  // Integer steps avoid accumulating float error in the factor.
  for (let step = 20; step > 0; step -= 1) {
    const candidate = shade(colour, step / 20);
    if (contrastRatio(candidate, background) >= minimum) return candidate;
  }
  return black;
}

/**
 * The darkest tint of `colour` (steps of 5%) on which `text` reaches `minimum`; used to make a venue colour a background
 * its text colour can be read on (spec §9). White is the last resort.
 */
export function lightenUntilContrast(colour: Rgb, text: Rgb, minimum: number): Rgb {
  for (let step = 20; step > 0; step -= 1) {
    const candidate = tint(colour, step / 20);
    if (contrastRatio(text, candidate) >= minimum) return candidate;
  }
  return white;
}

/**
 * The venue colour as a background for `text` (black or white) at AA: itself when it passes, else the nearest shade
 * (under white text) or tint (under black text) that does. Spec §9 colours stay as chosen wherever they are readable.
 */
export function backgroundForText(colour: Rgb, text: Rgb): Rgb {
  return relativeLuminance(text) > 0.5 ? darkenUntilContrast(colour, text, wcagAaContrast) : lightenUntilContrast(colour, text, wcagAaContrast);
}
