import type { TicketPriceBody } from '../contract/activity';
import type { Camelize } from '../text/camelCase';
import type { ApiClient } from './createApiClient';

// Spec §7 "Venues, activities" under /api/activities (ARCHITECTURE "Interfaces to keep stable"). The browse pages' add
// to basket is basketAdd.api.ts: nothing a first view reads brings it along.
const seg = (value: string | number) => encodeURIComponent(String(value));
const venuePath = (venue: string) => `/activities/venue/${seg(venue)}`;

/**
 * GET /api/activities/venue/{venue}/categories[/{activitySlug}]: the root activities at the venue, a root's sub
 * activities, or (for a sub activity's slug) the sub activity itself.
 */
export async function fetchVenueActivities(api: ApiClient, venue: string, activitySlug?: string | null) {
  const path = `${venuePath(venue)}/categories${activitySlug ? `/${seg(activitySlug)}` : ''}`;
  return (await api.request(path, { schema: 'venueCategoriesResponseSchema' })).data;
}
export type Activity = Awaited<ReturnType<typeof fetchVenueActivities>>[number];

/** GET /api/activities/venue/{venue}/activity-category/{category}/dates: the dates with sessions ('YYYY-MM-DD'). */
export async function fetchActivityDates(api: ApiClient, venue: string, category: string): Promise<string[]> {
  const path = `${venuePath(venue)}/activity-category/${seg(category)}/dates`;
  return (await api.request(path, { schema: 'activityDatesResponseSchema' })).data;
}

/** Which day's sessions of an activity, and whether the venue serves that date with the v2 calls (spec §4). */
export interface SessionListRequest {
  venue: string;
  activity: string;
  date: string;
  v2: boolean;
}

const listPath = ({ venue, activity, v2 }: SessionListRequest, list: string) =>
  `${venuePath(venue)}/activity/${seg(activity)}/${v2 ? 'v2/' : ''}${list}`;

/** GET …/activity/{activity}/timetable or /v2/timetable?date=: the day's classes (spec §7). */
export async function fetchTimetable(api: ApiClient, request: SessionListRequest) {
  return (await api.request(listPath(request, 'timetable'), { schema: 'activityTimetableResponseSchema', query: { date: request.date } })).data;
}

/** GET …/activity/{activity}/slots or /v2/slots?date=&location_id=: one location's slots that day (spec §7). */
export async function fetchSlots(api: ApiClient, request: SessionListRequest & { locationId: number }) {
  const query = { date: request.date, location_id: request.locationId };
  return (await api.request(listPath(request, 'slots'), { schema: 'activitySlotsResponseSchema', query })).data;
}

/** GET …/activity/{activity}/times or /v2/times?date=: the day's fast ticket times (spec §7). */
export async function fetchTimes(api: ApiClient, request: SessionListRequest) {
  return (await api.request(listPath(request, 'times'), { schema: 'activityTimesResponseSchema', query: { date: request.date } })).data;
}

/** GET /api/activities/{id}: one class with its whole occurrence (spec §7). */
export async function fetchActivityClass(api: ApiClient, id: string | number) {
  return (await api.request(`/activities/${seg(id)}`, { schema: 'activityClassResponseSchema' })).data;
}

/** GET …/activity-category/{category}/activity/{activity}/tickets: the activity's tickets (spec §3 Ticket). */
export async function fetchTickets(api: ApiClient, venue: string, category: string, activity: string) {
  const path = `${venuePath(venue)}/activity-category/${seg(category)}/activity/${seg(activity)}/tickets`;
  return (await api.request(path, { schema: 'activityTicketsResponseSchema' })).data;
}

/** POST /api/activities/price/{venue}/ticket/{activityId}: a ticket's price for this customer (an estimate for visitors). */
export async function fetchTicketPrice(api: ApiClient, venue: string, activityId: string | number, body: Camelize<TicketPriceBody>) {
  const path = `/activities/price/${seg(venue)}/ticket/${seg(activityId)}`;
  return (await api.request(path, { method: 'POST', schema: 'ticketPriceResponseSchema', body })).data;
}

/** GET /api/v1/activities/categories/bookable/{venue}[/{parent}]: bookable categories (spec §3 Category). */
export async function fetchBookableCategories(api: ApiClient, venue: string, parent?: string | null) {
  const path = `/v1/activities/categories/bookable/${seg(venue)}${parent ? `/${seg(parent)}` : ''}`;
  return (await api.request(path, { schema: 'categoryListResponseSchema' })).data;
}

/** GET /api/geocode?q=: where a postcode or place is (spec §7 geocoding, gb only); 404 with a message when unknown. */
export async function geocodePlace(api: ApiClient, term: string) {
  return (await api.request('/geocode', { schema: 'geocodeResponseSchema', query: { q: term } })).data;
}

/** GET /api/map-config: the map's tile URL and attribution (null tile URL: a map without tiles). */
export async function fetchMapConfig(api: ApiClient) {
  return (await api.request('/map-config', { schema: 'mapConfigResponseSchema' })).data;
}
