import { messages } from '../errors/messages';
import { toastDurations } from '../stores/toastStore';
import type { RouteParams } from './matchRoute';
import { bookingsPaths } from './paths';
import type { PageFacts, SitePage } from './sitePages';

/** Where a redirect goes, and the toast to show on the way when the target is missing. */
export interface RedirectDecision {
  to: string;
  /** The venue to remember as selected (spec §3 cookie). */
  selectVenue?: string;
  toast?: { description: string; durationMs: number };
}

export type BookingKind = 'activity' | 'course' | 'camp';

const venueTarget = { activity: bookingsPaths.venue, course: bookingsPaths.courses, camp: bookingsPaths.camps } as const;
const missingVenueText = {
  activity: messages.selectVenueFirst,
  course: messages.browse.selectVenueFirstCourse,
  camp: messages.browse.selectVenueFirstCamp,
} as const;

/**
 * Spec §2 /redirect-to-selected-venue (and the course and camp variants): to the venue in the
 * path, else the selected venue; with neither, a toast and home.
 */
export function redirectToSelectedVenue(kind: BookingKind, pathVenue: string | null | undefined, selectedVenue: string | null | undefined): RedirectDecision {
  const venue = pathVenue || selectedVenue;
  if (venue) return { to: venueTarget[kind](venue), selectVenue: venue };
  return { to: bookingsPaths.home(), toast: { description: missingVenueText[kind], durationMs: toastDurations.default } };
}

/** The parameters a short redirect may carry (spec §2). */
export interface ShortRedirectParams {
  venueSlug?: string;
  activitySlug?: string;
  dateSlug?: string;
  type?: string;
}

/**
 * Spec §2 short redirects: /{venue} selects that venue; /{venue}/{activity} and
 * /{venue}/{activity}/{date}[/{type}] go to the full routes. Missing parameters show
 * 'We couldn't find the activity you are looking for' for 3 seconds and go home.
 */
export function resolveShortRedirect({ venueSlug, activitySlug, dateSlug, type }: ShortRedirectParams): RedirectDecision {
  const notFound: RedirectDecision = {
    to: bookingsPaths.home(),
    toast: { description: messages.activityNotFound, durationMs: toastDurations.missingActivity },
  };
  if (!venueSlug) return notFound;
  if (dateSlug !== undefined || type !== undefined) {
    if (!activitySlug || !dateSlug) return notFound;
    return { to: bookingsPaths.timeSlots(venueSlug, activitySlug, dateSlug, type || undefined), selectVenue: venueSlug };
  }
  if (activitySlug !== undefined) {
    return activitySlug ? { to: bookingsPaths.activity(venueSlug, activitySlug), selectVenue: venueSlug } : notFound;
  }
  return { to: bookingsPaths.redirectToSelectedVenue(), selectVenue: venueSlug };
}

/** The bookings pages that only lead on to another (spec §2 short redirects and /redirect-to-selected-venue). */
const leadingPages: Record<string, (params: RouteParams, selectedVenue: string | null) => RedirectDecision> = {
  '/:venueSlug': (params) => resolveShortRedirect(params),
  '/:venueSlug/:activitySlug': (params) => resolveShortRedirect(params),
  '/:venueSlug/:activitySlug/:dateSlug/:type?': (params) => resolveShortRedirect(params),
  [bookingsPaths.redirectToSelectedVenue()]: (_, selected) => redirectToSelectedVenue('activity', null, selected),
  [bookingsPaths.courseRedirectToSelectedVenue()]: (_, selected) => redirectToSelectedVenue('course', null, selected),
  [bookingsPaths.campRedirectToSelectedVenue()]: (_, selected) => redirectToSelectedVenue('camp', null, selected),
};

/** Whether a bookings page only leads on to another (see `pageRedirect`): such a page has no view of its own to draw. */
export const leadsOn = (pattern: string): boolean => Object.hasOwn(leadingPages, pattern);

/**
 * Where a bookings page that only leads on sends the browser, for the server to answer with a redirect: the page at
 * the end of the way (a short address's /redirect-to-selected-venue followed too), so the browser loads that page
 * at once. Null when the app must lead the way itself: the page leads nowhere, the venue at the end is not known to
 * be the tenant's (`facts.venueSlugs`; the app then shows not-found), or there is a toast to show on the way. Every
 * page at the end names its venue in its path, which selects it (spec §3), so the redirect leaves the selection as
 * the app's own would.
 */
export function pageRedirect(page: SitePage | null, facts: PageFacts, selectedVenue: string | null): string | null {
  const lead = page && leadingPages[page.pattern];
  if (!lead) return null;
  let decision = lead(page.params, selectedVenue);
  if (decision.to === bookingsPaths.redirectToSelectedVenue()) decision = redirectToSelectedVenue('activity', null, decision.selectVenue);
  // A way with a toast on it (a venue or an activity missing) names no venue to end at.
  if (!decision.selectVenue || !facts.venueSlugs?.includes(decision.selectVenue)) return null;
  return decision.to;
}
