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
