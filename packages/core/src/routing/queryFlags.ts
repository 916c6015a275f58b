import { formatQuery, parseQuery, queryValue } from '../text/queryString';
import { isCheckoutRoute } from './shell';

/** What the app root reads from its query string (spec §2). */
export interface QueryFlags {
  embedded: boolean | null;
  kiosk: boolean | null;
  centre: string | null;
  token: string | null;
}

const truthy = (value: string | null) => (value === null ? null : value === 'true' || value === '1');

/** Spec §2: parses the embedded, kiosk (with centre) and token query parameters. */
export function readQueryFlags(search: string): QueryFlags {
  const pairs = parseQuery(search);
  return {
    embedded: truthy(queryValue(pairs, 'embedded')),
    kiosk: truthy(queryValue(pairs, 'kiosk')),
    centre: queryValue(pairs, 'centre'),
    token: queryValue(pairs, 'token'),
  };
}

/** What to do with a token found in the URL. */
export interface TokenHandling {
  token: string;
  /** The URL search without the token: a token never stays in the address bar, history or a shared link. */
  search: string;
  /** A checkout token (stored as the checkout auth token) rather than the customer's login. */
  stripFromUrl: boolean;
  refreshLogin: boolean;
}

/**
 * Spec §2: a token on /checkout/ paths is stored and stripped from the URL; on other paths it is
 * stored and triggers a login refresh (the way a logged-in customer crosses to another sub-site). Either way the
 * address loses it. `ownTokenPaths`: pages whose `token` parameter means something else (a password reset link's).
 */
export function handleTokenParam(pathname: string, search: string, ownTokenPaths: readonly string[] = []): TokenHandling | null {
  // A page whose `token` is its own (the password reset link's) is not a login.
  if (ownTokenPaths.includes(pathname)) return null;
  const pairs = parseQuery(search);
  const token = queryValue(pairs, 'token');
  if (!token) return null;
  const onCheckout = isCheckoutRoute(pathname);
  const rest = formatQuery(pairs.filter(([key]) => key !== 'token'));
  return { token, search: rest ? `?${rest}` : '', stripFromUrl: onCheckout, refreshLogin: !onCheckout };
}

/**
 * The token an address signs its browser in with (spec §2: a token parameter on a path other than /checkout/ is stored
 * and logs in), when it is the address's only parameter: the page is then the customer's with that token. Null for
 * anything else (no token, a checkout link's token, other parameters beside it, a page whose token is its own).
 */
export function signInTokenOf(pathname: string, search: string, ownTokenPaths: readonly string[] = []): string | null {
  const handling = handleTokenParam(pathname, search, ownTokenPaths);
  return handling && !handling.stripFromUrl && handling.search === '' ? handling.token : null;
}
