import { darkenUntilContrast, focusRingContrast, lightSurface, readableTextOn, wcagAaContrast } from './contrast';
import type { Rgb } from './parseColour';
import { parseColour, toHex } from './parseColour';
import { shade, shadeFactors, tint } from './tints';

/**
 * Fraction of the primary kept in Radix accent steps 1-8 (light backgrounds → borders).
 * Steps 2, 3, 5 and 7 reuse spec §9's 50, 100, 200 and 300 tints; the others sit between them.
 */
export const radixAccentTintFactors = [0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.6] as const;

/**
 * The darkest accent tint Radix puts accent text (--accent-a11) on: soft variants (buttons, badges, callouts) rest on
 * step 3, soft buttons turn step 4 on hover and step 5 while pressed (@radix-ui/themes styles.css `.rt-variant-soft`).
 */
const radixAccentTextBackgroundStep = 5;

/** Radix accent step 12 (high-contrast text) is this shade of step 11. */
export const radixAccent12Shade = 0.55;

const rgba = (rgb: Rgb, alpha: number): string => `rgba(${rgb.r}, ${rgb.g}, ${rgb.b}, ${alpha})`;

/**
 * The focus ring's colour on the page (WCAG 1.4.11, 2.4.13): the primary, or its lightest shade with 3:1 against the
 * light surfaces a ring is drawn on, so a pale venue colour never gives a faint ring.
 */
export function focusRingOn(primary: Rgb): Rgb {
  return darkenUntilContrast(primary, lightSurface, focusRingContrast);
}

/**
 * Spec §9 venue primary → Radix Themes accent overrides (--accent-1…12, --accent-a1…a12, contrast,
 * surface, indicator, track, --focus-8) so Radix components take the venue colour.
 */
export function radixAccentVars(primaryHex: string): Record<string, string> {
  const primary = parseColour(primaryHex);
  const solid: Rgb[] = [
    ...radixAccentTintFactors.map((factor) => tint(primary, factor)),
    primary,
    shade(primary, shadeFactors[600]),
  ];
  // Step 11 is accent text on white and on the soft variants' tints, so it must pass AA on the darkest of them. It is a
  // shade of the primary and so darker than any of its tints: passing on the darkest tint means passing on white too.
  const darkestBackground = solid[radixAccentTextBackgroundStep - 1] as Rgb;
  const text = darkenUntilContrast(primary, darkestBackground, wcagAaContrast);
  solid.push(text, shade(text, radixAccent12Shade));
  // On white, colour at alpha a looks the same as tint(colour, a), so a1-a8 match steps 1-8.
  const alpha = [
    ...radixAccentTintFactors.map((factor) => rgba(primary, factor)),
    ...solid.slice(8).map((colour) => rgba(colour, 1)),
  ];
  const vars: Record<string, string> = {};
  solid.forEach((colour, index) => {
    vars[`--accent-${index + 1}`] = toHex(colour);
    vars[`--accent-a${index + 1}`] = alpha[index] as string;
  });
  const hex = toHex(primary);
  return {
    ...vars,
    '--accent-contrast': toHex(readableTextOn(primary)),
    '--accent-surface': toHex(tint(primary, radixAccentTintFactors[1])),
    '--accent-indicator': hex,
    '--accent-track': hex,
    '--focus-8': toHex(focusRingOn(primary)),
  };
}
