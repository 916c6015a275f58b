import 'leaflet/dist/leaflet.css';
import { divIcon, latLngBounds } from 'leaflet';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker, MapContainer, Marker, Popup, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { AppLink } from '../link/LinkProvider';
import type { VenueMapProps } from './venueMapProps';

// A themed pin drawn in CSS: no marker images, so nothing is fetched from a CDN.
const pin = divIcon({ className: 'cs-map-pin', html: '<span class="cs-map-pin__dot"></span>', iconSize: [28, 28], iconAnchor: [14, 28], popupAnchor: [0, -26] });

function FitToPoints({ points, fallback }: { points: Array<[number, number]>; fallback: VenueMapProps['defaultView'] }): null {
  const map = useMap();
  const key = points.map((p) => p.join(',')).join(';');
  useEffect(() => {
    if (points.length === 0) map.setView([fallback.latitude, fallback.longitude], fallback.zoom);
    else if (points.length === 1) map.setView(points[0]!, 12);
    else map.fitBounds(latLngBounds(points), { padding: [32, 32], maxZoom: 13 });
    // `key` stands for the points: refit only when they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key, fallback.latitude, fallback.longitude, fallback.zoom]);
  return null;
}

/** The Leaflet map itself (loaded lazily by VenueMap). */
export default function VenueMapView({ venues, searched, defaultView, tileUrl, attribution, onSelect }: VenueMapProps): ReactNode {
  const { t } = useTranslation('home');
  const points: Array<[number, number]> = [...venues.map((v) => [v.latitude, v.longitude] as [number, number]), ...(searched ? [[searched.latitude, searched.longitude] as [number, number]] : [])];
  return (
    <section className="cs-venue-map" aria-label={t('map.label')} data-tiles={tileUrl ? 'on' : 'off'}>
      <MapContainer center={[defaultView.latitude, defaultView.longitude]} zoom={defaultView.zoom} scrollWheelZoom={false} className="cs-venue-map__canvas">
        {tileUrl ? <TileLayer url={tileUrl} attribution={attribution ?? undefined} /> : null}
        <FitToPoints points={points} fallback={defaultView} />
        {searched ? (
          <CircleMarker center={[searched.latitude, searched.longitude]} radius={10} className="cs-map-searched">
            <Tooltip>{t('map.searched', { place: searched.label })}</Tooltip>
          </CircleMarker>
        ) : null}
        {venues.map((venue) => (
          <Marker key={venue.slug} position={[venue.latitude, venue.longitude]} icon={pin} title={venue.name} alt={venue.name}>
            <Popup>
              <AppLink href={venue.href} onClick={() => onSelect?.(venue.slug)}>
                {t('openVenue', { name: venue.name })}
              </AppLink>
            </Popup>
          </Marker>
        ))}
      </MapContainer>
    </section>
  );
}
