import { describe, expect, it } from 'vitest';
import { parseColour, safeParseColour, toHex } from './parseColour';
import { ThemeColourError } from './themeColourError';

const formatError = 'Seed colour must be in either hex or rgb format';
const channelError = 'Value must be between 0 and 255';

describe('parseColour (spec §5 Theme colours)', () => {
  it.each([
    ['#8C59F8', { r: 140, g: 89, b: 248 }],
    ['#8c59f8', { r: 140, g: 89, b: 248 }],
    ['8C59F8', { r: 140, g: 89, b: 248 }],
    ['#abc', { r: 0xaa, g: 0xbb, b: 0xcc }],
    ['F0a', { r: 255, g: 0, b: 170 }],
    ['#000', { r: 0, g: 0, b: 0 }],
    ['#ffffff', { r: 255, g: 255, b: 255 }],
    ['  #262731  ', { r: 38, g: 39, b: 49 }],
    ['140 89 248', { r: 140, g: 89, b: 248 }],
    ['0 0 0', { r: 0, g: 0, b: 0 }],
    ['255 255 255', { r: 255, g: 255, b: 255 }],
    ['  1\t22   255 ', { r: 1, g: 22, b: 255 }],
    ['007 08 9', { r: 7, g: 8, b: 9 }],
    // Three digits read as hex, not as one RGB number.
    ['123', { r: 0x11, g: 0x22, b: 0x33 }],
  ])('parses %j', (seed, rgb) => {
    expect(parseColour(seed)).toEqual(rgb);
  });

  it.each([
    ['', formatError],
    ['#', formatError],
    ['#12', formatError],
    ['#1234', formatError],
    ['#12345', formatError],
    ['#8c59f8ff', formatError],
    ['#12345g', formatError],
    ['##123', formatError],
    ['blue', formatError],
    ['rgb(1, 2, 3)', formatError],
    ['1,2,3', formatError],
    ['1 2', formatError],
    ['1 2 3 4', formatError],
    ['1.5 2 3', formatError],
    ['256 0 0', channelError],
    ['0 256 0', channelError],
    ['0 0 999', channelError],
    ['-1 0 0', channelError],
  ])('rejects %j with %j', (seed, message) => {
    // Vitest compares class, name and message, so this also checks the typed error.
    expect(() => parseColour(seed)).toThrow(new ThemeColourError(message));
  });

  it('reports an Error subclass named ThemeColourError', () => {
    const error = safeParseColour('nope');
    expect(error.ok).toBe(false);
    if (error.ok) return;
    expect(error.error).toBeInstanceOf(Error);
    expect(error.error.name).toBe('ThemeColourError');
    expect(error.error.message).toBe(formatError);
  });
});

describe('safeParseColour (spec §5)', () => {
  it.each([
    ['#abc', { ok: true, rgb: { r: 170, g: 187, b: 204 } }],
    ['10 20 30', { ok: true, rgb: { r: 10, g: 20, b: 30 } }],
  ])('returns ok for %j', (seed, expected) => {
    expect(safeParseColour(seed)).toEqual(expected);
  });

  it.each([
    ['xyz', formatError],
    ['300 0 0', channelError],
  ])('returns the error for %j instead of throwing', (seed, message) => {
    const result = safeParseColour(seed);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.message).toBe(message);
  });
});

describe('toHex (spec §5)', () => {
  it.each([
    [{ r: 140, g: 89, b: 248 }, '#8c59f8'],
    [{ r: 0, g: 0, b: 0 }, '#000000'],
    [{ r: 255, g: 255, b: 255 }, '#ffffff'],
    [{ r: 15, g: 16, b: 1 }, '#0f1001'],
  ])('formats %j as %s', (rgb, hex) => {
    expect(toHex(rgb)).toBe(hex);
  });

  it.each([{ r: 256, g: 0, b: 0 }, { r: 0, g: -1, b: 0 }, { r: 0, g: 0, b: 1.5 }])('rejects %j', (rgb) => {
    expect(() => toHex(rgb)).toThrow(new ThemeColourError(channelError));
  });

  it('round-trips with parseColour', () => {
    expect(toHex(parseColour('#3E2DAC'))).toBe('#3e2dac');
  });
});
