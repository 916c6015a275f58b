import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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

// Leaflet (and its CSS) load with the map, never with the first page.
const VenueMapView = lazy(() => import('./VenueMapView'));

/** The venues on a map, loaded on demand. */
export function VenueMap(props: VenueMapProps): ReactNode {
  const { t } = useTranslation('home');
  return (
    <Suspense fallback={<div className="cs-venue-map cs-venue-map--loading" role="status">{t('map.loading')}</div>}>
      <VenueMapView {...props} />
    </Suspense>
  );
}
