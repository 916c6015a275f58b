/**
 * Response keys already met, and their camelCase: a busy day's timetable has a few hundred sessions with the same few
 * dozen keys, and a regular-expression replace for each of its ~20,000 keys was most of the time spent reading it in.
 * Emptied when it grows past a bound, as keys that are data (dates, ids) could otherwise grow it without end.
 */
const camelKeys = new Map<string, string>();
const CAMEL_KEYS_KEPT = 2000;

/** Spec §7: response keys become camelCase ('theme_app_secondary_colour_1' → 'themeAppSecondaryColour1'). */
export function toCamelKey(key: string): string {
  if (!key.includes('_')) return key;
  let camel = camelKeys.get(key);
  if (camel === undefined) {
    camel = key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    if (camelKeys.size >= CAMEL_KEYS_KEPT) camelKeys.clear();
    camelKeys.set(key, camel);
  }
  return camel;
}

/** Spec §7: request keys become snake_case ('themeAppSecondaryColour1' → 'theme_app_secondary_colour_1'). */
export function toSnakeKey(key: string): string {
  return key
    .replace(/([a-z])([A-Z0-9])/g, '$1_$2')
    .replace(/([0-9])([A-Za-z])/g, '$1_$2')
    .toLowerCase();
}

type KeyMapper = (key: string) => string;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** Deeply renames object keys (arrays walked, other values kept). */
export function mapKeysDeep(value: unknown, mapKey: KeyMapper): unknown {
  if (Array.isArray(value)) return value.map((item) => mapKeysDeep(item, mapKey));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[mapKey(key)] = mapKeysDeep(value[key], mapKey);
  return out;
}

/** Spec §7: converts a whole response body to camelCase keys. */
export const camelizeKeys = (value: unknown): unknown => mapKeysDeep(value, toCamelKey);
/** Spec §7: converts a whole request body to snake_case keys. */
export const snakeizeKeys = (value: unknown): unknown => mapKeysDeep(value, toSnakeKey);
