// The Storybook venue-theme toolbar (.storybook/venueThemes.ts) offers every seeded venue with the theme the server
// serves for it: the seed's rows merged by the server's mergeTheme, camelCased and without nulls.
import { describe, expect, it } from 'vitest';
import { peakVenues } from '../../packages/server/src/seed/peak.venues';
import { riversideVenues } from '../../packages/server/src/seed/riverside.venues';
import { storyThemes } from '../../.storybook/venueThemes';

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
    // Millbrook sets no header colours: the Riverside Leisure Trust's apply.
    expect(storyThemes['millbrook-sports-hall']?.theme).toMatchObject({
      themeAppPrimaryColour: '30 64 175',
      themeAppSecondaryColour2: '#0F766E',
      themeAppHeaderBgColour: '#FFFFFF',
      headerPrimaryColour: '#0F766E',
      themeAppSecondaryButtonStyle: 'solid',
    });
    // No field is null: the server drops what neither the venue nor its tenant sets.
    for (const { theme } of Object.values(storyThemes)) for (const value of Object.values(theme ?? {})) expect(value).not.toBeNull();
  });
});
