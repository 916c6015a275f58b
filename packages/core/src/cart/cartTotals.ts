import { messages } from '../errors/messages';
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

/** Where a completion is paid: online by the customer, or at the till by staff (spec §6 front of house). */
export type PaymentChannel = 'online' | 'foh';

/**
 * What a completion may pay with (spec §3 tender types): online, card and account credit; at the till, the card
 * terminal and the offline methods (cash, cheque, offline voucher) — account credit stays an online tender here,
 * since the till's cart is the staff member's, not the customer's.
 */
export const channelTenders: Record<PaymentChannel, ReadonlySet<TenderType>> = {
  online: new Set(['card', 'credit']),
  foh: new Set(['card', 'cash', 'cheque', 'offline-voucher']),
};

/**
 * Spec §4/§5 checkout: each tender at most once and one the channel takes, the payments adding up to the balance
 * exactly, credit no more than may be applied, and (online) any amount left after credit paid by card. Returns the
 * first problem, or null.
 */
export function paymentCoverProblem(
  payments: ReadonlyArray<{ tenderType: TenderType; amount: number }>,
  balance: number,
  creditLimit: number,
  channel: PaymentChannel = 'online',
): PaymentCoverProblem | null {
  const tenders = payments.map((p) => p.tenderType);
  if (tenders.some((t) => !channelTenders[channel].has(t))) return 'unsupportedTender';
  if (new Set(tenders).size !== tenders.length) return 'mismatch';
  const paid = payments.reduce((sum, p) => sum + p.amount, 0);
  if (channel === 'foh') return paid === balance ? null : 'mismatch';
  const credit = payments.find((p) => p.tenderType === 'credit')?.amount ?? 0;
  const card = payments.find((p) => p.tenderType === 'card')?.amount ?? 0;
  if (credit > creditLimit) return 'creditTooHigh';
  if (paid !== balance) return balance - credit > 0 && card === 0 ? 'cardMissing' : 'mismatch';
  return null;
}

/** The §8-style texts of each payment cover problem. */
export const paymentCoverMessages: Record<PaymentCoverProblem, string> = messages.paymentCover;
