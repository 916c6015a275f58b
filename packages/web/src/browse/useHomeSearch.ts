import {
  bookingsPaths,
  DEFAULT_SEARCH_RADIUS,
  hasValidCoordinates,
  nearbyCentres,
  searchCentresByName,
  type Venue,
} from '@courtside/core';
import type { MapVenue, NearbyStatus, VenueCardProps } from '@courtside/ui';
import { useState } from 'react';
import { useGeocode } from '../hooks/useBrowse';

/** Spec §5/§9: radius choices in miles, default 5, at most 30. */
export const radiusOptions = [1, 2, 5, 10, 20, 30] as const;

const address = (venue: Venue) => [venue.address1, venue.address2, venue.town, venue.postcode].filter(Boolean).join(', ');

/**
 * Home's search (spec §2, §5): by name (core's centre search) and near a postcode or place (the geocode call, then
 * core's nearby search within the radius; venues without valid coordinates are left out).
 */
export function useHomeSearch(venues: readonly Venue[], selectedSlug: string | null) {
  const [nameQuery, setNameQuery] = useState('');
  const [place, setPlace] = useState('');
  const [radius, setRadius] = useState<number>(DEFAULT_SEARCH_RADIUS);
  const [searched, setSearched] = useState<string | null>(null);
  const geocode = useGeocode(searched);
  const origin = searched && geocode.data ? geocode.data : null;
  const byName = searchCentresByName(venues, nameQuery);
  const near = origin ? nearbyCentres(byName, origin, radius) : null;
  const shown: Array<Venue & { distance?: number }> = near ?? byName;

  const nearby: NearbyStatus =
    searched === null
      ? { kind: 'idle' }
      : geocode.isFetching
        ? { kind: 'searching' }
        : geocode.isError
          ? { kind: 'failed', message: geocode.error.message }
          : { kind: 'found', place: origin?.label ?? searched, radius, count: near?.length ?? 0 };

  const cards: VenueCardProps[] = shown.map((venue) => ({
    slug: venue.slug,
    name: venue.name,
    address: address(venue),
    href: bookingsPaths.venue(venue.slug),
    distance: venue.distance === undefined ? null : venue.distance.toFixed(1),
    selected: venue.slug === selectedSlug,
  }));
  const mapVenues: MapVenue[] = shown.flatMap((venue) =>
    hasValidCoordinates(venue.coordinates)
      ? [{ slug: venue.slug, name: venue.name, latitude: venue.coordinates.latitude, longitude: venue.coordinates.longitude, href: bookingsPaths.venue(venue.slug) }]
      : [],
  );

  return {
    cards,
    mapVenues,
    searched: origin,
    picker: {
      nameQuery,
      onNameQueryChange: setNameQuery,
      place,
      onPlaceChange: setPlace,
      radius,
      radiusOptions,
      onRadiusChange: setRadius,
      onSearchNear: () => setSearched(place.trim() || null),
      onClearNear: () => {
        setSearched(null);
        setPlace('');
      },
      nearby,
    },
  };
}
