import { crossSiteHref } from '@courtside/core';
import type { AppContextValue } from './context';

/**
 * Follows a link to another sub-site of the tenant carrying what the customer brings along (core's crossSiteHref: the
 * login, embedded=true, a kiosk's centre); false when there is nothing to carry (follow the link as it is). A kiosk
 * loads the page in place of the current history entry, so its history never grows.
 */
export function followCrossSite(href: string, app: Pick<AppContextValue, 'session' | 'system' | 'kiosk'>): boolean {
  const kioskCentre = app.kiosk.isKiosk ? app.kiosk.currentCentre : null;
  const carried = crossSiteHref(href, window.location, app.session.token, app.system.isEmbedded, kioskCentre);
  if (!carried) return false;
  if (kioskCentre) window.location.replace(carried);
  else window.location.assign(carried);
  return true;
}
