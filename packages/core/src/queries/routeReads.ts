import type { ApiClient } from '../api/createApiClient';
import { programmePathKind } from '../routing/programmePathKind';
import { isCheckoutRoute, type Site } from '../routing/shell';
import type { Activity } from '../api/activities.api';
import type { Venue } from '../api/shell.api';
import { sessionListKind } from '../browse/dateStrip';
import { isDateSlug } from '../time/calendar';
import { activityQueries, firstLocationId, sessionItemsQuery, sessionListParams } from './activityQueries';
import { shellQueries } from './shellQueries';

/** The slugs a bookings path names (spec §2 `/location/:venueSlug/:activitySlug/:dateSlug/…`). */
export interface RouteSlugs {
  venueSlug?: string | undefined;
  activitySlug?: string | undefined;
  dateSlug?: string | undefined;
}

/**
 * The reads a bookings page needs before anything else, none of which depends on who is looking: the shell's (client,
 * the venue's theme and footer, the venue list) and, under a venue, its activities. The web app starts them as a
 * navigation starts; the server answers them inside the page it sends, so the first paint does not wait for them. On
 * checkout routes the shell is the tenant's, not a venue's; camp and course pages read no activities, and neither do
 * the other sub-sites' pages (a venue's page on the join site shows its plans: core's `joinReads`).
 */
export function firstReads(api: ApiClient, pathname: string, slugs: RouteSlugs, selectedVenue: string | null, site: Site = 'bookings') {
  const venue = isCheckoutRoute(pathname) ? null : (slugs.venueSlug ?? selectedVenue);
  return {
    client: shellQueries.client(api),
    theme: shellQueries.theme(api, venue),
    footer: shellQueries.footer(api, venue),
    venues: shellQueries.venues(api),
    // A camp or course page names a camp or course category, which the activity catalogue does not hold.
    activities: site === 'bookings' && slugs.venueSlug && !programmePathKind(pathname) ? activityQueries.venueActivities(api, slugs.venueSlug, slugs.activitySlug ?? null) : null,
  };
}

/**
 * The reads that follow once the venue and the activity are known: on a time-slot page, the day's sessions of the
 * activity's list (on its first location) and the dates that have sessions. Null on other pages or unknown slugs.
 */
export function dayReads(api: ApiClient, slugs: RouteSlugs, venues: readonly Venue[], activities: readonly Activity[]) {
  const { venueSlug, activitySlug, dateSlug } = slugs;
  if (!venueSlug || !activitySlug || !dateSlug || !isDateSlug(dateSlug)) return null;
  const venue = venues.find((v) => v.slug === venueSlug);
  const activity = activities.find((a) => a.slug === activitySlug);
  if (!venue || !activity) return null;
  return {
    sessions: sessionItemsQuery(api, sessionListKind(activity), sessionListParams(venue, activity, dateSlug, firstLocationId(activity))),
    dates: activityQueries.dates(api, venueSlug, activity.categorySlug),
  };
}
