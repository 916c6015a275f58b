import {
  authorizeOutcome,
  checkoutMutations,
  initialPaymentState,
  messages,
  paymentErrorMessage,
  paymentReducer,
  remainingBalance,
  requireTransactionId,
  successUrl,
  type Cart,
  type PaymentList,
} from '@courtside/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApp } from '../app/context';
import { CardDetailsError, confirmCard, sandboxMessage } from './sandboxFrame';
import { useCheckoutAuth } from './useCheckoutAuth';

/** What the card step pays: the cart, the payment list (credit entries) and whether the terms were agreed. */
export interface CardPaymentInput {
  cart: Cart;
  payments: PaymentList;
  termsAccepted: boolean;
  /** Instead of going to the success URL (a checkout link's page shows the order itself). */
  onComplete?: (orderId: string | number) => void;
}

const scaUrl = (data: unknown) => (data && typeof data === 'object' && 'challengeUrl' in data ? String((data as { challengeUrl: unknown }).challengeUrl) : null);
const frameUrlOf = (data: unknown) => (data && typeof data === 'object' && 'frameUrl' in data ? String((data as { frameUrl: unknown }).frameUrl) : null);

/**
 * Spec §4 Payment, provider-based flow, driven by core's payment reducer: a session is prepared for the cart (again
 * whenever the cart changes), the card is confirmed in the provider's frame, the payment authorised, a 3-D Secure
 * challenge shown when asked for, then the order completed and the customer sent to the success URL.
 */
export function useCardPayment({ cart, payments, termsAccepted, onComplete }: CardPaymentInput) {
  const { api, site } = useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(paymentReducer, initialPaymentState);
  const [frameUrl, setFrameUrl] = useState<string | null>(null);
  const [challengeUrl, setChallengeUrl] = useState<string | null>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const options = { checkoutAuth: useCheckoutAuth().checkoutAuth };
  const prepare = useMutation(checkoutMutations.prepareSession(api, queryClient, options));
  const pay = useMutation(checkoutMutations.sessionPayment(api, queryClient, options));
  // Completion's reloads run after the customer has moved on: reloading first would empty the basket under the page.
  const completeFactory = checkoutMutations.completeSession(api, queryClient, options);
  const complete = useMutation({ mutationFn: completeFactory.mutationFn });
  const sca = useMutation(checkoutMutations.completeSca(api, queryClient, options));
  const credits = payments.filter((p) => p.tenderType !== 'card');
  const cardAmount = remainingBalance(credits, cart.totals.balance);

  const start = useCallback(() => {
    dispatch({ type: 'reset' });
    dispatch({ type: 'prepareStarted' });
    prepare.mutate(
      { source: 'online' },
      {
        onSuccess: (session) => {
          setFrameUrl(frameUrlOf(session.scaData));
          dispatch({ type: 'prepareSucceeded', session: { paymentProvider: session.paymentProvider, paymentSessionId: session.paymentSessionId, clientSecret: session.clientSecret, terms: session.terms } });
        },
        onError: (error) => dispatch({ type: 'prepareFailed', error: paymentErrorMessage(error, messages.failedToCreatePaymentSession, 'prepare') }),
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the session follows the cart's contents only
  }, [cart.itemHash]);
  useEffect(() => start(), [start]);

  const finish = useCallback(
    async (transactionId: string) => {
      dispatch({ type: 'completeStarted' });
      try {
        const result = await complete.mutateAsync(transactionId);
        dispatch({ type: 'completeSucceeded', orderId: result.completeOrderId });
        const target = successUrl({ orderId: result.completeOrderId, site });
        if (onComplete && result.completeOrderId !== null) onComplete(result.completeOrderId);
        else if (target) await navigate(target);
        void completeFactory.onSuccess(result);
      } catch (error) {
        dispatch({ type: 'completeFailed', error: paymentErrorMessage(error, messages.failedToCompletePayment, 'complete') });
      }
    },
    [complete, completeFactory, navigate, site, onComplete],
  );

  const submit = useCallback(async () => {
    if (state.status !== 'ready' || !state.session.paymentSessionId) return;
    dispatch({ type: 'authorizeStarted' });
    try {
      if (cardAmount > 0) await confirmCard(frameRef.current);
      const list = [...credits, ...(cardAmount > 0 ? [{ tenderType: 'card' as const, amount: cardAmount }] : [])];
      const response = await pay.mutateAsync({ paymentSessionId: state.session.paymentSessionId, payments: list, terms: termsAccepted, completedWaivers: [], source: 'online' });
      dispatch({ type: 'authorizeResponded', response });
      const outcome = authorizeOutcome(response);
      if (outcome.kind === 'sca_required') setChallengeUrl(scaUrl(response.scaData));
      if (outcome.kind === 'authorized') await finish(requireTransactionId(outcome));
    } catch (error) {
      // Card details the frame refused are shown in the frame; the form stays ready to try again.
      if (error instanceof CardDetailsError) dispatch({ type: 'authorizeFailed', error: error.message });
      else dispatch({ type: 'authorizeFailed', error: paymentErrorMessage(error, messages.failedToAuthorizePayment, 'authorize') });
    }
  }, [state, cardAmount, credits, pay, termsAccepted, finish]);

  // The challenge page tells us when the card holder has answered; the provider then says what the bank decided.
  const transactionId = state.session.transactionId;
  useEffect(() => {
    if (state.status !== 'sca_required' || !transactionId) return;
    const onMessage = async (event: MessageEvent) => {
      if (sandboxMessage(event)?.type !== 'challenge-complete') return;
      dispatch({ type: 'scaStarted' });
      try {
        const result = await sca.mutateAsync({ transactionId, transactionUuid: transactionId, scaResult: 'completed' });
        dispatch({ type: 'scaResponded', result: result.status });
        setChallengeUrl(null);
        if (result.status === 'authorised') await finish(transactionId);
      } catch (error) {
        dispatch({ type: 'scaFailed', error: paymentErrorMessage(error, messages.failedToComplete3ds, 'sca') });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [state.status, transactionId, sca, finish]);

  // The frame's own Enter key pays, like the Pay button.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (sandboxMessage(event)?.type === 'submit') void submit();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [submit]);

  return { state, frameUrl, frameRef, challengeUrl, cardAmount, submit, retry: start, closeChallenge: () => { setChallengeUrl(null); start(); } };
}
