import { describe, expect, it } from 'vitest';
import { currencySymbol, formatMoney } from './formatMoney';

describe('formatMoney (spec §9: minor units, 2 decimals, £ by default)', () => {
  it.each([
    [1250, 'GBP', undefined, '£12.50'],
    [0, 'GBP', undefined, '£0.00'],
    [-0, 'GBP', undefined, '£0.00'],
    [5, 'GBP', undefined, '£0.05'],
    [100, 'GBP', undefined, '£1.00'],
    [-100, 'GBP', undefined, '-£1.00'],
    [-5, 'GBP', undefined, '-£0.05'],
    [99999, 'GBP', undefined, '£999.99'],
    [123450, 'GBP', undefined, '£1,234.50'],
    [100000000, 'GBP', undefined, '£1,000,000.00'],
    [-123456789, 'GBP', undefined, '-£1,234,567.89'],
    [1250, 'EUR', undefined, '€12.50'],
    [1250, 'usd', undefined, '$12.50'],
    [1250, 'XYZ', undefined, '£12.50'],
    [1250, 'EUR', '£', '£12.50'],
    [1250, 'GBP', null, '£12.50'],
    [1250, 'GBP', '', '12.50'],
  ])('%i %s symbol=%s → %s', (minor, currency, symbol, expected) => {
    expect(formatMoney(minor, { currency, symbol })).toBe(expected);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('rejects %d as not whole minor units', (minor) => {
    expect(() => formatMoney(minor, { currency: 'GBP' })).toThrow(RangeError);
  });
});

describe('currencySymbol (spec §3 Client: default £)', () => {
  it.each([
    ['GBP', '£'],
    ['gbp', '£'],
    ['EUR', '€'],
    ['USD', '$'],
    ['JPY', '£'],
    ['', '£'],
  ])('%s → %s', (currency, symbol) => expect(currencySymbol(currency)).toBe(symbol));
});
