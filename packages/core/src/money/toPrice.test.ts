import { describe, expect, it } from 'vitest';
import { toPrice } from './toPrice';

describe('toPrice (spec §3 Price)', () => {
  it.each([
    [1250, { currency: 'GBP' }, { formatted: '£12.50', value: 1250, currency: 'GBP' }],
    [123450, { currency: 'eur' }, { formatted: '€1,234.50', value: 123450, currency: 'EUR' }],
    [-100, { currency: 'GBP', symbol: 'GBP ' }, { formatted: '-GBP 1.00', value: -100, currency: 'GBP' }],
  ])('%i %j', (minor, options, price) => expect(toPrice(minor, options)).toEqual(price));
});
