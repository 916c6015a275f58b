import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadGeoConfig } from './geoConfig';
import { createNominatimGeocoder } from './nominatimGeocoder';
import { createOutcodeGeocoder, csvFields, embeddedGeocoder, parseOutcodes, placeKey } from './outcodeGeocoder';

const csv = `outcode,latitude,longitude,town,county,country
KT2,51.41602,-0.28854,Kingston Upon Thames,Greater London,England
KT1,51.40713,-0.29606,Kingston Upon Thames,Greater London,England
IM1,54.15048,-4.48174,"Douglas, Braddan",IOM,Isle of Man
BAD,x,y,,,
`;

describe('the embedded outward-code geocoder', () => {
  const geocoder = createOutcodeGeocoder(parseOutcodes(csv));

  it('reads quoted CSV fields and skips rows without coordinates', () => {
    expect(csvFields('IM1,1,2,"Douglas, Braddan",IOM')).toEqual(['IM1', '1', '2', 'Douglas, Braddan', 'IOM']);
    expect(parseOutcodes(csv)).toHaveLength(3);
  });

  it('finds full postcodes and outward codes by district, towns and counties by their districts’ centre', async () => {
    expect(await geocoder.geocode('kt2 5au')).toEqual({ latitude: 51.41602, longitude: -0.28854, label: 'KT2 5AU, Kingston Upon Thames' });
    expect(await geocoder.geocode('KT1')).toMatchObject({ label: 'KT1, Kingston Upon Thames' });
    const town = await geocoder.geocode(' kingston upon thames ');
    expect(town?.label).toBe('Kingston Upon Thames');
    expect(town?.latitude).toBeCloseTo((51.41602 + 51.40713) / 2, 5);
    expect((await geocoder.geocode('Greater London'))?.label).toBe('Greater London');
    expect(await geocoder.geocode('Douglas, Braddan')).toMatchObject({ label: 'Douglas, Braddan' });
  });

  it('finds a town by the first words of its name or a prefix of three letters or more', async () => {
    expect(placeKey('Matlock', ['matlock bath', 'derbyshire'])).toBe('matlock bath');
    expect(placeKey('  MATLOCK  ', ['matlock bath'])).toBe('matlock bath');
    expect(placeKey('matl', ['matlock', 'matlock bath'])).toBe('matlock'); // places come shortest first
    expect(placeKey('kingston', ['kingston upon thames'])).toBe('kingston upon thames');
    expect(placeKey('ma', ['matlock bath'])).toBeNull();
    expect(placeKey('bath', ['matlock bath'])).toBeNull();
    expect(placeKey('', ['matlock bath'])).toBeNull();
    expect(await geocoder.geocode('Kingston')).toMatchObject({ label: 'Kingston Upon Thames' });
  });

  it('knows nothing of unknown places and codes', async () => {
    expect(await geocoder.geocode('ZZ9 9ZZ')).toBeNull();
    expect(await geocoder.geocode('Atlantis')).toBeNull();
  });

  it('loads the copied table once (2,848 districts)', async () => {
    expect(embeddedGeocoder()).toBe(embeddedGeocoder());
    expect(await embeddedGeocoder().geocode('DE4 3AR')).toMatchObject({ label: 'DE4 3AR, Matlock Bath' });
    // The search box's own example: 'Matlock' is the table's Matlock Bath (DE4), a mile from Matlock Sports Centre.
    const matlock = await embeddedGeocoder().geocode('Matlock');
    expect(matlock).toMatchObject({ label: 'Matlock Bath' });
    expect(matlock!.latitude).toBeCloseTo(53.127, 2);
  });
});

describe('the Nominatim geocoder (an external service, gb only)', () => {
  const reply = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

  it('asks for one result in gb and reads it', async () => {
    const fetchImpl = reply(200, [{ lat: '53.14', lon: '-1.55', display_name: 'Matlock, Derbyshire' }]);
    const geocoder = createNominatimGeocoder('https://geo.example/search', fetchImpl as unknown as typeof fetch);
    expect(await geocoder.geocode('Matlock')).toEqual({ latitude: 53.14, longitude: -1.55, label: 'Matlock, Derbyshire' });
    const url = new URL(String((fetchImpl.mock.calls[0] as unknown[])[0]));
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'Matlock', countrycodes: 'gb', format: 'jsonv2', limit: '1' });
  });

  it('answers null for no result and fails on an error status', async () => {
    expect(await createNominatimGeocoder('https://geo.example/search', reply(200, []) as unknown as typeof fetch).geocode('x')).toBeNull();
    await expect(createNominatimGeocoder('https://geo.example/search', reply(503, {}) as unknown as typeof fetch).geocode('x')).rejects.toThrow('503');
  });
});

describe('loadGeoConfig', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('defaults to the embedded geocoder and no tiles', () => {
    const config = loadGeoConfig({});
    expect(config.geocoder).toBe(embeddedGeocoder());
    expect(config).toMatchObject({ mapTileUrl: null, mapTileAttribution: null });
  });

  it('takes an external geocoder and a tile URL from the environment', () => {
    const config = loadGeoConfig({ GEOCODER: 'nominatim', GEOCODER_URL: 'https://geo.example/search', MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© Tiles' });
    expect(config.geocoder).not.toBe(embeddedGeocoder());
    expect(config).toMatchObject({ mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png', mapTileAttribution: '© Tiles' });
  });

  it('fails fast on a bad setting', () => {
    expect(() => loadGeoConfig({ GEOCODER: 'carrier-pigeon' })).toThrow(/GEOCODER/);
  });
});
