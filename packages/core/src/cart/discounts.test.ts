import { describe, expect, it } from 'vitest';
import { discountedUnitPrice, discountRefusal, normaliseDiscountCode, type DiscountRule } from './discounts';

const open: DiscountRule = { percentOff: 10, amountOff: null, validFrom: null, validTo: null, maxUses: null, uses: 0 };

describe('discountedUnitPrice', () => {
  it.each([
    ['10% of £7.50', 750, { percentOff: 10, amountOff: null }, 675],
    ['15% of £3.10 takes 47p (46.5 rounded to the nearest penny)', 310, { percentOff: 15, amountOff: null }, 263],
    ['100% is free', 750, { percentOff: 100, amountOff: null }, 0],
    ['£5 off £7.50', 750, { percentOff: null, amountOff: 500 }, 250],
    ['£5 off £3.10 is never below nothing', 310, { percentOff: null, amountOff: 500 }, 0],
  ] as const)('%s', (_, unit, rule, price) => expect(discountedUnitPrice(unit, rule)).toBe(price));
});

describe('discountRefusal', () => {
  const today = '2026-11-25';
  it.each([
    ['open', open, null],
    ['before its first day', { ...open, validFrom: '2026-11-26' }, 'notStarted'],
    ['on its first and last day', { ...open, validFrom: today, validTo: today }, null],
    ['after its last day', { ...open, validTo: '2026-11-24' }, 'expired'],
    ['every use taken', { ...open, maxUses: 3, uses: 3 }, 'usedUp'],
    ['a use left', { ...open, maxUses: 3, uses: 2 }, null],
  ] as const)('%s → %s', (_, rule, refusal) => expect(discountRefusal(rule, today)).toBe(refusal));
});

it('compares codes trimmed and in upper case', () => expect(normaliseDiscountCode('  welcome10 ')).toBe('WELCOME10'));
