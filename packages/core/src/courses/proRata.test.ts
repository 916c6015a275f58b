import { describe, expect, it } from 'vitest';
import { courseAvailability, coursePrice, isEndedCourse, isStartedCourse, paysProRata, proRataValue } from './proRata';
import type { CourseAvailability, CourseInput } from './proRata';

const now = '2024-09-15 12:00:00';
const price = { formatted: '£120.00', value: 12000, currency: 'GBP' };
const proRata = { formatted: '£80.00', value: 8000, currency: 'GBP' };
const course = (overrides: Partial<CourseInput<typeof price>> = {}): CourseInput<typeof price> => ({
  price,
  proRataPrice: null,
  allowCustomerBookCourseAfterStart: false,
  startsAt: { local: '2024-09-20 18:00:00' },
  endsAt: { local: '2024-11-29 19:00:00' },
  ...overrides,
});
const started = { startsAt: { local: '2024-09-01 18:00:00' } };

describe('courseAvailability (spec §3 Course, §8)', () => {
  it.each<[string, CourseInput, CourseAvailability, boolean, boolean]>([
    ['not started', course(), 'bookable', false, false],
    ['starts exactly now (not before now)', course({ startsAt: now }), 'bookable', false, false],
    ['started, late booking not allowed', course(started), 'started_not_bookable', true, false],
    ['started, flag missing', course({ ...started, allowCustomerBookCourseAfterStart: undefined }), 'started_not_bookable', true, false],
    ['started, flag null', course({ ...started, allowCustomerBookCourseAfterStart: null }), 'started_not_bookable', true, false],
    ['started, late booking allowed', course({ ...started, allowCustomerBookCourseAfterStart: true }), 'bookable', true, false],
    ['ended, even if late booking allowed', course({ ...started, endsAt: '2024-09-10 19:00:00', allowCustomerBookCourseAfterStart: true }), 'ended', true, true],
    ['ends exactly now', course({ ...started, endsAt: { local: now } }), 'started_not_bookable', true, false],
    ['no end given', course({ ...started, endsAt: null }), 'started_not_bookable', true, false],
    ['bare string dates', course({ startsAt: '2024-09-20 18:00:00', endsAt: '2024-11-29 19:00:00' }), 'bookable', false, false],
  ])('%s', (_name, input, availability, isStarted, isEnded) => {
    expect(courseAvailability(input, now)).toBe(availability);
    expect(isStartedCourse(input, now)).toBe(isStarted);
    expect(isEndedCourse(input, now)).toBe(isEnded);
  });
});

describe('coursePrice and paysProRata (spec §3, §9: pro-rata price if present)', () => {
  it.each<[string, CourseInput<typeof price>, typeof price | null, boolean]>([
    ['full price before start', course(), price, false],
    ['pro-rata preferred when present', course({ ...started, allowCustomerBookCourseAfterStart: true, proRataPrice: proRata }), proRata, true],
    ['pro-rata missing on a started course', course({ ...started, allowCustomerBookCourseAfterStart: true }), price, true],
    ['pro-rata undefined', course({ proRataPrice: undefined }), price, false],
    ['started but not bookable: no note', course({ ...started, proRataPrice: proRata }), proRata, false],
    ['no price for this customer', course({ price: null }), null, false],
  ])('%s', (_name, input, expected, note) => {
    expect(coursePrice(input)).toBe(expected);
    expect(paysProRata(input, now)).toBe(note);
  });
});

describe('proRataValue (spec §3 pro_rata_price)', () => {
  it.each([
    [8000, 10, 10, 8000],
    [8000, 10, 7, 5600],
    [8000, 10, 0, 0],
    [1000, 3, 1, 333],
    [1000, 3, 2, 667],
    [0, 4, 2, 0],
  ])('%d for %d sessions with %d left → %d', (price, total, left, value) => expect(proRataValue(price, total, left)).toBe(value));

  it.each([
    [-1, 10, 5, 'price must be whole minor units ≥ 0, got -1'],
    [10.5, 10, 5, 'price must be whole minor units ≥ 0, got 10.5'],
    [100, 0, 0, 'totalSessions must be a whole number ≥ 1, got 0'],
    [100, 4, 5, 'remainingSessions must be a whole number from 0 to 4, got 5'],
    [100, 4, -1, 'remainingSessions must be a whole number from 0 to 4, got -1'],
  ])('throws for %d, %d, %d', (price, total, left, message) => expect(() => proRataValue(price, total, left)).toThrow(message));

  it('never exceeds the full price and grows with the sessions left', () => {
    for (let left = 0; left < 10; left++) {
      expect(proRataValue(8000, 10, left + 1)).toBeGreaterThan(proRataValue(8000, 10, left));
      expect(proRataValue(8000, 10, left)).toBeLessThanOrEqual(8000);
    }
  });
});
