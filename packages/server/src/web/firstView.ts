import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { en, escapeHtml, FIRST_VIEW_WAITING_ID, markFirstView, OWN_VIEW_COOKIE, selectedVenueCookie, type PreloadedReads, type Site } from '@courtside/core';
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
const firstViewRoot = (view: string, smallScreen: boolean) =>
  `<p id="${FIRST_VIEW_WAITING_ID}" hidden>${escapeHtml(en.common.firstViewWaiting)}</p>` +
  `<div id="root" data-first-view="${smallScreen ? 'small' : 'wide'}">${markFirstView(view)}</div>`;

/** The sub-sites the web build's renderer draws first views of. */
export type DrawnSite = Extract<Site, 'bookings' | 'online-joining'>;

type RenderFirstView = (input: {
  url: string;
  site: DrawnSite;
  cookie: (name: string) => string | undefined;
  reads: PreloadedReads;
  smallScreen: boolean;
}) => Promise<string | null>;

/** A phone, by its own word: Client Hints where sent, else the user agent's 'Mobi' (as MDN advises). */
export const saysSmallScreen = (headers: Record<string, string | string[] | undefined>): boolean =>
  headers['sec-ch-ua-mobile'] === '?1' || /Mobi/.test(String(headers['user-agent'] ?? ''));

/** Views kept: a crowd on one page is drawn once per change of its reads, and never kept past `keepMs`. */
const KEPT_VIEWS = 200;

/**
 * A visitor's first view of a bookings page (or the join site's venues and plans), drawn by the web build's own renderer (`dist-ssr/ssr.js`, beside `dist`),
 * so a phone paints the page before its scripts run. Absent renderer, a query string (a token, kiosk or embed flag), a
 * session or a failure: null, and the app draws the page alone as before.
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

  /** Whether this request may get a first view (it still may not, if its reads or the drawing fail). */
  function wanted(request: FastifyRequest): boolean {
    return present && !request.url.includes('?') && cookieValue(request.headers.cookie, OWN_VIEW_COOKIE) === undefined;
  }

  async function render(request: FastifyRequest, reads: PreloadedReads, site: DrawnSite = 'bookings'): Promise<string | null> {
    if (!wanted(request)) return null;
    const draw = await load();
    if (!draw) return null;
    const url = `${request.protocol}://${request.headers.host ?? 'localhost'}${request.url}`;
    const smallScreen = saysSmallScreen(request.headers);
    // The reads in a fixed order: they arrive in the order they are answered, which varies from request to request.
    const ordered = Object.entries(reads).sort(([a], [b]) => a.localeCompare(b));
    const venue = cookieValue(request.headers.cookie, selectedVenueCookie) ?? '';
    const key = createHash('sha1').update(`${url} ${smallScreen} ${venue} ${JSON.stringify(ordered)}`).digest('base64');
    const now = Date.now();
    const hit = kept.get(key);
    if (hit && now - hit.at < keepMs) return hit.view;
    let view: string | null = null;
    try {
      const markup = await draw({ url, site, cookie: (name) => cookieValue(request.headers.cookie, name), reads, smallScreen });
      view = markup === null ? null : firstViewRoot(markup, smallScreen);
    } catch (error) {
      request.log.warn({ err: error }, 'The first view could not be drawn; the app draws the page alone');
    }
    kept.delete(key);
    kept.set(key, { view, at: now });
    if (kept.size > KEPT_VIEWS) kept.delete(kept.keys().next().value!);
    return view;
  }
  return { render, load, wanted };
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
