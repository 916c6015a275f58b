import {
  fetchActivityClass,
  fetchActivityDates,
  fetchBookableCategories,
  fetchMapConfig,
  fetchSlots,
  fetchTicketPrice,
  fetchTickets,
  fetchTimes,
  fetchTimetable,
  fetchVenueActivities,
  geocodePlace,
  type Activity,
} from '../api/activities.api';
import type { Venue } from '../api/shell.api';
import { sessionListKind, type SessionListKind } from '../browse/dateStrip';
import type { BrowseListItem } from '../browse/browseSession';
import type { ApiClient } from '../api/createApiClient';
import type { TicketPriceBody } from '../contract/activity';
import type { Camelize } from '../text/camelCase';
import { usesActivitiesV2 } from '../time/calendar';
import { keyRoots, queryKeys, timetableQueryEnabled } from './queryKeys';

/** A day's session list of one activity at one venue; the venue's migration date picks v1 or v2 (spec §4). */
export interface SessionListParams {
  venue: string;
  activity: string;
  /** The selected date 'YYYY-MM-DD' (null until known: the query waits, spec §4). */
  date: string | null;
  migrationDate: string | null | undefined;
}

// Browse data changes as places are taken: fresh for half a minute, and reloaded by the spec §4 events.
const browseStale = 30_000;
const catalogueStale = 5 * 60_000;

const request = ({ venue, activity, date, migrationDate }: SessionListParams) => ({
  venue,
  activity,
  date: date ?? '',
  v2: usesActivitiesV2(date ?? '', migrationDate),
});

/** Query-core option factories for spec §7 "Venues, activities" (keys from queryKeys, so §4 reloads reach them). */
export const activityQueries = {
  venueActivities: (api: ApiClient, venue: string, activitySlug?: string | null) => ({
    queryKey: queryKeys.categories(venue, activitySlug),
    queryFn: () => fetchVenueActivities(api, venue, activitySlug),
    staleTime: catalogueStale,
  }),
  dates: (api: ApiClient, venue: string, category: string | null) => ({
    queryKey: queryKeys.dates(venue, category ?? ''),
    queryFn: () => fetchActivityDates(api, venue, category ?? ''),
    enabled: Boolean(venue && category),
    staleTime: browseStale,
  }),
  timetable: (api: ApiClient, params: SessionListParams) => ({
    queryKey: queryKeys.timetable(params.venue, params.activity, params.date ?? ''),
    queryFn: () => fetchTimetable(api, request(params)),
    enabled: timetableQueryEnabled(params.venue, params.activity, params.date),
    staleTime: browseStale,
  }),
  slots: (api: ApiClient, params: SessionListParams & { locationId: number | null }) => ({
    queryKey: queryKeys.slots(params.venue, params.activity, params.date ?? '', params.locationId),
    queryFn: () => fetchSlots(api, { ...request(params), locationId: params.locationId ?? 0 }),
    enabled: timetableQueryEnabled(params.venue, params.activity, params.date) && params.locationId !== null,
    staleTime: browseStale,
  }),
  times: (api: ApiClient, params: SessionListParams) => ({
    queryKey: queryKeys.times(params.venue, params.activity, params.date ?? ''),
    // A time is keyed by its composite_key (spec §3), which is its id in the day's list: two times never share one.
    queryFn: async () => (await fetchTimes(api, request(params))).map((time) => ({ ...time, id: time.compositeKey })),
    enabled: timetableQueryEnabled(params.venue, params.activity, params.date),
    staleTime: browseStale,
  }),
  activityClass: (api: ApiClient, id: string | number) => ({
    queryKey: queryKeys.activityClass(id),
    queryFn: () => fetchActivityClass(api, id),
    staleTime: browseStale,
  }),
  tickets: (api: ApiClient, venue: string, category: string | null, activity: string) => ({
    queryKey: queryKeys.tickets(venue, category ?? '', activity),
    queryFn: () => fetchTickets(api, venue, category ?? '', activity),
    enabled: Boolean(venue && category && activity),
    staleTime: catalogueStale,
  }),
  /** `actingFor`: the selected user the call acts for (its header), null for the customer; each has its own price. */
  ticketPrice: (api: ApiClient, venue: string, activityId: string | number, body: Camelize<TicketPriceBody>, actingFor: number | null = null) => ({
    // Under the activities root: login, logout and user selection change the price (spec §6 estimates).
    queryKey: [...keyRoots.activities, 'ticketPrice', venue, activityId, body.reference, body.occurrenceId ?? '', actingFor ?? 'self'] as const,
    queryFn: () => fetchTicketPrice(api, venue, activityId, body),
    staleTime: browseStale,
  }),
  bookableCategories: (api: ApiClient, venue: string, parent?: string | null) => ({
    queryKey: [...keyRoots.activities, 'bookableCategories', venue, parent ?? ''] as const,
    queryFn: () => fetchBookableCategories(api, venue, parent),
    staleTime: catalogueStale,
  }),
  geocode: (api: ApiClient, term: string | null) => ({
    queryKey: ['geocode', term ?? ''] as const,
    queryFn: () => geocodePlace(api, term ?? ''),
    enabled: Boolean(term?.trim()),
    staleTime: Infinity,
  }),
  mapConfig: (api: ApiClient) => ({
    queryKey: ['mapConfig'] as const,
    queryFn: () => fetchMapConfig(api),
    staleTime: Infinity,
  }),
};

/** The location a slots list starts on (the activity's first); other lists have none. */
export const firstLocationId = (activity: Activity) => (sessionListKind(activity) === 'slots' ? Number(activity.locations[0]?.id) || null : null);

/** What the day's session list is asked with: by the page, by the route's prefetch and by the server sending the page. */
export const sessionListParams = (venue: Venue, activity: Activity, date: string, locationId: number | null) => ({
  venue: venue.slug,
  activity: activity.slug,
  date,
  migrationDate: venue.activitiesV2MigrationDate,
  locationId,
});

/** The query of the day's sessions of the list the activity uses (timetable, slots by location, or times). */
export function sessionItemsQuery(api: ApiClient, kind: SessionListKind, params: SessionListParams & { locationId: number | null }) {
  const options =
    kind === 'slots' ? activityQueries.slots(api, params) : kind === 'times' ? activityQueries.times(api, params) : activityQueries.timetable(api, params);
  // The three lists share what the page reads: an id and the occurrence as the customer sees it.
  return options as unknown as ReturnType<typeof activityQueries.timetable> & { queryFn: () => Promise<BrowseListItem[]> };
}
