/** Spec §5 "Theme colours": the exact error texts, quoted from the spec. */
export const themeColourMessages = {
  format: 'Seed colour must be in either hex or rgb format',
  channel: 'Value must be between 0 and 255',
  tintFactor: 'Tint factor must be between 0 and 1',
} as const;

/** Spec §5 "Theme colours": a seed colour or tint factor the theme cannot use; `message` is the spec's text. */
export class ThemeColourError extends Error {
  override readonly name = 'ThemeColourError';
}
