import { bookingsPaths } from '../routing/paths';

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

/** What an operator's embed element asks for (its data-venue and data-activity attributes). */
export interface EmbedTarget {
  venue?: string | null;
  activity?: string | null;
}

/**
 * The page the embed script frames: the venue's activity, the venue, or the bookings home, always with
 * embedded=true (spec §2: stored by the app, which then hides the header navigation and breadcrumb).
 */
export function embedFrameSrc(origin: string, target: EmbedTarget): string {
  const venue = target.venue?.trim();
  const activity = target.activity?.trim();
  const path = venue ? (activity ? bookingsPaths.activity(venue, activity) : bookingsPaths.venue(venue)) : bookingsPaths.home();
  return `${origin.replace(/\/$/, '')}${path}?embedded=true`;
}
