import { describe, expect, it } from 'vitest';
import { canonicalLocal, isBeforeLocal } from './isBeforeLocal';

describe('local date-times (spec §3)', () => {
  it.each([
    ['2024-07-01 09:00:00', '2024-07-01 09:00:00'],
    ['2024-07-01T09:00:00', '2024-07-01 09:00:00'],
    ['2024-07-01 09:00', '2024-07-01 09:00:00'],
    ['2024-07-01', '2024-07-01 00:00:00'],
    [' 2024-07-01 09:00:00.000 ', '2024-07-01 09:00:00'],
  ])('canonicalLocal(%j) → %j', (input, output) => expect(canonicalLocal(input)).toBe(output));

  it.each(['', '01-07-2024', '2024-07-01Z', '2024-07-01T09:00:00Z', 'soon'])('rejects %j', (input) => {
    expect(() => canonicalLocal(input)).toThrow(RangeError);
  });

  it.each([
    ['2024-07-01 08:59:59', '2024-07-01 09:00:00', true],
    ['2024-07-01 09:00:00', '2024-07-01 09:00:00', false],
    ['2024-07-01 09:00:01', '2024-07-01 09:00:00', false],
    ['2024-07-01', '2024-07-01 00:00:00', false],
    ['2023-12-31 23:59:59', '2024-01-01', true],
    // A wall time inside a UK DST gap still compares by its face value.
    ['2024-03-31 01:30:00', '2024-03-31 02:15:00', true],
  ])('%s before %s → %s', (a, b, before) => expect(isBeforeLocal(a, b)).toBe(before));
});
