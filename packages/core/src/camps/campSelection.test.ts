import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canBuyWhole,
  defaultCampBookingType,
  effectiveBookingType,
  forcedBookingType,
  hasBookedSomeIndividual,
  isCampStarted,
  isOccurrenceBookable,
  isOccurrencePast,
  preselectOnIndividual,
} from './campSelection';
import type { CampBookingType, CampInput, CampOccurrenceInput } from './campSelection';

const now = '2024-07-10 12:00:00';
const occ = (id: string, local: string, extra: Partial<CampOccurrenceInput> = {}): CampOccurrenceInput => ({
  id,
  startsAt: { local },
  bookableAction: { action: 'book' },
  ...extra,
});
const future = [occ('a', '2024-07-15 09:00:00'), occ('b', '2024-07-16 09:00:00')];
const camp = (overrides: Partial<CampInput> = {}): CampInput => ({
  price: { value: 10000 },
  pricingOptionAvailability: ['bundled', 'individual'],
  occurrences: future,
  ...overrides,
});

describe('isOccurrenceBookable (spec §4)', () => {
  it.each<[string, CampOccurrenceInput, boolean]>([
    ['future, book', occ('x', '2024-07-11 09:00:00'), true],
    ['started before now', occ('x', '2024-07-10 11:59:59'), false],
    ['starts exactly now is not past', occ('x', now), true],
    ['action cancel_booking', occ('x', '2024-07-11 09:00:00', { bookableAction: { action: 'cancel_booking' } }), false],
    ['action null with message', occ('x', '2024-07-11 09:00:00', { bookableAction: { action: null, message: 'Full' } }), false],
    ['action null beats capacity', occ('x', '2024-07-11 09:00:00', { bookableAction: { action: null }, capacity: { available: 5 } }), false],
    ['no action, places', occ('x', '2024-07-11 09:00:00', { bookableAction: null, capacity: { available: 1 } }), true],
    ['no action, none left', occ('x', '2024-07-11 09:00:00', { bookableAction: undefined, capacity: { available: 0 } }), false],
    ['no action, no capacity', occ('x', '2024-07-11 09:00:00', { bookableAction: null, capacity: null }), false],
  ])('%s → %s', (_name, occurrence, bookable) => expect(isOccurrenceBookable(occurrence, now)).toBe(bookable));
});

describe('hasBookedSomeIndividual (spec §4)', () => {
  it.each<[string, CampOccurrenceInput[], boolean]>([
    ['none', future, false],
    ['empty', [], false],
    ['a booked session', [...future, occ('c', '2024-07-17 09:00:00', { bookableAction: { action: 'cancel_booking' } })], true],
    ['a reserved session', [occ('c', '2024-07-17 09:00:00', { bookableAction: { action: 'cancel_reservation' } })], true],
    ['waitlisted is not booked', [occ('c', '2024-07-17 09:00:00', { bookableAction: { action: 'leave_waitlist' } })], false],
  ])('%s → %s', (_name, occurrences, booked) => expect(hasBookedSomeIndividual(occurrences)).toBe(booked));
});

describe('isCampStarted and canBuyWhole (spec §3 Camp)', () => {
  it.each<[string, CampInput, boolean, boolean]>([
    ['future camp', camp(), false, true],
    ['first session (out of order) started', camp({ occurrences: [future[0]!, occ('p', '2024-07-09 09:00:00', { bookableAction: null })] }), true, false],
    ['no sessions, camp start in the past', camp({ occurrences: [], startsAt: { local: '2024-07-01 09:00:00' } }), true, false],
    ['no sessions, camp start in the future', camp({ occurrences: [], startsAt: { local: '2024-08-01 09:00:00' } }), false, true],
    ['no sessions, no start', camp({ occurrences: [] }), false, true],
    ['no full-camp price', camp({ price: null }), false, false],
    ['individual only', camp({ pricingOptionAvailability: ['individual'] }), false, false],
  ])('%s', (_name, input, started, whole) => {
    expect(isCampStarted(input, now)).toBe(started);
    expect(canBuyWhole(input, now)).toBe(whole);
  });
});

describe('forcedBookingType (spec §4) and effectiveBookingType', () => {
  const booked = occ('c', '2024-07-17 09:00:00', { bookableAction: { action: 'cancel_booking' } });
  const full = occ('c', '2024-07-17 09:00:00', { bookableAction: { action: null, message: 'The session being booked is already full' } });
  it.each<[string, CampInput, CampBookingType | null]>([
    ['both offered, all bookable: free choice', camp(), null],
    ['only individual', camp({ pricingOptionAvailability: ['individual'] }), 'individual'],
    ['only bundled', camp({ pricingOptionAvailability: ['bundled'] }), 'full'],
    ['only bundled even when started', camp({ pricingOptionAvailability: ['bundled'], occurrences: [occ('p', '2024-07-01 09:00:00')] }), 'full'],
    ['only bundled even with a full session', camp({ pricingOptionAvailability: ['bundled'], occurrences: [...future, full] }), 'full'],
    ['neither offered', camp({ pricingOptionAvailability: [] }), null],
    ['some session unavailable', camp({ occurrences: [...future, full] }), 'individual'],
    ['some sessions booked individually', camp({ occurrences: [...future, booked] }), 'individual'],
    ['started camp', camp({ occurrences: [occ('p', '2024-07-01 09:00:00', { bookableAction: null, capacity: null }), ...future] }), 'individual'],
    ['started camp without sessions', camp({ occurrences: [], startsAt: { local: '2024-07-01 09:00:00' } }), 'individual'],
    ['full-camp price null', camp({ price: null }), 'individual'],
  ])('%s → %s', (_name, input, forced) => expect(forcedBookingType(input, now)).toBe(forced));

  it.each<[string, CampInput, CampBookingType | undefined, CampBookingType]>([
    ['default is full', camp(), undefined, 'full'],
    ['free choice keeps individual', camp(), 'individual', 'individual'],
    ['forced individual beats full', camp({ price: null }), 'full', 'individual'],
    ['forced full beats individual', camp({ pricingOptionAvailability: ['bundled'] }), 'individual', 'full'],
  ])('%s', (_name, input, chosen, type) => expect(effectiveBookingType(input, now, chosen)).toBe(type));

  it('defaults to full', () => expect(defaultCampBookingType).toBe('full'));
});

describe('preselectOnIndividual (spec §4)', () => {
  it('picks future sessions with action book, or with places when no action is given, in order', () => {
    const occurrences = [
      occ('past', '2024-07-01 09:00:00'),
      occ('book', '2024-07-11 09:00:00'),
      occ('booked', '2024-07-12 09:00:00', { bookableAction: { action: 'cancel_booking' } }),
      occ('waitlist', '2024-07-12 10:00:00', { bookableAction: { action: 'join_waitlist' } }),
      occ('full', '2024-07-13 09:00:00', { bookableAction: { action: null, message: 'The session being booked is already full' } }),
      occ('places', '2024-07-14 09:00:00', { bookableAction: null, capacity: { available: 3 } }),
      occ('none', '2024-07-15 09:00:00', { bookableAction: null, capacity: { available: 0 } }),
      occ('past-places', '2024-07-09 09:00:00', { bookableAction: null, capacity: { available: 3 } }),
    ];
    expect(preselectOnIndividual(occurrences, now)).toEqual(['book', 'places']);
  });

  it('keeps numeric ids', () => {
    expect(preselectOnIndividual([{ id: 7, startsAt: { local: '2024-07-11 09:00:00' }, bookableAction: { action: 'book' } }], now)).toEqual([7]);
    expect(preselectOnIndividual([], now)).toEqual([]);
  });
});

// Arbitrary camps: sessions around `now`, any action or none, any capacity, any subset of pricing options.
const localArb = fc
  .date({ min: new Date('2024-06-01T00:00:00Z'), max: new Date('2024-08-31T23:59:59Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 19).replace('T', ' '));
const actionArb = fc.constantFrom('book', 'cancel_booking', 'cancel_reservation', 'join_waitlist', 'leave_waitlist', null);
const occurrenceArb = fc.record({
  id: fc.uuid(),
  startsAt: fc.record({ local: localArb }),
  bookableAction: fc.option(fc.record({ action: actionArb, message: fc.option(fc.string()) }), { nil: undefined }),
  capacity: fc.option(fc.record({ available: fc.integer({ min: -1, max: 20 }) })),
});
const campArb = fc.record({
  price: fc.option(fc.record({ value: fc.nat() })),
  pricingOptionAvailability: fc.subarray(['individual', 'bundled']),
  occurrences: fc.array(occurrenceArb, { maxLength: 12 }),
});

describe('camp selection properties (spec §4)', () => {
  it('preselection never contains a past or unbookable session', () => {
    fc.assert(
      fc.property(fc.array(occurrenceArb, { maxLength: 15 }), localArb, (occurrences, at) => {
        const picked = new Set(preselectOnIndividual(occurrences, at));
        for (const occurrence of occurrences.filter(({ id }) => picked.has(id))) {
          expect(isOccurrencePast(occurrence, at)).toBe(false);
          const action = occurrence.bookableAction;
          if (action) expect(action.action).toBe('book');
          else expect(occurrence.capacity?.available ?? 0).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('a forced type is always one the camp offers', () => {
    fc.assert(
      fc.property(campArb, localArb, (input, at) => {
        const forced = forcedBookingType(input, at);
        if (forced === 'full') expect(input.pricingOptionAvailability).toContain('bundled');
        if (forced === 'individual') expect(input.pricingOptionAvailability).toContain('individual');
      }),
    );
  });

  it('whole-camp booking is only left open when the camp can be bought whole', () => {
    fc.assert(
      fc.property(campArb, localArb, (input, at) => {
        if (input.pricingOptionAvailability.length === 2 && forcedBookingType(input, at) === null) {
          expect(canBuyWhole(input, at)).toBe(true);
        }
      }),
    );
  });
});
