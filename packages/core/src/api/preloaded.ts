import type { FetchInit, FetchResponse } from './createApiClient';

/**
 * Reads the server answered while it sent the page: the public GET responses a route needs first, keyed by the exact
 * URL the API client asks for, embedded in the HTML so the page does not wait a round trip for them. Only what does not
 * depend on who is asking is ever embedded or used: a request carrying a token or a selected user goes to the network.
 */
export type PreloadedReads = Record<string, string>;

/** The id of the `<script type="application/json">` element that carries the reads. */
export const PRELOADED_READS_ID = 'cs-preloaded-reads';

/** The element to put in the page's head: JSON that cannot close its script element or start markup. */
export function preloadedReadsScript(reads: PreloadedReads): string {
  const json = JSON.stringify(reads).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return `<script type="application/json" id="${PRELOADED_READS_ID}">${json}</script>`;
}

/** Parses the element's text; anything that is not a map of strings counts as nothing preloaded. */
export function parsePreloadedReads(text: string | null | undefined): PreloadedReads {
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/**
 * The cookie the app sets while what it draws is not what a visitor sees (a session, a kiosk, an embedded frame): the
 * server then sends the page without a first view of its own (server `web/firstView.ts`).
 */
export const OWN_VIEW_COOKIE = 'courtside_own_view';

/** Whether the app draws its own view (see OWN_VIEW_COOKIE). */
export const drawsOwnView = (state: { token: string | null; isKiosk: boolean; isEmbedded: boolean }): boolean =>
  state.token !== null || state.isKiosk || state.isEmbedded;

const personal = ['Authorization', 'X-Checkout-Token', 'X-Selected-User-Id'];

/**
 * Answers a request from the preloaded reads, each at most once (a later read of the same URL is a refetch and goes
 * to the network), and only an anonymous GET. Undefined means: fetch it.
 */
export function createPreloadedFetch(reads: PreloadedReads) {
  const left = new Map(Object.entries(reads));
  return (url: string, init: FetchInit): FetchResponse | undefined => {
    if (init.method !== 'GET' || personal.some((name) => init.headers[name] !== undefined)) return undefined;
    const body = left.get(url);
    if (body === undefined) return undefined;
    left.delete(url);
    return { ok: true, status: 200, text: () => Promise.resolve(body) };
  };
}
