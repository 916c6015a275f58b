import { describe, expect, it } from 'vitest';
import { attendeeLine, basketCards, dateRange, orderLineSummary, toBasketCard, type BasketCartItem } from './basketCards';
import { basketVenueSlug, basketVenueToSelect } from './basketVenue';

const item = (overrides: Partial<BasketCartItem> = {}): BasketCartItem => ({
  id: 1,
  cartableType: 'av2_booking',
  cartableResource: { venueName: 'Riverside', startsAt: '2026-11-24 09:00:00', location: 'Studio 1', sessions: [{ id: 'a', startsAt: '2026-11-24 09:00:00', location: 'Studio 1' }] },
  price: { formatted: '£7.50' },
  quantity: 1,
  name: 'Yoga',
  benefitApplied: false,
  packageApplied: false,
  sortBy: 0,
  childItems: [],
  ...overrides,
});

describe('basketVenueSlug (spec §2 selected venue)', () => {
  it('is the venue of the first item in basket order that has one', () => {
    const membership = item({ id: 1, sortBy: 0, cartableType: 'membership', cartableResource: { venueName: null } });
    const pool = item({ id: 2, sortBy: 2, cartableResource: { venueSlug: 'riverside-aquatics-centre' } });
    const gym = item({ id: 3, sortBy: 1, cartableResource: { venueSlug: 'millbrook-leisure-centre' } });
    expect(basketVenueSlug([membership, pool, gym])).toBe('millbrook-leisure-centre');
  });

  it('is null for an empty basket or one with no venue', () => {
    expect(basketVenueSlug([])).toBeNull();
    expect(basketVenueSlug([item({ cartableResource: { venueName: 'Riverside' } })])).toBeNull();
  });

  it('is selected only when no venue is chosen (a venue the customer chose stays chosen)', () => {
    const pool = item({ cartableResource: { venueSlug: 'riverside-aquatics-centre' } });
    expect(basketVenueToSelect(null, [pool])).toBe('riverside-aquatics-centre');
    expect(basketVenueToSelect('millbrook-leisure-centre', [pool])).toBeNull();
    expect(basketVenueToSelect(null, undefined)).toBeNull();
  });
});

describe('basketCards (spec §2 Basket page)', () => {
  it('shows a session booking with its date, time and location', () => {
    expect(toBasketCard(item())).toMatchObject({
      kind: 'booking',
      name: 'Yoga',
      venueName: 'Riverside',
      dateRange: 'Tue, 24 Nov 2026',
      sessions: [{ id: 'a', date: 'Tue, 24 Nov 2026', time: '09:00', location: 'Studio 1' }],
      price: '£7.50',
    });
  });

  it('gives a bundle its first-to-last date range, sessions in order', () => {
    const sessions = [
      { id: 'c', startsAt: '2026-11-27 09:00:00', location: null },
      { id: 'a', startsAt: '2026-11-24 09:00:00', location: null },
    ];
    const card = toBasketCard(item({ cartableType: 'av2_booking_bundle', cartableResource: { sessions } }));
    expect(card.dateRange).toBe('Tue, 24 Nov 2026 – Fri, 27 Nov 2026');
    expect(card.sessions.map((s) => s.id)).toEqual(['a', 'c']);
  });

  it.each([
    ['membership_renewal', 'membershipRenewal'],
    ['membership', 'membership'],
    ['membership_change', 'membershipChange'],
    ['pricing_option', 'package'],
    ['activity_ticket', 'booking'],
    ['journal_transaction', 'default'],
  ])('shows cartable type %s as a %s card', (cartableType, kind) => {
    expect(toBasketCard(item({ cartableType })).kind).toBe(kind);
  });

  it.each([
    ['a package held could pay for it', { canApply: ['package'] }, true],
    ['a package already pays for it', { canApply: ['package'], packageApplied: true }, false],
    ['nothing could be applied', { canApply: [] }, false],
    ['the cart does not say', {}, false],
  ] as const)('offers Apply package when %s → %s', (_, overrides, expected) => {
    expect(toBasketCard(item(overrides)).packageApplicable).toBe(expected);
  });

  it('keeps a renewal’s new membership and length, and maps extras', () => {
    const card = toBasketCard(
      item({ cartableType: 'membership_renewal', cartableResource: { newMembership: 'Gold', duration: '12 months' }, childItems: [{ id: 9, name: 'Towel', quantity: 2, price: { formatted: '£2.00' } }] }),
    );
    expect(card).toMatchObject({ newMembership: 'Gold', membershipLength: '12 months', dateRange: null, childItems: [{ id: 9, name: 'Towel', quantity: 2, price: '£2.00' }] });
  });

  it('shows a new membership and a change with their plan and length too, and other cards without them', () => {
    const resource = { newMembership: 'Gold membership', duration: '12 months' };
    expect(toBasketCard(item({ cartableType: 'membership', cartableResource: resource }))).toMatchObject({ newMembership: 'Gold membership', membershipLength: '12 months' });
    expect(toBasketCard(item({ cartableType: 'membership_change', cartableResource: resource }))).toMatchObject({ newMembership: 'Gold membership', membershipLength: '12 months' });
    expect(toBasketCard(item({ cartableType: 'pricing_option', cartableResource: resource }))).toMatchObject({ newMembership: null, membershipLength: null });
  });

  it('says whether a discount code may go on a card: a session booking with no package, member price or code', () => {
    expect(toBasketCard(item({ cartableType: 'av2_booking' })).discountable).toBe(true);
    expect(toBasketCard(item({ cartableType: 'av2_booking', packageApplied: true })).discountable).toBe(false);
    expect(toBasketCard(item({ cartableType: 'av2_booking', benefitApplied: true })).discountable).toBe(false);
    expect(toBasketCard(item({ cartableType: 'membership' })).discountable).toBe(false);
    const coded = toBasketCard(item({ cartableType: 'av2_booking', discount: { code: 'WELCOME10', saving: '£0.75' } }));
    expect(coded).toMatchObject({ discountable: false, discount: { code: 'WELCOME10', saving: '£0.75' } });
  });

  it('sorts cards by sort_by, keeping ties in cart order', () => {
    const cards = basketCards([item({ id: 1, sortBy: 2 }), item({ id: 2, sortBy: 1 }), item({ id: 3, sortBy: 1 })]);
    expect(cards.map((c) => c.id)).toEqual([2, 3, 1]);
  });

  it('has no date range without dates', () => expect(dateRange([])).toBeNull());
});

describe('who a line is for', () => {
  it('names the attendee and the ticket', () => {
    expect(attendeeLine('Jamie Morgan', 'Child (under 16)')).toBe('For Jamie Morgan · Child (under 16)');
    expect(attendeeLine('Jamie Morgan', null)).toBe('For Jamie Morgan');
    expect(attendeeLine(null, 'Adult')).toBe('Adult');
    expect(attendeeLine(undefined, undefined)).toBeNull();
  });
  it('puts it before when and where on an order line', () => {
    expect(orderLineSummary({ attendeeName: 'Jamie Morgan', ticketName: 'Child (under 16)', summary: 'Tue, 1 Dec 2026 10:00 · Riverside' })).toBe(
      'For Jamie Morgan · Child (under 16) · Tue, 1 Dec 2026 10:00 · Riverside',
    );
    expect(orderLineSummary({ summary: null })).toBeNull();
  });
  it('shows the hold as the venue’s wall time, hours and minutes', () => {
    const card = toBasketCard({
      id: 1, cartableType: 'av2_booking', cartableResource: { timezone: 'Europe/London', startsAt: '2026-07-01 10:00:00' }, price: { formatted: '£3.10' }, quantity: 1,
      name: 'Public swim', benefitApplied: false, packageApplied: false, sortBy: 0, childItems: [], attendeeName: 'Jamie Morgan', ticketName: 'Child (under 16)', heldUntilLocal: '2026-07-01 09:15:00',
    });
    expect(card.heldUntil).toBe('09:15');
    expect(card.forLine).toBe('For Jamie Morgan · Child (under 16)');
  });
});
