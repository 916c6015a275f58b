import { messages } from '@courtside/core';

/** Spec §3 Cart texts the spec leaves open (spec §8 texts are used where it gives them): core's catalogue. */
export const cartMessages = messages.cart;
