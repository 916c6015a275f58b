import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMinor, assertMinorUnits, multiplyMinor } from './minorUnits';

describe('integer money arithmetic (spec §9)', () => {
  it.each([
    [[], 0],
    [[10], 10],
    [[10, 20], 30],
    [[1999, 1, -500], 1500],
  ])('addMinor(%j) = %i', (amounts, total) => expect(addMinor(...amounts)).toBe(total));

  it.each([
    [1999, 3, 5997],
    [1250, 0, 0],
    [-5, 0, 0],
    [-250, 2, -500],
  ])('multiplyMinor(%i, %i) = %i', (amount, quantity, product) => {
    expect(Object.is(multiplyMinor(amount, quantity), product)).toBe(true);
  });

  it.each([
    ['non-integer amount', () => addMinor(1, 0.5)],
    ['unsafe total', () => addMinor(Number.MAX_SAFE_INTEGER, 1)],
    ['fractional quantity', () => multiplyMinor(100, 1.5)],
    ['fractional amount', () => multiplyMinor(0.1, 3)],
    ['unsafe product', () => multiplyMinor(Number.MAX_SAFE_INTEGER, 2)],
  ])('throws RangeError for %s', (_label, run) => expect(run).toThrow(RangeError));

  it('names the offending value', () => {
    expect(() => assertMinorUnits(0.3, 'price')).toThrow('price must be a safe integer in minor units, got 0.3');
    expect(assertMinorUnits(42)).toBe(42);
  });

  it('adds exactly where floats drift', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e9, max: 1e9 }), { maxLength: 20 }), (amounts) => {
        expect(addMinor(...amounts)).toBe(amounts.reduce((a, b) => a + b, 0));
      }),
    );
  });
});
