// The Storybook venue-theme toolbar (.storybook/venueThemes.ts) offers every seeded venue with the theme the server
// serves for it: core's demo themes (the one source the server's seed writes too), merged as the server's mergeTheme
// merges them, camelCased and without nulls.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { camelizeKeys } from '../../packages/core/src/text/caseKeys';
import { demoOperators } from '../../packages/core/src/demo/demoThemes';
import { peakVenues } from '../../packages/server/src/seed/peak.venues';
import { riversideVenues } from '../../packages/server/src/seed/riverside.venues';
import { tenantSeeds } from '../../packages/server/src/seed/tenants.seed';
import { mergeTheme, themeColumns } from '../../packages/server/src/theme/mergeTheme';
import { storyThemes } from '../../.storybook/venueThemes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const seededVenues = { riverside: riversideVenues, peak: peakVenues } as const;

describe('Storybook venue themes (.storybook/venueThemes.ts)', () => {
  it('offers the §9 default and every seeded venue, under its name', () => {
    expect(storyThemes['default']).toEqual({ title: 'Default theme (spec §9)', theme: undefined });
    const venues = [...riversideVenues, ...peakVenues];
    expect(Object.keys(storyThemes).filter((id) => id !== 'default').sort()).toEqual(venues.map((venue) => venue.slug).sort());
    for (const venue of venues) expect(storyThemes[venue.slug]?.title).toBe(venue.name);
  });

  it('gives each venue its own theme columns over its tenant’s, as the web app keeps them', () => {
    expect(storyThemes['riverside-aquatics-centre']?.theme).toMatchObject({
      themeAppLogo: '/logos/riverside-aquatics-centre.svg',
      themeAppPrimaryColour: '#0E7490',
      themeAppHeadingFontStyle: 'garagegothic',
      themeAppBodyFontStyle: 'Lato',
    });
    // Millbrook sets no header colours: the Riverside Leisure Trust's header background applies, and its own blue
    // primary heads its header (no header primary: it follows the primary), not the trust's teal.
    expect(storyThemes['millbrook-sports-hall']?.theme).toMatchObject({
      themeAppPrimaryColour: '30 64 175',
      themeAppSecondaryColour2: '#0F766E',
      themeAppHeaderBgColour: '#FFFFFF',
      themeAppSecondaryButtonStyle: 'solid',
    });
    expect(storyThemes['millbrook-sports-hall']?.theme.headerPrimaryColour).toBeUndefined();
    // No field is null: the server drops what neither the venue nor its tenant sets.
    for (const { theme } of Object.values(storyThemes)) for (const value of Object.values(theme ?? {})) expect(value).not.toBeNull();
  });

  it('is the theme the server serves for each seeded venue (its mergeTheme over the seed’s rows)', () => {
    for (const tenant of tenantSeeds) {
      for (const venue of seededVenues[tenant.slug as keyof typeof seededVenues]) {
        const served = Object.fromEntries(Object.entries(mergeTheme(tenant, venue)).filter(([, value]) => value !== null));
        expect(storyThemes[venue.slug]?.theme).toEqual(camelizeKeys(served));
      }
    }
  });

  it('has one source: the seed writes core’s demo themes, and Storybook reads no server file', () => {
    expect(tenantSeeds.map((tenant) => tenant.slug)).toEqual(demoOperators.map((operator) => operator.slug));
    for (const operator of demoOperators) {
      const tenant = tenantSeeds.find((row) => row.slug === operator.slug)!;
      expect(tenant).toMatchObject({ name: operator.name, ...themeColumns(operator.theme) });
      const venues = seededVenues[operator.slug as keyof typeof seededVenues];
      expect(venues.map((venue) => venue.slug)).toEqual(operator.venues.map((venue) => venue.slug));
      for (const demo of operator.venues) {
        expect(venues.find((venue) => venue.slug === demo.slug)).toMatchObject({ name: demo.name, ...themeColumns(demo.theme) });
      }
    }
    const source = readFileSync(path.join(root, '.storybook/venueThemes.ts'), 'utf8');
    expect(source).not.toMatch(/from '[^']*packages\/server\//);
  });
});
