import { describe, expect, it } from 'vitest';
import { withOffset } from './opportunities';

describe('withOffset (an OpenActive DateTime: the venue wall time with its offset)', () => {
  it('writes the wall time with the offset the instant had, in winter and in summer', () => {
    expect(withOffset('2026-12-01 09:00:00', Date.UTC(2026, 11, 1, 9))).toBe('2026-12-01T09:00:00+00:00');
    expect(withOffset('2026-07-01 10:00:00', Date.UTC(2026, 6, 1, 9))).toBe('2026-07-01T10:00:00+01:00');
    expect(withOffset('2026-07-01 03:30:00', Date.UTC(2026, 6, 1, 8))).toBe('2026-07-01T03:30:00-04:30');
  });

  it('gives a local time without seconds its seconds', () => {
    expect(withOffset('2026-12-01 09:00', Date.UTC(2026, 11, 1, 9))).toBe('2026-12-01T09:00:00+00:00');
  });

  it('writes the instant in UTC when the local time cannot belong to it (no zone is 14 hours off)', () => {
    expect(withOffset('2027-01-26 08:00:00', Date.UTC(2027, 0, 18, 21, 29))).toBe('2027-01-18T21:29:00Z');
  });
});
