import { describe, expect, it } from 'vitest';
import { campListQuerySchema, courseListQuerySchema } from '../contract/filters';
import { questionAnswersBodySchema } from '../contract/question';
import { questionWaiversBodySchema } from '../contract/restriction';
import { toSnakeQuery } from './bookings.api';
import {
  fetchCamp,
  fetchCamps,
  fetchCourse,
  fetchCourses,
  fetchPackagePromotion,
  fetchPreviousAttendees,
  fetchRestriction,
  questionAnswersPath,
  submitCartQuestionAnswers,
  submitQuestionAnswers,
  submitQuestionWaivers,
} from './catalogue.api';
import { createFakeApi, zoned, gbp } from '../testing/fakeApi';


const fakeApi = createFakeApi();

const OCCURRENCE_ID = 'occ_01hzx3v9q8kj4m2n6p7r8s9t0a1b2c';
const CATEGORY_ID = '523b58ad-f741-4e7c-b0df-babef64a912b';
const CAMP_ID = 'd45b9179-3828-4519-afdf-b530c360fc8d';
const COURSE_ID = '25b069a1-000a-4594-8f1d-3c8d0b5acf7f';
const sections = [{
  title: 'About the attendee', description: null, position: 1,
  questions: [{ id: 51, type: 'long_text', question: 'Any allergies?', required: true, position: 1, options: [] }],
}];
const camp = {
  id: CAMP_ID, name: 'Summer multi-sport camp', slug: 'summer-multi-sport', price: { value: 12000, formatted: '£120.00' },
  venue: { name: 'Millbrook Sports Hall' }, category: { name: 'Holiday camps' }, starts_at: { local: '2025-07-21 09:00:00' },
  duration_in_weeks: 2, capacity: { available: 4, maximum: 30 }, bookable_action: { action: 'book', message: null },
  pricing_option_availability: ['individual', 'bundled'], occurrences: [], extras: [{ id: 401, name: 'Packed lunch', price: gbp(450) }],
  custom_question_sections: sections,
};
const course = {
  id: COURSE_ID, slug: 'learn-to-swim-stage-1', name: 'Learn to swim: stage 1', description: 'Ten weekly lessons.', duration_in_weeks: 10,
  category: { id: CATEGORY_ID, name: 'Lessons', slug: 'lessons', booking_type: 'courses' }, venue: { name: 'Riverside Aquatics Centre' },
  starts_at: zoned('2025-04-07 16:00:00'), ends_at: zoned('2025-06-09 16:30:00'), instructors: [{ id: 4, name: 'Sam Patel' }],
  price: gbp(8000), pro_rata_price: gbp(5600), allow_customer_book_course_after_start: true,
  capacity: { available: 2, consumed: 10, maximum: 12 }, bookable_action: { action: 'join_waitlist', message: null },
  occurrences: [], custom_question_sections: [], extras: [],
};
const pkg = {
  id: 8, name: '10 swim pass', friendly_name: 'Ten swims', description: null, venue_restriction: 'group',
  pricing_option: { id: 501, name: '10 swim pass', reference: 'SWIM10' }, price: gbp(4500),
  contents: { usages: 10, pricing_options: [{ id: 301, name: 'Adult swim', reference: 'SWIM' }] }, expiry: { value: 6, unit: 'month' },
};
const waiver = {
  id: 7, name: 'Pool safety waiver', type: 'pre-purchase-waiver', terms: '<p>Swim safely.</p>',
  related_category: { id: CATEGORY_ID, name: 'Swimming', slug: 'swimming' }, agreements: [{ id: 1, text: 'I have read the pool rules' }],
};
const answered = [{ id: 51, question: 'Any allergies?', type: 'simple', answer: 'Peanuts' }, { id: 55, question: 'Sports', type: 'multi', answers: ['Tennis'] }];

describe('camps and courses (spec §7 /api/v1/activities)', () => {
  it('lists courses with the spec §7 filters in snake_case', async () => {
    const { api, calls } = fakeApi(() => ({ status: 200, body: { data: [course] } }));
    const filters = { source: 'online' as const, venueSlugs: ['riverside-aquatics-centre'], categoryIds: [CATEGORY_ID], filterByFirstBookableAt: false, selectedUserId: 12 };
    const courses = await fetchCourses(api, filters);
    expect(calls[0]?.url).toBe(
      `/api/v1/activities/courses?source=online&venue_slugs=riverside-aquatics-centre&category_ids=${CATEGORY_ID}&filter_by_first_bookable_at=false&selected_user_id=12`,
    );
    expect(courseListQuerySchema.safeParse(toSnakeQuery(filters)).success).toBe(true);
    expect(courses[0]).toMatchObject({ proRataPrice: { value: 5600 }, allowCustomerBookCourseAfterStart: true, bookableAction: { action: 'join_waitlist' } });
  });

  it('lists camps and reads one camp and one course', async () => {
    const { api, calls } = fakeApi((call) => {
      if (call.url.includes('/courses/')) return { status: 200, body: { data: course } };
      return { status: 200, body: { data: call.url.includes('/camps/') ? camp : [camp] } };
    });
    const filters = { venueIds: [1, 2], startsAfter: '2025-07-01 00:00:00' };
    const camps = await fetchCamps(api, filters);
    expect((await fetchCamp(api, CAMP_ID)).pricingOptionAvailability).toEqual(['individual', 'bundled']);
    expect((await fetchCourse(api, COURSE_ID)).slug).toBe('learn-to-swim-stage-1');
    await fetchCamps(api);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/activities/camps?venue_ids=1&venue_ids=2&starts_after=2025-07-01%2000%3A00%3A00',
      `/api/v1/activities/camps/${CAMP_ID}`,
      `/api/v1/activities/courses/${COURSE_ID}`,
      '/api/v1/activities/camps',
    ]);
    expect(campListQuerySchema.safeParse(toSnakeQuery(filters)).success).toBe(true);
    expect(camps[0]?.customQuestionSections[0]?.questions[0]?.type).toBe('long_text');
  });
});

describe('restrictions, packages and waivers (spec §7)', () => {
  it('reads a restriction and a package promotion with two or three segments', async () => {
    const { api, calls } = fakeApi((call) => ({ status: 200, body: { data: call.url.includes('restrictions') ? waiver : pkg } }));
    expect((await fetchRestriction(api, 7)).agreements).toHaveLength(1);
    expect((await fetchPackagePromotion(api, 'riverside-aquatics-centre', '8')).friendlyName).toBe('Ten swims');
    await fetchPackagePromotion(api, 'riverside-aquatics-centre', '8', 'swim 10');
    await fetchPackagePromotion(api, 'riverside-aquatics-centre', '8', null);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/activities/restrictions/7',
      '/api/v1/promotions/packages/riverside-aquatics-centre/8',
      '/api/v1/promotions/packages/riverside-aquatics-centre/8/swim%2010',
      '/api/v1/promotions/packages/riverside-aquatics-centre/8',
    ]);
  });

  it('searches previous attendees and posts question waivers', async () => {
    const { api, calls } = fakeApi((call) =>
      call.method === 'GET'
        ? { status: 200, body: { data: [{ id: 3, first_name: 'Jamie', last_name: 'Morgan', answers: [{ question: 'T-shirt size', type: 'select', answer: 'Small' }], waiver_agreed: true }] } }
        : { status: 200, body: { data: { ids: [90] } } });
    const attendees = await fetchPreviousAttendees(api, 7, { query: 'Jam', selectedUserId: 12 });
    await fetchPreviousAttendees(api, 7);
    await fetchPreviousAttendees(api, null, { selectedUserId: 12 });
    const waivers = [{ restrictionId: 7, previousAttendeeId: 3, firstName: 'Jamie', lastName: 'Morgan', answers: [{ customQuestionId: 51, answer: 'None' }] }];
    const saved = await submitQuestionWaivers(api, { waivers, selectedUserId: 12 });
    expect(calls[0]?.url).toBe('/api/activities/7/question-waivers/previous-attendees?query=Jam&selected_user_id=12');
    expect(calls[1]?.url).toBe('/api/activities/7/question-waivers/previous-attendees');
    expect(calls[2]?.url).toBe('/api/activities/question-waivers/previous-attendees?selected_user_id=12');
    expect(calls[3]).toMatchObject({ method: 'POST', url: '/api/activities/question-waivers' });
    expect(calls[3]?.body).toEqual({
      waivers: [{ restriction_id: 7, previous_attendee_id: 3, first_name: 'Jamie', last_name: 'Morgan', answers: [{ custom_question_id: 51, answer: 'None' }] }],
      selected_user_id: 12,
    });
    expect(questionWaiversBodySchema.safeParse(calls[3]?.body).success).toBe(true);
    expect(attendees).toEqual([{ id: 3, firstName: 'Jamie', lastName: 'Morgan', answers: [{ question: 'T-shirt size', type: 'select', answer: 'Small' }], waiverAgreed: true }]);
    expect(saved.ids).toEqual([90]);
  });
});

describe('custom question answers (spec §7)', () => {
  it.each([
    [123, '/activities/123/questions/answers'],
    ['123', '/activities/123/questions/answers'],
    [OCCURRENCE_ID, `/activities/occurrences/${OCCURRENCE_ID}/questions/answers`],
  ])('answers for %j go to %s', (id, path) => expect(questionAnswersPath(id)).toBe(path));

  it('posts basket answers and booked-item answers in snake_case', async () => {
    const { api, calls } = fakeApi(() => ({ status: 200, body: { data: answered } }));
    const answers = [{ customQuestionId: 51, answer: 'Peanuts' }, { customQuestionId: 55, answer: [2, 3] }];
    const stored = await submitCartQuestionAnswers(api, 'ck_40', answers);
    await submitQuestionAnswers(api, OCCURRENCE_ID, answers);
    await submitQuestionAnswers(api, 123, answers);
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['POST', '/api/activities/cart/ck_40/questions'],
      ['POST', `/api/activities/occurrences/${OCCURRENCE_ID}/questions/answers`],
      ['POST', '/api/activities/123/questions/answers'],
    ]);
    expect(calls[0]?.body).toEqual({ answers: [{ custom_question_id: 51, answer: 'Peanuts' }, { custom_question_id: 55, answer: [2, 3] }] });
    expect(questionAnswersBodySchema.safeParse(calls[2]?.body).success).toBe(true);
    expect(stored[1]).toEqual({ id: 55, question: 'Sports', type: 'multi', answers: ['Tennis'] });
  });

  it('keeps a 422 on answers with its validation messages (spec §8)', async () => {
    const errors = { 'answers.0.answer': ['This field is required'] };
    const { api } = fakeApi(() => ({ status: 422, body: { message: 'Please complete all required questions.', errors } }));
    await expect(submitQuestionAnswers(api, 1, [])).rejects.toMatchObject({ status: 422, validation: errors });
  });
});
