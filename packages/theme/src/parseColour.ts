import { ThemeColourError, themeColourMessages } from './themeColourError';

/** Spec §5 "Theme colours": one colour as integer channels 0-255. */
export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

const hexPattern = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
// Signed integers are matched on purpose so '-1 0 0' reports the channel range, not the format.
const rgbPattern = /^(-?\d+)\s+(-?\d+)\s+(-?\d+)$/;

function parseHex(digits: string): Rgb {
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return {
    r: Number.parseInt(full.slice(0, 2), 16),
    g: Number.parseInt(full.slice(2, 4), 16),
    b: Number.parseInt(full.slice(4, 6), 16),
  };
}

/** Spec §5 "Theme colours": a parse outcome as a value, for callers that must not throw (venue data). */
export type ColourParseResult =
  | { readonly ok: true; readonly rgb: Rgb }
  | { readonly ok: false; readonly error: ThemeColourError };

/** Spec §5 "Theme colours": like parseColour, but returns the ThemeColourError instead of throwing it. */
export function safeParseColour(seed: string): ColourParseResult {
  const text = seed.trim();
  const hex = hexPattern.exec(text);
  if (hex?.[1] !== undefined) return { ok: true, rgb: parseHex(hex[1]) };
  const rgb = rgbPattern.exec(text)?.slice(1).map(Number);
  if (rgb === undefined) return { ok: false, error: new ThemeColourError(themeColourMessages.format) };
  const [r = 0, g = 0, b = 0] = rgb;
  if (rgb.some((value) => value < 0 || value > 255)) {
    return { ok: false, error: new ThemeColourError(themeColourMessages.channel) };
  }
  return { ok: true, rgb: { r, g, b } };
}

/**
 * Spec §5 "Theme colours": parses hex (3 or 6 digits, '#' optional, any case) or 'R G B' (0-255 each);
 * throws ThemeColourError with the spec's message otherwise.
 */
export function parseColour(seed: string): Rgb {
  const result = safeParseColour(seed);
  if (!result.ok) throw result.error;
  return result.rgb;
}

function hexByte(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > 255) {
    throw new ThemeColourError(themeColourMessages.channel);
  }
  return value.toString(16).padStart(2, '0');
}

/** Spec §5 "Theme colours": formats integer channels 0-255 as lower-case '#rrggbb' (throws on other values). */
export function toHex(rgb: Rgb): string {
  return `#${hexByte(rgb.r)}${hexByte(rgb.g)}${hexByte(rgb.b)}`;
}
