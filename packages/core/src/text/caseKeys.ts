/** Spec §7: response keys become camelCase ('theme_app_secondary_colour_1' → 'themeAppSecondaryColour1'). */
export function toCamelKey(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
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
  for (const [key, inner] of Object.entries(value)) out[mapKey(key)] = mapKeysDeep(inner, mapKey);
  return out;
}

/** Spec §7: converts a whole response body to camelCase keys. */
export const camelizeKeys = (value: unknown): unknown => mapKeysDeep(value, toCamelKey);
/** Spec §7: converts a whole request body to snake_case keys. */
export const snakeizeKeys = (value: unknown): unknown => mapKeysDeep(value, toSnakeKey);
