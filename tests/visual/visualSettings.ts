/** Where scripts/visual.mjs builds the static Storybook the visual tests screenshot (git-ignored via node_modules). */
export const visualStorybookDir = process.env.VISUAL_STORYBOOK_DIR ?? 'node_modules/.cache/courtside-visual/storybook';

/** Loopback port of the static server during a visual run. */
export const visualPort = Number(process.env.VISUAL_PORT ?? 6107);

/**
 * The two themes of the baselines: the spec §9 default and one seeded venue (teal, garagegothic headings, Lato body,
 * its logo, a white header), values of the Storybook `venueTheme` toolbar (.storybook/venueThemes.ts).
 */
export const visualThemes = ['default', 'riverside-aquatics-centre'] as const;

/** The two widths of the baselines (spec §9: desktop is the 1280px container, mobile below 576px). */
export const visualViewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 667 },
] as const;
