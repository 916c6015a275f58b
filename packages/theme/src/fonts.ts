import type { ResolvedTheme } from './venueTheme';

/** Spec §4 "Fonts: loading, active, inactive": the web-font loading state. */
export type FontStatus = 'loading' | 'active' | 'inactive';

/** Spec §4/§9: the distinct web-font families a resolved theme needs, heading first. */
export function fontFamiliesToLoad(resolved: ResolvedTheme): string[] {
  return [...new Set([resolved.fonts.heading.family, resolved.fonts.body.family])];
}
