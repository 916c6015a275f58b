import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { activitySchema, activitySessionsQuerySchema, activitySlotsFilterQuerySchema, timetableClassSchema } from './activity';
import { geocodeNotFoundMessage, geocodeQuerySchema, geocodeResponseSchema, mapConfigResponseSchema } from './geocode';
import { occurrenceSummarySchema } from './occurrence';
import { issuesOf } from '../testing/contractRules';
import { zoned } from '../testing/fakeApi';


const OCC = 'a'.repeat(34);
const summary = {
  id: OCC, name: 'Public swim', duration: 60, booking_type: 'ticketed', template_name: 'Public swim',
  starts_at: zoned('2026-11-24 10:00:00'), ends_at: zoned('2026-11-24 11:00:00'), status: 'bookable', booking_strategy: 'sequential',
  price: null, price_is_estimate: true, locations: [{ id: 1, names: ['Main pool', 'Riverside Aquatics Centre'] }], location_name: 'Main pool',
  friendly_location_name: null, instructors: [], restrictions: { pre_purchase_waiver: null, pre_purchase_induction: null, criteria: 'all' },
  allow_anonymous_bookings: true, last_bookable_at: null, bookable_action: { action: 'book', message: null }, waitlist: null,
  capacity: { maximum: 100, available: 40, consumed: 60 }, tags: [],
};

describe('browse contract (spec §3, §5, §7)', () => {
  it('keeps older activity payloads valid: the browse fields default to null', () => {
    const parsed = activitySchema.parse({ id: 3, name: 'Swimming', slug: 'swimming', is_root: true, browse_by_name: false, allocation_strategy: null, v1_type: null, v2_type: null, locations: [] });
    expect(parsed).toMatchObject({ description: null, category_slug: null, parent: null });
  });

  it('carries the occurrence summary in a timetable class; a ticketed one has no price', () => {
    expect(issuesOf(timetableClassSchema, { id: OCC, name: 'Swim', starts_at: '10:00', tags: [], instructors: [], occurrence: summary })).toEqual([]);
    expect(issuesOf(occurrenceSummarySchema, { ...summary, price: { formatted: '£5.00', value: 500, currency: 'GBP' } })).toContainEqual([
      'price',
      'A ticketed occurrence has no price (its tickets do)',
    ]);
  });

  it.each<[string, z.ZodType, unknown, null | [string, string]]>([
    ['a date alone', activitySessionsQuerySchema, { date: '2026-11-24' }, null],
    ['every filter', activitySessionsQuerySchema, { date: '2026-11-24', start_time: '06:00', end_time: '12:00', actions_to_show: 'availableOnly', instructor_ids: ['1', '2'], tag_ids: '3', type: 'Spin 45' }, null],
    ['no date', activitySessionsQuerySchema, {}, ['date', 'Required']],
    ['a time range ending before it starts', activitySessionsQuerySchema, { date: '2026-11-24', start_time: '12:00', end_time: '06:00' }, ['end_time', 'Must be after the start time']],
    ['a bad time', activitySessionsQuerySchema, { date: '2026-11-24', start_time: '25:00' }, ['start_time', 'Must be a time as HH:MM']],
    ['a bad action filter', activitySessionsQuerySchema, { date: '2026-11-24', actions_to_show: 'some' }, ['actions_to_show', 'Invalid option: expected one of "showAll"|"availableOnly"']],
    ['a bad instructor id', activitySessionsQuerySchema, { date: '2026-11-24', instructor_ids: ['x'] }, ['instructor_ids.0', 'Must be a number']],
    ['an empty type', activitySessionsQuerySchema, { date: '2026-11-24', type: '' }, ['type', 'Required']],
    ['slots with a location and filters', activitySlotsFilterQuerySchema, { date: '2026-11-24', location_id: '4', start_time: '08:00' }, null],
    ['slots without a location', activitySlotsFilterQuerySchema, { date: '2026-11-24' }, ['location_id', 'Required']],
  ])('session list query: %s', (_name, schema, input, expected) => {
    if (expected) expect(issuesOf(schema, input)).toContainEqual(expected);
    else expect(issuesOf(schema, input)).toEqual([]);
  });

  it('geocodes a trimmed term of 1-100 characters', () => {
    expect(geocodeQuerySchema.parse({ q: '  KT2 5AU ' })).toEqual({ q: 'KT2 5AU' });
    expect(issuesOf(geocodeQuerySchema, { q: '   ' })).toContainEqual(['q', 'Required']);
    expect(issuesOf(geocodeQuerySchema, { q: 'x'.repeat(101) })).toContainEqual(['q', 'Must contain at most 100 characters']);
    expect(issuesOf(geocodeQuerySchema, {})).toEqual([['q', 'Required']]);
    expect(issuesOf(geocodeResponseSchema, { data: { latitude: 91, longitude: 0, label: 'x' } })).toHaveLength(1);
    expect(geocodeNotFoundMessage('ZZ9')).toBe('We couldn\'t find "ZZ9". Check the postcode or place name and try again.');
    expect(issuesOf(mapConfigResponseSchema, { data: { tile_url: null, attribution: null } })).toEqual([]);
  });
});
