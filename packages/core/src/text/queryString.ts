/** Decoded key/value pairs of a query string ('?a=1&b=2' or 'a=1&b=2'); '+' reads as a space. */
export function parseQuery(search: string): Array<[string, string]> {
  const body = search.startsWith('?') ? search.slice(1) : search;
  if (!body) return [];
  return body
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [key = '', value = ''] = pair.split(/=(.*)/s, 2);
      const decode = (s: string) => {
        try {
          return decodeURIComponent(s.replace(/\+/g, ' '));
        } catch {
          return s;
        }
      };
      return [decode(key), decode(value)] as [string, string];
    });
}

/** Encodes pairs back to a query string without the leading '?'. */
export function formatQuery(pairs: ReadonlyArray<readonly [string, string]>): string {
  return pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
}

/** The first value of a key, or null. */
export function queryValue(pairs: ReadonlyArray<readonly [string, string]>, key: string): string | null {
  return pairs.find(([k]) => k === key)?.[1] ?? null;
}
