import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VenueMapProps } from './venueMapProps';

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
