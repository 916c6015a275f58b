import { z } from 'zod';
import { createNominatimGeocoder } from './nominatimGeocoder';
import type { Geocoder } from './geocoder';
import { embeddedGeocoder } from './outcodeGeocoder';

/** The geocoding variables, parsed by config.ts with the rest of the environment. */
export const geoEnvShape = {
  GEOCODER: z.enum(['embedded', 'nominatim']).default('embedded'),
  GEOCODER_URL: z.url().default('https://nominatim.openstreetmap.org/search'),
  MAP_TILE_URL: z.string().min(1).optional(),
  MAP_TILE_ATTRIBUTION: z.string().min(1).optional(),
};
const envSchema = z.object(geoEnvShape);

/** The geocoding settings as read from the environment (Config.geo). */
export interface GeoSettings {
  geocoder: 'embedded' | 'nominatim';
  geocoderUrl: string;
  mapTileUrl: string | null;
  mapTileAttribution: string | null;
}

/** The parsed variables as settings. */
export function geoSettingsOf(e: z.infer<typeof envSchema>): GeoSettings {
  return { geocoder: e.GEOCODER, geocoderUrl: e.GEOCODER_URL, mapTileUrl: e.MAP_TILE_URL ?? null, mapTileAttribution: e.MAP_TILE_ATTRIBUTION ?? null };
}

/** The geocoder and map tiles of the settings (built once, by services.ts). */
export function createGeoConfig(settings: GeoSettings): GeoConfig {
  return {
    geocoder: settings.geocoder === 'nominatim' ? createNominatimGeocoder(settings.geocoderUrl) : embeddedGeocoder(),
    mapTileUrl: settings.mapTileUrl,
    mapTileAttribution: settings.mapTileAttribution,
  };
}

/** The venue search's geocoder and map tiles (spec §7, §9 map), from the environment. */
export interface GeoConfig {
  geocoder: Geocoder;
  /** A Leaflet tile URL template ({z}/{x}/{y}); unset, the map is drawn without tiles (offline, tests). */
  mapTileUrl: string | null;
  mapTileAttribution: string | null;
}

/** Reads GEOCODER (embedded | nominatim), GEOCODER_URL, MAP_TILE_URL and MAP_TILE_ATTRIBUTION (empty = unset) from `env`. */
export function loadGeoConfig(env: NodeJS.ProcessEnv): GeoConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) throw new Error(`Invalid geocoding environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return createGeoConfig(geoSettingsOf(parsed.data));
}
