import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toMinorUnits } from './toMinorUnits';

describe('toMinorUnits (spec §3 Price, §9: major units to integer minor units)', () => {
  it.each<[string | number, number | null]>([
    ['19.99', 1999],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [1.1 + 2.2, 330],
    ['0.30000000000000004', 30],
    ['12.5', 1250],
    ['12.50', 1250],
    ['12', 1200],
    [12, 1200],
    ['12.', 1200],
    ['.5', 50],
    ['0.05', 5],
    ['0.005', 1],
    ['0.0049', 0],
    ['0.0005', 0],
    ['1.005', 101],
    [1.005, 101],
    ['1.004', 100],
    ['1.995', 200],
    ['-1.005', -101],
    ['-19.99', -1999],
    ['+3', 300],
    ['  4.20 ', 420],
    ['007.10', 710],
    ['0', 0],
    ['-0', 0],
    [-0, 0],
    ['-0.001', 0],
    ['1e2', 10000],
    ['1.5E-1', 15],
    [1e-7, 0],
    ['0e30', 0],
    ['90071992547409.91', 9007199254740991],
    ['90071992547409.92', null],
    ['1e21', null],
    [1e21, null],
    ['', null],
    ['.', null],
    ['-', null],
    ['abc', null],
    ['1,234.50', null],
    ['£12', null],
    ['1.2.3', null],
    ['5e', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('%j → %j', (major, minor) => expect(toMinorUnits(major)).toBe(minor));

  it('round-trips every two-decimal string exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
        const abs = Math.abs(minor);
        const text = `${minor < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
        expect(toMinorUnits(text)).toBe(minor === 0 ? 0 : minor);
        expect(toMinorUnits(Number(text))).toBe(minor === 0 ? 0 : minor);
      }),
    );
  });
});
