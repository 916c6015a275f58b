import { bookingsPaths, onlineJoiningPaths } from '../routing/paths';
import type { Site } from '../routing/shell';

/** What spec §4 reads to decide where a completed payment goes. */
export interface CompletionTarget {
  successUrl?: string | null;
  orderId?: string | number | null;
  site: Site;
  /** Spec §2: order-confirmed carries ?kiosk=true in kiosk mode. */
  isKiosk?: boolean;
}

/** Adds orderId to a URL's query string, before any #fragment, keeping an existing query. */
function withOrderId(url: string, orderId: string | number): string {
  const hashAt = url.indexOf('#');
  const base = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const separator = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&';
  return `${base}${separator}orderId=${encodeURIComponent(String(orderId))}${hash}`;
}

/**
 * Spec §4 Payment "On completion": the success URL with orderId when given; otherwise
 * /order-confirmed/{id} on the online-joining site or /booking-confirmed/{id}; null with neither.
 */
export function successUrl(target: CompletionTarget): string | null {
  const orderId = target.orderId === '' ? null : (target.orderId ?? null);
  if (target.successUrl) return orderId === null ? target.successUrl : withOrderId(target.successUrl, orderId);
  if (orderId === null) return null;
  return target.site === 'online-joining'
    ? onlineJoiningPaths.orderConfirmed(orderId, target.isKiosk ?? false)
    : bookingsPaths.bookingConfirmed(orderId);
}
