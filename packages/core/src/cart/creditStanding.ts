import { amountBeforeCredit, remainingBalance, type CreditCart, type PaymentList } from './paymentList';

/** Spec §3 general credit as the checkout shows it, in minor units. */
export interface CreditStanding {
  /** The credit entry of the payment list (0 when none is applied). */
  applied: number;
  /** What is left of the customer's credit once the applied credit is taken (what 'Available credit' shows). */
  available: number;
  /** What Apply credit reserves (spec §3 max_applicable). */
  maxApplicable: number;
  canApply: boolean;
  /** What the card pays: the cost before credit less the credit applied. */
  cardAmount: number;
  /** Nothing is left for a card — credit, or package uses that priced it at nothing, pay it all: the checkout completes the booking without one. */
  coveredByCredit: boolean;
}

/**
 * Spec §3/§4 credits at checkout: the applied credit (the list's credit entry, which follows the cart's), the customer's
 * credit left after it, whether more can be applied, what the card pays and whether nothing is left for it.
 */
export function creditStanding(cart: CreditCart, payments: PaymentList): CreditStanding {
  const general = cart.credits?.general;
  const applied = payments.find((p) => p.tenderType === 'credit')?.amount ?? 0;
  const maxApplicable = Math.max(0, general?.maxApplicable ?? 0);
  const cardAmount = remainingBalance(payments.filter((p) => p.tenderType !== 'card'), amountBeforeCredit(cart));
  return {
    applied,
    available: Math.max(0, (general?.totalAvailable ?? 0) - applied),
    maxApplicable,
    canApply: maxApplicable > 0 && applied === 0,
    cardAmount,
    coveredByCredit: cardAmount === 0 && (applied > 0 || (cart.totals.itemCount ?? 0) > 0),
  };
}
