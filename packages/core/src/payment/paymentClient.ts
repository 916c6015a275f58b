import type { CallOptions } from '../api/cart.api';
import type { PreparedPaymentSession, SessionPaymentInput, SessionPaymentResult, SessionPrepareInput, ScaCompletion } from '../api/checkout.api';
import type { ApiClient } from '../api/createApiClient';
import type { QueryInvalidator } from '../queries/invalidateKeys';
import { checkoutMutations, type ScaCompletionVariables } from '../queries/checkoutQueries';

/**
 * The calls a card payment makes (spec §7 provider-based flow), injected into the payment controller so a
 * till, a kiosk or a test supplies its own.
 */
export interface PaymentClient {
  /** POST /api/checkout/session/prepare. */
  prepareSession(body: SessionPrepareInput): Promise<PreparedPaymentSession>;
  /** POST /api/checkout/session/payment. */
  sessionPayment(body: SessionPaymentInput): Promise<SessionPaymentResult>;
  /** POST /api/payment-providers/sca-completion/{transactionId}. */
  completeSca(variables: ScaCompletionVariables): Promise<Pick<ScaCompletion, 'status'> & { scaData?: unknown }>;
  /** POST /api/checkout/session/complete/{transactionId}; answers the same order when replayed. */
  completeSession(transactionId: string): Promise<SessionPaymentResult>;
  /** Reloads what a completed payment changes, once the customer has moved on (else the basket empties under them). */
  afterCompletion?(result: SessionPaymentResult): Promise<unknown>;
}

/**
 * Spec §4/§7: the payment client over core's API calls and checkout mutation factories, so their reload rules
 * come along (a failed authorisation reloads the cart; a completion reloads what 'paymentSucceeded' names).
 * `checkoutAuth` sends the checkout link's token instead of a login (spec §6).
 */
export function paymentClient(api: ApiClient, invalidator: QueryInvalidator, options: CallOptions = {}): PaymentClient {
  const pay = checkoutMutations.sessionPayment(api, invalidator, options);
  const complete = checkoutMutations.completeSession(api, invalidator, options);
  return {
    prepareSession: checkoutMutations.prepareSession(api, invalidator, options).mutationFn,
    sessionPayment: async (body) => {
      try {
        const response = await pay.mutationFn(body);
        void pay.onSuccess(response);
        return response;
      } catch (error) {
        void pay.onError();
        throw error;
      }
    },
    completeSca: checkoutMutations.completeSca(api, invalidator, options).mutationFn,
    completeSession: complete.mutationFn,
    afterCompletion: complete.onSuccess,
  };
}
