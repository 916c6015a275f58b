import type { BasketCardView } from '../basket-item-card/basketCardView';

const none = { venueName: null, dateRange: null, location: null, sessions: [], newMembership: null, membershipLength: null, childItems: [], benefitApplied: false, packageApplied: false, packageApplicable: false, forLine: null, heldUntil: null, discount: null, discountable: false };

/** A one-session class booking, as core's toBasketCard gives it (spec §2 booking card). */
export const yogaBooking: BasketCardView = {
  ...none,
  id: 101,
  kind: 'booking',
  name: 'Vinyasa Flow',
  venueName: 'Riverside Leisure Centre',
  dateRange: 'Thu, 26 Nov 2026',
  location: 'Studio 1',
  sessions: [{ id: 'occ-1', date: 'Thu, 26 Nov 2026', time: '18:30–19:30', location: 'Studio 1' }],
  price: '£7.50',
  quantity: 1,
};

/** A ticketed swim for a linked child, with its place held (who it is for, the ticket, the hold). */
export const childSwimBooking: BasketCardView = {
  ...none,
  id: 104,
  kind: 'booking',
  name: 'Public swim',
  venueName: 'Riverside Aquatics Centre',
  dateRange: 'Tue, 1 Dec 2026',
  location: 'Main pool',
  sessions: [{ id: 'occ-swim', date: 'Tue, 1 Dec 2026', time: '10:00', location: 'Main pool' }],
  price: '£3.10',
  quantity: 1,
  forLine: 'For Jamie Morgan · Child (under 16)',
  heldUntil: '14:32',
};

/** A week of camp sessions: first-to-last date range and three sessions. */
export const campBooking: BasketCardView = {
  ...none,
  id: 102,
  kind: 'booking',
  name: 'Half-term Football Camp',
  venueName: 'Riverside Leisure Centre',
  dateRange: 'Mon, 23 Nov 2026 – Wed, 25 Nov 2026',
  location: 'Sports hall',
  sessions: [
    { id: 'occ-a', date: 'Mon, 23 Nov 2026', time: '09:00–15:00', location: 'Sports hall' },
    { id: 'occ-b', date: 'Tue, 24 Nov 2026', time: '09:00–15:00', location: 'Sports hall' },
    { id: 'occ-c', date: 'Wed, 25 Nov 2026', time: '09:00–15:00', location: '3G pitch' },
  ],
  price: '£75.00',
  quantity: 1,
};

export const membershipRenewal: BasketCardView = {
  ...none,
  id: 103,
  kind: 'membershipRenewal',
  name: 'Membership renewal',
  venueName: 'Riverside Leisure Centre',
  price: '£39.00',
  quantity: 1,
  newMembership: 'Gold Anytime',
  membershipLength: '12 months',
};

export const swimPackage: BasketCardView = { ...none, id: 104, kind: 'package', name: '10 Swim Pass', venueName: 'Hillcrest Pool', price: '£40.00', quantity: 1 };

export const guestPass: BasketCardView = { ...none, id: 105, kind: 'default', name: 'Guest pass', price: '£5.00', quantity: 2 };

/** A court booking with racket hire and balls as extras. */
export const courtWithExtras: BasketCardView = {
  ...yogaBooking,
  id: 106,
  name: 'Badminton court',
  location: 'Court 3',
  sessions: [{ id: 'occ-2', date: 'Fri, 27 Nov 2026', time: '19:00–20:00', location: 'Court 3' }],
  dateRange: 'Fri, 27 Nov 2026',
  price: '£12.50',
  childItems: [
    { id: 201, name: 'Racket hire', quantity: 2, price: '£4.00' },
    { id: 202, name: 'Tube of shuttlecocks', quantity: 1, price: '£6.00' },
  ],
};

/** The basket the panel stories show, in sort order. */
export const basketItems: BasketCardView[] = [yogaBooking, campBooking, membershipRenewal];

/** A class booking a discount code may go on. */
export const discountableBooking: BasketCardView = { ...yogaBooking, id: 107, discountable: true };
/** The same with WELCOME10 on it. */
export const discountedBooking: BasketCardView = { ...yogaBooking, id: 108, price: '£6.75', discount: { code: 'WELCOME10', saving: '£0.75' } };
