import { readFileSync } from 'node:fs';
import { outwardCode, type GeocodeResult } from '@courtside/core';
import type { Geocoder } from './geocoder';
import { serverPath } from '../paths';

/** One row of uk-outcodes.csv. */
interface Outcode {
  outcode: string;
  latitude: number;
  longitude: number;
  town: string;
  county: string;
}

/** Splits one CSV line, honouring double-quoted fields ("Douglas, Braddan"). */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  return [...fields, field];
}

export function parseOutcodes(csv: string): Outcode[] {
  return csv
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim())
    .map((line) => {
      const [outcode = '', latitude = '', longitude = '', town = '', county = ''] = csvFields(line);
      return { outcode: outcode.toUpperCase(), latitude: Number(latitude), longitude: Number(longitude), town, county };
    })
    .filter((row) => Number.isFinite(row.latitude) && Number.isFinite(row.longitude));
}

/**
 * Which place a search names ('Matlock' on the search box's own example): the exact town or county, else the shortest
 * whose words start with the term's ('matlock' → Matlock Bath, the table's name for DE4), else, for three letters or
 * more, the shortest that starts with it ('kingst' → Kingston Upon Thames). Case and surrounding spaces do not matter;
 * `places` are lower-case, shortest first; null when nothing fits.
 */
export function placeKey(term: string, places: readonly string[]): string | null {
  const wanted = term.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!wanted) return null;
  if (places.includes(wanted)) return wanted;
  const wholeWords = places.find((place) => place.startsWith(`${wanted} `) || place.startsWith(`${wanted}-`));
  if (wholeWords) return wholeWords;
  return wanted.length >= 3 ? (places.find((place) => place.startsWith(wanted)) ?? null) : null;
}

const centre = (rows: Outcode[]) => ({
  latitude: rows.reduce((sum, r) => sum + r.latitude, 0) / rows.length,
  longitude: rows.reduce((sum, r) => sum + r.longitude, 0) / rows.length,
});

/**
 * The embedded geocoder: a postcode's (or outward code's) district centroid from the outward-code table, or a town
 * or county name as the centre of its districts. Offline, Great Britain only, district accuracy.
 */
export function createOutcodeGeocoder(rows: Outcode[]): Geocoder {
  const byOutcode = new Map(rows.map((r) => [r.outcode, r]));
  const byPlace = new Map<string, Outcode[]>();
  for (const row of rows) {
    for (const place of [row.town, row.county]) {
      const key = place.trim().toLowerCase();
      if (key) byPlace.set(key, [...(byPlace.get(key) ?? []), row]);
    }
  }
  const label = (row: Outcode) => row.town || row.county;
  // Shortest first, so a prefix finds the plainest name ('matl' → Matlock before Matlock Bath when both exist).
  const places = [...byPlace.keys()].sort((a, b) => a.length - b.length || a.localeCompare(b));
  return {
    async geocode(term): Promise<GeocodeResult | null> {
      const code = outwardCode(term);
      if (code) {
        // The table has some sectors only at district level (SW1A → SW1).
        const row = byOutcode.get(code) ?? byOutcode.get(code.replace(/[A-Z]$/, ''));
        return row ? { latitude: row.latitude, longitude: row.longitude, label: `${term.trim().toUpperCase()}, ${label(row)}` } : null;
      }
      const key = placeKey(term, places);
      const matches = key === null ? undefined : byPlace.get(key);
      if (!matches) return null;
      const name = matches[0]!.town.toLowerCase() === key ? matches[0]!.town : matches[0]!.county;
      return { ...centre(matches), label: name };
    },
  };
}

let embedded: Geocoder | undefined;
/** The embedded geocoder over the copied uk-outcodes.csv (read once, on first use). */
export function embeddedGeocoder(): Geocoder {
  embedded ??= createOutcodeGeocoder(parseOutcodes(readFileSync(serverPath('src', 'geocode', 'data', 'uk-outcodes.csv'), 'utf8')));
  return embedded;
}
