import { describe, expect, it } from 'vitest';
import { lengthMessages } from '../errors/messages';
import { type CategoryFacts, categoryBodySchema, categoryBodyWithFacts, categoryListQuerySchema, categorySchema } from './category';
import {
  activityFilterQuerySchema,
  campListQuerySchema,
  courseListQuerySchema,
  eventFilterQuerySchema,
  timetableFiltersSchema,
  venueSearchQuerySchema,
} from './filters';
import { type RuleCase, checkRule, issuesOf } from '../testing/contractRules';


const CATEGORY_ID = '523b58ad-f741-4e7c-b0df-babef64a912b';
const CHILD_ID = 'bf90c6f4-5048-419f-9882-3f8b42b33dfc';

describe('spec §5 venue search', () => {
  const rules: RuleCase[] = [
    ['radius 0', venueSearchQuerySchema, { radius: 0, postcode: 'RV12AB' }, null],
    ['radius 30', venueSearchQuerySchema, { radius: '30', postcode: 'RV12AB' }, null],
    ['radius 2.5', venueSearchQuerySchema, { radius: '2.5', postcode: 'RV12AB' }, null],
    ['radius 31', venueSearchQuerySchema, { radius: 31, postcode: 'RV12AB' }, ['radius', 'Must be at most 30']],
    ['radius -1', venueSearchQuerySchema, { radius: '-1', postcode: 'RV12AB' }, ['radius', 'Must be at least 0']],
    ['radius not a number', venueSearchQuerySchema, { radius: 'far', postcode: 'RV12AB' }, ['radius', 'Must be a number']],
    ['postcode of 5', venueSearchQuerySchema, { postcode: 'M1 1AE' }, null],
    ['postcode of 7', venueSearchQuerySchema, { postcode: 'SW1A 1AA' }, null],
    ['postcode of 4', venueSearchQuerySchema, { postcode: 'M11A' }, ['postcode', lengthMessages.atLeast(5)]],
    ['postcode of 8', venueSearchQuerySchema, { postcode: 'SW1A1AAX' }, ['postcode', lengthMessages.atMost(7)]],
    ['postcode missing', venueSearchQuerySchema, {}, ['postcode', 'Required']],
  ];
  it.each(rules)('%s', (...row) => checkRule(row));

  it('radius 5 by default; the postcode is sent without spaces, upper-case', () => {
    expect(venueSearchQuerySchema.parse({ postcode: 'sw1a 1aa' })).toEqual({ radius: 5, postcode: 'SW1A1AA' });
  });
});

describe('spec §5 course, camp/activity and event filters', () => {
  const rules: RuleCase[] = [
    ['courses: every filter', courseListQuerySchema, { source: 'foh', category_ids: [CATEGORY_ID], category_slugs: 'lessons', venue_ids: '1', venue_slugs: ['riverside-aquatics-centre'], starts_after: '2025-04-01 00:00:00', starts_before: '2025-04-30T00:00:00+01:00', filter_by_first_bookable_at: '0', selected_user_id: '89' }, null],
    ['courses: source kiosk', courseListQuerySchema, { source: 'kiosk' }, ['source', 'Invalid option: expected one of "online"|"foh"']],
    ['events: starts_after null', eventFilterQuerySchema, { starts_after: null }, ['starts_after', 'Must be a date-time as YYYY-MM-DD HH:MM:SS or RFC 3339']],
    ['courses: a bad date-time', courseListQuerySchema, { starts_after: 'tomorrow' }, ['starts_after', 'Must be a date-time as YYYY-MM-DD HH:MM:SS or RFC 3339']],
    ['courses: filter_by_first_bookable_at not boolean', courseListQuerySchema, { filter_by_first_bookable_at: 'yes' }, ['filter_by_first_bookable_at', 'Must be true or false']],
    ['camps: numbers, uuids and slugs', activityFilterQuerySchema, { source: 'online', venue_ids: ['1', '2'], category_ids: [CATEGORY_ID], slugs: 'summer-camp' }, null],
    ['camps: venue ids not numbers', activityFilterQuerySchema, { venue_ids: ['one'] }, ['venue_ids.0', 'Must be a number']],
    ['camps: venue id 0', activityFilterQuerySchema, { venue_ids: '0' }, ['venue_ids.0', 'Must be at least 1']],
    ['camps: category ids not uuids', activityFilterQuerySchema, { category_ids: '12' }, ['category_ids.0', 'Must be a uuid']],
    ['camps: a missing date-time stays optional', campListQuerySchema, { starts_before: undefined, selected_user_id: null }, null],
    ['events: booking types', eventFilterQuerySchema, { source: 'online', booking_types: ['camps', 'courses'], starts_before: '2025-05-01 00:00:00' }, null],
    ['events: an unknown booking type', eventFilterQuerySchema, { booking_types: 'gym' }, ['booking_types.0', 'Invalid option: expected one of "ticketed"|"resources"|"classes"|"courses"|"camps"']],
    ['categories: every filter', categoryListQuerySchema, { search: 'swim', booking_type: 'classes', with_usage_checks: '1' }, null],
    ['categories: with_usage_checks not boolean', categoryListQuerySchema, { with_usage_checks: 'maybe' }, ['with_usage_checks', 'Must be true or false']],
    ['timetable filters', timetableFiltersSchema, { time_range: null, actions_to_show: 'showAll', instructors: [4], tags: ['t1'], type: 'classes' }, null],
    ['timetable filters: actions to show', timetableFiltersSchema, { time_range: null, actions_to_show: 'all', instructors: [], tags: [], type: null }, ['actions_to_show', 'Invalid option: expected one of "showAll"|"availableOnly"']],
  ];
  it.each(rules)('%s', (...row) => checkRule(row));

  it('courses: filter_by_first_bookable_at is true unless turned off', () => {
    expect(courseListQuerySchema.parse({}).filter_by_first_bookable_at).toBe(true);
    expect(courseListQuerySchema.parse({ filter_by_first_bookable_at: 'false' }).filter_by_first_bookable_at).toBe(false);
    expect(courseListQuerySchema.parse({ filter_by_first_bookable_at: false }).filter_by_first_bookable_at).toBe(false);
  });
});

const noFacts: CategoryFacts = { slugTaken: false, holdsTemplatesOrSchedules: false, hasChildren: false, parentHasParent: false };
const child = { name: 'Lessons', slug: 'lessons', booking_type: 'courses', parent_id: CATEGORY_ID };
const parent = { name: 'Swimming', slug: 'swimming', booking_type: null };

describe('spec §3/§5 Category', () => {
  it('a category with its children, parent and usage parses', () => {
    const summary = { id: CATEGORY_ID, name: 'Swimming', slug: 'swimming', booking_type: null, created_at: '2024-01-01T00:00:00Z' };
    const sample = { ...summary, children: [{ ...summary, id: CHILD_ID, slug: 'lessons', booking_type: 'courses' }], parent: null, in_use: { in_use: true, reasons: ['templates'] } };
    expect(issuesOf(categorySchema, sample)).toEqual([]);
  });

  const rules: RuleCase[] = [
    ['a child', categoryBodySchema, child, null],
    ['a parent', categoryBodySchema, parent, null],
    ['name missing', categoryBodySchema, { ...parent, name: undefined }, ['name', 'Required']],
    ['name empty', categoryBodySchema, { ...parent, name: '' }, ['name', 'Required']],
    ['name of 255', categoryBodySchema, { ...parent, name: 'a'.repeat(255) }, null],
    ['name of 256', categoryBodySchema, { ...parent, name: 'a'.repeat(256) }, ['name', lengthMessages.atMost(255)]],
    ['slug of 255', categoryBodySchema, { ...parent, slug: 'a'.repeat(255) }, null],
    ['slug of 256', categoryBodySchema, { ...parent, slug: 'a'.repeat(256) }, ['slug', lengthMessages.atMost(255)]],
    ['slug empty', categoryBodySchema, { ...parent, slug: '' }, ['slug', 'Required']],
    ['slug not a slug', categoryBodySchema, { ...parent, slug: 'Swim Lessons' }, ['slug', 'Must be a lower-case slug']],
    ['booking_type missing', categoryBodySchema, { name: 'Swimming', slug: 'swimming' }, ['booking_type', 'Required']],
    ['booking_type unknown', categoryBodySchema, { ...child, booking_type: 'gym' }, ['booking_type', 'Invalid option: expected one of "ticketed"|"resources"|"classes"|"courses"|"camps"']],
    ['parent_id not a uuid', categoryBodySchema, { ...child, parent_id: '12' }, ['parent_id', 'Must be a uuid']],
    ['slug taken', categoryBodyWithFacts({ ...noFacts, slugTaken: true }), child, ['slug', 'The slug has already been taken']],
    ['holding templates without booking type', categoryBodyWithFacts({ ...noFacts, holdsTemplatesOrSchedules: true }), { ...child, booking_type: null }, ['booking_type', 'A booking type is required for a category holding templates or schedules']],
    ['holding templates with a booking type', categoryBodyWithFacts({ ...noFacts, holdsTemplatesOrSchedules: true }), child, null],
    ['a parent with a booking type', categoryBodyWithFacts({ ...noFacts, hasChildren: true }), { ...parent, booking_type: 'classes' }, ['booking_type', 'A parent category has no booking type']],
    ['a parent with a parent', categoryBodyWithFacts({ ...noFacts, hasChildren: true }), { ...parent, parent_id: CHILD_ID }, ['parent_id', 'A parent category cannot have a parent']],
    ['a parent without booking type or parent', categoryBodyWithFacts({ ...noFacts, hasChildren: true }), parent, null],
    ['a child as parent', categoryBodyWithFacts({ ...noFacts, parentHasParent: true }), child, ['parent_id', 'A child category cannot be a parent']],
    ['changing booking type in use', categoryBodyWithFacts({ ...noFacts, current: { booking_type: 'classes', in_use: true } }), child, ['booking_type', 'The booking type cannot change while the category is in use']],
    ['keeping booking type in use', categoryBodyWithFacts({ ...noFacts, current: { booking_type: 'courses', in_use: true } }), child, null],
    ['changing booking type not in use', categoryBodyWithFacts({ ...noFacts, current: { booking_type: 'classes', in_use: false } }), child, null],
  ];
  it.each(rules)('%s', (...row) => checkRule(row));

  it('parent_id defaults to null', () => {
    expect(categoryBodySchema.parse(parent).parent_id).toBeNull();
  });
});
