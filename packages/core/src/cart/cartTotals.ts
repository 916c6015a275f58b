import type { TenderType } from '../contract/payment';

/** One priced line of a cart: a unit price and a quantity (minor units). */
export interface PricedLine {
  unitPrice: number;
  quantity: number;
}

/** Spec §3 cart totals in minor units (tax is included in prices, so tax_total is 0 until a tax rule exists). */
export interface CartTotalsValue {
  subTotal: number;
  taxTotal: number;
  total: number;
  balance: number;
  itemCount: number;
}

/** A line's total: unit price × quantity. */
export const lineTotal = (line: PricedLine): number => line.unitPrice * line.quantity;

/**
 * Spec §3 Cart totals: the sum of line totals; balance is what is still to pay (the total, before any payment);
 * itemCount counts places (quantities), as the basket badge does.
 */
export function cartTotals(lines: readonly PricedLine[]): CartTotalsValue {
  const subTotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  return { subTotal, taxTotal: 0, total: subTotal, balance: subTotal, itemCount };
}

/** Spec §3 credits: how much of a pot this cart may use — all of it, up to the balance, never below 0. */
export function maxApplicableCredit(available: number, balance: number): number {
  return Math.max(0, Math.min(available, balance));
}

/** Why a completion's payments do not settle a cart (null when they do). */
export type PaymentCoverProblem = 'mismatch' | 'creditTooHigh' | 'cardMissing' | 'unsupportedTender';

/** What a customer's completion may pay with online: card and account credit (spec §3 tender types). */
const onlineTenders: ReadonlySet<TenderType> = new Set(['card', 'credit']);

/**
 * Spec §4/§5 checkout: the payments must add up to the balance exactly, credit no more than may be applied, and any
 * amount left after credit needs a card payment. Returns the first problem, or null.
 */
export function paymentCoverProblem(
  payments: ReadonlyArray<{ tenderType: TenderType; amount: number }>,
  balance: number,
  creditLimit: number,
): PaymentCoverProblem | null {
  if (payments.some((p) => !onlineTenders.has(p.tenderType))) return 'unsupportedTender';
  const credit = payments.find((p) => p.tenderType === 'credit')?.amount ?? 0;
  const card = payments.find((p) => p.tenderType === 'card')?.amount ?? 0;
  if (credit > creditLimit) return 'creditTooHigh';
  if (credit + card !== balance) return balance - credit > 0 && card === 0 ? 'cardMissing' : 'mismatch';
  return null;
}

/** The §8-style texts of each payment cover problem. */
export const paymentCoverMessages: Record<PaymentCoverProblem, string> = {
  mismatch: 'The payments do not match the amount to pay. Please refresh your basket and try again.',
  creditTooHigh: 'Credit amount could not be applied.',
  cardMissing: 'Please pay the rest of the balance by card.',
  unsupportedTender: 'That payment method cannot be used online.',
};
