import { isDateSlug } from '../time/calendar';
import { matchRoutePattern, type RouteParams } from './matchRoute';
import { bookingsPaths, bookingsRoutePatterns, myAccountPaths } from './paths';
import type { Site } from './shell';

/** Our account pages (sign-in and password) and the accessibility statement: every sub-site serves them. */
const everySitePatterns = ['/login', '/forgotten-password', '/reset-password', '/verify-email', bookingsPaths.accessibility()];
/** The bookings site's basket and checkout pages, which the other sub-sites serve too. */
const checkoutPatterns = [bookingsPaths.basket(), bookingsPaths.basketCheckout(), '/checkout/:checkoutId'];

/**
 * Every page each sub-site routes (spec §2's routes and ours): the paths the web app's routers register
 * (packages/web/src/app/router.tsx), so the server knows which addresses are pages without the router. A journey asks
 * the server for every link the sub-sites show and expects 200 (tests/e2e/shell.spec.ts), so a page routed but missing
 * here is caught.
 */
export const sitePagePatterns: Record<Site, readonly string[]> = {
  bookings: [
    ...bookingsRoutePatterns,
    ...everySitePatterns,
    // Front of house, the class register, closures and check-in (staff pages on the bookings site).
    '/staff/login',
    '/till',
    '/staff/register',
    '/staff/closures',
    '/staff/check-in',
  ],
  'my-account': [
    myAccountPaths.dashboard(),
    myAccountPaths.bookings(),
    myAccountPaths.upcomingBookings(),
    myAccountPaths.payments(),
    myAccountPaths.userDetails(),
    myAccountPaths.attendees(),
    myAccountPaths.memberships(),
    myAccountPaths.packages(),
    myAccountPaths.guestPasses(),
    ...checkoutPatterns,
    '/booking-confirmed/:completeOrderId',
    ...everySitePatterns,
  ],
  'online-joining': ['/', ...checkoutPatterns, '/order-confirmed/:orderId', '/kiosk', '/kiosk/check-in', ...everySitePatterns, '/:venueSlug', '/:venueSlug/:planKey'],
};

/**
 * A page's key in the web build's route-preloads.json (the chunks its route needs beyond the entry's): the bookings
 * site's route pattern, another sub-site's pattern after the site's name.
 */
export const routePreloadKey = (site: Site, pattern: string): string => (site === 'bookings' ? pattern : `${site} ${pattern}`);

export interface SitePage {
  pattern: string;
  params: RouteParams;
}

/**
 * The page a path is on a sub-site, with its params: static patterns before those with params, as react-router ranks
 * them, so `/till` is the till and not a venue called "till". Null when the site has no such page.
 */
export function matchSitePage(site: Site, pathname: string): SitePage | null {
  const patterns = sitePagePatterns[site];
  const ranked = [...patterns.filter((p) => !p.includes(':')), ...patterns.filter((p) => p.includes(':'))];
  for (const pattern of ranked) {
    const params = matchRoutePattern(pattern, pathname);
    if (params) return { pattern, params };
  }
  return null;
}

/** What is known of the page's venue and activity when its status is decided (absent: not known, so not held against it). */
export interface PageFacts {
  /** The tenant's venue slugs. */
  venueSlugs?: readonly string[];
  /** The venue's activity catalogue answered that the path's activity does not exist. */
  activityMissing?: boolean;
}

/**
 * Whether a page navigation shows the not-found page (spec §2 "Page not found"), so the server answers it 404 for search
 * engines and monitors: no page of the site has this address, the venue it names is not one of the tenant's, or, on
 * an activity's pages, the activity or the date is unknown. These are the cases the pages themselves show not-found
 * for (Venue, Activity, TimeSlots, ShortRedirect, JoinVenue); what only a page's own reads can tell (a camp, a
 * course, a plan, a package) keeps 200 and the page shows not-found.
 */
export function pageNotFound(page: SitePage | null, facts: PageFacts): boolean {
  if (!page) return true;
  const { venueSlug, dateSlug } = page.params;
  if (venueSlug !== undefined && facts.venueSlugs && !facts.venueSlugs.includes(venueSlug)) return true;
  const activityPage = page.pattern.startsWith('/location/');
  if (activityPage && facts.activityMissing) return true;
  return activityPage && dateSlug !== undefined && !isDateSlug(dateSlug);
}
