import { siteOrigin, type Site } from '@courtside/core';

/**
 * A path of a sub-site as a link from the current one (spec §2 links between sub-sites): relative on the same site,
 * absolute to the sibling's origin otherwise. On a bare IP address there are no sibling hosts: the path stays relative.
 */
export function siteHref(current: Site, target: Site, path: string, here: { protocol: string; host: string } = window.location): string {
  if (current === target) return path;
  const origin = siteOrigin(here, target);
  return origin ? `${origin}${path}` : path;
}
