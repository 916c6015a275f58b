import type { Config, Site } from '../config';

/** Which tenant and sub-site a request's host addresses. */
export interface HostTarget {
  tenant: string;
  site: Site;
}

/** Host labels naming a sub-site ('join' is online-joining's short name). */
const siteLabels: Record<string, Site> = {
  bookings: 'bookings',
  'my-account': 'my-account',
  join: 'online-joining',
};

/** Lower-cases the Host header and drops its port (IPv6 literals keep their brackets). */
export function hostName(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d*$/, '');
}

/**
 * Resolves the Host header (ARCHITECTURE "Hosts"): TENANT_HOST_MAP first; then
 * `{site}.{tenant}.localhost`, `{tenant}.localhost` (bookings) and `{site}.localhost` (default
 * tenant); anything else is the default tenant's bookings site.
 */
export function resolveHost(
  hostHeader: string | undefined,
  config: Pick<Config, 'defaultTenant' | 'tenantHostMap'>,
): HostTarget {
  const host = hostName(hostHeader);
  const mapped = config.tenantHostMap[host];
  if (mapped) return { tenant: mapped.tenant, site: mapped.site };

  const fallback: HostTarget = { tenant: config.defaultTenant, site: 'bookings' };
  if (!host.endsWith('.localhost')) return fallback;
  const labels = host.slice(0, -'.localhost'.length).split('.');

  if (labels.length === 2) {
    const [siteLabel = '', tenant = ''] = labels;
    const site = siteLabels[siteLabel];
    return site && tenant ? { tenant, site } : fallback;
  }
  if (labels.length === 1 && labels[0]) {
    const site = siteLabels[labels[0]];
    return site ? { tenant: config.defaultTenant, site } : { tenant: labels[0], site: 'bookings' };
  }
  return fallback;
}
