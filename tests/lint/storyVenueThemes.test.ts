// The Storybook venue-theme toolbar copies the seed's theme inputs (.storybook/venueThemes.ts, so the preview bundle
// never imports server code); this keeps that copy equal to the seed and to what the server serves.
import { describe, expect, it } from 'vitest';
import { mergeTheme } from '../../packages/server/src/theme/mergeTheme';
import { peakVenues } from '../../packages/server/src/seed/peak.venues';
import { riversideVenues } from '../../packages/server/src/seed/riverside.venues';
import { tenantSeeds } from '../../packages/server/src/seed/tenants.seed';
import { camelizeKeys } from '../../packages/core/src/text/caseKeys';
import {
  clientTheme,
  seededTenantThemes,
  seededVenueThemes,
  storyThemes,
  type SeedThemeColumns,
} from '../../.storybook/venueThemes';

type Row = Record<string, unknown>;
const themeColumns = (row: Row): Row => Object.fromEntries(Object.entries(row).filter(([key]) => key.startsWith('theme')));
const seedVenues = [
  ...riversideVenues.map((venue) => ({ tenant: 'riverside', venue })),
  ...peakVenues.map((venue) => ({ tenant: 'peak', venue })),
];

describe('Storybook venue themes (.storybook/venueThemes.ts)', () => {
  it('holds each seeded tenant theme as the seed writes it', () => {
    for (const tenant of tenantSeeds) {
      expect(themeColumns(tenant as Row), tenant.slug).toEqual(seededTenantThemes[tenant.slug as 'riverside' | 'peak']);
    }
  });

  it('holds every seeded venue with its theme columns, under the right tenant', () => {
    expect(seededVenueThemes.map((venue) => venue.slug).sort()).toEqual(seedVenues.map(({ venue }) => venue.slug).sort());
    for (const { tenant, venue } of seedVenues) {
      const copy = seededVenueThemes.find((theme) => theme.slug === venue.slug);
      expect(copy?.tenant, venue.slug).toBe(tenant);
      expect(copy?.name).toBe(venue.name);
      expect(copy?.columns, venue.slug).toEqual(themeColumns(venue as Row));
    }
  });

  it('gives the stories what the server serves for each venue (mergeTheme, camelCase, nulls dropped)', () => {
    for (const venue of seededVenueThemes) {
      const tenant: SeedThemeColumns = seededTenantThemes[venue.tenant];
      const wire = mergeTheme(tenant, venue.columns) as Row;
      const served = Object.fromEntries(Object.entries(wire).filter(([, value]) => value !== null));
      expect(clientTheme(venue), venue.slug).toEqual(camelizeKeys(served));
      expect(storyThemes[venue.slug]?.theme).toEqual(clientTheme(venue));
    }
    expect(storyThemes['default']?.theme).toBeUndefined();
  });
});
