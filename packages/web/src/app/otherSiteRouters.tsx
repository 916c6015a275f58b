import { bookingsPaths, myAccountPaths, readJoinPage, readMyAccountPage } from '@courtside/core';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { accountRoutes } from '../account/accountRoutes';
import type { RoutePrefetch, SiteRead } from './prefetch';
import { lazyFrom, lazyModule, notFound, prefetchLoader, shellRoutes, timed, withTexts, type Glob, type Loaded } from './router';
import { siteRoutes } from './siteRoutes';

// The my-account and online-joining sub-sites' route trees (spec §2), loaded by the entry only on their hosts.

/** Each site's route modules, each its own chunk, keyed by file (import.meta.glob keeps the imports lazy). */
const myAccountFiles: Glob = import.meta.glob<Loaded>('../sites/my-account/routes/*.tsx');
const joiningFiles: Glob = import.meta.glob<Loaded>('../sites/online-joining/routes/*.tsx');
const myAccountPage = (module: string) => lazyFrom(myAccountFiles, 'my-account')({ module });
const joiningPage = (module: string) => lazyFrom(joiningFiles, 'online-joining')({ module });

/** A my-account page's reads (core's readMyAccountPage: the dashboard's, the bookings'), the signed-in customer's own. */
const accountPageRead: SiteRead = ({ read, api, token }, pathname) => (token ? readMyAccountPage(read, api, token, pathname) : null);
/** A join page's read (core's readJoinPage): the venues to join at, or a centre's plans. */
const joinPageRead: SiteRead = ({ read, api }, pathname, params) => readJoinPage(read, api, pathname, params);

/**
 * The my-account sub-site's route tree (spec §2 My-account navigation): dashboard, details, attendees (spec §2
 * /attendees, ours in this frame), memberships, packages, bookings, guest passes and payments inside the logged-in frame; /login and the account pages as on bookings.
 * The dashboard and the bookings start their reads as the navigation starts (`prefetch`, with core's
 * readMyAccountPage): the server draws a signed-in customer's first view of them from these routes (ssr.tsx), and the
 * app takes it over with the same reads.
 */
export function myAccountRoutes(prefetch?: RoutePrefetch): RouteObject[] {
  const page = (path: string, module: string): RouteObject => ({ path, lazy: timed(path, myAccountPage(module)) });
  const loader = prefetchLoader(prefetch, accountPageRead);
  const framed: RouteObject[] = [
    { index: true, loader, lazy: timed('/', myAccountPage('Dashboard')) },
    { ...page(myAccountPaths.bookings(), 'Bookings'), loader },
    { ...page(myAccountPaths.upcomingBookings(), 'Bookings'), loader },
    page(myAccountPaths.payments(), 'Payments'),
    page(myAccountPaths.userDetails(), 'UserDetails'),
    page(myAccountPaths.attendees(), 'Attendees'),
    page(myAccountPaths.memberships(), 'Memberships'),
    page(myAccountPaths.packages(), 'Packages'),
    page(myAccountPaths.guestPasses(), 'GuestPasses'),
  ];
  // The logged-in frame loads with the first of its pages.
  const frame: RouteObject = { lazy: timed('/', () => import('../sites/my-account/MyAccountLayout').then((m) => ({ Component: m.MyAccountLayout }))), children: framed };
  // Buying from my-account (guest passes) is paid for with the bookings site's basket and checkout modules.
  return shellRoutes(withTexts([frame, ...checkoutRoutes(), ...accountRoutes, ...siteRoutes, notFound]));
}

export const createMyAccountRouter = (prefetch?: RoutePrefetch) => createBrowserRouter(myAccountRoutes(prefetch));

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
 * /order-confirmed/{orderId}; /login and the account pages as elsewhere. The venues' and a centre's pages start their
 * reads as the navigation starts (`prefetch`, with core's `joinReads`): the server draws a visitor's first view of them
 * from these routes (ssr.tsx), and the app takes it over with the same reads.
 */
export function onlineJoiningRoutes(prefetch?: RoutePrefetch): RouteObject[] {
  const page = (path: string, module: string): RouteObject => ({ path, lazy: timed(path, joiningPage(module)) });
  const loader = prefetchLoader(prefetch, joinPageRead);
  return shellRoutes(withTexts([
    { index: true, loader, lazy: timed('/', joiningPage('JoinHome')) },
    ...checkoutRoutes().filter((route) => !route.path?.startsWith('/booking-confirmed')),
    page('/order-confirmed/:orderId', 'OrderConfirmed'),
    page('/kiosk', 'KioskHome'),
    page('/kiosk/check-in', 'KioskCheckIn'),
    ...accountRoutes,
    ...siteRoutes,
    { ...page('/:venueSlug', 'JoinVenue'), loader },
    page('/:venueSlug/:planKey', 'JoinPlan'),
    notFound,
  ]));
}

export const createOnlineJoiningRouter = (prefetch?: RoutePrefetch) => createBrowserRouter(onlineJoiningRoutes(prefetch));
