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
import { createRoutePrefetch, type RoutePrefetch } from './app/prefetch';
import { AppProviders, createQueryClient } from './app/providers';
import { bookingsRoutes } from './app/router';
import { onlineJoiningRoutes } from './app/otherSiteRouters';

export interface FirstViewInput {
  /** The page's URL as the browser asked for it (origin, path and query). */
  url: string;
  /** The sub-site the host names: the bookings site, or the join site's venues and plans (absent: bookings). */
  site?: Extract<Site, 'bookings' | 'online-joining'>;
  /** The page's own cookies, read only (the selected venue). */
  cookie: (name: string) => string | undefined;
  /** The public reads the server answered for the page (core's `firstReads` and `dayReads`, keyed by URL). */
  reads: PreloadedReads;
  /** Whether the browser said it is a phone: the header is drawn for a small screen (spec §9 breakpoint). */
  smallScreen: boolean;
}

/** A visitor's app context: no session, no kiosk, nothing stored; the API answers only from the page's reads. */
function visitorContext(input: FirstViewInput): AppContextValue {
  const preloaded = createPreloadedFetch(input.reads);
  const cookies: CookieAdapter = { get: input.cookie, set: () => undefined };
  return {
    api: createApiClient({
      baseUrl: '/api',
      // A read the page does not carry fails: the view is not rendered rather than rendered half loaded.
      fetch: (url, init) => Promise.resolve(preloaded(url, init) ?? { ok: false, status: 503, text: () => Promise.resolve('{}') }),
    }),
    site: input.site ?? 'bookings',
    session: createSessionStore(memoryStorage()),
    system: createSystemStore(),
    kiosk: createKioskStore(),
    selectedVenue: createSelectedVenueStore(cookies),
    signedIn: createSignedInState(),
    waitingRoom: createWaitingRoomStore(),
    toasts: createToastStore(() => 'toast'),
    firstView: { location: new URL(input.url), smallScreen: input.smallScreen },
  };
}

/**
 * A visitor's first view of a bookings page (or a join site's venues or plans), rendered by the server from the same routes, components and reads the
 * browser will use, so a phone paints the page before its scripts have loaded. Null when the route redirects, fails or
 * needs a read the page does not carry: the browser then renders it alone, as before.
 * The browser does not hydrate this markup; it renders the same view over it once its code and reads are in
 * (main.tsx), so a difference (a session this server cannot see) is simply drawn over.
 */
export async function renderFirstView(input: FirstViewInput): Promise<string | null> {
  // Every text, so no page's view waits for them (the browser's home renders the same from the first view's alone).
  await loadTexts();
  const context = visitorContext(input);
  const queryClient = createQueryClient();
  const pending: Promise<void>[] = [];
  const prefetch = createRoutePrefetch({ api: context.api, queryClient, selectedVenue: () => context.selectedVenue.venueSlug, site: context.site });
  const tracked: RoutePrefetch = (pathname, params, siteRead) => {
    const work = prefetch(pathname, params, siteRead);
    pending.push(work);
    return work;
  };
  const handler = createStaticHandler(context.site === 'online-joining' ? onlineJoiningRoutes(tracked) : bookingsRoutes(tracked));
  const routed = await handler.query(new Request(input.url));
  if (routed instanceof Response || routed.errors || routed.statusCode !== 200) return null;
  await Promise.all(pending);
  if (queryClient.getQueryCache().getAll().some((query) => query.state.status !== 'success')) return null;
  const router = createStaticRouter(handler.dataRoutes, routed);
  return renderToString(
    <AppProviders context={context} queryClient={queryClient}>
      <StaticRouterProvider router={router} context={routed} hydrate={false} />
    </AppProviders>,
  );
}
