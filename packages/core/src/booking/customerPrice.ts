import { toPrice, type FormattedPrice } from '../money/index';

/** A price as stored: the standard amount (null: members only) and what each membership plan pays. */
export interface PriceFacts {
  amount: number | null;
  currency: string;
  discounts: ReadonlyArray<{ plan: string; amount: number }>;
}

/** A customer's price, and whether it is only an estimate (spec §6: the customer is unknown). */
export interface CustomerPrice {
  price: FormattedPrice | null;
  isEstimate: boolean;
}

/** What a known customer pays for one place (minor units) and the standard price without their plan's discount. */
export interface PlacePrice {
  unit: number;
  standard: number;
  currency: string;
}

/**
 * Spec §6: the amount a customer pays — for a known customer (`plans`, maybe empty) the lowest of the standard
 * amount and their plans' discounts, null when none applies; for a visitor (`plans` null) the standard amount, or
 * for a members-only price the members' lowest, since who they are is unknown.
 */
export function lowestAmount(price: PriceFacts, plans: readonly string[] | null): number | null {
  const standard = price.amount !== null ? [price.amount] : [];
  const discounts = price.discounts.filter((d) => plans === null || plans.includes(d.plan)).map((d) => d.amount);
  const candidates = plans === null && standard.length ? standard : [...standard, ...discounts];
  return candidates.length ? Math.min(...candidates) : null;
}

/** Spec §6 prices: the customer's (or a visitor's estimated) price as a spec §3 Price, null when none applies. */
export function customerPrice(price: PriceFacts | null, plans: readonly string[] | null): CustomerPrice {
  const lowest = price ? lowestAmount(price, plans) : null;
  return { price: price && lowest !== null ? toPrice(lowest, { currency: price.currency }) : null, isEstimate: plans === null };
}

/** Spec §6: the unit price a known customer pays for a place and the standard price beside it; null: they cannot buy it. */
export function placePrice(price: PriceFacts | null, plans: readonly string[]): PlacePrice | null {
  const unit = price ? lowestAmount(price, plans) : null;
  if (!price || unit === null) return null;
  return { unit, standard: price.amount ?? unit, currency: price.currency.toUpperCase() };
}
