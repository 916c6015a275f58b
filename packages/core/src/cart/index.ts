// Spec §3/§4/§6/§9 cart and payment list: explicit named exports for packages/core/src/index.ts.
export { isOfflinePaymentMethod } from './tenderTypes';
export { requiresTillToOpen } from './requiresTillToOpen';
export {
  addOrReplacePayment,
  removePayment,
  removeItemPayments,
  creditLimit,
  amountBeforeCredit,
  appliedCredit,
  cartCreditPaymentId,
  syncCreditPayments,
  totalPaid,
  remainingBalance,
} from './paymentList';
export type { Payment, NewPayment, PaymentList, CreditPot, CreditCart } from './paymentList';
export { creditStanding } from './creditStanding';
export type { CreditStanding } from './creditStanding';
export { cartReducer, initialCartState } from './cartReducer';
export type { CartState, CartEvent, CartFlags } from './cartReducer';
export { cartTotals, lineTotal, maxApplicableCredit, paymentCoverProblem, paymentCoverMessages, channelTenders } from './cartTotals';
export type { PricedLine, CartTotalsValue, PaymentCoverProblem, PaymentChannel } from './cartTotals';
export { basketVenueSlug, basketVenueToSelect } from './basketVenue';
export { basketCards, toBasketCard, dateRange as basketDateRange, attendeeLine, orderLineSummary } from './basketCards';
export type { BasketCard, BasketCardKind, BasketCardSession, BasketCartItem } from './basketCards';
export { refundStatus } from './refundStatus';
export type { OnSystemRefundStatus } from './refundStatus';
export { discountedUnitPrice, discountRefusal, normaliseDiscountCode, DISCOUNT_CODE_MAX_LENGTH } from './discounts';
export type { DiscountRule } from './discounts';
export { tillTenders, tenderTypesNeedingTill, cashChange, parseTillAmount, tillAmountInvalid, tillPayment, basketSourceFor, tillDrawer, cashUpDifference } from './till';
export type { TillTender, CashUpOutcome } from './till';
