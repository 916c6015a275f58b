import {
  createApiClient,
  createKioskStore,
  createPreloadedFetch,
  createSelectedVenueStore,
  createSessionStore,
  createSystemStore,
  createToastStore,
  createWaitingRoomStore,
  type CookieAdapter,
  type PreloadedReads,
  type Site,
} from '@courtside/core';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { memoryStorage } from './account/session';
import type { AppContextValue } from './app/context';
import { createSignedInState } from './app/signedInState';
import { loadTexts } from './app/i18n';
import { appRoutePrefetch, type RoutePrefetch } from './app/prefetch';
import { settleCustomerView } from './app/customerView';
import { AppProviders, createQueryClient } from './app/providers';
import { bookingsRoutes } from './app/router';
import { myAccountRoutes, onlineJoiningRoutes } from './app/otherSiteRouters';

export interface FirstViewInput {
  /** The page's URL as the browser asked for it (origin, path and query). */
  url: string;
  /** The sub-site the host names (absent: bookings). */
  site?: Site;
  /** The signed-in customer's token when the view is drawn for them (their session's cookie); absent for a visitor. */
  token?: string;
  /** The page's own cookies, read only (the selected venue). */
  cookie: (name: string) => string | undefined;
  /** The reads the server answered for the page (core's `firstReads` and the page's own), keyed by URL: a visitor's, or the customer's. */
  reads: PreloadedReads;
  /** Whether the browser said it is a phone: the header is drawn for a small screen (spec §9 breakpoint). */
  smallScreen: boolean;
}

/** A visitor's or the signed-in customer's app context: no kiosk, nothing stored; the API answers only from the page's reads. */
function viewerContext(input: FirstViewInput): AppContextValue {
  const token = input.token ?? null;
  const preloaded = createPreloadedFetch(input.reads, { madeWith: token });
  const cookies: CookieAdapter = { get: input.cookie, set: () => undefined };
  const session = createSessionStore(memoryStorage());
  session.token = token;
  return {
    api: createApiClient({
      baseUrl: '/api',
      // A read the page does not carry fails: the view is not rendered rather than rendered half loaded.
      fetch: (url, init) => Promise.resolve(preloaded(url, init) ?? { ok: false, status: 503, text: () => Promise.resolve('{}') }),
      getToken: () => token,
    }),
    site: input.site ?? 'bookings',
    session,
    system: createSystemStore(),
    kiosk: createKioskStore(),
    selectedVenue: createSelectedVenueStore(cookies),
    signedIn: createSignedInState(),
    waitingRoom: createWaitingRoomStore(),
    toasts: createToastStore(() => 'toast'),
    firstView: { location: new URL(input.url), smallScreen: input.smallScreen },
  };
}

/** The routes of the sub-site the view is drawn for, their loaders starting the page's reads (`prefetch`). */
const routesOf = (site: Site, prefetch: RoutePrefetch) =>
  site === 'online-joining' ? onlineJoiningRoutes(prefetch) : site === 'my-account' ? myAccountRoutes(prefetch) : bookingsRoutes(prefetch);

/**
 * A visitor's first view of a bookings page (or a join site's venues or plans), or a signed-in customer's of their
 * dashboard, rendered by the server from the same routes, components and reads the
 * browser will use, so a phone paints the page before its scripts have loaded. Null when the route redirects, fails or
 * needs a read the page does not carry: the browser then renders it alone, as before.
 * The browser hydrates it once its code and reads are in (main.tsx); a view drawn for someone other than whom the
 * browser draws for (a session this server was not told of) is drawn over instead.
 */
export async function renderFirstView(input: FirstViewInput): Promise<string | null> {
  // Every text, so no page's view waits for them (the browser's home renders the same from the first view's alone).
  await loadTexts();
  const context = viewerContext(input);
  const queryClient = createQueryClient();
  const pending: Promise<void>[] = [];
  const tracked = appRoutePrefetch(context, queryClient, (work) => void pending.push(work));
  const handler = createStaticHandler(routesOf(context.site, tracked));
  const routed = await handler.query(new Request(input.url));
  if (routed instanceof Response || routed.errors || routed.statusCode !== 200) return null;
  await Promise.all(pending);
  if (queryClient.getQueryCache().getAll().some((query) => query.state.status !== 'success')) return null;
  // A customer's view is drawn as the app will take it over (app/customerView.ts).
  if (input.token) settleCustomerView(context, queryClient, new URL(input.url).pathname);
  const router = createStaticRouter(handler.dataRoutes, routed);
  return renderToString(
    <AppProviders context={context} queryClient={queryClient}>
      <StaticRouterProvider router={router} context={routed} hydrate={false} />
    </AppProviders>,
  );
}
