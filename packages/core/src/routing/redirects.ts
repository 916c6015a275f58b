import { messages } from '../errors/messages';
import { toastDurations } from '../stores/toastStore';
import { bookingsPaths } from './paths';

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
