import { specShellMessages as spec } from './specShellMessages';

// Groups of ours (ourMessages.ts) that the basket's queries and pages read, in a module of their own: a page's first
// load carries neither them nor the rest of the catalogue.

/** The basket's checks (spec §3 Cart). */
export const cartMessages = {
  alreadyBooked: 'You already have this session booked or in your basket.',
  unmetRestriction: (name: string) => `You need to complete the ${name} before booking this session.`,
  notSellable: 'This item cannot be bought online.',
  noBenefit: 'No benefit is applied to this item.',
  noPackage: 'No package usage is applied to this item.',
  /** Apply package (ours): no package the attendee holds has a use to spare for this item. */
  noPackageToApply: 'None of your packages can pay for this item.',
  /** Apply package succeeded (ours; the spec's removal toasts have no counterpart). */
  packageApplied: 'Package applied.',
  creditFailed: spec.creditFailed,
  ticketNotFor: (ticket: string, attendee: string) => `The ${ticket} ticket is not available for ${attendee}.`,
  noTicketFor: (attendee: string) => `There is no ticket ${attendee} can use for this session.`,
  ticketOnlyForSession: 'A ticket can only be chosen for a ticketed session',
  holdReleased: (name: string) => `Your place on ${name} was released because its hold ran out, and it has been taken. It has left your basket.`,
  notAgreeable: (name: string) => `The ${name} is given in person, not agreed online.`,
  waiverOnce: 'Each attendee agrees to a waiver once.',
  inductionNeeded: (name: string) => `Needs ${name}: ask at reception to book one, then you can book this session.`,
  packageOneAtATime: 'A package is bought one at a time.',
} as const;

/** Discount codes on a basket line (spec §8 says only that a 400 shows the server's error). */
export const discountMessages = {
  unknown: 'That discount code is not recognised.',
  notStarted: 'That discount code cannot be used yet.',
  expired: 'That discount code has expired.',
  usedUp: 'That discount code has been used up.',
  notApplicable: 'A discount code can only be used on a session booking.',
  withPackage: 'A session paid with a package use cannot take a discount code too.',
  withBenefit: 'A discount code cannot be combined with member prices.',
  already: 'This booking already has a discount code.',
  none: 'No discount code is applied to this item.',
  applied: 'Discount code applied.',
  removed: 'Successfully removed discount code.',
} as const;
