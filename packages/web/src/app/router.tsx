import { bookingsRoutePatterns, loadChunk } from '@courtside/core';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { accountRoutes } from '../account/accountRoutes';
import type { RoutePrefetch } from './prefetch';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/** A route module loaded on demand: what it gives its route (Component, handle). */
type Lazy = () => Promise<Pick<RouteObject, 'Component' | 'handle'>>;
type Pattern = (typeof bookingsRoutePatterns)[number];

const placeholder: Lazy = () => import('../sites/bookings/routes/Placeholder').then((m) => ({ Component: m.Component, handle: m.handle }));
const shortRedirect: Lazy = () => import('../sites/bookings/routes/ShortRedirect').then((m) => ({ Component: m.Component }));

/** Which module serves each spec §2 bookings route; routes later issues fill show a placeholder. */
const modules: Partial<Record<Pattern, Lazy>> = {
  '/': () => import('../sites/bookings/routes/Home').then((m) => ({ Component: m.Component, handle: m.handle })),
  '/redirect-to-selected-venue': () => import('../sites/bookings/routes/RedirectToSelectedVenue').then((m) => ({ Component: m.ActivityRedirect })),
  '/course-redirect-to-selected-venue': () => import('../sites/bookings/routes/RedirectToSelectedVenue').then((m) => ({ Component: m.CourseRedirect })),
  '/camp-redirect-to-selected-venue': () => import('../sites/bookings/routes/RedirectToSelectedVenue').then((m) => ({ Component: m.CampRedirect })),
  '/location/:venueSlug': () => import('../sites/bookings/routes/Venue').then((m) => ({ Component: m.Component, handle: m.handle })),
  // ── accounts: account route modules go below this line ──
  '/register': () => import('../sites/bookings/routes/Register').then((m) => ({ Component: m.Component, handle: m.handle })),
  // ── browse: browse route modules go below this line ──
  '/location/:venueSlug/:activitySlug': () => import('../sites/bookings/routes/Activity').then((m) => ({ Component: m.Component, handle: m.handle })),
  '/location/:venueSlug/:activitySlug/:dateSlug/:type?/*': () => import('../sites/bookings/routes/TimeSlots').then((m) => ({ Component: m.Component, handle: m.handle })),
  // ── checkout: basket, checkout and confirmation route modules go below this line ──
  '/basket': () => import('../sites/bookings/routes/Basket').then((m) => ({ Component: m.Component, handle: m.handle })),
  '/basket/checkout': () => import('../sites/bookings/routes/Checkout').then((m) => ({ Component: m.Component, handle: m.handle })),
  '/checkout/:checkoutId': () => import('../sites/bookings/routes/CheckoutLink').then((m) => ({ Component: m.Component, handle: m.handle })),
  '/booking-confirmed/:completeOrderId': () => import('../sites/bookings/routes/BookingConfirmed').then((m) => ({ Component: m.Component, handle: m.handle })),
  '/:venueSlug': shortRedirect,
  '/:venueSlug/:activitySlug': shortRedirect,
  '/:venueSlug/:activitySlug/:dateSlug/:type?': shortRedirect,
};

const timers = { setTimeout: (run: () => void, ms: number) => window.setTimeout(run, ms), clearTimeout: (handle: never) => window.clearTimeout(handle) };
/** Spec §8/§9: a route's code that fails to load, or not within the time-out, raises 'Loading chunk … failed'. */
const timed = (path: string, lazy: Lazy): Lazy => () => loadChunk(path, lazy, timers);

/**
 * The bookings sub-site's route tree (spec §2), every route registered, each module loaded on demand. Each route's
 * loader starts its data (`prefetch`) as the navigation starts, beside its code, and returns at once.
 */
export function createBookingsRouter(prefetch?: RoutePrefetch) {
  const loader: LoaderFunction = ({ request, params }) => {
    prefetch?.(new URL(request.url).pathname, params);
    return null;
  };
  const children: RouteObject[] = bookingsRoutePatterns.map((path) =>
    path === '/' ? { index: true, loader, lazy: timed(path, modules[path]!) } : { path, loader, lazy: timed(path, modules[path] ?? placeholder) },
  );
  children.push(...accountRoutes); // ── accounts: non-spec account pages (accountRoutes) ──
  children.push({ path: '*', lazy: () => import('../sites/bookings/routes/NotFound').then((m) => ({ Component: m.Component })) });
  // Spec §4: query failures other than 404, 409 and 422 raise to the boundary; the pathless route keeps the shell
  // around the error screen, and the root's boundary catches what the shell itself throws.
  return createBrowserRouter([
    { path: '/', element: <RootLayout />, errorElement: <RouteError />, children: [{ errorElement: <RouteError />, children }] },
  ]);
}
