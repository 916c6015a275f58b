// Discount codes (spec §3 'Applied ticket discount per customerId', §8 'Discount: a 400 shows the server's error'): a
// code applied to one basket line — one attendee's ticket — priced on the server.

/** What a code takes off: a share of the price (percent, 1–100) or a sum (minor units). */
export interface DiscountRule {
  percentOff: number | null;
  amountOff: number | null;
  /** First and last day it may be used (YYYY-MM-DD, inclusive); null: open. */
  validFrom: string | null;
  validTo: string | null;
  /** How many times it may be used in all; null: without limit. */
  maxUses: number | null;
  uses: number;
}

/** The longest code accepted. */
export const DISCOUNT_CODE_MAX_LENGTH = 32;

/** A code as stored and compared: trimmed, upper case. */
export const normaliseDiscountCode = (code: string) => code.trim().toUpperCase();

/** One place's price with the code: never below nothing, whole minor units (a percentage rounds to the nearest). */
export function discountedUnitPrice(unitPrice: number, rule: Pick<DiscountRule, 'percentOff' | 'amountOff'>): number {
  const off = rule.percentOff !== null ? Math.round((unitPrice * rule.percentOff) / 100) : (rule.amountOff ?? 0);
  return Math.max(0, unitPrice - off);
}

/** Why the code cannot be used on `today` (a key of core's `messages.discounts`), or null. */
export function discountRefusal(rule: DiscountRule, today: string): 'notStarted' | 'expired' | 'usedUp' | null {
  if (rule.validFrom !== null && today < rule.validFrom) return 'notStarted';
  if (rule.validTo !== null && today > rule.validTo) return 'expired';
  return rule.maxUses !== null && rule.uses >= rule.maxUses ? 'usedUp' : null;
}
