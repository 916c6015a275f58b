import { bookingsRoutePatterns } from './paths';

export type RouteParams = Record<string, string | undefined>;

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/**
 * Matches a path against one route pattern in react-router's syntax (`:name`, optional `:name?`, a trailing `*`), for
 * callers without the router (the server sending the page). Null when it does not match or a segment is not decodable.
 */
export function matchRoutePattern(pattern: string, pathname: string): RouteParams | null {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  const params: RouteParams = {};
  let at = 0;
  for (const part of wanted) {
    if (part === '*') return params;
    const segment = given[at];
    const optional = part.endsWith('?');
    if (segment === undefined) {
      if (optional) continue;
      return null;
    }
    const value = decode(segment);
    if (value === null) return null;
    if (part.startsWith(':')) params[part.slice(1, optional ? -1 : undefined)] = value;
    else if (part !== value) return null;
    at++;
  }
  return at === given.length ? params : null;
}

/** The first spec §2 bookings route a path is (explicit routes before the short redirects), with its params. */
export function matchBookingsRoute(pathname: string): { pattern: (typeof bookingsRoutePatterns)[number]; params: RouteParams } | null {
  for (const pattern of bookingsRoutePatterns) {
    const params = matchRoutePattern(pattern, pathname);
    if (params) return { pattern, params };
  }
  return null;
}
