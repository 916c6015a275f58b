import { siteOrigin, type Site } from '@courtside/core';

/**
 * A path of a sub-site as a link from the current one (spec §2 links between sub-sites): relative on the same site,
 * absolute to the sibling's origin otherwise. On a bare IP address there are no sibling hosts: the path stays relative.
 */
export function siteHref(current: Site, target: Site, path: string): string {
  if (current === target) return path;
  const origin = siteOrigin(window.location, target);
  return origin ? `${origin}${path}` : path;
}
