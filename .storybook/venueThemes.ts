// The seeded venue themes the Storybook toolbar offers: the seed's own rows (packages/server/src/seed) merged the way
// GET /api/frontend/theme?venue= merges them (the server's mergeTheme), camelCased and without nulls as the web app
// keeps them. The seed files are plain data and mergeTheme a pure function (type-only imports of the schema), so the
// preview bundles no server code; packages/theme turns these inputs into tints and CSS variables at render time.
import type { Theme } from '../packages/core/src/contract/theme';
import { camelizeKeys } from '../packages/core/src/text/caseKeys';
import { peakVenues } from '../packages/server/src/seed/peak.venues';
import { riversideVenues } from '../packages/server/src/seed/riverside.venues';
import { tenantSeeds } from '../packages/server/src/seed/tenants.seed';
import { mergeTheme } from '../packages/server/src/theme/mergeTheme';

/** A seeded venue: its slug (the toolbar value), name and the theme the web app is given for it. */
export interface SeededVenueTheme {
  readonly slug: string;
  readonly name: string;
  readonly theme: Theme;
}

const venuesOf: Record<string, typeof riversideVenues> = { riverside: riversideVenues, peak: peakVenues };

/** Every seeded venue with its theme over its tenant's. */
export const seededVenueThemes: readonly SeededVenueTheme[] = tenantSeeds.flatMap((tenant) =>
  (venuesOf[tenant.slug] ?? []).map((venue) => {
    const served = Object.fromEntries(Object.entries(mergeTheme(tenant, venue)).filter(([, value]) => value !== null));
    return { slug: venue.slug, name: venue.name, theme: camelizeKeys(served) as Theme };
  }),
);

/** The toolbar's value for the §9 default theme (no venue theme at all). */
export const defaultThemeId = 'default';

/** Toolbar value → the theme the stories render with (undefined: the §9 default theme). */
export const storyThemes: Readonly<Record<string, { readonly title: string; readonly theme: Theme | undefined }>> = {
  [defaultThemeId]: { title: 'Default theme (spec §9)', theme: undefined },
  ...Object.fromEntries(seededVenueThemes.map((venue) => [venue.slug, { title: venue.name, theme: venue.theme }])),
};
