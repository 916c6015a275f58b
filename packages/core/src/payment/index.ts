// Spec §4/§5/§8 payment flow: explicit named exports for packages/core/src/index.ts.
export { paymentReducer, paymentTransitions, initialPaymentState, emptyPaymentSession } from './paymentMachine';
export type { PaymentStatus, PaymentSessionState, PaymentState, PaymentEvent } from './paymentMachine';
export { authorizeOutcome } from './authorizeOutcome';
export type { AuthorizeResponse, AuthorizeOutcome } from './authorizeOutcome';
export { requirePreparation, requireCreatedTransaction, requireTransactionId, resolveProvider } from './paymentGuards';
export type { PreparedSession, ProviderStage } from './paymentGuards';
export { PaymentError, paymentErrorMessage, isPaidBookingDisabled, joinMessages } from './paymentErrors';
export type { PaymentStage } from './paymentErrors';
export { successUrl } from './successUrl';
export type { CompletionTarget } from './successUrl';
export { createPaymentController, cardPaymentPlan } from './paymentController';
export type { CardSession, PaymentController, PaymentControllerDeps, PaymentSnapshot, PaymentOrder, PaymentCompletion } from './paymentController';
export { paymentClient } from './paymentClient';
export type { PaymentClient } from './paymentClient';
