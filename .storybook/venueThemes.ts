// The seeded venue themes the Storybook toolbar offers, as the seed writes them (packages/server/src/seed:
// tenants.seed.ts, riverside.venues.ts, peak.venues.ts). Inputs only: packages/theme turns them into tints and CSS
// variables at render time. tests/lint/storyVenueThemes.test.ts fails when they drift from the seed.
import type { Theme } from '../packages/core/src/contract/theme';

/** A tenant's or venue's theme columns, as the seed writes them (null: not set). */
export interface SeedThemeColumns {
  readonly themeLogo: string | null;
  readonly themePrimaryColour: string | null;
  readonly themeSecondaryColour1: string | null;
  readonly themeSecondaryColour2: string | null;
  readonly themeDarkBgColour: string | null;
  readonly themeHeaderBgColour: string | null;
  readonly themeHeaderPrimaryColour: string | null;
  readonly themeHeadingFont: string | null;
  readonly themeBodyFont: string | null;
  readonly themeSecondaryButtonStyle: string | null;
}

/** The tenants' default themes (tenants.seed.ts). */
export const seededTenantThemes = {
  riverside: {
    themeLogo: '/logos/riverside-leisure-trust.svg',
    themePrimaryColour: '#0F766E',
    themeSecondaryColour1: '#115E59',
    themeSecondaryColour2: '#1E3A8A',
    themeDarkBgColour: '#0B2E2B',
    themeHeaderBgColour: '#FFFFFF',
    themeHeaderPrimaryColour: '#0F766E',
    themeHeadingFont: 'garagegothic',
    themeBodyFont: 'Lato',
    themeSecondaryButtonStyle: 'outline',
  },
  peak: {
    themeLogo: '/logos/peak-active.svg',
    themePrimaryColour: '#C2410C',
    themeSecondaryColour1: '#7C2D12',
    themeSecondaryColour2: '#3F6212',
    themeDarkBgColour: '#292524',
    themeHeaderBgColour: '#FFFFFF',
    themeHeaderPrimaryColour: '#C2410C',
    themeHeadingFont: 'Roboto',
    themeBodyFont: 'Open Sans',
    themeSecondaryButtonStyle: 'solid',
  },
} as const satisfies Record<string, SeedThemeColumns>;

/** A seeded venue: its slug (the toolbar value), name, tenant and own theme columns. */
export interface SeededVenueTheme {
  readonly slug: string;
  readonly name: string;
  readonly tenant: keyof typeof seededTenantThemes;
  readonly columns: SeedThemeColumns;
}

const none = { themeSecondaryColour2: null, themeDarkBgColour: null, themeHeaderBgColour: null, themeHeaderPrimaryColour: null };

/** The venues' own themes (riverside.venues.ts, peak.venues.ts); null columns fall back to the tenant's. */
export const seededVenueThemes: readonly SeededVenueTheme[] = [
  {
    slug: 'riverside-aquatics-centre',
    name: 'Riverside Aquatics Centre',
    tenant: 'riverside',
    columns: {
      themeLogo: '/logos/riverside-aquatics-centre.svg',
      themePrimaryColour: '#0E7490',
      themeSecondaryColour1: '#155E75',
      themeSecondaryColour2: '#1E40AF',
      themeDarkBgColour: '#082F49',
      themeHeaderBgColour: '#FFFFFF',
      themeHeaderPrimaryColour: '#0E7490',
      themeHeadingFont: 'garagegothic',
      themeBodyFont: 'Lato',
      themeSecondaryButtonStyle: 'outline',
    },
  },
  {
    slug: 'millbrook-sports-hall',
    name: 'Millbrook Sports Hall',
    tenant: 'riverside',
    columns: {
      ...none,
      themeLogo: '/logos/millbrook-sports-hall.svg',
      themePrimaryColour: '30 64 175',
      themeSecondaryColour1: '#1D4ED8',
      themeSecondaryColour2: '#0F766E',
      themeDarkBgColour: '#172554',
      themeHeadingFont: 'Roboto',
      themeBodyFont: 'Open Sans',
      themeSecondaryButtonStyle: 'solid',
    },
  },
  {
    slug: 'thameside-tennis-fitness',
    name: 'Thameside Tennis & Fitness',
    tenant: 'riverside',
    columns: {
      ...none,
      themeLogo: null,
      themePrimaryColour: '#15803D',
      themeSecondaryColour1: '#166534',
      themeHeadingFont: 'Roboto',
      themeBodyFont: 'Roboto',
      themeSecondaryButtonStyle: null,
    },
  },
  {
    slug: 'peak-district-pool',
    name: 'Peak District Pool',
    tenant: 'peak',
    columns: {
      themeLogo: '/logos/peak-district-pool.svg',
      themePrimaryColour: '#B91C1C',
      themeSecondaryColour1: '#7F1D1D',
      themeSecondaryColour2: '#1E3A8A',
      themeDarkBgColour: '#1C1917',
      themeHeaderBgColour: '#FFFFFF',
      themeHeaderPrimaryColour: '#B91C1C',
      themeHeadingFont: 'garagegothic',
      themeBodyFont: 'Roboto',
      themeSecondaryButtonStyle: 'solid',
    },
  },
  {
    slug: 'matlock-sports-centre',
    name: 'Matlock Sports Centre',
    tenant: 'peak',
    columns: {
      ...none,
      themeLogo: '/logos/matlock-sports-centre.svg',
      themePrimaryColour: '154 52 18',
      themeSecondaryColour1: '#78350F',
      themeSecondaryColour2: '#365314',
      themeDarkBgColour: '#292524',
      themeHeadingFont: 'Lato',
      themeBodyFont: 'Lato',
      themeSecondaryButtonStyle: 'outline',
    },
  },
  {
    slug: 'bakewell-activity-hub',
    name: 'Bakewell Activity Hub',
    tenant: 'peak',
    columns: {
      ...none,
      themeLogo: '/logos/bakewell-activity-hub.svg',
      themePrimaryColour: '#7C3AED',
      themeSecondaryColour1: '#5B21B6',
      themeHeadingFont: 'Open Sans',
      themeBodyFont: 'Open Sans',
      themeSecondaryButtonStyle: null,
    },
  },
];

/** Theme field (as the client keeps it, core's `Theme`) ← seed column, as the server's mergeTheme maps them. */
const clientField: Record<keyof SeedThemeColumns, keyof Theme> = {
  themeLogo: 'themeAppLogo',
  themePrimaryColour: 'themeAppPrimaryColour',
  themeSecondaryColour1: 'themeAppSecondaryColour1',
  themeSecondaryColour2: 'themeAppSecondaryColour2',
  themeDarkBgColour: 'themeAppDarkBgColour',
  themeHeaderBgColour: 'themeAppHeaderBgColour',
  themeHeaderPrimaryColour: 'headerPrimaryColour',
  themeHeadingFont: 'themeAppHeadingFontStyle',
  themeBodyFont: 'themeAppBodyFontStyle',
  themeSecondaryButtonStyle: 'themeAppSecondaryButtonStyle',
};

/** What GET /api/frontend/theme?venue= gives the web app: each venue column over its tenant's, nulls dropped. */
export function clientTheme(venue: SeededVenueTheme): Theme {
  const tenant: SeedThemeColumns = seededTenantThemes[venue.tenant];
  const theme: Theme = {};
  for (const column of Object.keys(clientField) as (keyof SeedThemeColumns)[]) {
    const value = venue.columns[column] ?? tenant[column];
    if (value !== null) theme[clientField[column]] = value;
  }
  return theme;
}

/** The toolbar's value for the §9 default theme (no venue theme at all). */
export const defaultThemeId = 'default';

/** Toolbar value → the theme the stories render with (undefined: the §9 default theme). */
export const storyThemes: Readonly<Record<string, { readonly title: string; readonly theme: Theme | undefined }>> = {
  [defaultThemeId]: { title: 'Default theme (spec §9)', theme: undefined },
  ...Object.fromEntries(seededVenueThemes.map((venue) => [venue.slug, { title: venue.name, theme: clientTheme(venue) }])),
};
