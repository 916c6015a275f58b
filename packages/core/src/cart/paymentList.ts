import type { TenderType } from '../contract/payment';

/** Spec §3 Payment: a tender type and an amount in minor units, keyed by a generated id. */
export interface Payment {
  id: string;
  tenderType: TenderType;
  amount: number;
}

/** A payment before it has an id. */
export type NewPayment = Omit<Payment, 'id'>;

/** Spec §4 Cart: the payment list, in entry order; ids are unique. */
export type PaymentList = readonly Payment[];

/** Spec §3 Cart credits: one pot (membership or general) and how much of it this cart may use. */
export interface CreditPot {
  type?: string;
  totalAvailable?: number;
  maxApplicable: number;
}

/**
 * What syncing credit payments reads from a cart (spec §3 Cart totals and credits). A cart that says its total holds
 * the credit applied to it (POST /api/credits/apply) as total − balance; one without a total holds none.
 */
export interface CreditCart {
  totals: { balance: number; total?: number; itemCount?: number };
  credits?: Readonly<Record<string, CreditPot | null | undefined>> | null;
}

/** The id of a credit entry restored from the cart (the list had none to keep). */
export const cartCreditPaymentId = 'cart-credit';

/** Spec §9: the tender types of which the list holds at most one entry. */
const singleEntryTenders: ReadonlySet<TenderType> = new Set(['card', 'credit']);

/** Spec §5: an amount of zero or less (or not a number) is not kept. */
const isKeptAmount = (amount: number) => Number.isFinite(amount) && amount > 0;

/**
 * Spec §4/§9: adds a payment; a card or credit replaces the entry of its type (keeping that entry's
 * id and place), and an amount of zero or less is dropped (removing a card or credit it replaces).
 */
export function addOrReplacePayment(list: PaymentList, payment: NewPayment, newId: () => string): Payment[] {
  if (!singleEntryTenders.has(payment.tenderType)) {
    return isKeptAmount(payment.amount) ? [...list, { ...payment, id: newId() }] : [...list];
  }
  const index = list.findIndex((entry) => entry.tenderType === payment.tenderType);
  const others = list.filter((entry) => entry.tenderType !== payment.tenderType);
  if (!isKeptAmount(payment.amount)) return others;
  const entry: Payment = { ...payment, id: list[index]?.id ?? newId() };
  return index < 0 ? [...others, entry] : [...others.slice(0, index), entry, ...others.slice(index)];
}

/** Removes the payment with the given id. */
export function removePayment(list: PaymentList, id: string): Payment[] {
  return list.filter((entry) => entry.id !== id);
}

/** Spec §4 Cart: "Removing an item keeps only credit payments". */
export function removeItemPayments(list: PaymentList): Payment[] {
  return list.filter((entry) => entry.tenderType === 'credit');
}

/** Spec §3 Cart totals: what the basket costs before any credit — its total when it says one, else its balance. */
export function amountBeforeCredit(cart: CreditCart): number {
  return cart.totals.total ?? cart.totals.balance;
}

/** The credit the cart holds applied (spec §7 POST /api/credits/apply): total − balance, never below 0. */
export function appliedCredit(cart: CreditCart): number {
  return Math.max(0, amountBeforeCredit(cart) - cart.totals.balance);
}

/** The most credit a cart accepts: its pots' maxApplicable summed, at most what it costs before credit, never below 0. */
export function creditLimit(cart: CreditCart): number {
  const pots = Object.values(cart.credits ?? {});
  const applicable = pots.reduce((sum, pot) => sum + Math.max(0, pot?.maxApplicable ?? 0), 0);
  return Math.max(0, Math.min(applicable, amountBeforeCredit(cart)));
}

/**
 * Spec §4 Cart: after every cart replacement the credit entry follows the credit the cart holds applied (so a reload
 * restores it); a cart holding none (or not saying so) keeps the entry, clamped to the cart's credit limit
 * (`creditLimit`) and dropped at 0; with no cart it is dropped.
 */
export function syncCreditPayments(list: PaymentList, cart: CreditCart | null): Payment[] {
  const limit = cart ? creditLimit(cart) : 0;
  const applied = cart ? Math.min(appliedCredit(cart), limit) : 0;
  if (applied > 0) return addOrReplacePayment(list, { tenderType: 'credit', amount: applied }, () => cartCreditPaymentId);
  return list
    .map((entry) => (entry.tenderType === 'credit' && entry.amount > limit ? { ...entry, amount: limit } : entry))
    .filter((entry) => entry.tenderType !== 'credit' || isKeptAmount(entry.amount));
}

/** The sum of the list's amounts, in minor units. */
export function totalPaid(list: PaymentList): number {
  return list.reduce((sum, entry) => sum + entry.amount, 0);
}

/** What is left to pay of a balance after the list's payments, never below 0 (minor units). */
export function remainingBalance(list: PaymentList, balance: number): number {
  return Math.max(0, balance - totalPaid(list));
}
