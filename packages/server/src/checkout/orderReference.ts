import { randomInt } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so a reference read aloud or typed is not mistaken. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * An order's reference for the customer: 8 random characters as XXXX-XXXX — 40 bits, so nobody can guess another
 * customer's from their own, and the sequential id stays private. Unique per tenant (a clash is a 1 in 10^12 event that
 * the unique index turns into a retryable failure).
 */
export function orderReference(): string {
  const chars = Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}
