import type { Theme } from '@courtside/core';
import { defaultTheme } from './defaults';
import type { ThemeFont } from './fontStacks';
import { fontForName } from './fontStacks';
import { parseColour, safeParseColour, toHex } from './parseColour';

/** Spec §3/§9: a venue theme with every colour as lower-case '#rrggbb' and both fonts resolved. */
export interface ResolvedTheme {
  readonly logo?: string;
  readonly colours: {
    readonly primary: string;
    readonly secondary1: string;
    readonly secondary2: string;
    readonly darkBg: string;
    readonly headerBg: string;
    readonly headerPrimary: string;
  };
  readonly fonts: { readonly heading: ThemeFont; readonly body: ThemeFont };
  readonly secondaryButtonStyle?: string;
  /** Why a venue value was ignored; the page still renders with the fallback. */
  readonly warnings: readonly string[];
}

type ColourField =
  | 'themeAppPrimaryColour'
  | 'themeAppSecondaryColour1'
  | 'themeAppSecondaryColour2'
  | 'themeAppDarkBgColour'
  | 'themeAppHeaderBgColour'
  | 'headerPrimaryColour';
type FontField = 'themeAppHeadingFontStyle' | 'themeAppBodyFontStyle';

const normalise = (hex: string): string => toHex(parseColour(hex));

function present(value: string | undefined): value is string {
  // Optional chaining also tolerates a null that slipped past the contract.
  return Boolean(value?.trim());
}

function resolvers(theme: Partial<Theme>, warnings: string[]) {
  const colour = (field: ColourField, fallback: string): string => {
    const value = theme[field];
    if (!present(value)) return fallback;
    const parsed = safeParseColour(value);
    if (parsed.ok) return toHex(parsed.rgb);
    warnings.push(`${field} "${value}" ignored (${parsed.error.message}); using ${fallback}`);
    return fallback;
  };
  const font = (field: FontField, fallbackName: string): ThemeFont => {
    // The fallbacks are spec §9 defaults, which fontForName knows (tested), so the cast is safe.
    const fallback = fontForName(fallbackName) as ThemeFont;
    const value = theme[field];
    if (!present(value)) return fallback;
    const found = fontForName(value);
    if (found) return found;
    warnings.push(`${field} "${value}" is not a known font; using ${fallbackName}`);
    return fallback;
  };
  return { colour, font };
}

/**
 * Spec §9 "Default theme": fills every missing or unparseable venue value with its default
 * (header background → dark background, header primary → primary, secondary 2 → secondary 1) and never throws.
 */
export function resolveTheme(theme: Partial<Theme> | null | undefined): ResolvedTheme {
  const input = theme ?? {};
  const warnings: string[] = [];
  const { colour, font } = resolvers(input, warnings);
  const primary = colour('themeAppPrimaryColour', normalise(defaultTheme.primary));
  const secondary1 = colour('themeAppSecondaryColour1', normalise(defaultTheme.secondary));
  const secondary2 = colour('themeAppSecondaryColour2', secondary1);
  const darkBg = colour('themeAppDarkBgColour', normalise(defaultTheme.darkBg));
  const headerBg = colour('themeAppHeaderBgColour', darkBg);
  const headerPrimary = colour('headerPrimaryColour', primary);
  const heading = font('themeAppHeadingFontStyle', defaultTheme.headingFont);
  const body = font('themeAppBodyFontStyle', defaultTheme.bodyFont);
  return {
    ...(present(input.themeAppLogo) ? { logo: input.themeAppLogo } : {}),
    colours: { primary, secondary1, secondary2, darkBg, headerBg, headerPrimary },
    fonts: { heading, body },
    ...(present(input.themeAppSecondaryButtonStyle)
      ? { secondaryButtonStyle: input.themeAppSecondaryButtonStyle }
      : {}),
    warnings,
  };
}
