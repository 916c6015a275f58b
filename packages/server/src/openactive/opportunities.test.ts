import { describe, expect, it } from 'vitest';
import { withOffset } from './opportunities';

describe('withOffset (an OpenActive DateTime: the venue wall time with its offset)', () => {
  it('writes the wall time with the offset the instant had, in winter and in summer', () => {
    expect(withOffset(Date.UTC(2026, 11, 1, 9), 'Europe/London')).toBe('2026-12-01T09:00:00+00:00');
    expect(withOffset(Date.UTC(2026, 6, 1, 9), 'Europe/London')).toBe('2026-07-01T10:00:00+01:00');
    expect(withOffset(Date.UTC(2026, 6, 1, 8), 'America/St_Johns')).toBe('2026-07-01T05:30:00-02:30');
  });

  it('always carries the seconds', () => {
    expect(withOffset(Date.UTC(2027, 0, 18, 21, 29), 'Europe/London')).toBe('2027-01-18T21:29:00+00:00');
  });
});
