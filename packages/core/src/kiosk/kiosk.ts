import type { QueryFlags } from '../routing/queryFlags';
import { onlineJoiningPaths } from '../routing/paths';
import { siteOrigin } from '../routing/shell';

/** Spec §9: kiosk mode logs out after 90 s idle. */
export const KIOSK_IDLE_LOGOUT_MS = 90_000;
/** WCAG 2.2.1: the customer is warned, and may stay, at least 20 s before the idle logout. */
export const KIOSK_IDLE_WARNING_MS = 20_000;

/** Where the kiosk's idle clock stands after `idleMs` without a touch or key. */
export type KioskIdlePhase = 'active' | 'warning' | 'expired';

export function kioskIdlePhase(idleMs: number): KioskIdlePhase {
  if (idleMs >= KIOSK_IDLE_LOGOUT_MS) return 'expired';
  return idleMs >= KIOSK_IDLE_LOGOUT_MS - KIOSK_IDLE_WARNING_MS ? 'warning' : 'active';
}

/** Whole seconds left before the idle logout (never below 0), as the warning counts them down. */
export const kioskSecondsLeft = (idleMs: number) => Math.max(0, Math.ceil((KIOSK_IDLE_LOGOUT_MS - idleMs) / 1000));

/**
 * Whether the idle clock runs: a kiosk resting on its start page with nobody signed in has nothing to end; anywhere
 * else, or with a customer signed in, 90 s idle ends the visit.
 */
export function kioskIdleApplies(state: { isKiosk: boolean; signedIn: boolean; atHome: boolean }): boolean {
  return state.isKiosk && (state.signedIn || !state.atHome);
}

/** A device's kiosk setting, as kept in its storage until staff reset it. */
export interface StoredKiosk {
  centre: string;
}

/** A kiosk setting from anywhere (storage, the address): a centre of 1 to 255 characters, or nothing. */
export function toStoredKiosk(value: unknown): StoredKiosk | null {
  const centre = typeof value === 'object' && value !== null ? (value as { centre?: unknown }).centre : undefined;
  return typeof centre === 'string' && centre.length >= 1 && centre.length <= 255 ? { centre } : null;
}

/** Reads the stored setting; anything unreadable is no kiosk. */
export function parseStoredKiosk(raw: string | null): StoredKiosk | null {
  if (!raw) return null;
  try {
    return toStoredKiosk(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** What the app root does with the kiosk query parameters (spec §2). */
export type KioskStart =
  /** ?kiosk=true&centre=…: kiosk mode at that centre, stored, and a fresh visit (nothing of anyone before survives). */
  | { kind: 'start'; kiosk: StoredKiosk }
  /** ?kiosk=false: staff reset the device; the setting and every trace of a customer go. */
  | { kind: 'reset' }
  /** Nothing to change: the stored setting, if any, holds (?kiosk=true without a centre, e.g. /order-confirmed). */
  | { kind: 'keep' };

export function kioskStart(flags: Pick<QueryFlags, 'kiosk' | 'centre'>): KioskStart {
  if (flags.kiosk === false) return { kind: 'reset' };
  const centre = flags.centre?.trim();
  if (flags.kiosk === true && centre) {
    const kiosk = toStoredKiosk({ centre });
    if (kiosk) return { kind: 'start', kiosk };
  }
  return { kind: 'keep' };
}

/**
 * The kiosk start page (spec §2 /kiosk/?kiosk=true&centre=…, on the online-joining site) as an absolute address, or the
 * operator's configured kiosk home (spec §3 Config kioskHomeUrl) when set; a configured path is the online-joining
 * site's, whichever sub-site the kiosk is on.
 */
export function kioskHomeUrl(centre: string, location: { protocol: string; host: string }, configured: string | null = null): string {
  const joining = siteOrigin(location, 'online-joining') ?? `${location.protocol}//${location.host}`;
  if (configured) return configured.startsWith('/') && !configured.startsWith('//') ? `${joining}${configured}` : configured;
  return `${joining}${onlineJoiningPaths.kiosk(centre)}`;
}

/** Whether a path is the kiosk start page (a trailing slash or not). */
export const isKioskStartPath = (pathname: string) => /^\/kiosk\/?$/.test(pathname);
