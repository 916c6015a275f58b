import { describe, expect, it } from 'vitest';
import type { Camp, Course } from '../api/catalogue.api';
import { programmeBookingView, programmeReviewDates } from './programmeBookingView';

// A camp of three days in one week and a course of two weekly sessions, at the Riverside venue's zone (winter: UTC).
const zone = 'Europe/London';
const session = (id: string, day: string, extra: Record<string, unknown> = {}) => ({
  id,
  status: 'bookable',
  startsAt: { utc: `${day}T09:00:00Z`, local: `${day} 09:00:00` },
  endsAt: { utc: `${day}T15:00:00Z`, local: `${day} 15:00:00` },
  locationName: 'Sports hall',
  capacity: { available: 5, maximum: 20, consumed: 15 },
  bookableAction: { action: 'book', message: null },
  price: { value: 2500, formatted: '£25.00', currency: 'GBP' },
  ...extra,
});
const sections = [
  { title: 'Later', description: null, position: 2, questions: [{ id: 9, type: 'text', question: 'Nickname', required: false, position: 1, options: [] }, { id: 10, type: 'hidden', question: 'Source', required: false, position: 2, options: [] }] },
  { title: 'First', description: 'About the child', position: 1, questions: [{ id: 7, type: 'long_text', question: 'Allergies', required: true, position: 1, options: [] }] },
];
const camp = {
  durationInWeeks: 1,
  customQuestionSections: sections,
  occurrences: [
    session('a', '2026-12-21'),
    session('b', '2026-12-22', { bookableAction: { action: 'unavailable', message: 'Fully booked' } }),
    session('c', '2026-12-23', { bookableAction: { action: 'unavailable', message: null } }),
  ],
} as unknown as Camp;
const course = {
  durationInWeeks: 2,
  customQuestionSections: [],
  price: { value: 8000, formatted: '£80.00', currency: 'EUR' },
  allowCustomerBookCourseAfterStart: true,
  startsAt: { utc: '2026-12-01T09:00:00Z', local: '2026-12-01 09:00:00' },
  endsAt: { utc: '2026-12-08T15:00:00Z', local: '2026-12-08 15:00:00' },
  occurrences: [session('x', '2026-12-01'), session('y', '2026-12-08')],
} as unknown as Course;

describe('the camp and course booking page (spec §2, §4, §9)', () => {
  it('offers a camp\'s days with why each cannot be chosen: the session\'s own message, or unavailable', () => {
    const view = programmeBookingView('camp', camp, Date.parse('2026-12-20T12:00:00Z'), zone);
    expect(view.dateOptions.map((o) => [o.id, o.bookable, o.refusal])).toEqual([
      ['a', true, null],
      ['b', false, { kind: 'message', message: 'Fully booked' }],
      ['c', false, { kind: 'unavailable' }],
    ]);
    expect(view.dateOptions[0]).toMatchObject({ date: 'Mon, 21 Dec 2026', startTime: '09:00', endTime: '15:00', week: expect.any(Number), price: '£25.00' });
    expect(view.range).toBe('Mon, 21 Dec 2026 – Wed, 23 Dec 2026');
    expect(view.currency).toBe('GBP');
    expect(view.showWeekHeaders).toBe(false);
    expect(view.startedCourse).toBe(false);
  });

  it('says a day that has begun is past', () => {
    const view = programmeBookingView('camp', camp, Date.parse('2026-12-21T10:00:00Z'), zone);
    expect(view.dateOptions[0]).toMatchObject({ bookable: false, refusal: { kind: 'past' } });
  });

  it('asks the custom questions section by section in their order, with each answer\'s key, kind and length', () => {
    const { sections: asked } = programmeBookingView('camp', camp, Date.parse('2026-12-20T12:00:00Z'), zone);
    expect(asked.map((s) => s.title)).toEqual(['First', 'Later']);
    expect(asked[0]!.questions[0]).toMatchObject({ key: 'q_7', kind: 'textarea', maxLength: 2000 });
    expect(asked[1]!.questions[0]).toMatchObject({ key: 'q_9', kind: 'text', maxLength: 255 });
    // A hidden question carries no answer: not asked online.
    expect(asked[1]!.questions[1]).toMatchObject({ key: 'q_10', kind: null, maxLength: undefined });
  });

  it('prices a course in its own currency, and notes pro rata once it has started and may still be joined', () => {
    const before = programmeBookingView('course', course, Date.parse('2026-11-30T12:00:00Z'), zone);
    expect(before).toMatchObject({ currency: 'EUR', startedCourse: false, showWeekHeaders: true, range: 'Tue, 1 Dec 2026 – Tue, 8 Dec 2026' });
    expect(programmeBookingView('course', course, Date.parse('2026-12-02T12:00:00Z'), zone).startedCourse).toBe(true);
  });

  it('names no currency and no range for a programme without sessions', () => {
    const empty = { ...camp, occurrences: [] } as unknown as Camp;
    expect(programmeBookingView('camp', empty, 0, zone)).toMatchObject({ currency: null, range: '', dateOptions: [] });
  });

  it('reviews a course\'s span, a whole camp\'s span, or how many days are chosen', () => {
    expect(programmeReviewDates('course', 'R', { bookingType: 'individual', selectedCount: 2 })).toEqual({ type: 'range', range: 'R' });
    expect(programmeReviewDates('camp', 'R', { bookingType: 'full', selectedCount: 3 })).toEqual({ type: 'full', range: 'R' });
    expect(programmeReviewDates('camp', 'R', { bookingType: 'individual', selectedCount: 2 })).toEqual({ type: 'individual', count: 2 });
    expect(programmeReviewDates('camp', 'R', null)).toEqual({ type: 'full', range: 'R' });
  });
});
