import { addMinor, assertMinorUnits, multiplyMinor } from '../money/minorUnits';
import type { CampBookingType } from './campSelection';

/** Spec §9 "Extra quantity 0 to 10" (and §5: UI 0 to 10). */
export const extraQuantityLimits = { min: 0, max: 10 } as const;

/** Spec §9: true for a whole-number extra quantity from 0 to 10. */
export function isValidExtraQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= extraQuantityLimits.min && quantity <= extraQuantityLimits.max;
}

/** Spec §9: the nearest valid extra quantity — truncated to a whole number, held within 0..10; NaN becomes 0. */
export function clampExtraQuantity(quantity: number): number {
  if (Number.isNaN(quantity)) return extraQuantityLimits.min;
  const whole = Math.trunc(quantity);
  return Math.min(extraQuantityLimits.max, Math.max(extraQuantityLimits.min, whole));
}

/** Spec §9: an extra chosen on the camp form — price in minor units and a quantity 0..10. */
export interface ExtraLine {
  price: number;
  quantity: number;
}

/** What campTotal reads; prices are minor units, null when the camp or session is not priced for this customer. */
export interface CampTotalInput {
  bookingType: CampBookingType;
  campPrice: number | null;
  sessionPrice: number | null;
  sessionCount: number;
  extras: readonly ExtraLine[];
}

function assertPrice(price: number, label: string): number {
  if (assertMinorUnits(price, label) < 0) throw new RangeError(`${label} must not be negative, got ${price}`);
  return price;
}

/**
 * Spec §9 Pricing: camp price (full) or session price × sessions chosen (individual), plus Σ extra price × quantity,
 * in minor units. Null when the chosen type has no price (§3: not sold whole, or no price for this customer).
 * Throws RangeError on a negative or fractional price, a bad session count, or an extra quantity outside 0..10.
 */
export function campTotal({ bookingType, campPrice, sessionPrice, sessionCount, extras }: CampTotalInput): number | null {
  const base = bookingType === 'full' ? campPrice : sessionPrice;
  if (base === null) return null;
  assertPrice(base, bookingType === 'full' ? 'campPrice' : 'sessionPrice');
  if (!Number.isSafeInteger(sessionCount) || sessionCount < 0) throw new RangeError(`sessionCount must be a whole number ≥ 0, got ${sessionCount}`);
  const bookingCost = bookingType === 'full' ? base : multiplyMinor(base, sessionCount);
  const extrasCost = extras.map(({ price, quantity }) => {
    if (!isValidExtraQuantity(quantity)) throw new RangeError(`extra quantity must be 0 to 10, got ${quantity}`);
    return multiplyMinor(assertPrice(price, 'extra price'), quantity);
  });
  return addMinor(bookingCost, ...extrasCost);
}
