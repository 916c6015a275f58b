import { bookingsPaths } from '../routing/paths';
import { formatQuery, parseQuery, queryValue } from '../text/queryString';

/**
 * Embedded mode: the messages an embedded page sends the page that frames it, and the address the embed script frames.
 * One message today:
 *
 *     { type: 'courtside:resize', height: <CSS pixels, whole>, path: <the page's path> }
 *
 * posted to the parent window whenever the page's content height changes, so the host's iframe can take that height
 * (no inner scroll bar). The host checks the message comes from its own frame (`event.source`).
 */
export const EMBED_RESIZE = 'courtside:resize';

/** A height no real page reaches: anything above is refused (a hostile or broken frame cannot blow up the host). */
export const EMBED_MAX_HEIGHT = 100_000;

export interface EmbedResizeMessage {
  type: typeof EMBED_RESIZE;
  height: number;
  path: string;
}

export const embedResizeMessage = (height: number, path: string): EmbedResizeMessage => ({
  type: EMBED_RESIZE,
  height: Math.min(EMBED_MAX_HEIGHT, Math.max(0, Math.ceil(height))),
  path,
});

/** Reads a posted message as a resize: null for anything else, or a height out of bounds. */
export function readEmbedResize(data: unknown): EmbedResizeMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, height, path } = data as Record<string, unknown>;
  if (type !== EMBED_RESIZE || typeof height !== 'number' || !Number.isInteger(height) || height < 0 || height > EMBED_MAX_HEIGHT) return null;
  return { type, height, path: typeof path === 'string' ? path : '' };
}

/**
 * Where an embedded page's checkout opens, as the operator chooses (the embed element's data-checkout): inside the
 * frame (the default), or in a new tab of the bookings site, full size, which some operators prefer for paying.
 */
export type EmbedCheckout = 'frame' | 'new-tab';

/** What an operator's embed element asks for (its data-venue, data-activity and data-checkout attributes). */
export interface EmbedTarget {
  venue?: string | null;
  activity?: string | null;
  checkout?: string | null;
}

/** The checkout's place a framed page was given (`checkout=new-tab`), or null when its address does not say. */
export function readEmbedCheckout(search: string): EmbedCheckout | null {
  const value = queryValue(parseQuery(search), 'checkout');
  return value === 'new-tab' || value === 'frame' ? value : null;
}

/** The embedded basket control's links: both carry embedded=true inside the frame. */
export interface EmbeddedBasketLinks {
  basket: string;
  checkout: string;
  /** The checkout opens in a new tab, outside the frame. */
  checkoutInNewTab: boolean;
}

/**
 * The links of the compact basket control an embedded page shows instead of the header (spec §2 hides the header's
 * navigation when embedded). Inside the frame both pages carry embedded=true. A checkout in a new tab is the bookings
 * site itself, not embedded; it carries the customer's login as a link between sub-sites does (spec §2 `token`, stored
 * and taken out of the address), since a framed site's storage is not the top-level site's and "basket requires login".
 */
export function embeddedBasketLinks(checkout: EmbedCheckout, token: string | null): EmbeddedBasketLinks {
  const inFrame = (path: string) => `${path}?${formatQuery([['embedded', 'true']])}`;
  if (checkout === 'frame') return { basket: inFrame(bookingsPaths.basket()), checkout: inFrame(bookingsPaths.basketCheckout()), checkoutInNewTab: false };
  const carried = token ? `?${formatQuery([['token', token]])}` : '';
  return { basket: inFrame(bookingsPaths.basket()), checkout: `${bookingsPaths.basketCheckout()}${carried}`, checkoutInNewTab: true };
}

/**
 * The page the embed script frames: the venue's activity, the venue, or the bookings home, always with
 * embedded=true (spec §2: stored by the app, which then hides the header navigation and breadcrumb).
 */
export function embedFrameSrc(origin: string, target: EmbedTarget): string {
  const venue = target.venue?.trim();
  const activity = target.activity?.trim();
  const path = venue ? (activity ? bookingsPaths.activity(venue, activity) : bookingsPaths.venue(venue)) : bookingsPaths.home();
  const newTab = target.checkout?.trim() === 'new-tab';
  return `${origin.replace(/\/$/, '')}${path}?embedded=true${newTab ? '&checkout=new-tab' : ''}`;
}
