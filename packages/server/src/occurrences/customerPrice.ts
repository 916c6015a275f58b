import { formatMoney, type Price } from '@courtside/core';

/** A price as stored: the standard amount (null: members only) and what each membership plan pays. */
export interface PriceFacts {
  amount: number | null;
  currency: string;
  discounts: ReadonlyArray<{ plan: string; amount: number }>;
}

/** A customer's price, and whether it is only an estimate (spec §6: the customer is unknown). */
export interface CustomerPrice {
  price: Price | null;
  isEstimate: boolean;
}

const toPrice = (value: number, currency: string): Price => ({ formatted: formatMoney(value, { currency }), value, currency });

/**
 * Spec §6 prices: a known customer pays the lowest of the standard amount and their membership plans' discounts
 * (no price at all when none applies, so they cannot book); a visitor sees an estimate — the standard amount, or
 * for a members-only price the members' lowest — since who they are, and what they hold, is unknown.
 */
export function customerPrice(price: PriceFacts | null, plans: readonly string[] | null): CustomerPrice {
  if (!price) return { price: null, isEstimate: plans === null };
  const candidates =
    plans === null
      ? price.amount !== null ? [price.amount] : price.discounts.map((d) => d.amount)
      : [...(price.amount !== null ? [price.amount] : []), ...price.discounts.filter((d) => plans.includes(d.plan)).map((d) => d.amount)];
  const lowest = candidates.length ? Math.min(...candidates) : null;
  return { price: lowest === null ? null : toPrice(lowest, price.currency), isEstimate: plans === null };
}
