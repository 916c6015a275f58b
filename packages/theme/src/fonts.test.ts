import { describe, expect, it } from 'vitest';
import { fontFamiliesToLoad } from './fonts';
import { resolveTheme } from './venueTheme';

describe('fontFamiliesToLoad (spec §4 Fonts, §9 Font choices)', () => {
  it.each([
    [{}, ['garagegothic', 'Roboto']],
    [{ themeAppHeadingFontStyle: 'Lato', themeAppBodyFontStyle: 'Open Sans' }, ['Lato', 'Open Sans']],
    [{ themeAppHeadingFontStyle: 'Lato', themeAppBodyFontStyle: 'lato' }, ['Lato']],
    [{ themeAppBodyFontStyle: 'garagegothic' }, ['garagegothic']],
    [{ themeAppHeadingFontStyle: 'Unknown' }, ['garagegothic', 'Roboto']],
  ])('%j → %j', (input, families) => {
    expect(fontFamiliesToLoad(resolveTheme(input))).toEqual(families);
  });
});
