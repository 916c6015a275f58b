import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { lengthMessages } from '../errors/messages';
import {
  activityClassSchema,
  activityDatesResponseSchema,
  activitySchema,
  activitySlotsQuerySchema,
  activityTicketsParamsSchema,
  fastTicketTimeSchema,
  sessionItemSchema,
  slotSchema,
  ticketPriceBodySchema,
  ticketPriceResponseSchema,
  venueCategoriesParamsSchema,
} from './activity';
import { campDetailQuerySchema, campSchema } from './camp';
import { courseDetailQuerySchema, courseSchema } from './course';
import { packagePromotionParamsSchema, packageSchema } from './package';
import { questionAnswersBodySchema } from './question';
import {
  previousAttendeesQuerySchema,
  questionWaiversBodySchema,
  restrictionListQuerySchema,
  restrictionSchema,
} from './restriction';
import { type RuleCase, checkRule, issuesOf } from '../testing/contractRules';
import { zoned, gbp } from '../testing/fakeApi';


const OCCURRENCE_ID = 'occ_01hzx3v9q8kj4m2n6p7r8s9t0a1b2c';
const CATEGORY_ID = '523b58ad-f741-4e7c-b0df-babef64a912b';

const sections = [
  {
    title: 'About the attendee',
    description: 'Tell the coaches what they need to know.',
    position: 1,
    questions: [
      { id: 51, type: 'long_text', question: 'Any allergies?', required: true, position: 1, options: [] },
      { id: 52, type: 'select', question: 'Ability', required: true, position: 2, options: [{ id: 1, value: 'Beginner' }, { id: 2, value: 'Confident' }] },
      { id: 53, type: 'checkbox', question: 'Photo consent', required: false, position: 3, options: [] },
      { id: 54, type: 'hidden', question: 'Campaign', required: false, position: 4, options: [] },
    ],
  },
];
const camp = {
  id: 'd45b9179-3828-4519-afdf-b530c360fc8d',
  name: 'Summer multi-sport camp',
  slug: 'summer-multi-sport',
  price: { value: 12000, formatted: '£120.00' },
  venue: { name: 'Millbrook Sports Hall' },
  category: { name: 'Holiday camps' },
  starts_at: { local: '2025-07-21 09:00:00' },
  duration_in_weeks: 2,
  capacity: { available: 4, maximum: 30 },
  bookable_action: { action: 'book', message: null },
  pricing_option_availability: ['individual', 'bundled'],
  occurrences: [],
  extras: [{ id: 401, name: 'Packed lunch', price: gbp(450) }],
  custom_question_sections: sections,
};
const course = {
  id: '25b069a1-000a-4594-8f1d-3c8d0b5acf7f',
  slug: 'learn-to-swim-stage-1',
  name: 'Learn to swim: stage 1',
  description: 'Ten weekly lessons.',
  duration_in_weeks: 10,
  category: { id: CATEGORY_ID, name: 'Lessons', slug: 'lessons', booking_type: 'courses' },
  venue: { name: 'Riverside Aquatics Centre' },
  starts_at: zoned('2025-04-07 16:00:00'),
  ends_at: zoned('2025-06-09 16:30:00'),
  instructors: [{ id: 4, name: 'Sam Patel' }],
  price: gbp(8000),
  pro_rata_price: gbp(5600),
  allow_customer_book_course_after_start: true,
  capacity: { available: 2, consumed: 10, maximum: 12 },
  bookable_action: { action: 'join_waitlist', message: null },
  occurrences: [],
  custom_question_sections: [],
  extras: [],
};
const pkg = {
  id: 8,
  name: '10 swim pass',
  friendly_name: 'Ten swims',
  description: null,
  venue_restriction: 'group',
  pricing_option: { id: 501, name: '10 swim pass', reference: 'SWIM10' },
  price: gbp(4500),
  contents: { usages: 10, pricing_options: [{ id: 301, name: 'Adult swim', reference: 'SWIM' }] },
  expiry: { value: 6, unit: 'month' },
};
const waiver = {
  id: 7,
  name: 'Pool safety waiver',
  type: 'pre-purchase-waiver',
  terms: '<p>Swim safely.</p>',
  related_category: { id: CATEGORY_ID, name: 'Swimming', slug: 'swimming' },
  agreements: [{ id: 1, text: 'I have read the pool rules' }],
};

describe('spec §3 catalogue entities', () => {
  it.each([
    ['an activity', activitySchema, { id: 3, name: 'Swimming', slug: 'swimming', is_root: true, browse_by_name: false, allocation_strategy: null, v1_type: 'fast_ticket_templates', v2_type: 'ticketed', locations: [{ id: 12, name: 'Main pool', venue_slug: 'riverside-aquatics-centre' }] }],
    ['a class', activityClassSchema, { id: 'cls_1', name: 'Spin', starts_at: '18:30', tags: [{ id: 1, name: 'Cardio' }], instructors: [{ id: 4, name: 'Sam Patel' }] }],
    ['a slot', slotSchema, { id: 991, starts_at: '2025-04-08 10:00:00' }],
    ['a fast ticket time', fastTicketTimeSchema, { composite_key: '2025-04-08-1000-12', occurrence_id: OCCURRENCE_ID, starts_at: '10:00', ends_at: '11:00', tags: [], instructors: [], action_to_show: { status: 'available', reason: null } }],
    ['a session item', sessionItemSchema, { day_of_week: 'Mon', time_range: '09:00 - 15:00', location: 'Main hall', is_past: false }],
    ['a camp', campSchema, camp],
    ['a camp not sold whole', campSchema, { ...camp, price: null, pricing_option_availability: ['individual'] }],
    ['a course', courseSchema, course],
    ['a package', packageSchema, pkg],
    ['a package that never expires', packageSchema, { ...pkg, venue_restriction: 'venue', contents: { usages: null, pricing_options: [] }, expiry: null }],
    ['a waiver', restrictionSchema, waiver],
    ['a post-purchase waiver with two agreements', restrictionSchema, { ...waiver, type: 'post-purchase-waiver', related_category: null, agreements: [{ id: 1, text: 'a' }, { id: 2, text: 'b' }] }],
    ['dates', activityDatesResponseSchema, { data: ['2025-04-08', '2025-04-09'] }],
    ['a ticket price', ticketPriceResponseSchema, { data: { reference: 'FAM-SWIM', price: gbp(1800), is_estimate: false } }],
  ] as Array<[string, z.ZodType, unknown]>)('%s parses', (_name, schema, sample) => expect(issuesOf(schema, sample)).toEqual([]));

  const rules: RuleCase[] = [
    ['a pre-purchase waiver needs exactly one agreement', restrictionSchema, { ...waiver, agreements: [] }, ['agreements', 'A pre-purchase waiver needs exactly one agreement']],
    ['a restriction needs a type', restrictionSchema, { ...waiver, type: undefined }, ['type', 'Required']],
    ['restriction types are the five of spec §3', restrictionSchema, { ...waiver, type: 'disclaimer' }, ['type', 'Must be one of pre-purchase-waiver, pre-purchase-induction, post-purchase-waiver, post-purchase-induction, enhanced-pre-waiver']],
    ['question types are those of spec §3', campSchema, { ...camp, custom_question_sections: [{ ...sections[0], questions: [{ ...sections[0]!.questions[0], type: 'slider' }] }] }, ['custom_question_sections.0.questions.0.type', 'Invalid option: expected one of "text"|"textarea"|"long_text"|"number"|"select"|"multi_select"|"checkbox"|"radio"|"date"|"group"|"hidden"']],
    ['camp pricing is individual or bundled', campSchema, { ...camp, pricing_option_availability: ['family'] }, ['pricing_option_availability.0', 'Invalid option: expected one of "individual"|"bundled"']],
    ['package expiry units', packageSchema, { ...pkg, expiry: { value: 1, unit: 'week' } }, ['expiry.unit', 'Invalid option: expected one of "day"|"month"|"year"']],
    ['a class starts at a 24-hour time', activityClassSchema, { id: 1, name: 'Spin', starts_at: '6:30pm', tags: [], instructors: [] }, ['starts_at', 'Must be a time as HH:MM']],
  ];
  it.each(rules)('%s', (...row) => checkRule(row));
});

describe('spec §5/§7 catalogue requests', () => {
  const rules: RuleCase[] = [
    ['slots query', activitySlotsQuerySchema, { date: '2025-04-08', location_id: '12' }, null],
    ['slots query without location', activitySlotsQuerySchema, { date: '2025-04-08' }, ['location_id', 'Required']],
    ['slots query with a bad date', activitySlotsQuerySchema, { date: '08-04-2025', location_id: 12 }, ['date', 'Must be a date as YYYY-MM-DD']],
    ['tickets params', activityTicketsParamsSchema, { venue: 'riverside-aquatics-centre', category: 'swimming', activity: 'family-swim' }, null],
    ['categories params', venueCategoriesParamsSchema, { venue: 'riverside-aquatics-centre', activitySlug: 'Swimming' }, ['activitySlug', 'Must be a lower-case slug']],
    ['v2 ticket price', ticketPriceBodySchema, { reference: 'FAM-SWIM', is_v2: true, occurrence_id: OCCURRENCE_ID }, null],
    ['v1 ticket price', ticketPriceBodySchema, { reference: 'FAM-SWIM', is_v2: false }, null],
    ['v2 ticket price without occurrence', ticketPriceBodySchema, { reference: 'FAM-SWIM', is_v2: true }, ['occurrence_id', 'Required']],
    ['ticket price without reference', ticketPriceBodySchema, { is_v2: false }, ['reference', 'Required']],
    ['restrictions: search of 255', restrictionListQuerySchema, { search: 'a'.repeat(255) }, null],
    ['restrictions: search of 256', restrictionListQuerySchema, { search: 'a'.repeat(256) }, ['search', lengthMessages.atMost(255)]],
    ['restrictions: type list', restrictionListQuerySchema, { type: ['pre-purchase-waiver', 'enhanced-pre-waiver'] }, null],
    ['restrictions: unknown type', restrictionListQuerySchema, { type: 'disclaimer' }, ['type.0', 'Must be one of pre-purchase-waiver, pre-purchase-induction, post-purchase-waiver, post-purchase-induction, enhanced-pre-waiver']],
    ['restrictions: page 1', restrictionListQuerySchema, { page: '1' }, null],
    ['restrictions: page 0', restrictionListQuerySchema, { page: '0' }, ['page', 'Must be at least 1']],
    ['restrictions: per_page 100', restrictionListQuerySchema, { per_page: '100' }, null],
    ['restrictions: per_page 0', restrictionListQuerySchema, { per_page: '0' }, ['per_page', 'Must be at least 1']],
    ['restrictions: per_page 101', restrictionListQuerySchema, { per_page: '101' }, ['per_page', 'Must be at most 100']],
    ['previous attendees', previousAttendeesQuerySchema, { query: 'jam', selected_user_id: '89' }, null],
    ['question waivers', questionWaiversBodySchema, { waivers: [{ restriction_id: 7, first_name: 'Jamie', last_name: 'Morgan', answers: [{ custom_question_id: 51, answer: true }] }], selected_user_id: 89 }, null],
    ['question waivers without a name', questionWaiversBodySchema, { waivers: [{ restriction_id: 7, first_name: '', last_name: 'Morgan' }] }, ['waivers.0.first_name', 'Required']],
    ['question waivers empty', questionWaiversBodySchema, { waivers: [] }, ['waivers', 'Add at least one waiver']],
    ['question answers of each mapped kind', questionAnswersBodySchema, { answers: [{ custom_question_id: 1, answer: 'text' }, { custom_question_id: 2, answer: 3 }, { custom_question_id: 3, answer: [1, 2] }, { custom_question_id: 4, answer: false }, { custom_question_id: 5, answer: '2015-05-01' }] }, null],
    ['camp detail', campDetailQuerySchema, { camp_slug: 'summer-multi-sport', category_slugs: ['holiday-camps'] }, null],
    ['camp detail from another source', campDetailQuerySchema, { camp_slug: 'summer-multi-sport', source: 'foh' }, ['source', 'Invalid input: expected "online"']],
    ['course detail', courseDetailQuerySchema, { course_slug: 'learn-to-swim-stage-1', source: 'foh', selected_user_id: 89 }, null],
    ['course detail without source', courseDetailQuerySchema, { course_slug: 'learn-to-swim-stage-1' }, ['source', 'Required']],
    ['package promotion params', packagePromotionParamsSchema, { a: 'riverside-aquatics-centre', b: '8' }, null],
  ];
  it.each(rules)('%s', (...row) => checkRule(row));

  it('restriction list defaults: page 1, per_page 20; one type becomes a list', () => {
    expect(restrictionListQuerySchema.parse({ type: 'post-purchase-induction' })).toEqual({ page: 1, per_page: 20, type: ['post-purchase-induction'] });
  });
  it("camp detail: source 'online' by default; one venue slug becomes a list", () => {
    expect(campDetailQuerySchema.parse({ camp_slug: 'summer-camp', venue_slugs: 'millbrook-sports-hall' })).toMatchObject({ source: 'online', venue_slugs: ['millbrook-sports-hall'] });
  });
});
