import { distanceMiles, hasValidCoordinates, normaliseRadius, type LatLng } from './geo';

/** Spec §3 Centre: name, lat, lng, distance. */
export interface Centre {
  name: string;
  lat: number;
  lng: number;
  distance: number;
}

interface Named {
  name: string;
  coordinates?: { latitude?: unknown; longitude?: unknown } | null;
}

/** Spec §5 "Centre search: case-insensitive substring on names" (an empty term matches all). */
export function searchCentresByName<T extends Named>(venues: readonly T[], term: string): T[] {
  const needle = term.trim().toLowerCase();
  return needle ? venues.filter((venue) => venue.name.toLowerCase().includes(needle)) : [...venues];
}

/**
 * Spec §5 "nearby centres within a radius in miles": venues with valid coordinates within the
 * radius of `origin`, nearest first, each with its distance in miles.
 */
export function nearbyCentres<T extends Named>(venues: readonly T[], origin: LatLng, radiusMiles: unknown): Array<T & { distance: number }> {
  const radius = normaliseRadius(radiusMiles);
  return venues
    .flatMap((venue) => {
      if (!hasValidCoordinates(venue.coordinates)) return [];
      const distance = distanceMiles(origin, venue.coordinates);
      return distance <= radius ? [{ ...venue, distance }] : [];
    })
    .sort((a, b) => a.distance - b.distance);
}
