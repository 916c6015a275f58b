import { readableTextOn } from './contrast';
import { parseColour, toHex } from './parseColour';
import { radixAccentVars } from './radixAccent';
import type { ColourScale } from './tints';
import { deriveScale, scaleSteps } from './tints';
import type { ResolvedTheme } from './venueTheme';

function scaleVars(prefix: string, scale: ColourScale): Record<string, string> {
  return Object.fromEntries(scaleSteps.map((step) => [`--${prefix}-${step}`, scale[step]]));
}

const onColour = (hex: string): string => toHex(readableTextOn(parseColour(hex)));

/**
 * Spec §9 "Default theme"/"Tints": a resolved theme as CSS custom properties — Courtside's --cs-* tokens
 * plus the Radix Themes accent and font overrides. Values are lower-case hex, rgba() or font stacks.
 */
export function cssVarsForTheme(resolved: ResolvedTheme): Record<string, string> {
  const { colours, fonts } = resolved;
  const primary = deriveScale(colours.primary);
  return {
    ...scaleVars('cs-primary', primary),
    ...scaleVars('cs-secondary', deriveScale(colours.secondary1)),
    '--cs-secondary-alt': colours.secondary2,
    '--cs-dark-bg': colours.darkBg,
    '--cs-header-bg': colours.headerBg,
    '--cs-header-primary': colours.headerPrimary,
    '--cs-font-heading': fonts.heading.stack,
    '--cs-font-body': fonts.body.stack,
    '--cs-on-primary': onColour(primary[500]),
    '--cs-on-header': onColour(colours.headerBg),
    ...radixAccentVars(colours.primary),
    '--default-font-family': fonts.body.stack,
    '--heading-font-family': fonts.heading.stack,
  };
}
