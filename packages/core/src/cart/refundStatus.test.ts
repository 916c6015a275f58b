import { describe, expect, it } from 'vitest';
import { refundStatus } from './refundStatus';

describe('refundStatus (spec §3 Order)', () => {
  it.each([
    [0, 1000, null],
    [310, 1000, 'partial'],
    [999, 1000, 'partial'],
    [1000, 1000, 'full'],
    [0, 0, null],
  ] as const)('%i of %i refunded is %s', (refunded, total, status) => {
    expect(refundStatus(refunded, total)).toBe(status);
  });
});
