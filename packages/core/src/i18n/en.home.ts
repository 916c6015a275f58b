/** English texts of the home page (spec §2 home: the venues, their search and map), merged into the `home` namespace. */
export const enHome = {
  venueCount_one: '{{count}} venue',
  venueCount_other: '{{count}} venues',
  yourVenue: 'Your venue',
  milesAway: '{{distance}} miles away',
  search: {
    title: 'Search venues',
    byName: 'Venue name',
    byNameHint: 'Type part of a venue’s name',
    near: 'Postcode or place',
    nearHint: 'For example KT2 5AU or Matlock',
    radius: 'Within',
    radiusOption_one: '{{count}} mile',
    radiusOption_other: '{{count}} miles',
    submit: 'Find venues nearby',
    searching: 'Searching…',
    clear: 'Show all venues',
    required: 'Enter a postcode or a place',
  },
  results: {
    near_one: '{{count}} venue within {{radius}} miles of {{place}}',
    near_other: '{{count}} venues within {{radius}} miles of {{place}}',
    noneNear: 'No venues within {{radius}} miles of {{place}}. Try a larger distance.',
    noneByName: 'No venues match “{{term}}”.',
    failed: 'Location search is unavailable at the moment, please try again.',
  },
  map: {
    label: 'Map of venues',
    loading: 'Loading map…',
    searched: 'You searched for {{place}}',
    venue: '{{name}}',
  },
} as const;
