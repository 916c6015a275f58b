import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { en, escapeHtml, FIRST_VIEW_WAITING_ID, markFirstView, OWN_VIEW_COOKIE, selectedVenueCookie, SESSION_COOKIE, signInTokenOf, type PreloadedReads, type Site } from '@courtside/core';
import type { FastifyRequest } from 'fastify';
import { cookieValue } from './cookies';

/** The web build's root element, empty, as index.html has it. */
export const emptyRoot = '<div id="root"></div>';
/**
 * The root with a first view drawn by the server, saying whether it was drawn for a phone (the app hydrates it with
 * the same answer). Readable at once, by anyone and any screen reader: only its buttons say they are still loading and
 * its fields are read-only (`markFirstView`), as a press or typing before the app has taken it over would do nothing
 * or be lost; the app's loader keeps presses off them meanwhile (web/public/app-loader.js), and the app takes the marks
 * and the attribute off once it has taken the view over (packages/web/src/main.tsx).
 */
const firstViewRoot = (view: string, smallScreen: boolean, forCustomer: boolean) =>
  `<p id="${FIRST_VIEW_WAITING_ID}" hidden>${escapeHtml(en.common.firstViewWaiting)}</p>` +
  `<div id="root" data-first-view="${smallScreen ? 'small' : 'wide'}"${forCustomer ? ' data-first-view-for="customer"' : ''}>${markFirstView(view)}</div>`;

type RenderFirstView = (input: {
  url: string;
  site: Site;
  token?: string;
  cookie: (name: string) => string | undefined;
  reads: PreloadedReads;
  smallScreen: boolean;
}) => Promise<string | null>;

/** A phone, by its own word: Client Hints where sent, else the user agent's 'Mobi' (as MDN advises). */
export const saysSmallScreen = (headers: Record<string, string | string[] | undefined>): boolean =>
  headers['sec-ch-ua-mobile'] === '?1' || /Mobi/.test(String(headers['user-agent'] ?? ''));

/**
 * Whom a page's first view is drawn for: a visitor (no own view, core's OWN_VIEW_COOKIE absent), or the signed-in
 * customer acting for themself whose session's cookie the page came with (SESSION_COOKIE), or whose token is the
 * address's only parameter (spec §2 ?token=; the app signs in with it before it draws) — a token's shape only: the
 * reads made with it are what check it. Null: nobody (the app draws its own view: a kiosk, an embedded frame, a linked
 * member booked for, a checkout link's token, a query string's flags).
 */
export type Viewer = { kind: 'visitor' } | { kind: 'customer'; token: string };

const tokenShape = /^[A-Za-z0-9._~+/=-]{16,512}$/;

export function viewerOf(request: FastifyRequest): Viewer | null {
  const own = cookieValue(request.headers.cookie, OWN_VIEW_COOKIE);
  const queryAt = request.url.indexOf('?');
  if (queryAt >= 0) {
    // An address whose only parameter is a token signs the browser in as that customer (core's signInTokenOf), unless
    // it draws its own view whoever signs in (a kiosk, an embedded frame, a linked member booked for).
    const token = signInTokenOf(request.url.slice(0, queryAt), request.url.slice(queryAt));
    return token !== null && own !== 'own' && tokenShape.test(token) ? { kind: 'customer', token } : null;
  }
  if (own === undefined) return { kind: 'visitor' };
  const token = own === 'customer' ? cookieValue(request.headers.cookie, SESSION_COOKIE) : undefined;
  return token !== undefined && tokenShape.test(token) ? { kind: 'customer', token } : null;
}

/** Views kept: a crowd on one page is drawn once per change of its reads, and never kept past `keepMs`. */
const KEPT_VIEWS = 200;

/**
 * A visitor's first view of a bookings page (or the join site's venues and plans), drawn by the web build's own renderer (`dist-ssr/ssr.js`, beside `dist`),
 * so a phone paints the page before its scripts run; and a signed-in customer's of the pages drawn for them (their
 * dashboard), from the reads the server made with their session. Absent renderer, a query string (a token, kiosk or
 * embed flag), an own view or a failure: null, and the app draws the page alone as before.
 */
export function createFirstView(webDist: string, keepMs = 10_000) {
  const file = `${webDist.replace(/\/+$/, '')}-ssr/ssr.js`;
  const present = existsSync(file);
  let renderer: Promise<RenderFirstView | null> | undefined;
  const load = () =>
    (renderer ??= present
      ? import(pathToFileURL(file).href).then((module: { renderFirstView: RenderFirstView }) => module.renderFirstView)
      : Promise.resolve(null));
  const kept = new Map<string, { view: string | null; at: number }>();

  /** Whom this request may get a first view for (it still may not, if its reads or the drawing fail). */
  const viewer = (request: FastifyRequest): Viewer | null => (present ? viewerOf(request) : null);

  /**
   * The page's first view for `viewer`. A customer's is drawn for them alone and never kept; a visitor's is kept
   * (`keepMs`), keyed by everything it is drawn from.
   */
  async function render(request: FastifyRequest, reads: PreloadedReads, site: Site, viewer: Viewer): Promise<string | null> {
    const draw = await load();
    if (!draw) return null;
    const url = `${request.protocol}://${request.headers.host ?? 'localhost'}${request.url}`;
    const smallScreen = saysSmallScreen(request.headers);
    const cookie = (name: string) => cookieValue(request.headers.cookie, name);
    if (viewer.kind === 'customer') return drawn(request, () => draw({ url, site, token: viewer.token, cookie, reads, smallScreen }), smallScreen, true);
    // The reads in a fixed order: they arrive in the order they are answered, which varies from request to request.
    const ordered = Object.entries(reads).sort(([a], [b]) => a.localeCompare(b));
    const venue = cookieValue(request.headers.cookie, selectedVenueCookie) ?? '';
    const key = createHash('sha1').update(`${url} ${smallScreen} ${venue} ${JSON.stringify(ordered)}`).digest('base64');
    const now = Date.now();
    const hit = kept.get(key);
    if (hit && now - hit.at < keepMs) return hit.view;
    const view = await drawn(request, () => draw({ url, site, cookie, reads, smallScreen }), smallScreen, false);
    kept.delete(key);
    kept.set(key, { view, at: now });
    if (kept.size > KEPT_VIEWS) kept.delete(kept.keys().next().value!);
    return view;
  }
  return { render, load, viewer };
}

/** The root with the view `draw` gives, or null when it gives none or fails (said in the log). */
async function drawn(request: FastifyRequest, draw: () => Promise<string | null>, smallScreen: boolean, forCustomer: boolean): Promise<string | null> {
  try {
    const markup = await draw();
    return markup === null ? null : firstViewRoot(markup, smallScreen, forCustomer);
  } catch (error) {
    request.log.warn({ err: error }, 'The first view could not be drawn; the app draws the page alone');
    return null;
  }
}

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const preloadLink = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The page's head without the app's code, and the loader that fetches it once the first view is painted
 * (`web/public/app-loader.js`; the route's own chunks follow the entry's preloads). Null when the head links no entry.
 */
export function codeAfterFirstPaint(head: string): { head: string; loader: (routeChunks: string[]) => string } | null {
  const entry = entryScript.exec(head)?.[1];
  if (!entry) return null;
  const preloads = [...head.matchAll(preloadLink)].map((match) => match[1]!);
  return {
    head: head.replace(entryScript, '').replace(preloadLink, ''),
    loader: (routeChunks) =>
      `<script defer src="/app-loader.js" data-entry="${escapeHtml(entry)}" data-preloads="${escapeHtml([...preloads, ...routeChunks].join(' '))}"></script>`,
  };
}
