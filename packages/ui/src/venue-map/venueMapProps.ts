// Apart from VenueMap.tsx, so the lazily loaded map view takes the props without importing the map back.

/** A venue on the map (only venues with valid coordinates, spec §3). */
export interface MapVenue {
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
  href: string;
}

export interface VenueMapProps {
  venues: MapVenue[];
  /** The searched place, drawn as a ring. */
  searched?: { latitude: number; longitude: number; label: string } | null;
  /** Spec §3 Map default view (about 53.59, -2) when there is nothing to fit. */
  defaultView: { latitude: number; longitude: number; zoom: number };
  /** A Leaflet tile URL template; null draws the map without tiles (markers on a plain background). */
  tileUrl: string | null;
  attribution?: string | null;
  onSelect?: (slug: string) => void;
}
