import { describe, expect, it } from 'vitest';
import { lengthMessages } from '../errors/messages';
import { occurrenceListQuerySchema } from './filters';
import { clashSchema, occurrenceDisplayLocation, occurrenceResponseSchema, occurrenceSchema, parseOccurrenceKey } from './occurrence';
import { occurrenceDeleteReasons, occurrenceUpdateBodySchema, occurrenceUpdateSchema } from './occurrenceUpdate';
import { ticketSchema } from './ticket';
import { type RuleCase, checkRule, issuesOf } from '../testing/contractRules';
import { zoned, gbp } from '../testing/fakeApi';


const OCCURRENCE_ID = 'occ_01hzx3v9q8kj4m2n6p7r8s9t0a1b2c';

const ticket = {
  id: '00c8beed-c0ed-497c-99a6-bad66efdb8a6',
  name: 'Family swim (2 adults, 2 children)',
  attendees: 4,
  pricing_option: { id: 301, name: 'Family swim', reference: 'FAM-SWIM' },
  extra_pricing_options: [{ id: 302, name: 'Float hire', reference: 'FLOAT' }],
};

const occurrence = {
  id: OCCURRENCE_ID,
  name: 'Aqua Aerobics',
  duration: 45,
  interval_key: null,
  schedule_id: 'sch_aqua_tue',
  recurrence_id: 'rec_2025_spring',
  original_starts_at: zoned('2025-04-08 08:30:00'),
  original_ends_at: zoned('2025-04-08 09:15:00'),
  booking_type: 'classes',
  schedule_reference: 'AQ-TUE-0900',
  template_name: 'Aqua Aerobics',
  template_description: 'A low-impact workout in the teaching pool.',
  category_id: 'bf90c6f4-5048-419f-9882-3f8b42b33dfc',
  starts_at: zoned('2025-04-08 09:00:00'),
  ends_at: zoned('2025-04-08 09:45:00'),
  setup_time_in_minutes: 10,
  teardown_time_in_minutes: 5,
  status: 'bookable',
  capacity: {
    strategy: 'split',
    ...{ maximum: 20, available: 6, consumed: 14 },
    online: { maximum: 15, available: 3, consumed: 12 },
    foh: { maximum: 5, available: 3, consumed: 2 },
  },
  booking_strategy: 'sequential',
  price: gbp(650),
  locations: [{ id: 12, names: ['Teaching pool', 'Riverside Aquatics Centre'] }],
  location_name: 'Teaching pool',
  friendly_location_name: null,
  instructors: [{ id: 4, name: 'Sam Patel' }],
  restrictions: {
    pre_purchase_waiver: { id: 7, name: 'Pool safety waiver', type: 'pre-purchase-waiver' },
    pre_purchase_induction: null,
    criteria: 'all',
  },
  clashes: [
    { kind: 'opening_times', message: 'Starts before the venue opens' },
    {
      kind: 'instructors',
      ...{ starts_at: zoned('2025-04-08 09:30:00'), ends_at: zoned('2025-04-08 10:30:00'), recurrence_id: null },
      message: 'Sam Patel is teaching Lane Swim',
      instructors: [{ id: 4, name: 'Sam Patel' }],
    },
    {
      kind: 'locations',
      ...{ starts_at: zoned('2025-04-08 09:15:00'), ends_at: zoned('2025-04-08 10:00:00'), recurrence_id: 'rec_gala' },
      message: 'The teaching pool is booked',
      locations: [{ id: 12, names: ['Teaching pool'] }],
    },
    { kind: 'closure', message: 'Pool maintenance', closure_id: 3, locations: [12] },
  ],
  allow_anonymous_bookings: false,
  last_bookable_at: '2025-04-08T08:45:00Z',
  tickets: [],
  block_booking_information: {
    ...{ user_id: 88, booking_id: 9001, booking_status: 'reserved', is_paid: false },
    ...{ tender_types: ['card', 'credit'], payment_reference: null },
  },
  can_cancel: true,
  is_detached_from_recurrence: false,
  can_be_reinstated: false,
  bookable_action: { action: 'book', message: null },
  waitlist: { maximum: 10, available: 10, consumed: 0 },
};
const ticketed = {
  ...occurrence,
  booking_type: 'ticketed',
  price: null,
  tickets: [ticket],
  capacity: { strategy: 'shared', maximum: 30, available: 30, consumed: 0 },
  bookable_action: { action: null, message: 'Sold out' },
  block_booking_information: null,
  waitlist: null,
};

describe('spec §3 Occurrence', () => {
  it.each([
    ['a class occurrence', occurrence],
    ['a ticketed occurrence', ticketed],
  ])('%s parses', (_name, sample) => expect(issuesOf(occurrenceSchema, sample)).toEqual([]));

  it('a ticket parses', () => expect(issuesOf(ticketSchema, ticket)).toEqual([]));
  it('the get response wraps it in data', () => expect(occurrenceResponseSchema.safeParse({ data: occurrence }).success).toBe(true));

  const rules: RuleCase[] = [
    ['a ticketed occurrence has no price', occurrenceSchema, { ...ticketed, price: gbp(500) }, ['price', 'A ticketed occurrence has no price (its tickets do)']],
    ['its id is 34 characters', occurrenceSchema, { ...occurrence, id: 'occ_1' }, ['id', lengthMessages.exactly(34)]],
    ['status is bookable, cancelled or clashing', occurrenceSchema, { ...occurrence, status: 'moved' }, ['status', 'Invalid option: expected one of "bookable"|"cancelled"|"clashing"']],
    ['booking_strategy is sequential or overlapping', occurrenceSchema, { ...occurrence, booking_strategy: 'random' }, ['booking_strategy', 'Invalid option: expected one of "sequential"|"overlapping"']],
    ['criteria is all or any', occurrenceSchema, { ...occurrence, restrictions: { ...occurrence.restrictions, criteria: 'some' } }, ['restrictions.criteria', 'Invalid option: expected one of "all"|"any"']],
    ['bookable_action is one of the five or null', occurrenceSchema, { ...occurrence, bookable_action: { action: 'buy', message: null } }, ['bookable_action.action', 'Invalid option: expected one of "book"|"cancel_booking"|"cancel_reservation"|"join_waitlist"|"leave_waitlist"']],
    ['clash kinds are the four of spec §3', clashSchema, { kind: 'weather', message: 'Storm' }, ['kind', "Invalid discriminator value. Expected 'opening_times' | 'instructors' | 'locations' | 'closure'"]],
    ['a closure clash lists location ids', clashSchema, { kind: 'closure', message: 'Closed', closure_id: 3, locations: [{ id: 12 }] }, ['locations.0', 'Invalid input: expected number, received object']],
    ['local times are YYYY-MM-DD HH:MM:SS', occurrenceSchema, { ...occurrence, starts_at: { ...occurrence.starts_at, local: '2025-04-08T09:00' } }, ['starts_at.local', 'Must be a date-time as YYYY-MM-DD HH:MM:SS']],
  ];
  it.each(rules)('%s', (...row) => checkRule(row));

  it('the place shown falls back from friendly_location_name to location_name', () => {
    expect(occurrenceDisplayLocation({ friendly_location_name: null, location_name: 'Teaching pool' })).toBe('Teaching pool');
    expect(occurrenceDisplayLocation({ friendly_location_name: 'Pool 2', location_name: 'Teaching pool' })).toBe('Pool 2');
  });
});

const update = { action: 'update' };
const split = (online: number, foh: number) => ({ action: 'update', capacity: { strategy: 'split', online, foh } });
const shared = (maximum: number) => ({ action: 'update', capacity: { strategy: 'shared', maximum } });

describe('spec §5 occurrence update', () => {
  const rules: RuleCase[] = [
    ['an update of every field', occurrenceUpdateSchema, { ...update, start_time: '09:30', duration_minutes: 60, location_ids: [12, 13], friendly_location_name: 'Pools', instructor_ids: [], capacity: { strategy: 'shared', maximum: 20 } }, null],
    ['start_time 23:59', occurrenceUpdateSchema, { ...update, start_time: '23:59' }, null],
    ['start_time 9:00', occurrenceUpdateSchema, { ...update, start_time: '9:00' }, ['start_time', 'Must be a time as HH:MM']],
    ['start_time 24:00', occurrenceUpdateSchema, { ...update, start_time: '24:00' }, ['start_time', 'Must be a time as HH:MM']],
    ['duration 1', occurrenceUpdateSchema, { ...update, duration_minutes: 1 }, null],
    ['duration 720', occurrenceUpdateSchema, { ...update, duration_minutes: 720 }, null],
    ['duration 0', occurrenceUpdateSchema, { ...update, duration_minutes: 0 }, ['duration_minutes', 'Must be at least 1']],
    ['duration 721', occurrenceUpdateSchema, { ...update, duration_minutes: 721 }, ['duration_minutes', 'Must be at most 720']],
    ['no locations', occurrenceUpdateSchema, { ...update, location_ids: [] }, ['location_ids', 'Choose at least one location']],
    ['friendly name of 255', occurrenceUpdateSchema, { ...update, friendly_location_name: 'a'.repeat(255) }, null],
    ['friendly name of 256', occurrenceUpdateSchema, { ...update, friendly_location_name: 'a'.repeat(256) }, ['friendly_location_name', lengthMessages.atMost(255)]],
    ['friendly name null (joined names)', occurrenceUpdateSchema, { ...update, friendly_location_name: null }, null],
    ['shared capacity 1', occurrenceUpdateSchema, shared(1), null],
    ['shared capacity 4294967295', occurrenceUpdateSchema, shared(4294967295), null],
    ['shared capacity 0', occurrenceUpdateSchema, shared(0), ['capacity.maximum', 'Must be at least 1']],
    ['shared capacity 4294967296', occurrenceUpdateSchema, shared(4294967296), ['capacity.maximum', 'Must be at most 4294967295']],
    ['split capacity 0 and 4294967295', occurrenceUpdateSchema, split(0, 4294967295), null],
    ['split with foh 4294967296', occurrenceUpdateSchema, split(5, 4294967296), ['capacity.foh', 'Must be at most 4294967295']],
    ['split with online -1', occurrenceUpdateSchema, split(-1, 5), ['capacity.online', 'Must be at least 0']],
    ['capacity without strategy', occurrenceUpdateSchema, { ...update, capacity: { maximum: 5 } }, ['capacity.strategy', 'Required']],
    ['reinstate', occurrenceUpdateSchema, { action: 'reinstate' }, null],
    ['delete with a reason', occurrenceUpdateSchema, { action: 'delete', reason: 'adverse_weather' }, null],
    ['delete without a reason', occurrenceUpdateSchema, { action: 'delete' }, ['reason', 'Required']],
    ['delete with an unknown reason', occurrenceUpdateSchema, { action: 'delete', reason: 'bored' }, ['reason', `Invalid option: expected one of ${occurrenceDeleteReasons.map((r) => `"${r}"`).join('|')}`]],
    ['no action', occurrenceUpdateSchema, {}, ['action', 'Required']],
    ['no body at all', occurrenceUpdateSchema, undefined, ['', 'Required']],
    ['an unknown action', occurrenceUpdateSchema, { action: 'move' }, ['action', "Invalid discriminator value. Expected 'update' | 'reinstate' | 'delete'"]],
    ['the body wraps it in data', occurrenceUpdateBodySchema, { data: { action: 'reinstate' } }, null],
  ];
  it.each(rules)('%s', (...row) => checkRule(row));

  it.each(occurrenceDeleteReasons)('delete reason %s is accepted', (reason) => {
    expect(issuesOf(occurrenceUpdateSchema, { action: 'delete', reason })).toEqual([]);
  });
});

const window = { starts_after: '2025-04-01 00:00:00', starts_before: '2025-04-30 23:59:59' };

describe('spec §5 occurrence list', () => {
  const rules: RuleCase[] = [
    ['the window', occurrenceListQuerySchema, window, null],
    ['starts_after missing', occurrenceListQuerySchema, { starts_before: window.starts_before }, ['starts_after', 'Required']],
    ['starts_before missing', occurrenceListQuerySchema, { starts_after: window.starts_after }, ['starts_before', 'Required']],
    ['RFC 3339 is not this format', occurrenceListQuerySchema, { ...window, starts_after: '2025-04-01T00:00:00Z' }, ['starts_after', 'Must be a date-time as YYYY-MM-DD HH:MM:SS']],
    ['one venue', occurrenceListQuerySchema, { ...window, venue_ids: '2' }, null],
    ['venue_ids given empty', occurrenceListQuerySchema, { ...window, venue_ids: [] }, ['venue_ids', 'Choose at least one venue']],
    ['a venue id not a number', occurrenceListQuerySchema, { ...window, venue_ids: ['2', 'x'] }, ['venue_ids.1', 'Must be a number']],
    ['clashing only_non_clashing', occurrenceListQuerySchema, { ...window, clashing: 'only_non_clashing' }, null],
    ['clashing unknown', occurrenceListQuerySchema, { ...window, clashing: 'some' }, ['clashing', 'Invalid option: expected one of "only_clashing"|"only_non_clashing"|"all"']],
    ['every optional filter', occurrenceListQuerySchema, { ...window, with_bookable_context: 'true', schedule_ids: 'sch_1', recurrence_ids: ['rec_1'], location_ids: ['12'], category_ids: '523b58ad-f741-4e7c-b0df-babef64a912b' }, null],
    ['category ids are uuids', occurrenceListQuerySchema, { ...window, category_ids: ['swimming'] }, ['category_ids.0', 'Must be a uuid']],
  ];
  it.each(rules)('%s', (...row) => checkRule(row));

  it("clashing defaults to 'all'; venue ids become numbers", () => {
    expect(occurrenceListQuerySchema.parse({ ...window, venue_ids: '2' })).toEqual({ ...window, venue_ids: [2], clashing: 'all' });
  });
});

describe('parseOccurrenceKey (spec §3 v1 and v2 occurrence ids)', () => {
  const v2 = 'Ab_-0123456789abcdefghijklmnopqrst';
  it.each<[string | number, number | string | null]>([
    [42, 42],
    ['42', 42],
    [v2, v2],
    ['9'.repeat(34), '9'.repeat(34)],
    [0, null],
    [-3, null],
    [2147483648, null],
    ['0', null],
    ['2147483648', null],
    ['12a', null],
    [v2.slice(1), null],
    [`${v2.slice(1)}!`, null],
    ['', null],
  ])('%j → %j', (id, key) => expect(parseOccurrenceKey(id)).toBe(key));
});
