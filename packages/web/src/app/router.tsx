import { bookingsPaths, bookingsRoutePatterns, loadChunk, myAccountPaths } from '@courtside/core';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { accountRoutes } from '../account/accountRoutes';
import { tillRoutes } from '../till/tillRoutes';
import { bookingsRouteModules, placeholderModule, type RouteModule } from './routeModules';
import type { RoutePrefetch } from './prefetch';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { siteRoutes } from './siteRoutes';
import { MyAccountLayout } from '../sites/my-account/MyAccountLayout';

/** A route module loaded on demand: what it gives its route (Component, handle). */
type Lazy = () => Promise<Pick<RouteObject, 'Component' | 'handle'>>;

type Loaded = { handle?: unknown } & Record<string, unknown>;
type Glob = Record<string, () => Promise<Loaded>>;
/** Each site's route modules, each its own chunk, keyed by file (import.meta.glob keeps the imports lazy). */
const bookingsFiles: Glob = import.meta.glob<Loaded>('../sites/bookings/routes/*.tsx');
const myAccountFiles: Glob = import.meta.glob<Loaded>('../sites/my-account/routes/*.tsx');
const joiningFiles: Glob = import.meta.glob<Loaded>('../sites/online-joining/routes/*.tsx');
/** A route module of one site's folder, and the component it gives its route. */
const lazyFrom = (files: Glob, site: string) => ({ module, component = 'Component' }: RouteModule): Lazy => () =>
  files[`../sites/${site}/routes/${module}.tsx`]!().then((m) => ({ Component: m[component] as RouteObject['Component'], handle: m.handle }));
const lazyModule = lazyFrom(bookingsFiles, 'bookings');
const myAccountPage = (module: string) => lazyFrom(myAccountFiles, 'my-account')({ module });
const joiningPage = (module: string) => lazyFrom(joiningFiles, 'online-joining')({ module });
const notFound: RouteObject = { path: '*', lazy: () => import('../sites/bookings/routes/NotFound').then((m) => ({ Component: m.Component, handle: m.handle })) };
/**
 * Until a page's code is in, nothing is drawn over what the page already shows (the server's first view or the loader):
 * said outright, so the router does not warn on every page load that it has no fallback.
 */
const NothingYet = () => null;
/** Spec §4: the shell around every page, a pathless route keeping it around the error screen. */
const shellRoutes = (children: RouteObject[]): RouteObject[] => [
  { path: '/', element: <RootLayout />, HydrateFallback: NothingYet, errorElement: <RouteError />, children: [{ errorElement: <RouteError />, children }] },
];
const shell = (children: RouteObject[]) => createBrowserRouter(shellRoutes(children));

// globalThis, not window: the server renders a visitor's first view from these routes too (ssr.tsx).
const timers = { setTimeout: (run: () => void, ms: number) => globalThis.setTimeout(run, ms), clearTimeout: (handle: never) => globalThis.clearTimeout(handle) };
/** Spec §8/§9: a route's code that fails to load, or not within the time-out, raises 'Loading chunk … failed'. */
const timed = (path: string, lazy: Lazy): Lazy => () => loadChunk(path, lazy, timers);

/**
 * The bookings sub-site's route tree (spec §2), every route registered, each module loaded on demand. Each route's
 * loader starts its data (`prefetch`) as the navigation starts, beside its code, and returns at once. The server
 * renders a visitor's first view from the same tree (`ssr.tsx`).
 */
export function bookingsRoutes(prefetch?: RoutePrefetch): RouteObject[] {
  const loader: LoaderFunction = ({ request, params }) => {
    void prefetch?.(new URL(request.url).pathname, params);
    return null;
  };
  const children: RouteObject[] = bookingsRoutePatterns.map(
    (path) => {
      const lazy = timed(path, lazyModule(bookingsRouteModules[path] ?? placeholderModule));
      return path === '/' ? { index: true, loader, lazy } : { path, loader, lazy };
    },
  );
  children.push(...accountRoutes); // ── accounts: non-spec account pages (accountRoutes) ──
  children.push(...siteRoutes); // the accessibility statement, as on every sub-site
  children.push(...tillRoutes); // front of house: the staff login and the till
  children.push(notFound);
  // Spec §4: query failures other than 404, 409 and 422 raise to the boundary; the pathless route keeps the shell
  // around the error screen, and the root's boundary catches what the shell itself throws.
  return shellRoutes(children);
}

export const createBookingsRouter = (prefetch?: RoutePrefetch) => createBrowserRouter(bookingsRoutes(prefetch));

/**
 * The my-account sub-site's route tree (spec §2 My-account navigation): dashboard, details, attendees (spec §2
 * /attendees, ours in this frame), memberships, packages, bookings, guest passes and payments inside the logged-in frame; /login and the account pages as on bookings.
 */
export function createMyAccountRouter() {
  const page = (path: string, module: string): RouteObject => ({ path, lazy: timed(path, myAccountPage(module)) });
  const framed: RouteObject[] = [
    { index: true, lazy: timed('/', myAccountPage('Dashboard')) },
    page(myAccountPaths.bookings(), 'Bookings'),
    page(myAccountPaths.upcomingBookings(), 'Bookings'),
    page(myAccountPaths.payments(), 'Payments'),
    page(myAccountPaths.userDetails(), 'UserDetails'),
    page(myAccountPaths.attendees(), 'Attendees'),
    page(myAccountPaths.memberships(), 'Memberships'),
    page(myAccountPaths.packages(), 'Packages'),
    page(myAccountPaths.guestPasses(), 'GuestPasses'),
  ];
  // Buying from my-account (guest passes) is paid for with the bookings site's basket and checkout modules.
  return shell([{ element: <MyAccountLayout />, children: framed }, ...checkoutRoutes(), ...accountRoutes, ...siteRoutes, notFound]);
}

/** The basket, checkout and confirmation pages, as the bookings site serves them, for the other sub-sites. */
const checkoutRoutes = (): RouteObject[] =>
  [
    [bookingsPaths.basket(), 'Basket'],
    [bookingsPaths.basketCheckout(), 'Checkout'],
    ['/checkout/:checkoutId', 'CheckoutLink'],
    ['/booking-confirmed/:completeOrderId', 'BookingConfirmed'],
  ].map(([path, module]) => ({ path, lazy: timed(path!, lazyModule({ module: module! })) }));

/**
 * The online-joining sub-site's route tree (spec §2 online-joining routes): the venues to join at, a centre's plans, joining
 * one plan, the bookings site's basket and checkout pages (the membership is paid for like any basket), and
 * /order-confirmed/{orderId}; /login and the account pages as elsewhere.
 */
export function createOnlineJoiningRouter() {
  const page = (path: string, module: string): RouteObject => ({ path, lazy: timed(path, joiningPage(module)) });
  return shell([
    { index: true, lazy: timed('/', joiningPage('JoinHome')) },
    ...checkoutRoutes().filter((route) => !route.path?.startsWith('/booking-confirmed')),
    page('/order-confirmed/:orderId', 'OrderConfirmed'),
    page('/kiosk', 'KioskHome'),
    page('/kiosk/check-in', 'KioskCheckIn'),
    ...accountRoutes,
    ...siteRoutes,
    page('/:venueSlug', 'JoinVenue'),
    page('/:venueSlug/:planKey', 'JoinPlan'),
    notFound,
  ]);
}
