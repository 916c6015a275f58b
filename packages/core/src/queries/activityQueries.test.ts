import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type FetchInit } from '../api/createApiClient';
import { activityQueries } from './activityQueries';
import { keyRoots } from './queryKeys';
import * as contract from '../contract';

const OCC = 'occ_01hzx3v9q8kj4m2n6p7r8s9t0a1b2c'.padEnd(34, 'x');
const zoned = (local: string) => ({ utc: `${local.replace(' ', 'T')}.000Z`, local, timezone: 'Europe/London' });
const occurrence = {
  id: OCC, name: 'Spin 45', duration: 45, booking_type: 'classes', template_name: 'Spin 45',
  starts_at: zoned('2026-11-24 18:00:00'), ends_at: zoned('2026-11-24 18:45:00'), status: 'bookable', booking_strategy: 'sequential',
  price: { formatted: '£7.00', value: 700, currency: 'GBP' }, price_is_estimate: true, locations: [{ id: 2, names: ['Studio 2'] }],
  location_name: 'Studio 2', friendly_location_name: null, instructors: [{ id: 1, name: 'Sam' }],
  restrictions: { pre_purchase_waiver: null, pre_purchase_induction: null, criteria: 'all' }, allow_anonymous_bookings: false,
  last_bookable_at: null, bookable_action: { action: 'book', message: null }, waitlist: null,
  capacity: { maximum: 20, available: 3, consumed: 17 }, tags: [{ id: 4, name: 'Cardio' }],
};
const activity = {
  id: 5, name: 'Spin', slug: 'spin', is_root: false, browse_by_name: false, allocation_strategy: null, v1_type: 'class_templates',
  v2_type: 'classes', locations: [], description: 'Indoor cycling', category_slug: 'spin', parent: { name: 'Fitness classes', slug: 'fitness-classes' },
};
const category = { id: '523b58ad-f741-4e7c-b0df-babef64a912b', name: 'Spin', slug: 'spin', booking_type: 'classes', created_at: '2026-01-01T00:00:00Z', children: [], parent: null };
const ticket = { id: '00c8beed-c0ed-497c-99a6-bad66efdb8a6', name: 'Adult', attendees: 1, pricing_option: { id: 9, name: 'Adult swim', reference: 'SWIM-ADULT' }, extra_pricing_options: [] };

const bodies: Record<string, unknown> = {
  'GET /api/activities/venue/pool/categories': { data: [{ ...activity, is_root: true, slug: 'fitness' }] },
  'GET /api/activities/venue/pool/categories/spin': { data: [activity] },
  'GET /api/activities/venue/pool/activity-category/spin/dates': { data: ['2026-11-24'] },
  'GET /api/activities/venue/pool/activity/spin/v2/timetable?date=2026-11-24': { data: [{ id: OCC, name: 'Spin 45', starts_at: '18:00', tags: [], instructors: [], occurrence }] },
  'GET /api/activities/venue/pool/activity/spin/timetable?date=2026-11-20': { data: [] },
  'GET /api/activities/venue/pool/activity/courts/v2/slots?date=2026-11-24&location_id=3': { data: [{ id: OCC, starts_at: '2026-11-24 18:00:00', occurrence }] },
  'GET /api/activities/venue/pool/activity/swim/v2/times?date=2026-11-24': { data: [{ composite_key: 'k', occurrence_id: OCC, starts_at: '18:00', ends_at: '18:45', tags: [], instructors: [], action_to_show: { status: 'book', reason: null }, occurrence }] },
  'GET /api/activities/42': { data: { id: 42, name: 'Spin 45', starts_at: '18:00', tags: [], instructors: [], occurrence: { ...occurrence, duration: 45, interval_key: null, schedule_id: null, recurrence_id: null, original_starts_at: null, original_ends_at: null, schedule_reference: null, template_description: null, category_id: null, setup_time_in_minutes: 0, teardown_time_in_minutes: 0, capacity: { strategy: 'shared', maximum: 20, available: 3, consumed: 17 }, clashes: [], tickets: [], block_booking_information: null, can_cancel: false, is_detached_from_recurrence: false, can_be_reinstated: false } } },
  'GET /api/activities/venue/pool/activity-category/swimming/activity/swim/tickets': { data: [ticket] },
  'POST /api/activities/price/pool/ticket/7': { data: { reference: 'SWIM-ADULT', price: { formatted: '£5.20', value: 520, currency: 'GBP' }, is_estimate: true } },
  'GET /api/v1/activities/categories/bookable/pool': { data: [category] },
  'GET /api/v1/activities/categories/bookable/pool/fitness': { data: [category] },
  'GET /api/geocode?q=KT2%205AU': { data: { latitude: 51.41, longitude: -0.3, label: 'KT2, Kingston upon Thames' } },
  'GET /api/map-config': { data: { tile_url: null, attribution: null } },
};
const calls: Array<{ url: string; init: FetchInit }> = [];
const api = createApiClient({
    responseSchemas: contract,
  baseUrl: '/api',
  fetch: vi.fn(async (url: string, init: FetchInit) => {
    calls.push({ url, init });
    const key = `${init.method} ${url}`;
    return { ok: key in bodies, status: key in bodies ? 200 : 404, text: async () => JSON.stringify(bodies[key] ?? { message: 'nope' }) };
  }),
});

describe('activity query factories (spec §7 Venues, activities)', () => {
  it('read activities, sub activities and dates under the activities root', async () => {
    const roots = activityQueries.venueActivities(api, 'pool');
    expect(roots.queryKey).toEqual([...keyRoots.activities, 'categories', 'pool', '']);
    expect((await roots.queryFn())[0]?.isRoot).toBe(true);
    const subs = await activityQueries.venueActivities(api, 'pool', 'spin').queryFn();
    expect(subs[0]).toMatchObject({ categorySlug: 'spin', parent: { slug: 'fitness-classes' }, v2Type: 'classes' });
    const dates = activityQueries.dates(api, 'pool', 'spin');
    expect(dates.enabled).toBe(true);
    expect(await dates.queryFn()).toEqual(['2026-11-24']);
    expect(activityQueries.dates(api, 'pool', null).enabled).toBe(false);
  });

  it('pick v2 on or after the migration date and v1 before it (spec §4)', async () => {
    const v2 = activityQueries.timetable(api, { venue: 'pool', activity: 'spin', date: '2026-11-24', migrationDate: '2026-11-24' });
    expect(v2.queryKey).toEqual([...keyRoots.activities, 'timetable', 'pool', 'spin', '2026-11-24']);
    expect((await v2.queryFn())[0]?.occurrence.capacity.available).toBe(3);
    const v1 = activityQueries.timetable(api, { venue: 'pool', activity: 'spin', date: '2026-11-20', migrationDate: '2026-11-24' });
    expect(await v1.queryFn()).toEqual([]);
    expect(calls.at(-1)?.url).toBe('/api/activities/venue/pool/activity/spin/timetable?date=2026-11-20');
  });

  it('wait for venue, activity and date (and a location for slots)', async () => {
    expect(activityQueries.timetable(api, { venue: 'pool', activity: 'spin', date: null, migrationDate: null }).enabled).toBe(false);
    expect(activityQueries.times(api, { venue: '', activity: 'swim', date: '2026-11-24', migrationDate: null }).enabled).toBe(false);
    const noLocation = activityQueries.slots(api, { venue: 'pool', activity: 'courts', date: '2026-11-24', migrationDate: '2020-01-01', locationId: null });
    expect(noLocation.enabled).toBe(false);
    const slots = activityQueries.slots(api, { venue: 'pool', activity: 'courts', date: '2026-11-24', migrationDate: '2020-01-01', locationId: 3 });
    expect(slots.enabled).toBe(true);
    expect(slots.queryKey).toEqual([...keyRoots.activities, 'slots', 'pool', 'courts', '2026-11-24', 3]);
    expect((await slots.queryFn())[0]?.startsAt).toBe('2026-11-24 18:00:00');
    const times = activityQueries.times(api, { venue: 'pool', activity: 'swim', date: '2026-11-24', migrationDate: '2020-01-01' });
    expect((await times.queryFn())[0]?.actionToShow.status).toBe('book');
    // The list keys a time by its composite key, as it keys classes and slots by their id.
    expect((await times.queryFn())[0]?.id).toBe('k');
  });

  it('read one class, tickets, a ticket price and bookable categories', async () => {
    expect((await activityQueries.activityClass(api, 42).queryFn()).occurrence.capacity.strategy).toBe('shared');
    const tickets = activityQueries.tickets(api, 'pool', 'swimming', 'swim');
    expect(tickets.enabled).toBe(true);
    expect((await tickets.queryFn())[0]?.pricingOption.reference).toBe('SWIM-ADULT');
    expect(activityQueries.tickets(api, 'pool', null, 'swim').enabled).toBe(false);
    const price = activityQueries.ticketPrice(api, 'pool', 7, { reference: 'SWIM-ADULT', isV2: false });
    expect(price.queryKey).toEqual([...keyRoots.activities, 'ticketPrice', 'pool', 7, 'SWIM-ADULT', '', 'self']);
    // Each user the call acts for has their own price (a child's ticket is cheaper): their own cache entry.
    expect(activityQueries.ticketPrice(api, 'pool', 7, { reference: 'SWIM-ADULT', isV2: false }, 89).queryKey.at(-1)).toBe(89);
    expect(await price.queryFn()).toMatchObject({ isEstimate: true, price: { value: 520 } });
    expect(JSON.parse(calls.at(-1)?.init.body ?? '{}')).toEqual({ reference: 'SWIM-ADULT', is_v2: false });
    expect((await activityQueries.bookableCategories(api, 'pool').queryFn())[0]?.bookingType).toBe('classes');
    expect(activityQueries.bookableCategories(api, 'pool', 'fitness').queryKey.at(-1)).toBe('fitness');
    await activityQueries.bookableCategories(api, 'pool', 'fitness').queryFn();
    expect(calls.at(-1)?.url).toBe('/api/v1/activities/categories/bookable/pool/fitness');
  });

  it('geocode a term once it is given, and read the map config', async () => {
    expect(activityQueries.geocode(api, '  ').enabled).toBe(false);
    expect(activityQueries.geocode(api, null).queryKey).toEqual(['geocode', '']);
    expect(await activityQueries.geocode(api, 'KT2 5AU').queryFn()).toEqual({ latitude: 51.41, longitude: -0.3, label: 'KT2, Kingston upon Thames' });
    await expect(activityQueries.geocode(api, 'Atlantis').queryFn()).rejects.toMatchObject({ status: 404, message: 'nope' });
    expect(await activityQueries.mapConfig(api).queryFn()).toEqual({ tileUrl: null, attribution: null });
  });
});
