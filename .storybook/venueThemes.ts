// The seeded venue themes the Storybook toolbar offers: core's demo themes (packages/core/src/demo, the same data the
// server's seed writes), each venue's fields over its operator's as GET /api/frontend/theme?venue= serves them, then
// camelCased and without nulls as the web app keeps them. Plain data and pure functions of core: the preview reads no
// server file; packages/theme turns these inputs into tints and CSS variables at render time.
import type { Theme, ThemeWire } from '../packages/core/src/contract/theme';
import { demoOperators } from '../packages/core/src/demo/demoThemes';
import { venueThemeOver } from '../packages/core/src/operator/venueTheme';
import { camelizeKeys } from '../packages/core/src/text/caseKeys';

/** A seeded venue: its slug (the toolbar value), name and the theme the web app is given for it. */
export interface SeededVenueTheme {
  readonly slug: string;
  readonly name: string;
  readonly theme: Theme;
}

/** The venue's theme over its operator's as the server serves it (core's `venueThemeOver`), without the fields left null. */
function servedTheme(operator: ThemeWire, venue: ThemeWire): Theme {
  const served = Object.fromEntries(Object.entries(venueThemeOver(operator, venue)).filter(([, value]) => value !== null));
  return camelizeKeys(served) as Theme;
}

/** Every seeded venue with its theme over its operator's. */
export const seededVenueThemes: readonly SeededVenueTheme[] = demoOperators.flatMap((operator) =>
  operator.venues.map((venue) => ({ slug: venue.slug, name: venue.name, theme: servedTheme(operator.theme, venue.theme) })),
);

/** The toolbar's value for the §9 default theme (no venue theme at all). */
export const defaultThemeId = 'default';

/** Toolbar value → the theme the stories render with (undefined: the §9 default theme). */
export const storyThemes: Readonly<Record<string, { readonly title: string; readonly theme: Theme | undefined }>> = {
  [defaultThemeId]: { title: 'Default theme (spec §9)', theme: undefined },
  ...Object.fromEntries(seededVenueThemes.map((venue) => [venue.slug, { title: venue.name, theme: venue.theme }])),
};
