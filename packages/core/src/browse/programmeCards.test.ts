import { describe, expect, it } from 'vitest';
import type { BookableActionInput } from '../booking/bookableActions';
import type { CourseInput } from '../courses/proRata';
import {
  campPriceLines,
  cardPrice,
  courseNotice,
  coursePriceLines,
  programmeBooking,
  programmeCategories,
  programmeTag,
  type CampPriceInput,
  type CourseNotice,
  type ProgrammeBooking,
  type ProgrammePriceLine,
} from './programmeCards';

const now = '2026-12-10 12:00:00';
const book: BookableActionInput = { action: 'book', message: null };
const gbp = (value: number) => ({ value, formatted: `£${(value / 100).toFixed(2)}` });

describe('courseNotice (spec §2 pro-rata note, §8 started and ended courses)', () => {
  const course = (startsAt: string, endsAt: string, allow: boolean): CourseInput => ({ price: gbp(8000), startsAt: { local: startsAt }, endsAt: { local: endsAt }, allowCustomerBookCourseAfterStart: allow });
  it.each<[string, CourseInput, CourseNotice]>([
    ['not started', course('2026-12-14 19:00:00', '2027-02-15 19:45:00', false), null],
    ['started, may join: pays pro-rata', course('2026-11-19 19:00:00', '2027-01-21 19:45:00', true), 'proRata'],
    ['started, may not join', course('2026-11-19 19:00:00', '2027-01-21 19:45:00', false), 'startedNotBookable'],
    ['ended, even when joining late is allowed', course('2026-10-01 18:00:00', '2026-11-05 19:00:00', true), 'ended'],
  ])('%s', (_name, input, notice) => expect(courseNotice(input, now)).toBe(notice));
});

describe('programmeTag (spec §4 tags, §9 low availability on a camp or course)', () => {
  const cap = (available: number, maximum = 24) => ({ capacity: { available, maximum }, bookableAction: book });
  it('counts places left, in the danger tone at 20% of the maximum or fewer (rounded down)', () => {
    expect(programmeTag(cap(5))).toEqual({ kind: 'spotsAvailable', available: 5, tone: 'success' });
    expect(programmeTag(cap(4))).toEqual({ kind: 'spotsAvailable', available: 4, tone: 'danger' });
    expect(programmeTag(cap(3, 15))).toEqual({ kind: 'spotsAvailable', available: 3, tone: 'danger' });
    expect(programmeTag(cap(4, 15))).toEqual({ kind: 'spotsAvailable', available: 4, tone: 'success' });
  });
  it('says sold out at none left, and follows the customer’s own action first', () => {
    expect(programmeTag({ capacity: { available: 0, maximum: 6 }, bookableAction: { action: null, message: 'The session being booked is already full' } })).toEqual({ kind: 'soldOut' });
    expect(programmeTag({ capacity: { available: 0, maximum: 6 }, bookableAction: { action: 'join_waitlist' } })).toEqual({ kind: 'joinWaitlist' });
    expect(programmeTag({ capacity: { available: 3, maximum: 6 }, bookableAction: { action: 'cancel_booking' } })).toEqual({ kind: 'booked' });
    expect(programmeTag({ capacity: { available: 3, maximum: 6 }, bookableAction: null })).toEqual({ kind: 'spotsAvailable', available: 3, tone: 'success' });
  });
  it('marks an ended course past and leaves a closed started course untagged (its notice says why)', () => {
    expect(programmeTag(cap(5), 'ended')).toEqual({ kind: 'past' });
    expect(programmeTag(cap(5), 'startedNotBookable')).toBeNull();
    expect(programmeTag(cap(5), 'proRata')).toEqual({ kind: 'spotsAvailable', available: 5, tone: 'success' });
  });
});

describe('programmeBooking (spec §2 Book now, disabled with the bookable_action message)', () => {
  const no = { waitlist: null } as const;
  it.each<[string, BookableActionInput | null, CourseNotice, ProgrammeBooking]>([
    ['book', book, null, { canBook: true, reason: null, ...no }],
    ['book, pro-rata', book, 'proRata', { canBook: true, reason: null, ...no }],
    ['full: the server says why', { action: null, message: 'The session being booked is already full' }, null, { canBook: false, reason: 'The session being booked is already full', ...no }],
    ['full with a waitlist: join it', { action: 'join_waitlist', message: null }, null, { canBook: false, reason: null, waitlist: 'join' }],
    ['on the waitlist: leave it', { action: 'leave_waitlist', message: null }, 'proRata', { canBook: false, reason: null, waitlist: 'leave' }],
    ['ended: no waitlist either', { action: 'join_waitlist', message: null }, 'ended', { canBook: false, reason: null, ...no }],
    ['booked already: nothing to add', { action: 'cancel_booking', message: null }, null, { canBook: false, reason: null, ...no }],
    ['no action at all', null, null, { canBook: false, reason: null, ...no }],
    ['no message given', { action: null }, null, { canBook: false, reason: null, ...no }],
    ['ended: the notice is the reason', { action: null, message: 'ended' }, 'ended', { canBook: false, reason: null, ...no }],
    ['started and closed, even if the action says book', book, 'startedNotBookable', { canBook: false, reason: null, ...no }],
  ])('%s', (_name, action, notice, expected) => expect(programmeBooking(action, notice)).toEqual(expected));
  it('reads no notice as none', () => expect(programmeBooking(book)).toEqual({ canBook: true, reason: null, waitlist: null }));
});

describe('camp and course prices (spec §3, §9)', () => {
  const at = (utc: string, value: number | null) => ({ startsAt: { utc }, price: value === null ? null : gbp(value) });
  const nowInstant = Date.parse('2026-12-10T12:00:00Z');
  const camp = (overrides: Partial<CampPriceInput>): CampPriceInput => ({
    price: gbp(24000),
    pricingOptionAvailability: ['individual', 'bundled'],
    occurrences: [at('2026-12-09T09:00:00Z', 1500), at('2026-12-14T09:00:00Z', 2000), at('2026-12-15T09:00:00Z', 2000)],
    ...overrides,
  });

  it('gives the whole-camp price and the price of a session still to come', () => {
    expect(campPriceLines(camp({}), nowInstant)).toEqual([
      { kind: 'wholeCamp', formatted: '£240.00', value: 24000, from: false },
      { kind: 'perSession', formatted: '£20.00', value: 2000, from: false },
    ]);
  });
  it('marks the session price "from" when the sessions differ, and leaves out unpriced ones', () => {
    const occurrences = [at('2026-12-14T09:00:00Z', 2200), at('2026-12-15T09:00:00Z', null), at('2026-12-16T09:00:00Z', 1800)];
    expect(campPriceLines(camp({ price: null, occurrences }), nowInstant)).toEqual([{ kind: 'perSession', formatted: '£18.00', value: 1800, from: true }]);
  });
  it('has no session price when sessions are not sold alone or none is left, and none at all without prices', () => {
    expect(campPriceLines(camp({ pricingOptionAvailability: ['bundled'] }), nowInstant)).toEqual([{ kind: 'wholeCamp', formatted: '£240.00', value: 24000, from: false }]);
    expect(campPriceLines(camp({ price: null, occurrences: [at('2026-12-01T09:00:00Z', 2000)] }), nowInstant)).toEqual([]);
  });
  it('gives a course its price and, when present, the pro-rata price', () => {
    expect(coursePriceLines({ price: gbp(8000) })).toEqual([{ kind: 'course', formatted: '£80.00', value: 8000, from: false }]);
    expect(coursePriceLines({ price: gbp(8000), proRataPrice: gbp(5600) }).map((l) => l.kind)).toEqual(['course', 'proRata']);
    expect(coursePriceLines({ price: null, proRataPrice: null })).toEqual([]);
  });

  const line = (kind: ProgrammePriceLine['kind'], value: number, from = false): ProgrammePriceLine => ({ kind, value, formatted: String(value), from });
  it.each<[string, ProgrammePriceLine[], ProgrammePriceLine | null]>([
    ['nothing priced', [], null],
    ['one price as it is', [line('wholeCamp', 9500)], line('wholeCamp', 9500)],
    ['the lowest of several, from', [line('wholeCamp', 24000), line('perSession', 2000)], line('perSession', 2000, true)],
    ['a differing session price stays from', [line('perSession', 1800, true)], line('perSession', 1800, true)],
    ['a course’s pro-rata price first (spec §9)', [line('course', 8000), line('proRata', 5600)], line('proRata', 5600)],
    ['a tie keeps the first', [line('wholeCamp', 2000), line('perSession', 2000)], line('wholeCamp', 2000, true)],
  ])('card price: %s', (_name, lines, expected) => expect(cardPrice(lines)).toEqual(expected));
});

describe('programmeCategories (spec §2 the category page)', () => {
  it('lists each category once, by name, with how many it holds, skipping ones without a slug', () => {
    const items = [
      { category: { name: 'Swimming courses', slug: 'swimming-courses' } },
      { category: { name: 'Racket courses', slug: 'racket-courses' } },
      { category: { name: 'Swimming courses', slug: 'swimming-courses' } },
      { category: { name: 'Mystery' } },
      { category: { name: 'Racket courses', slug: 'racket-and-fitness' } },
    ];
    expect(programmeCategories(items)).toEqual([
      { slug: 'racket-and-fitness', name: 'Racket courses', count: 1 },
      { slug: 'racket-courses', name: 'Racket courses', count: 1 },
      { slug: 'swimming-courses', name: 'Swimming courses', count: 2 },
    ]);
    expect(programmeCategories([])).toEqual([]);
  });
});
