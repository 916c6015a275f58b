import { amountBeforeCredit, cardPaymentPlan, createPaymentController, messages, paymentClient, PaymentError, type Cart, type CardSession, type PaymentList } from '@courtside/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApp } from '../app/context';
import { CardDetailsError, confirmCard, sandboxMessage } from './sandboxFrame';
import { mountScriptProvider, runProviderChallenge, scriptCardData, type MountedScript } from './scriptProviders';
import { useCheckoutAuth } from './useCheckoutAuth';

/** What the card step pays: the cart, the payment list (credit entries) and whether the terms were agreed. */
export interface CardPaymentInput {
  cart: Cart;
  payments: PaymentList;
  termsAccepted: boolean;
  /** Instead of going to the success URL (a checkout link's page shows the order itself). */
  onComplete?: (orderId: string | number) => void;
}

/** The provider's frame confirms the card; details it refused are shown with its own text (spec §4). */
async function tokenise(frame: HTMLIFrameElement | null, session: CardSession) {
  try {
    return await confirmCard(frame, session);
  } catch (error) {
    throw error instanceof CardDetailsError ? new PaymentError(error.message) : error;
  }
}

/**
 * Spec §4 Payment in the browser: core's payment controller (prepare → authorise → 3-D Secure → complete) read
 * through useSyncExternalStore. This adapter only wires the DOM to it: the card frame, the sandbox's messages,
 * navigation, and a fresh session whenever the cart's contents change.
 */
export function useCardPayment({ cart, payments, termsAccepted, onComplete }: CardPaymentInput) {
  const { api, site, kiosk, toasts } = useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { checkoutAuth } = useCheckoutAuth();
  const frameRef = useRef<HTMLIFrameElement>(null);
  // A provider whose own script draws the card fields (Stripe's Payment Element, Adyen Web's Card Component) mounts
  // into this element.
  const [scriptTarget, setScriptTarget] = useState<HTMLDivElement | null>(null);
  const mounted = useRef<MountedScript | null>(null);
  // The controller lives as long as its client; these callbacks may change with every render.
  const latest = useRef({ onComplete, navigate });
  useEffect(() => {
    latest.current = { onComplete, navigate };
  });
  const controller = useMemo(() => {
    // The controller reads these refs only in its commands (run from effects and events), never during render.
    // eslint-disable-next-line react-hooks/refs -- a false positive: creating the controller calls neither function
    return createPaymentController({
      client: paymentClient(api, queryClient, { checkoutAuth }),
      tokenise: (session) => (mounted.current ? scriptCardData(mounted.current) : tokenise(frameRef.current, session)),
      site,
      isKiosk: kiosk.isKiosk,
      onCompleted: async ({ orderId, target }) => {
        const { onComplete: show, navigate: go } = latest.current;
        toasts.add({ description: messages.orderCompleted, tone: 'success' });
        if (show && orderId !== null) show(orderId);
        else if (target) await go(target);
      },
    });
  }, [api, queryClient, checkoutAuth, site, kiosk, toasts]);
  // The server's first view of the checkout reads the same snapshot: nothing prepared yet.
  const { state, frameUrl, challengeUrl, scriptProvider, providerChallenge, terms } = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);

  // The provider's script is loaded (Stripe.js from js.stripe.com, Adyen Web from Adyen's CDN, only for a tenant paying
  // through it) and its card fields mounted once the page has the element to hold them; the amount and currency are
  // the server's. What Adyen Web's actions give the page goes to the server, which answers the payment's status.
  const providerKey = scriptProvider ? `${scriptProvider.name}:${scriptProvider.name === 'stripe' ? scriptProvider.publishableKey : scriptProvider.clientKey}:${scriptProvider.amount}:${scriptProvider.currency}` : null;
  useEffect(() => {
    if (!scriptProvider || !scriptTarget) return;
    let live = true;
    const onDetails = async (details: string) => {
      await controller.challengeAnswered(details);
      return controller.getSnapshot().state.status === 'sca_required' ? 'sca_required' : controller.getSnapshot().state.status === 'failed' ? 'failed' : 'authorised';
    };
    mountScriptProvider(scriptProvider, scriptTarget, onDetails).then(
      (made) => (live ? (mounted.current = made) : made.unmount()),
      () => toasts.add({ description: messages.cardProvider.scriptFailed, tone: 'danger' }),
    );
    return () => {
      live = false;
      mounted.current?.unmount();
      mounted.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- remount only when the provider's key, amount or currency change
  }, [providerKey, scriptTarget]);

  // The provider's own 3-D Secure step (Stripe's challenge, Adyen's fingerprint or challenge); then the server asks the
  // provider what the bank decided.
  useEffect(() => {
    if (!providerChallenge || !mounted.current) return;
    runProviderChallenge(mounted.current, providerChallenge, () => void controller.challengeAnswered());
  }, [providerChallenge, controller]);
  // What the basket costs before credit: the cart's balance already has the reserved credit taken off.
  const balance = amountBeforeCredit(cart);

  // The session follows the cart's contents only.
  useEffect(() => void controller.start(), [controller, cart.itemHash]);
  const submit = useCallback(() => controller.submit({ payments, balance, terms: termsAccepted }), [controller, payments, balance, termsAccepted]);

  // The frame's own Enter key pays, like the Pay button; the challenge page says when the card holder has answered.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const type = sandboxMessage(event)?.type;
      if (type === 'submit') void submit();
      if (type === 'challenge-complete') void controller.challengeAnswered();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [controller, submit]);

  const cardAmount = cardPaymentPlan(payments, balance).cardAmount;
  return { state, frameUrl, frameRef, challengeUrl, scriptProvider, setScriptTarget, terms, cardAmount, submit, retry: controller.retry, closeChallenge: controller.start };
}
