import { inVenueZone } from '@courtside/core';
import { activityConcept } from './activityList';
import { STORED_ORIGIN, type FeedName, openactiveFeeds } from './feeds';

// Courtside's timetable as OpenActive opportunities (Modelling Opportunity Data 2.0): pure functions from rows to the
// items' `data`. URLs are written under STORED_ORIGIN; a feed page swaps in the origin it is served from.

export interface TenantFacts {
  id: number;
  slug: string;
  name: string;
  currency: string;
}
export interface VenueFacts {
  id: number;
  slug: string;
  name: string;
  address1: string;
  address2: string | null;
  town: string;
  area: string | null;
  postcode: string;
  latitude: number | null;
  longitude: number | null;
  timezone: string;
}
/** A price a customer can pay: its name, amount in minor units and the ages it is for. */
export interface PriceFacts {
  key: string;
  name: string;
  amount: number;
  minAge: number | null;
  maxAge: number | null;
}
/** One session of the timetable with its places taken. */
export interface SessionFacts {
  id: number;
  publicId: string;
  bookingType: 'ticketed' | 'resources' | 'classes' | 'courses' | 'camps';
  name: string;
  venueId: number;
  activityId: number;
  scheduleId: string | null;
  programmeId: string | null;
  startsAtMs: number;
  endsAtMs: number;
  /** The session's wall times in its venue's zone (`YYYY-MM-DD HH:mm:ss`), and the zone. */
  startsLocal: string;
  endsLocal: string;
  timezone: string;
  originalStartsAtMs: number | null;
  status: 'bookable' | 'cancelled' | 'clashing';
  capacity: number;
  taken: number;
}
/** When a schedule's sessions repeat: ISO weekdays, a start time (HH:MM) and minutes. */
export interface RecurrenceFacts {
  days: number[];
  startTime: string;
  minutes: number;
}
/** A series of sessions (a schedule, or an activity's sessions at a venue without one) or a facility to hire. */
export interface ParentFacts {
  key: string;
  name: string;
  recurrences?: RecurrenceFacts[];
  description: string | null;
  activityName: string;
  venueId: number;
  prices: PriceFacts[];
}
export interface ProgrammeFacts {
  id: string;
  kind: 'camp' | 'course';
  name: string;
  description: string | null;
  venueId: number;
  activityName: string;
  capacity: number;
  price: PriceFacts | null;
  sessions: SessionFacts[];
}

export interface Item {
  feed: FeedName;
  id: string;
  kind: string;
  data: Record<string, unknown>;
  /** When the opportunity is over (null: while it has sessions to come). */
  endsAt: Date | null;
}

const context = ['https://openactive.io/', 'https://openactive.io/ns-beta'];
const urlOf = (feed: FeedName, id: string) => `${STORED_ORIGIN}/api/openactive/feeds/${feed}#${encodeURIComponent(id)}`;

/** An instant as ISO 8601 with the venue's offset (the wall time in the venue's zone). */
export function withOffset(instantMs: number, timeZone: string): string {
  return inVenueZone(instantMs, timeZone).format('YYYY-MM-DDTHH:mm:ssZ');
}

/** ISO 8601 duration of whole minutes (PT1H30M). */
export function durationOf(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}

function place(venue: VenueFacts): Record<string, unknown> {
  const address = {
    '@type': 'PostalAddress',
    streetAddress: [venue.address1, venue.address2].filter(Boolean).join(', '),
    addressLocality: venue.town,
    ...(venue.area ? { addressRegion: venue.area } : {}),
    postalCode: venue.postcode,
    addressCountry: 'GB',
  };
  const geo = venue.latitude !== null && venue.longitude !== null ? { geo: { '@type': 'GeoCoordinates', latitude: venue.latitude, longitude: venue.longitude } } : {};
  return { '@type': 'Place', '@id': `${STORED_ORIGIN}/openactive#venue-${venue.slug}`, identifier: venue.slug, name: venue.name, address, ...geo };
}

function organization(tenant: TenantFacts): Record<string, unknown> {
  return { '@type': 'Organization', '@id': `${STORED_ORIGIN}/openactive#organizer`, name: tenant.name, url: `${STORED_ORIGIN}/` };
}

function offers(tenant: TenantFacts, ownerUrl: string, prices: readonly PriceFacts[]): Array<Record<string, unknown>> {
  return prices.map((price) => ({
    '@type': 'Offer',
    '@id': `${ownerUrl}-offer-${encodeURIComponent(price.key)}`,
    identifier: price.key,
    name: price.name,
    price: price.amount / 100,
    priceCurrency: tenant.currency,
    ...(price.minAge !== null || price.maxAge !== null
      ? { ageRange: { '@type': 'QuantitativeValue', ...(price.minAge !== null ? { minValue: price.minAge } : {}), ...(price.maxAge !== null ? { maxValue: price.maxAge } : {}) } }
      : {}),
    url: `${STORED_ORIGIN}/`,
  }));
}

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A time of day `minutes` after `start` (HH:MM), round the clock. */
function timeAfter(start: string, minutes: number): string {
  const [h = 0, m = 0] = start.split(':').map(Number);
  const total = (h * 60 + m + minutes) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** A recurrence as the weekly PartialSchedule of a SessionSeries. */
function partialSchedule(recurrence: RecurrenceFacts, timezone: string): Record<string, unknown> {
  return {
    '@type': 'PartialSchedule',
    repeatFrequency: 'P1W',
    byDay: recurrence.days.map((d) => `https://schema.org/${weekdays[(d - 1 + 7) % 7]}`),
    startTime: recurrence.startTime,
    endTime: timeAfter(recurrence.startTime, recurrence.minutes),
    duration: durationOf(recurrence.minutes * 60_000),
    scheduleTimezone: timezone,
  };
}

const status = (session: SessionFacts) =>
  session.status === 'cancelled'
    ? 'https://schema.org/EventCancelled'
    : session.originalStartsAtMs !== null && session.originalStartsAtMs !== session.startsAtMs
      ? 'https://schema.org/EventRescheduled'
      : 'https://schema.org/EventScheduled';

const placesLeft = (session: SessionFacts) => (session.status === 'bookable' ? Math.max(0, session.capacity - session.taken) : 0);

const item = (feed: FeedName, id: string, data: Record<string, unknown>, endsAt: Date | null): Item => ({ feed, id, kind: openactiveFeeds[feed].kind, data, endsAt });

/** A schedule's (or an activity's) sessions at a venue: the SessionSeries its ScheduledSessions belong to. */
export function sessionSeries(tenant: TenantFacts, venue: VenueFacts, series: ParentFacts): Item {
  const url = urlOf('session-series', series.key);
  return item('session-series', series.key, {
    '@context': context,
    '@type': 'SessionSeries',
    '@id': url,
    identifier: series.key,
    name: series.name,
    ...(series.description ? { description: series.description } : {}),
    url: `${STORED_ORIGIN}/`,
    activity: [activityConcept(series.name, series.activityName)],
    location: place(venue),
    organizer: organization(tenant),
    offers: offers(tenant, url, series.prices),
    eventSchedule: (series.recurrences ?? []).map((r) => partialSchedule(r, venue.timezone)),
  }, null);
}

/** One class or swim on the timetable. */
export function scheduledSession(session: SessionFacts, seriesKey: string): Item {
  const url = urlOf('scheduled-sessions', session.publicId);
  return item('scheduled-sessions', session.publicId, {
    '@context': context,
    '@type': 'ScheduledSession',
    '@id': url,
    identifier: session.publicId,
    superEvent: urlOf('session-series', seriesKey),
    startDate: withOffset(session.startsAtMs, session.timezone),
    endDate: withOffset(session.endsAtMs, session.timezone),
    duration: durationOf(session.endsAtMs - session.startsAtMs),
    eventStatus: status(session),
    maximumAttendeeCapacity: session.capacity,
    remainingAttendeeCapacity: placesLeft(session),
  }, new Date(session.endsAtMs));
}

/** A court, lane or pitch activity at a venue: the FacilityUse its Slots belong to. */
export function facilityUse(tenant: TenantFacts, venue: VenueFacts, facility: ParentFacts): Item {
  const url = urlOf('facility-uses', facility.key);
  return item('facility-uses', facility.key, {
    '@context': context,
    '@type': 'FacilityUse',
    '@id': url,
    identifier: facility.key,
    name: facility.name,
    ...(facility.description ? { description: facility.description } : {}),
    url: `${STORED_ORIGIN}/`,
    activity: [activityConcept(facility.activityName)],
    location: place(venue),
    provider: organization(tenant),
  }, null);
}

/** One bookable time of a court or lane. */
export function slot(tenant: TenantFacts, session: SessionFacts, facilityKey: string, prices: readonly PriceFacts[]): Item {
  const url = urlOf('slots', session.publicId);
  return item('slots', session.publicId, {
    '@context': context,
    '@type': 'Slot',
    '@id': url,
    identifier: session.publicId,
    facilityUse: urlOf('facility-uses', facilityKey),
    startDate: withOffset(session.startsAtMs, session.timezone),
    endDate: withOffset(session.endsAtMs, session.timezone),
    duration: durationOf(session.endsAtMs - session.startsAtMs),
    maximumUses: session.capacity,
    remainingUses: placesLeft(session),
    offers: offers(tenant, url, prices),
  }, new Date(session.endsAtMs));
}

/** A course or a camp, sold whole: from its first session's start to its last's end. */
export function courseInstance(tenant: TenantFacts, venue: VenueFacts, programme: ProgrammeFacts): Item | null {
  const sessions = [...programme.sessions].sort((a, b) => a.startsAtMs - b.startsAtMs);
  const first = sessions[0];
  const last = sessions.reduce<SessionFacts | undefined>((latest, s) => (!latest || s.endsAtMs > latest.endsAtMs ? s : latest), undefined);
  if (!first || !last) return null;
  const live = sessions.filter((s) => s.status !== 'cancelled');
  const url = urlOf('course-instances', programme.id);
  const left = live.length === 0 ? 0 : Math.max(0, Math.min(programme.capacity, ...live.map(placesLeft)));
  return item('course-instances', programme.id, {
    '@context': context,
    '@type': 'CourseInstance',
    '@id': url,
    identifier: programme.id,
    name: programme.name,
    ...(programme.description ? { description: programme.description } : {}),
    url: `${STORED_ORIGIN}/`,
    activity: [activityConcept(programme.name, programme.activityName)],
    location: place(venue),
    organizer: organization(tenant),
    startDate: first.startsLocal.slice(0, 10),
    endDate: last.endsLocal.slice(0, 10),
    // The days it spans, first and last included.
    duration: `P${Math.round((Date.parse(last.endsLocal.slice(0, 10)) - Date.parse(first.startsLocal.slice(0, 10))) / 86_400_000) + 1}D`,
    subEvent: sessions.map((s) => ({
      '@type': 'Event',
      startDate: withOffset(s.startsAtMs, s.timezone),
      endDate: withOffset(s.endsAtMs, s.timezone),
      duration: durationOf(s.endsAtMs - s.startsAtMs),
      eventStatus: status(s),
    })),
    eventStatus: live.length === 0 ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    maximumAttendeeCapacity: programme.capacity,
    remainingAttendeeCapacity: left,
    offers: offers(tenant, url, programme.price ? [programme.price] : []),
  }, new Date(last.endsAtMs));
}
