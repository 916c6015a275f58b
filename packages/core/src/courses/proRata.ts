import { isBeforeLocal } from '../booking/isBeforeLocal';
import type { LocalDateTime } from '../booking/isBeforeLocal';

/** Spec §3 Course starts_at/ends_at: a venue-local date-time, bare or as the camelised { local } object. */
export type CourseDateTime = LocalDateTime | { local: LocalDateTime };

/** Spec §3 Course, camelised: the fields the pro-rata and availability rules read. `P` is the price shape. */
export interface CourseInput<P = unknown> {
  price: P | null;
  proRataPrice?: P | null;
  allowCustomerBookCourseAfterStart?: boolean | null;
  startsAt: CourseDateTime;
  endsAt?: CourseDateTime | null;
}

/** Spec §8: a course is bookable, started and not bookable, or ended and no longer available. */
export type CourseAvailability = 'bookable' | 'started_not_bookable' | 'ended';

function localOf(value: CourseDateTime): LocalDateTime {
  return typeof value === 'string' ? value : value.local;
}

/** Spec §3 Course: true once the course's start is before `now` (venue-local). */
export function isStartedCourse(course: Pick<CourseInput, 'startsAt'>, now: LocalDateTime): boolean {
  return isBeforeLocal(localOf(course.startsAt), now);
}

/** Spec §8: true once the course's end is before `now`; a course without an end never ends. */
export function isEndedCourse(course: Pick<CourseInput, 'endsAt'>, now: LocalDateTime): boolean {
  return course.endsAt != null && isBeforeLocal(localOf(course.endsAt), now);
}

/**
 * Spec §3/§8: 'ended' after the end; 'started_not_bookable' once started unless
 * allow_customer_book_course_after_start is true; otherwise 'bookable'.
 */
export function courseAvailability(course: CourseInput, now: LocalDateTime): CourseAvailability {
  if (isEndedCourse(course, now)) return 'ended';
  if (isStartedCourse(course, now) && course.allowCustomerBookCourseAfterStart !== true) return 'started_not_bookable';
  return 'bookable';
}

/** Spec §3/§9: the price to charge — pro_rata_price when present (the rest of a started course), else price. */
export function coursePrice<P>(course: Pick<CourseInput<P>, 'price' | 'proRataPrice'>): P | null {
  return course.proRataPrice ?? course.price;
}

/** Spec §2 Course booking page: true when a started course is still bookable, so the page notes the pro-rata payment. */
export function paysProRata(course: CourseInput, now: LocalDateTime): boolean {
  return courseAvailability(course, now) === 'bookable' && isStartedCourse(course, now);
}

/**
 * Spec §3 pro_rata_price: the part of a course's price for the sessions left — price × remaining ÷ total, rounded to
 * the nearest minor unit. Throws RangeError on a negative or fractional price or counts that do not fit
 * (0 ≤ remaining ≤ total, total ≥ 1).
 */
export function proRataValue(price: number, totalSessions: number, remainingSessions: number): number {
  if (!Number.isSafeInteger(price) || price < 0) throw new RangeError(`price must be whole minor units ≥ 0, got ${price}`);
  if (!Number.isInteger(totalSessions) || totalSessions < 1) throw new RangeError(`totalSessions must be a whole number ≥ 1, got ${totalSessions}`);
  if (!Number.isInteger(remainingSessions) || remainingSessions < 0 || remainingSessions > totalSessions) {
    throw new RangeError(`remainingSessions must be a whole number from 0 to ${totalSessions}, got ${remainingSessions}`);
  }
  return Math.round((price * remainingSessions) / totalSessions);
}
