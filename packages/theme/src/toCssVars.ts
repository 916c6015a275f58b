import { backgroundForText, contrastRatio, focusRingContrast, readableTextOn } from './contrast';
import { parseColour, toHex } from './parseColour';
import { focusRingOn, radixAccentVars } from './radixAccent';
import type { ColourScale } from './tints';
import { deriveScale, scaleSteps } from './tints';
import type { ResolvedTheme } from './venueTheme';

function scaleVars(prefix: string, scale: ColourScale): Record<string, string> {
  return Object.fromEntries(scaleSteps.map((step) => [`--${prefix}-${step}`, scale[step]]));
}

const onColour = (hex: string): string => toHex(readableTextOn(parseColour(hex)));

/**
 * Spec §9 "Default theme"/"Tints": a resolved theme as CSS custom properties — Courtside's --cs-* tokens
 * plus the Radix Themes accent and font overrides. Values are lower-case hex, rgba() or font stacks. Text passes AA on
 * its background (--cs-on-primary on the primary and the header primary); the focus ring (--cs-focus, --focus-8) has
 * 3:1 on the page's light surfaces and --cs-focus-on-header on the header bar.
 */
export function cssVarsForTheme(resolved: ResolvedTheme): Record<string, string> {
  const { colours, fonts } = resolved;
  const primary = deriveScale(colours.primary);
  // Log in and the basket badge put --cs-on-primary on the header primary: that colour shifts as little as AA needs.
  const onPrimary = readableTextOn(parseColour(primary[500]));
  const headerPrimary = backgroundForText(parseColour(colours.headerPrimary), onPrimary);
  const headerBg = parseColour(colours.headerBg);
  const ring = focusRingOn(parseColour(colours.primary));
  // In the header the ring is drawn on the header's own colour: the page's ring where it has 3:1 there, else its text colour.
  const ringOnHeader = contrastRatio(ring, headerBg) >= focusRingContrast ? ring : readableTextOn(headerBg);
  return {
    ...scaleVars('cs-primary', primary),
    ...scaleVars('cs-secondary', deriveScale(colours.secondary1)),
    '--cs-secondary-alt': colours.secondary2,
    '--cs-dark-bg': colours.darkBg,
    '--cs-header-bg': colours.headerBg,
    '--cs-header-primary': toHex(headerPrimary),
    '--cs-font-heading': fonts.heading.stack,
    '--cs-font-body': fonts.body.stack,
    '--cs-on-primary': toHex(onPrimary),
    '--cs-on-header': onColour(colours.headerBg),
    '--cs-focus': toHex(ring),
    '--cs-focus-on-header': toHex(ringOnHeader),
    ...radixAccentVars(colours.primary),
    '--default-font-family': fonts.body.stack,
    '--heading-font-family': fonts.heading.stack,
  };
}
