const enc = encodeURIComponent;

/** Spec §2: path builders for every bookings sub-site route. */
export const bookingsPaths = {
  home: () => '/',
  redirectToSelectedVenue: () => '/redirect-to-selected-venue',
  courseRedirectToSelectedVenue: () => '/course-redirect-to-selected-venue',
  campRedirectToSelectedVenue: () => '/camp-redirect-to-selected-venue',
  register: () => '/register',
  basket: () => '/basket',
  basketCheckout: () => '/basket/checkout',
  checkout: (checkoutId: string) => `/checkout/${enc(checkoutId)}`,
  bookingConfirmed: (completeOrderId: string | number) => `/booking-confirmed/${enc(String(completeOrderId))}`,
  venue: (venueSlug: string) => `/location/${enc(venueSlug)}`,
  activity: (venueSlug: string, activitySlug: string) => `/location/${enc(venueSlug)}/${enc(activitySlug)}`,
  timeSlots: (venueSlug: string, activitySlug: string, dateSlug: string, type?: string) =>
    `/location/${enc(venueSlug)}/${enc(activitySlug)}/${enc(dateSlug)}${type ? `/${enc(type)}` : ''}`,
  camps: (venueSlug: string) => `/camps/location/${enc(venueSlug)}`,
  campCategory: (venueSlug: string, activitySlug: string) => `/camps/location/${enc(venueSlug)}/${enc(activitySlug)}`,
  campTimetable: (venueSlug: string, activitySlug: string) =>
    `/camps/location/${enc(venueSlug)}/${enc(activitySlug)}/timetable`,
  campDetails: (venueSlug: string, activitySlug: string, campSlug: string) =>
    `/camps/location/${enc(venueSlug)}/${enc(activitySlug)}/timetable/${enc(campSlug)}`,
  campBook: (venueSlug: string, activitySlug: string, campSlug: string) =>
    `/camps/location/${enc(venueSlug)}/${enc(activitySlug)}/${enc(campSlug)}/book`,
  courses: (venueSlug: string) => `/courses/location/${enc(venueSlug)}`,
  courseCategory: (venueSlug: string, activitySlug: string) => `/courses/location/${enc(venueSlug)}/${enc(activitySlug)}`,
  courseTimetable: (venueSlug: string, activitySlug: string) =>
    `/courses/location/${enc(venueSlug)}/${enc(activitySlug)}/timetable`,
  courseDetails: (venueSlug: string, activitySlug: string, courseSlug: string) =>
    `/courses/location/${enc(venueSlug)}/${enc(activitySlug)}/timetable/${enc(courseSlug)}`,
  courseBook: (venueSlug: string, activitySlug: string, courseSlug: string) =>
    `/courses/location/${enc(venueSlug)}/${enc(activitySlug)}/${enc(courseSlug)}/book`,
  attendees: () => '/attendees',
  pricing: () => '/pricing',
  /** The accessibility statement (ours; every sub-site serves it, linked from the footer). */
  accessibility: () => '/accessibility',
  packageBook: (venueSlug: string, packageId: string | number) =>
    `/packages/location/${enc(venueSlug)}/${enc(String(packageId))}/book`,
};

/** The operator's open-data dataset site: a page the server renders on every host (docs/openactive.md), linked from the footer. */
export const openDataPath = '/openactive';

/** Spec §2 "My-account navigation". */
export const myAccountPaths = {
  dashboard: () => '/',
  userDetails: () => '/user-details',
  /** Spec §2 /attendees, served in the my-account frame too (ours, docs/api.md). */
  attendees: () => '/attendees',
  memberships: () => '/memberships',
  packages: () => '/packages',
  bookings: () => '/bookings',
  upcomingBookings: () => '/bookings/upcoming',
  guestPasses: () => '/guest-passes',
  payments: () => '/payments',
  login: () => '/login',
  accessibility: () => '/accessibility',
};

/** Spec §2 online-joining routes. */
export const onlineJoiningPaths = {
  home: () => '/',
  /** A centre's memberships (the header's 'Buy a membership' with a centre selected; ours, the spec names the page). */
  venue: (venueSlug: string) => `/${enc(venueSlug)}`,
  /** Joining one plan: the onboarding form for a visitor, then the basket and checkout (ours). */
  plan: (venueSlug: string, planKey: string) => `/${enc(venueSlug)}/${enc(planKey)}`,
  orderConfirmed: (orderId: string | number, kiosk = false) =>
    `/order-confirmed/${enc(String(orderId))}${kiosk ? '?kiosk=true' : ''}`,
  kiosk: (centre: string) => `/kiosk/?kiosk=true&centre=${enc(centre)}`,
  login: () => '/login',
  accessibility: () => '/accessibility',
};

/**
 * Spec §2 bookings route patterns (react-router syntax), in match order: the explicit routes
 * first, then the short redirects.
 */
export const bookingsRoutePatterns = [
  '/',
  '/redirect-to-selected-venue',
  '/course-redirect-to-selected-venue',
  '/camp-redirect-to-selected-venue',
  '/register',
  '/basket',
  '/basket/checkout',
  '/checkout/:checkoutId',
  '/booking-confirmed/:completeOrderId',
  '/location/:venueSlug',
  '/location/:venueSlug/:activitySlug',
  '/location/:venueSlug/:activitySlug/:dateSlug/:type?/*',
  '/camps/location/:venueSlug',
  '/camps/location/:venueSlug/:activitySlug',
  '/camps/location/:venueSlug/:activitySlug/timetable',
  '/camps/location/:venueSlug/:activitySlug/timetable/:campSlug',
  '/camps/location/:venueSlug/:activitySlug/:campSlug/book',
  '/courses/location/:venueSlug',
  '/courses/location/:venueSlug/:activitySlug',
  '/courses/location/:venueSlug/:activitySlug/timetable',
  '/courses/location/:venueSlug/:activitySlug/timetable/:courseSlug',
  '/courses/location/:venueSlug/:activitySlug/:courseSlug/book',
  '/attendees',
  '/pricing',
  '/packages/location/:venueSlug/:packageId/book',
  '/:venueSlug',
  '/:venueSlug/:activitySlug',
  '/:venueSlug/:activitySlug/:dateSlug/:type?',
] as const;

/** Spec §2: "A trailing slash is stripped" (the root stays '/'). */
export function stripTrailingSlash(pathname: string): string {
  const stripped = pathname.replace(/\/+$/, '');
  return stripped === '' ? '/' : stripped;
}
