import { basketFirstViewPatterns, bookingsRoutePatterns, loadChunk } from '@courtside/core';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { accountRoutes } from '../account/accountRoutes';
import { tillRoutes } from '../till/tillRoutes';
import { bookingsRouteModules, firstViewTextRoutes, placeholderModule, type RouteModule } from './routeModules';
import type { RoutePrefetch, SiteRead } from './prefetch';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { siteRoutes } from './siteRoutes';
import { loadTexts } from './i18n';
import { preloadRouteChunks } from './routeChunks';

/** A route module loaded on demand: what it gives its route (Component, handle). */
export type Lazy = () => Promise<Pick<RouteObject, 'Component' | 'handle'>>;

export type Loaded = { handle?: unknown } & Record<string, unknown>;
export type Glob = Record<string, () => Promise<Loaded>>;
/**
 * The bookings site's route modules, each its own chunk, keyed by file (import.meta.glob keeps the imports lazy). The
 * other sub-sites' tables load with them (otherSiteRouters.tsx), so the bookings entry does not carry them.
 */
const bookingsFiles: Glob = import.meta.glob<Loaded>('../sites/bookings/routes/*.tsx');
/** A route module of one site's folder, and the component it gives its route. */
export const lazyFrom = (files: Glob, site: string) => ({ module, component = 'Component' }: RouteModule): Lazy => () =>
  files[`../sites/${site}/routes/${module}.tsx`]!().then((m) => ({ Component: m[component] as RouteObject['Component'], handle: m.handle }));
export const lazyModule = lazyFrom(bookingsFiles, 'bookings');
export const notFound: RouteObject = { path: '*', lazy: () => import('../sites/bookings/routes/NotFound').then((m) => ({ Component: m.Component, handle: m.handle })) };
/**
 * Until a page's code is in, nothing is drawn over what the page already shows (the server's first view or the loader):
 * said outright, so the router does not warn on every page load that it has no fallback.
 */
const NothingYet = () => null;
/**
 * A route's code that, once loaded, waits for every text too (`loadTexts`): the first view's texts (core's
 * `enFirstView`) are the shell's and the home page's, so every other page loads the rest beside its module.
 */
const andTexts = <T,>(load: () => Promise<T>) => () => Promise.all([load(), loadTexts()]).then(([loaded]) => loaded);
export const withTexts = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) => {
    const { lazy, children } = route;
    return {
      ...route,
      ...(typeof lazy === 'function' ? { lazy: andTexts(lazy) } : {}),
      ...(children ? { children: withTexts(children) } : {}),
    } as RouteObject;
  });
/** Spec §4: the shell around every page, a pathless route keeping it around the error screen. */
export const shellRoutes = (children: RouteObject[]): RouteObject[] => [
  { path: '/', element: <RootLayout />, HydrateFallback: NothingYet, errorElement: <RouteError />, children: [{ errorElement: <RouteError />, children }] },
];

// globalThis, not window: the server renders a visitor's first view from these routes too (ssr.tsx).
const timers = { setTimeout: (run: () => void, ms: number) => globalThis.setTimeout(run, ms), clearTimeout: (handle: never) => globalThis.clearTimeout(handle) };
/** Spec §8/§9: a route's code that fails to load, or not within the time-out, raises 'Loading chunk … failed'. */
export const timed = (path: string, lazy: Lazy): Lazy => () => {
  preloadRouteChunks(path);
  return loadChunk(path, lazy, timers);
};

/**
 * The bookings sub-site's route tree (spec §2), every route registered, each module loaded on demand. Each route's
 * loader starts its data (`prefetch`) as the navigation starts, beside its code, and returns at once. The server
 * renders a visitor's first view from the same tree (`ssr.tsx`).
 */
export function bookingsRoutes(prefetch?: RoutePrefetch): RouteObject[] {
  const loader = prefetchLoader(prefetch);
  const basketLoader = prefetchLoader(prefetch, basketPageRead);
  const route = (path: (typeof bookingsRoutePatterns)[number]): RouteObject => {
    const load = timed(path, lazyModule(bookingsRouteModules[path] ?? placeholderModule));
    const lazy = firstViewTextRoutes.includes(path) ? load : andTexts(load);
    if (path === '/') return { index: true, loader, lazy };
    return { path, loader: basketFirstViewPatterns.includes(path) ? basketLoader : loader, lazy };
  };
  const children: RouteObject[] = bookingsRoutePatterns.map(route);
  children.push(...withTexts(accountRoutes)); // ── accounts: non-spec account pages (accountRoutes) ──
  children.push(...withTexts(siteRoutes)); // the accessibility statement, as on every sub-site
  children.push(...withTexts(tillRoutes)); // front of house: the staff login and the till
  children.push(...withTexts([notFound]));
  // Spec §4: query failures other than 404, 409 and 422 raise to the boundary; the pathless route keeps the shell
  // around the error screen, and the root's boundary catches what the shell itself throws.
  return shellRoutes(children);
}

/**
 * A basket page's reads (core's readBasketPage): the basket of whoever is signed in and, when it selects its venue, that
 * venue's theme and footer; the server draws the customer's from the same.
 */
const basketPageRead: SiteRead = ({ read, api, token, selectedUserId, selectedVenue }, pathname) =>
  token ? import('./basketPrefetch').then(({ readBasketPage }) => readBasketPage(read, api, pathname, { selectedUserId, selectedVenue, token })) : null;

/** A route's loader that starts its data (`prefetch`, with its site's own read) and returns at once. */
export const prefetchLoader =
  (prefetch?: RoutePrefetch, siteRead?: SiteRead): LoaderFunction =>
  ({ request, params }) => {
    void prefetch?.(new URL(request.url).pathname, params, siteRead);
    return null;
  };

export const createBookingsRouter = (prefetch?: RoutePrefetch) => createBrowserRouter(bookingsRoutes(prefetch));

