import { z } from 'zod';
import { createNominatimGeocoder } from './nominatimGeocoder';
import type { Geocoder } from './geocoder';
import { embeddedGeocoder } from './outcodeGeocoder';

const envSchema = z.object({
  GEOCODER: z.enum(['embedded', 'nominatim']).default('embedded'),
  GEOCODER_URL: z.url().default('https://nominatim.openstreetmap.org/search'),
  MAP_TILE_URL: z.string().min(1).optional(),
  MAP_TILE_ATTRIBUTION: z.string().min(1).optional(),
});

/** The venue search's geocoder and map tiles (spec §7, §9 map), from the environment. */
export interface GeoConfig {
  geocoder: Geocoder;
  /** A Leaflet tile URL template ({z}/{x}/{y}); unset, the map is drawn without tiles (offline, tests). */
  mapTileUrl: string | null;
  mapTileAttribution: string | null;
}

/** Reads GEOCODER (embedded | nominatim), GEOCODER_URL, MAP_TILE_URL and MAP_TILE_ATTRIBUTION (empty = unset). */
export function loadGeoConfig(env: NodeJS.ProcessEnv = process.env): GeoConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) throw new Error(`Invalid geocoding environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const e = parsed.data;
  return {
    geocoder: e.GEOCODER === 'nominatim' ? createNominatimGeocoder(e.GEOCODER_URL) : embeddedGeocoder(),
    mapTileUrl: e.MAP_TILE_URL ?? null,
    mapTileAttribution: e.MAP_TILE_ATTRIBUTION ?? null,
  };
}
