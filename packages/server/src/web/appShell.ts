import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, type Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import {
  ApiError,
  basketFirstViewPatterns,
  createApiClient,
  dayReads,
  escapeHtml,
  firstReads,
  joinFirstViewPatterns,
  joinReads,
  leadsOn,
  myAccountFirstViewPatterns,
  programmeReads,
  readMyAccountPage,
  matchBookingsRoute,
  matchSitePage,
  pageNotFound,
  pageRedirect,
  preloadedReadsScript,
  readBasketPage,
  readSelectedVenue,
  routePreloadKey,
  siteFromHostname,
  stripTrailingSlash,
  type PageFacts,
  type PreloadedReads,
  type Read,
  type RouteParams,
  type Site,
  type SitePage,
} from '@courtside/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { perRequestBrotli, preferredEncoding, type Encoding } from '../http/compress';
import { cookieValue } from './cookies';
import { codeAfterFirstPaint, createFirstView, emptyRoot, type Viewer } from './firstView';

/**
 * The page in the coding the browser accepts, made as it is sent. A busy day's page carries its sessions (~47 KB of
 * JSON for 372), about a tenth of that compressed; module scripts wait for the whole document, so on a phone's link
 * every kilobyte of it comes before the first paint. Brotli at a quality made for per-request work. `flush` sends what
 * was written so far at once (the head, so the browser fetches the code while the reads are made).
 */
export function pageStream(acceptEncoding: string | undefined): { stream: Transform; encoding?: Encoding; flush: () => void } {
  const encoding = preferredEncoding(acceptEncoding);
  if (encoding === 'br') {
    const stream = createBrotliCompress(perRequestBrotli);
    return { stream, encoding: 'br', flush: () => stream.flush(constants.BROTLI_OPERATION_FLUSH) };
  }
  if (encoding === 'gzip') {
    const stream = createGzip({ level: 6 });
    return { stream, encoding: 'gzip', flush: () => stream.flush(constants.Z_SYNC_FLUSH) };
  }
  return { stream: new PassThrough(), flush: () => undefined };
}

/**
 * The page a navigation gets is the built index.html with the route's first reads (core's
 * `firstReads`: client, theme, footer, venues, the venue's activities; then `dayReads`: a time-slot page's sessions; a
 * camp's or course's page, `programmeReads`: its programme) already answered inside it, so the app renders
 * without waiting for them. The reads go through the API itself (`inject`, the same Host, no credentials), so they
 * are exactly what an anonymous browser would get; whatever is not answered within the budget (config FIRST_READS_BUDGET_MS) is left to the browser.
 */
export function createAppShell(
  app: FastifyInstance,
  webDist: string,
  readsBudgetMs = 200,
  /**
   * Whether the server is full (anyone waits in a waiting room): a customer's view is a draw of its own, never kept,
   * so while it is full none is drawn and the app draws the page, as it does for every signed-in page elsewhere.
   */
  full: () => boolean = () => false,
) {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const firstView = createFirstView(webDist);
  void firstView.load();
  // Written by the web build: the chunks each route's module needs beyond the entry's (absent in a bare dist).
  const preloadsFile = join(webDist, 'route-preloads.json');
  const chunksOf = existsSync(preloadsFile) ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as Record<string, string[]>) : {};

  /**
   * The route's first reads, started at once, and what they tell of the page's venue and activity (core's
   * `PageFacts`) as soon as the venues and the activity catalogue have answered, within the budget. With `token`
   * (a page drawn for the signed-in customer) every read is made as them, the page's own included.
   */
  function startReads(request: FastifyRequest, site: Site, pathname: string, params: RouteParams, token: string | null, selected: string | null) {
    const reads: PreloadedReads = {};
    const api = createApiClient({
      baseUrl: '/api',
      getToken: () => token,
      fetch: async (url, init) => {
        const headers: Record<string, string> = { host: request.headers.host ?? '', accept: init.headers.Accept ?? 'application/json' };
        if (init.headers.Authorization) headers.authorization = init.headers.Authorization;
        const res = await app.inject({ method: 'GET', url, headers });
        if (res.statusCode === 200) reads[url] = res.body;
        return { ok: res.statusCode < 300, status: res.statusCode, text: () => Promise.resolve(res.body) };
      },
    });
    const first = firstReads(api, pathname, params, selected, site);
    const venues = first.venues.queryFn();
    const activities = first.activities?.queryFn() ?? Promise.resolve(null);
    const facts: Promise<PageFacts> = Promise.allSettled([venues, activities]).then(([venuesRead, activitiesRead]) => ({
      venueSlugs: venuesRead.status === 'fulfilled' ? venuesRead.value.map((venue) => venue.slug) : undefined,
      activityMissing: activitiesRead.status === 'rejected' && activitiesRead.reason instanceof ApiError && activitiesRead.reason.status === 404,
    }));
    // The time-slot page's sessions and dates follow as soon as the venue and its activities are known (core's dayReads).
    const day = Promise.all([venues, activities]).then(([venueList, activityList]) => {
      const next = activityList && dayReads(api, params, venueList, activityList);
      return next && Promise.allSettled([next.sessions.queryFn(), next.dates.queryFn()]);
    });
    // A camp's or course's page also carries its programme (core's programmeReads), so its first view shows the title.
    const programme = programmeReads(api, pathname, params)?.queryFn() ?? null;
    // The join site's venues and a centre's plans (core's joinReads), the customer's dashboard and bookings
    // (readMyAccountPage) and their basket (readBasketPage, with the theme and footer of the venue it selects), so
    // their first views show them.
    const read: Read = (query) => query.queryFn();
    const own =
      site === 'online-joining'
        ? (joinReads(api, pathname, params)?.queryFn() ?? null)
        : !token
          ? null
          : site === 'my-account'
            ? readMyAccountPage(read, api, token, pathname)
            : readBasketPage(read, api, pathname, { selectedVenue: selected, token });
    const all = Promise.allSettled([first.client.queryFn(), first.theme.queryFn(), first.footer.queryFn(), day, programme, own]);
    return { facts: withinBudget(facts, {}), reads: withinBudget(all, null).then(() => ({ ...reads })) };
  }

  /** What `promise` gives within the reads' budget, else `otherwise` (a read not answered by then is left to the browser). */
  function withinBudget<T, U>(promise: Promise<T>, otherwise: U): Promise<T | U> {
    let timer: NodeJS.Timeout | undefined;
    return Promise.race([promise, new Promise<U>((resolve) => (timer = setTimeout(() => resolve(otherwise), readsBudgetMs)))]).finally(() =>
      clearTimeout(timer),
    );
  }

  // The page is sent in two parts: everything before the app's root at once, so the browser fetches the code while
  // the reads are answered; then the root (with a visitor's first view in it), the reads and the end. Module scripts
  // run only once the document is complete, so the app always finds the reads in place.
  const rootAt = html.indexOf(emptyRoot);
  const [opening, rest] = rootAt < 0 ? [html, ''] : [html.slice(0, rootAt), html.slice(rootAt + emptyRoot.length)];
  const bodyEnd = rest.lastIndexOf('</body>');
  const [afterRoot, closing] = bodyEnd < 0 ? [rest, ''] : [rest.slice(0, bodyEnd), rest.slice(bodyEnd)];
  const rootWith = (view: string | null) => (rootAt < 0 ? '' : (view ?? emptyRoot));
  const deferred = codeAfterFirstPaint(opening);

  return async function sendAppShell(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    const pathname = stripTrailingSlash(request.url.split('?')[0] ?? '/');
    const site = siteFromHostname((request.headers.host ?? '').split(':')[0] ?? '');
    const page = matchSitePage(site, pathname);
    // The route table is the bookings site's; the other sub-sites get the shell's reads for their page's params. A
    // visitor's first view is drawn on the bookings pages and the join site's venues and plans, a signed-in customer's
    // on their dashboard, bookings, basket and checkout (core's joinFirstViewPatterns, myAccountFirstViewPatterns,
    // basketFirstViewPatterns).
    const route = site === 'bookings' ? matchBookingsRoute(pathname) : null;
    const viewer = firstView.viewer(request);
    const drawn = viewer && !(viewer.kind === 'customer' && full()) ? drawnPage(site, viewer, route, page) : null;
    const token = drawn && viewer?.kind === 'customer' ? viewer.token : null;
    const named = page?.params.venueSlug !== undefined;
    // Spec §3's selected venue, from its cookie.
    const selected = readSelectedVenue({ get: (name) => cookieValue(request.headers.cookie, name) }).venueSlug;
    const reads = request.method === 'GET' || named ? startReads(request, site, pathname, route?.params ?? page?.params ?? {}, token, selected) : null;
    // A customer's page is theirs alone: no cache keeps it.
    if (token) reply.header('cache-control', 'private, no-store');
    // Spec §2's not-found page answers 404, so search engines and monitors see it. The status goes before the page, so
    // a page naming a venue waits for the venues (and an activity's page for its catalogue) first.
    if (pageNotFound(page, named && reads ? await reads.facts : {})) reply.code(404);
    // A page that only leads on to another (spec §2 short addresses, /redirect-to-selected-venue) is answered with a
    // redirect to the page at the end of the way, when core can tell it from the venues; else the app leads the way.
    // An address with a query string is the app's (a token, a kiosk, an embedded frame).
    if (site === 'bookings' && page && leadsOn(page.pattern) && reads && !request.url.includes('?')) {
      const to = pageRedirect(page, await reads.facts, selected);
      if (to) return reply.header('vary', 'accept-encoding, cookie').redirect(to, 302);
    }
    if (!reads || request.method === 'HEAD') return reply.send(html);
    // The route's own code is preloaded whoever draws the page (the bookings routes; the other sites' pages with a view).
    const routed = route ?? (site === 'bookings' ? null : page);
    const chunks = routed ? (chunksOf[routePreloadKey(site, routed.pattern)] ?? []) : [];
    const links = chunks.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`);
    // A page that may get a first view loads its code after that view is painted (codeAfterFirstPaint).
    const code = drawn && deferred ? deferred : null;
    const { stream: body, encoding, flush } = pageStream(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    body.write(code ? code.head : opening.replace('</head>', `${links.join('')}</head>`));
    flush();
    const loader = code ? code.loader(chunks) : '';
    reads.reads
      .then(async (answered) => {
        const view = code && viewer ? await firstView.render(request, answered, site, viewer) : null;
        body.end(`${rootWith(view)}${afterRoot}${preloadedReadsScript(answered, { personal: token !== null })}${loader}${closing}`);
      })
      .catch(() => body.end(`${rootWith(null)}${afterRoot}${loader}${closing}`));
    return reply.send(body);
  };
}

export type AppShell = ReturnType<typeof createAppShell>;

/** The page a first view is drawn of for `viewer`, or null: see `sendAppShell`. */
function drawnPage(site: Site, viewer: Viewer, route: SitePage | null, page: SitePage | null): SitePage | null {
  if (viewer.kind === 'customer') {
    if (site === 'bookings') return route && basketFirstViewPatterns.includes(route.pattern) ? route : null;
    return site === 'my-account' && page && myAccountFirstViewPatterns.includes(page.pattern) ? page : null;
  }
  // A page that only leads on to another has no view of its own (the browser follows the way: see sendAppShell). The
  // site's page, not the route, says which it is: the route table has no pages of every site (/accessibility is no venue).
  if (site === 'bookings') return route && !(page && leadsOn(page.pattern)) ? route : null;
  return site === 'online-joining' && page && joinFirstViewPatterns.includes(page.pattern) ? page : null;
}
