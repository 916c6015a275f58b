/** Spec §9: distances in miles, 1609.344 m each. */
export const METRES_PER_MILE = 1609.344;
/** Spec §3/§9 map search radius: default 5 miles, at most 30. */
export const radiusLimits = { min: 0, max: 30, default: 5 } as const;
/** Spec §3 Map: the default view is about 53.59, -2 (northern England). */
export const defaultMapView = { latitude: 53.59, longitude: -2, zoom: 6 } as const;

const EARTH_RADIUS_M = 6_371_008.8;

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in miles (haversine). */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return (2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))) / METRES_PER_MILE;
}

/** Spec §3: only venues with a numeric latitude in -90..90 (and a numeric longitude) go on the map. */
export function hasValidCoordinates(coordinates: { latitude?: unknown; longitude?: unknown } | null | undefined): coordinates is LatLng {
  const { latitude, longitude } = coordinates ?? {};
  return (
    typeof latitude === 'number' && Number.isFinite(latitude) && latitude >= -90 && latitude <= 90 &&
    typeof longitude === 'number' && Number.isFinite(longitude) && longitude >= -180 && longitude <= 180
  );
}

/** Spec §5/§9: a radius in miles clamped to 0..30; anything unusable becomes the default 5. */
export function normaliseRadius(radius: unknown): number {
  const value = typeof radius === 'string' && radius.trim() !== '' ? Number(radius) : radius;
  if (typeof value !== 'number' || !Number.isFinite(value)) return radiusLimits.default;
  return Math.min(radiusLimits.max, Math.max(radiusLimits.min, value));
}

/** Spec §5: a postcode search term has 5 to 7 characters (spaces ignored, case-insensitive). */
export function isPostcodeLength(term: string): boolean {
  const compact = term.replace(/\s+/g, '');
  return compact.length >= 5 && compact.length <= 7;
}

/** The outward code of a UK postcode ('SW1A 1AA' → 'SW1A', 'm11ae' → 'M1'), or null. */
export function outwardCode(term: string): string | null {
  const compact = term.replace(/\s+/g, '').toUpperCase();
  const full = /^([A-Z]{1,2}[0-9][A-Z0-9]?)([0-9][A-Z]{2})$/.exec(compact);
  if (full) return full[1] ?? null;
  return /^[A-Z]{1,2}[0-9][A-Z0-9]?$/.test(compact) ? compact : null;
}
