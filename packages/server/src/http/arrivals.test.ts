import { describe, expect, it } from 'vitest';
import { createArrivals } from './arrivals';

describe('createArrivals', () => {
  it('keeps the first arrival of a subject, and an earlier one a signed ticket states', () => {
    let now = 1_000;
    const arrivals = createArrivals(() => now);
    expect(arrivals.stamp('a')).toBe(1_000);
    now = 2_000;
    expect(arrivals.stamp('a')).toBe(1_000);
    expect(arrivals.stamp('b')).toBe(2_000);
    // A ticket from another process says b came earlier: that holds from now on. A later one changes nothing.
    expect(arrivals.stamp('b', 500)).toBe(500);
    expect(arrivals.stamp('b', 1_500)).toBe(500);
    expect(arrivals.stamp('b')).toBe(500);
  });

  it('forgets an arrival after the keep time, and the oldest past the bound', () => {
    let now = 0;
    const arrivals = createArrivals(() => now, { keepMs: 100, max: 2 });
    arrivals.stamp('a');
    now = 50;
    arrivals.stamp('b');
    now = 101;
    // a came 101 ms ago: gone, so it arrives again now.
    expect(arrivals.stamp('a')).toBe(101);
    expect(arrivals.stamp('b')).toBe(50);
    now = 120;
    arrivals.stamp('c');
    expect(arrivals.size()).toBe(2);
    // b was the oldest past the bound of two.
    expect(arrivals.stamp('b')).toBe(120);
  });
});
