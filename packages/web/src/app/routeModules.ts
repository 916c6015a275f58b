import type { bookingsRoutePatterns } from '@courtside/core';

type Pattern = (typeof bookingsRoutePatterns)[number];

/** A route's module in `src/sites/bookings/routes/` and the component it exports for the route. */
export interface RouteModule {
  module: string;
  component?: string;
}

/**
 * Which module serves each spec §2 bookings route (routes later issues fill show the placeholder). Plain data, so the
 * build can also read it: it writes which chunks each route needs (`route-preloads.json`), and the server preloads
 * them with the page.
 */
export const bookingsRouteModules: Partial<Record<Pattern, RouteModule>> = {
  '/': { module: 'Home' },
  '/redirect-to-selected-venue': { module: 'RedirectToSelectedVenue', component: 'ActivityRedirect' },
  '/course-redirect-to-selected-venue': { module: 'RedirectToSelectedVenue', component: 'CourseRedirect' },
  '/camp-redirect-to-selected-venue': { module: 'RedirectToSelectedVenue', component: 'CampRedirect' },
  '/location/:venueSlug': { module: 'Venue' },
  // ── accounts: account route modules go below this line ──
  '/register': { module: 'Register' },
  '/attendees': { module: 'Attendees' },
  // ── browse: browse route modules go below this line ──
  '/location/:venueSlug/:activitySlug': { module: 'Activity' },
  '/location/:venueSlug/:activitySlug/:dateSlug/:type?/*': { module: 'TimeSlots' },
  '/camps/location/:venueSlug': { module: 'CampCategories' },
  '/camps/location/:venueSlug/:activitySlug': { module: 'CampList' },
  '/camps/location/:venueSlug/:activitySlug/timetable': { module: 'CampTimetable' },
  '/camps/location/:venueSlug/:activitySlug/timetable/:campSlug': { module: 'CampDetails' },
  '/camps/location/:venueSlug/:activitySlug/:campSlug/book': { module: 'CampBooking' },
  '/courses/location/:venueSlug': { module: 'CourseCategories' },
  '/courses/location/:venueSlug/:activitySlug': { module: 'CourseList' },
  '/courses/location/:venueSlug/:activitySlug/timetable': { module: 'CourseTimetable' },
  '/courses/location/:venueSlug/:activitySlug/timetable/:courseSlug': { module: 'CourseDetails' },
  '/courses/location/:venueSlug/:activitySlug/:courseSlug/book': { module: 'CourseBooking' },
  '/packages/location/:venueSlug/:packageId/book': { module: 'PackageBook' },
  '/pricing': { module: 'Pricing' },
  // ── checkout: basket, checkout and confirmation route modules go below this line ──
  '/basket': { module: 'Basket' },
  '/basket/checkout': { module: 'Checkout' },
  '/checkout/:checkoutId': { module: 'CheckoutLink' },
  '/booking-confirmed/:completeOrderId': { module: 'BookingConfirmed' },
  '/:venueSlug': { module: 'ShortRedirect' },
  '/:venueSlug/:activitySlug': { module: 'ShortRedirect' },
  '/:venueSlug/:activitySlug/:dateSlug/:type?': { module: 'ShortRedirect' },
};

/**
 * The routes whose pages show only the texts of a first view (core's `enFirstView`): they load no others, so the home
 * page is taken over without them. Every other route loads the rest of the texts beside its module.
 */
export const firstViewTextRoutes: readonly Pattern[] = ['/'];

/** The module of a route the table leaves out. */
export const placeholderModule: RouteModule = { module: 'Placeholder' };

/** Where the route modules live, relative to the web package (the build's manifest names them so). */
export const routeModuleFile = (module: string) => `src/sites/bookings/routes/${module}.tsx`;
