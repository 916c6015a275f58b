import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { campTotal, clampExtraQuantity, extraQuantityLimits, isValidExtraQuantity } from './campPricing';
import type { CampTotalInput } from './campPricing';

const base: CampTotalInput = { bookingType: 'full', campPrice: 10000, sessionPrice: 2500, sessionCount: 3, extras: [] };

describe('campTotal (spec §9 Pricing)', () => {
  it.each<[string, Partial<CampTotalInput>, number | null]>([
    ['full camp', {}, 10000],
    ['full camp plus extras', { extras: [{ price: 500, quantity: 2 }, { price: 1999, quantity: 1 }] }, 12999],
    ['individual: session price × sessions', { bookingType: 'individual' }, 7500],
    ['individual plus extras', { bookingType: 'individual', extras: [{ price: 250, quantity: 10 }] }, 10000],
    ['individual, no sessions yet', { bookingType: 'individual', sessionCount: 0, extras: [{ price: 300, quantity: 1 }] }, 300],
    ['extra at quantity 0 is free', { extras: [{ price: 500, quantity: 0 }] }, 10000],
    ['free camp', { campPrice: 0 }, 0],
    ['full camp with no price', { campPrice: null }, null],
    ['individual with no session price', { bookingType: 'individual', sessionPrice: null }, null],
    ['individual ignores a null camp price', { bookingType: 'individual', campPrice: null }, 7500],
  ])('%s → %j', (_name, overrides, total) => expect(campTotal({ ...base, ...overrides })).toBe(total));

  it.each<[string, Partial<CampTotalInput>, string]>([
    ['negative camp price', { campPrice: -1 }, 'campPrice must not be negative, got -1'],
    ['fractional session price', { bookingType: 'individual', sessionPrice: 12.5 }, 'sessionPrice must be a safe integer in minor units, got 12.5'],
    ['negative session count', { sessionCount: -1 }, 'sessionCount must be a whole number ≥ 0, got -1'],
    ['fractional session count', { sessionCount: 1.5 }, 'sessionCount must be a whole number ≥ 0, got 1.5'],
    ['extra quantity 11', { extras: [{ price: 100, quantity: 11 }] }, 'extra quantity must be 0 to 10, got 11'],
    ['negative extra price', { extras: [{ price: -100, quantity: 1 }] }, 'extra price must not be negative, got -100'],
  ])('throws for %s', (_name, overrides, message) => {
    expect(() => campTotal({ ...base, ...overrides })).toThrow(message);
  });
});

describe('extra quantity 0 to 10 (spec §9)', () => {
  it('limits', () => expect(extraQuantityLimits).toEqual({ min: 0, max: 10 }));

  it.each([
    [0, true],
    [1, true],
    [10, true],
    [11, false],
    [-1, false],
    [2.5, false],
    [Number.NaN, false],
  ])('isValidExtraQuantity(%d) → %s', (quantity, valid) => expect(isValidExtraQuantity(quantity)).toBe(valid));

  it.each([
    [0, 0],
    [5, 5],
    [10, 10],
    [11, 10],
    [99, 10],
    [-3, 0],
    [-0.5, 0],
    [2.9, 2],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 10],
    [Number.NEGATIVE_INFINITY, 0],
  ])('clampExtraQuantity(%d) → %d', (quantity, clamped) => expect(Object.is(clampExtraQuantity(quantity), clamped)).toBe(true));
});

describe('campTotal properties (spec §9)', () => {
  const price = fc.integer({ min: 0, max: 1_000_000 });
  const extra = fc.record({ price, quantity: fc.integer({ min: 0, max: 10 }) });
  const input = fc.record({
    bookingType: fc.constantFrom('full' as const, 'individual' as const),
    campPrice: price,
    sessionPrice: price,
    sessionCount: fc.integer({ min: 0, max: 60 }),
    extras: fc.array(extra, { maxLength: 6 }),
  });

  it('is never negative', () => {
    fc.assert(
      fc.property(input, (total) => {
        expect(campTotal(total)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('is monotonic in each extra quantity, rising by exactly that extra price', () => {
    fc.assert(
      fc.property(input, fc.nat(), (total, pick) => {
        fc.pre(total.extras.length > 0);
        const index = pick % total.extras.length;
        const chosen = total.extras[index]!;
        fc.pre(chosen.quantity < 10);
        const more = total.extras.map((line, i) => (i === index ? { ...line, quantity: line.quantity + 1 } : line));
        expect(campTotal({ ...total, extras: more })).toBe(campTotal(total)! + chosen.price);
      }),
    );
  });
});
