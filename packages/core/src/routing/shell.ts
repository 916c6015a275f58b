import { formatQuery, parseQuery } from '../text/queryString';

/** The sub-sites of spec §1. */
export type Site = 'bookings' | 'my-account' | 'online-joining';

export interface ShellFlags {
  isEmbedded: boolean;
  isKiosk: boolean;
  site: Site;
  isThirdPartyCheckout: boolean;
}

/**
 * Spec §2 "Header and shell": header navigation is hidden when embedded, in kiosk mode with
 * source online-joining, or in third-party checkout.
 */
export function isHeaderNavHidden(flags: ShellFlags): boolean {
  return flags.isEmbedded || (flags.isKiosk && flags.site === 'online-joining') || flags.isThirdPartyCheckout;
}

/** Spec §2: the breadcrumb trail is hidden when embedded. */
export function isBreadcrumbHidden(flags: Pick<ShellFlags, 'isEmbedded'>): boolean {
  return flags.isEmbedded;
}

/** Spec §2 Header: Book a camp / Book a course show only when camps and courses booking is enabled (a venue's own flag overrides the tenant's). */
export function showsCampsAndCourses(tenantEnabled: boolean, venueEnabled?: boolean | null): boolean {
  return venueEnabled ?? tenantEnabled;
}

/** Spec §2: "Venue id is null on the checkout route." */
export function isCheckoutRoute(pathname: string): boolean {
  return pathname.startsWith('/checkout/');
}

/**
 * Which sub-site a host name serves (spec §1; ARCHITECTURE hosts): 'my-account.…' and 'join.…'
 * select those sites, anything else is the bookings site.
 */
export function siteFromHostname(hostname: string): Site {
  const first = hostname.toLowerCase().split('.')[0];
  if (first === 'my-account') return 'my-account';
  if (first === 'join') return 'online-joining';
  return 'bookings';
}

/** The first host label of each sub-site (ARCHITECTURE hosts: `my-account.{tenant}…`, `join.{tenant}…`). */
export const siteHostLabels: Record<Site, string> = { bookings: 'bookings', 'my-account': 'my-account', 'online-joining': 'join' };

/**
 * The origin of another sub-site of the same tenant, from the current one (spec §2 "links between sub-sites"): the
 * site label swapped (`bookings.peak.example` → `my-account.peak.example`) or put in front (`localhost` →
 * `my-account.localhost`). Null for a bare IP address, which has no sub-sites.
 */
export function siteOrigin(location: { protocol: string; host: string }, site: Site): string | null {
  const [hostname = '', port] = location.host.split(/:(?=\d+$)/);
  if (/^[\d.]+$/.test(hostname) || hostname.startsWith('[')) return null;
  const labels = hostname.toLowerCase().split('.');
  const known = Object.values(siteHostLabels).includes(labels[0] ?? '');
  const rest = known ? labels.slice(1) : labels;
  return `${location.protocol}//${[siteHostLabels[site], ...rest].join('.')}${port ? `:${port}` : ''}`;
}

/**
 * Spec §2: a logged-in customer crossing to another sub-site of the tenant carries their login as `?token=` (the
 * other site stores it and takes it out of the address), an embedded page's link carries `embedded=true` ("links
 * between sub-sites carry embedded=true when embedded"), and a kiosk's link carries `kiosk=true&centre=` (the other
 * site is the same device). Only to a sibling sub-site's origin; anything else, or nothing to carry, is null (follow
 * the link as it is).
 */
export function crossSiteHref(
  href: string,
  location: { protocol: string; host: string },
  token: string | null,
  embedded = false,
  kioskCentre: string | null = null,
): string | null {
  if (!token && !embedded && !kioskCentre) return null;
  const parts = /^(https?:)\/\/([^/?#]+)([^?#]*)(\?[^#]*)?(#.*)?$/i.exec(href);
  if (!parts) return null;
  const [, protocol = '', host = '', path = '', search = '', hash = ''] = parts;
  const origin = `${protocol}//${host}`.toLowerCase();
  const current = `${location.protocol}//${location.host}`.toLowerCase();
  const siblings = (Object.keys(siteHostLabels) as Site[]).map((site) => siteOrigin(location, site)).filter((o) => o !== null && o !== current);
  if (!siblings.includes(origin)) return null;
  const replaced = new Set(['token', ...(embedded ? ['embedded'] : []), ...(kioskCentre ? ['kiosk', 'centre'] : [])]);
  const kept = parseQuery(search).filter(([key]) => !replaced.has(key));
  const carried: Array<[string, string]> = [
    ...(embedded ? [['embedded', 'true'] as [string, string]] : []),
    ...(kioskCentre ? [['kiosk', 'true'] as [string, string], ['centre', kioskCentre] as [string, string]] : []),
    ...(token ? [['token', token] as [string, string]] : []),
  ];
  return `${origin}${path || '/'}?${formatQuery([...kept, ...carried])}${hash}`;
}
