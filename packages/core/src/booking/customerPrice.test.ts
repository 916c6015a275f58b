import { describe, expect, it } from 'vitest';
import { customerPrice, lowestAmount, placePrice, type PriceFacts } from './customerPrice';

const yoga: PriceFacts = { amount: 750, currency: 'GBP', discounts: [{ plan: 'gold', amount: 500 }, { plan: 'silver', amount: 600 }] };
const membersOnly: PriceFacts = { amount: null, currency: 'GBP', discounts: [{ plan: 'gold', amount: 400 }, { plan: 'silver', amount: 450 }] };
// A plan "discount" dearer than the standard price: the customer still pays the lowest.
const dearPlan: PriceFacts = { amount: 700, currency: 'GBP', discounts: [{ plan: 'peak', amount: 900 }] };

describe('lowestAmount (spec §6)', () => {
  it.each<[string, PriceFacts, readonly string[] | null, number | null]>([
    ['a visitor: the standard amount, not a discount', yoga, null, 750],
    ['a visitor, members-only: the members’ lowest', membersOnly, null, 400],
    ['a customer without a plan: the standard amount', yoga, [], 750],
    ['a member: their discount', yoga, ['silver'], 600],
    ['a member of two plans: the lower discount', yoga, ['silver', 'gold'], 500],
    ['a plan that is not on this price is ignored', yoga, ['bronze'], 750],
    ['a plan dearer than standard: the standard amount', dearPlan, ['peak'], 700],
    ['members-only, not a member: none', membersOnly, [], null],
    ['members-only, a member: their discount', membersOnly, ['silver'], 450],
    ['a free session', { amount: 0, currency: 'GBP', discounts: [] }, [], 0],
  ])('%s', (_name, price, plans, expected) => expect(lowestAmount(price, plans)).toBe(expected));
});

describe('customerPrice (spec §6)', () => {
  it.each([
    ['a visitor sees the standard price as an estimate', yoga, null, { price: { formatted: '£7.50', value: 750, currency: 'GBP' }, isEstimate: true }],
    ['a visitor sees the members’ lowest for a members-only price', membersOnly, null, { price: { formatted: '£4.00', value: 400, currency: 'GBP' }, isEstimate: true }],
    ['a member pays their discount', yoga, ['silver'], { price: { formatted: '£6.00', value: 600, currency: 'GBP' }, isEstimate: false }],
    ['a customer without a plan pays the standard price', yoga, [], { price: { formatted: '£7.50', value: 750, currency: 'GBP' }, isEstimate: false }],
    ['a non-member has no members-only price', membersOnly, [], { price: null, isEstimate: false }],
    ['nothing to price', null, ['gold'], { price: null, isEstimate: false }],
    ['nothing to price for a visitor', null, null, { price: null, isEstimate: true }],
  ] as const)('%s', (_name, price, plans, expected) => expect(customerPrice(price, plans)).toEqual(expected));
});

describe('placePrice (spec §6)', () => {
  it.each<[string, PriceFacts | null, readonly string[], ReturnType<typeof placePrice>]>([
    ['a member: their discount beside the standard price', yoga, ['gold'], { unit: 500, standard: 750, currency: 'GBP' }],
    ['no plan: the standard price twice', yoga, [], { unit: 750, standard: 750, currency: 'GBP' }],
    ['members-only: the standard is what the member pays', membersOnly, ['silver'], { unit: 450, standard: 450, currency: 'GBP' }],
    ['members-only, not a member: cannot buy', membersOnly, [], null],
    ['no price: cannot buy', null, ['gold'], null],
  ])('%s', (_name, price, plans, expected) => expect(placePrice(price, plans)).toEqual(expected));
});
