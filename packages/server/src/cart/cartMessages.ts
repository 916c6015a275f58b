import { messages } from '@courtside/core';

/** Spec §3 Cart texts the spec leaves open (spec §8 texts are used where it gives them). */
export const cartMessages = {
  alreadyBooked: 'You already have this session booked or in your basket.',
  unmetRestriction: (name: string) => `You need to complete the ${name} before booking this session.`,
  notSellable: 'This item cannot be bought online.',
  noBenefit: 'No benefit is applied to this item.',
  noPackage: 'No package usage is applied to this item.',
  creditFailed: messages.creditFailed,
} as const;
