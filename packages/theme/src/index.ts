export { ThemeColourError, themeColourMessages } from './themeColourError';
export { parseColour, safeParseColour, toHex } from './parseColour';
export type { Rgb, ColourParseResult } from './parseColour';
export { tint, shade, deriveScale, tintFactors, shadeFactors, scaleSteps } from './tints';
export type { ScaleStep, ColourScale } from './tints';
export { defaultTheme, themeFontChoices } from './defaults';
export type { ThemeFontChoice } from './defaults';
export { fontForName } from './fontStacks';
export type { ThemeFont } from './fontStacks';
export { resolveTheme } from './venueTheme';
export type { ResolvedTheme } from './venueTheme';
export {
  contrastRatio,
  relativeLuminance,
  readableTextOn,
  darkenUntilContrast,
  wcagAaContrast,
  black,
  white,
} from './contrast';
export { radixAccentVars, radixAccentTintFactors, radixAccent12Shade } from './radixAccent';
export { cssVarsForTheme } from './toCssVars';
export { fontFamiliesToLoad } from './fonts';
export type { FontStatus } from './fonts';
export { applyCssVars, watchFonts } from './dom';
export type { CssVarTarget, FontDocument } from './dom';
