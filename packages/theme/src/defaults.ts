/** Spec §9 "Default theme": the colours and fonts used when a venue sets none (or an unusable one). */
export const defaultTheme = {
  primary: '#8C59F8',
  secondary: '#3E2DAC',
  darkBg: '#262731',
  headingFont: 'garagegothic-boldregular',
  bodyFont: 'Roboto',
} as const;

/** Spec §9 "Font choices": the font names a venue may pick. */
export const themeFontChoices = ['Lato', 'Open Sans', 'Roboto', 'garagegothic'] as const;

/** Spec §9 "Font choices": one of the font names a venue may pick. */
export type ThemeFontChoice = (typeof themeFontChoices)[number];
