import { cartMutations, creditStanding, formatMoney, type Cart, type PaymentList } from '@courtside/core';
import { CardPaymentForm, CheckoutSkeleton, CheckoutSummary } from '@courtside/ui';
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserStorage } from '../account/session';
import { useApp } from '../app/context';
import { useSafeHtml } from '../hooks/useSafeHtml';
import { useCartStore } from './cartStore';
import { useTenantCurrency } from '../hooks/useShell';
import { useToastedMutation } from '../hooks/useToastedMutation';
import { useFrameHeight } from './sandboxFrame';
import { useCardPayment } from './useCardPayment';
import { useCheckoutAuth } from './useCheckoutAuth';

/** The basket (by its items' hash) whose terms this tab has agreed to, so a reload keeps the tick for the same basket. */
const termsAgreedKey = 'courtside.termsAgreedFor';

/** Whether this tab agreed to the terms for the basket as it is now, and a setter that remembers it. */
function useTermsAgreed(itemHash: string) {
  const [tab] = useState(() => browserStorage('sessionStorage'));
  const [agreedFor, setAgreedFor] = useState(() => tab.get(termsAgreedKey));
  const set = (accepted: boolean) => {
    if (accepted) tab.set(termsAgreedKey, itemHash);
    else tab.remove(termsAgreedKey);
    setAgreedFor(accepted ? itemHash : null);
  };
  // A basket that changed since is agreed to afresh.
  return [agreedFor === itemHash, set] as const;
}

/**
 * Spec §2 Checkout summary and the card step: basket cost, account credit (reserved with POST /api/credits/apply,
 * then kept in the payment list), the terms tick box when terms exist, and the provider's card frame.
 */
export function CheckoutPayment({ cart, payments, onComplete }: { cart: Cart; payments: PaymentList; onComplete?: (orderId: string | number) => void }) {
  const { t } = useTranslation('checkout');
  const { api } = useApp();
  const store = useCartStore();
  const queryClient = useQueryClient();
  const [termsAccepted, setTermsAccepted] = useTermsAgreed(cart.itemHash);
  const [termsError, setTermsError] = useState(false);
  const frameHeight = useFrameHeight();
  const { state, frameUrl, frameRef, challengeUrl, scriptProvider, setScriptTarget, terms: termsHtml, cardAmount, submit, retry, closeChallenge } = useCardPayment({ cart, payments, termsAccepted, onComplete });
  const currency = useTenantCurrency();
  const money = (minor: number) => formatMoney(minor, { currency: currency.code, symbol: currency.symbol });
  const credit = creditStanding(cart, payments);
  // The cart answered holds the credit reserved (core's sync puts it in the payment list).
  const reserve = (amount: number) =>
    applyCredits.mutate({ creditsToReserve: [{ amount, type: 'general' }], cartSource: 'online' }, {
      onSuccess: (replaced) => store.dispatch({ type: 'cartReplaced', cart: replaced }),
    });
  const applyCredits = useToastedMutation(cartMutations.applyCredits(api, queryClient, { checkoutAuth: useCheckoutAuth().checkoutAuth }));
  // The summary, the terms and the card fields come in together once the first session is prepared (the terms come with
  // it); until then their places hold still, so nothing the customer sees moves as they arrive. They are drawn in a
  // transition: a phone spends a few hundred milliseconds on them, and React then gives the browser a turn every few
  // (the session's answer reaches React through an external store, which alone would draw them in one go).
  // (Where the browser has no sanitiser of its own, the terms wait for DOMPurify too: see useSafeHtml.)
  const [prepared, setPrepared] = useState(false);
  const sessionAnswered = state.status !== 'idle' && state.status !== 'preparing';
  const safeTerms = useSafeHtml(termsHtml);
  const termsReady = !termsHtml || safeTerms !== null;
  useEffect(() => {
    if (sessionAnswered && termsReady && !prepared) startTransition(() => setPrepared(true));
  }, [sessionAnswered, termsReady, prepared]);
  const terms = termsHtml ? { html: safeTerms ?? '' } : null;

  const onPay = () => {
    if (terms && !termsAccepted) return setTermsError(true);
    // After a failure too: core pays again with the corrected card (or replays a failed completion) in this one step.
    void submit();
  };
  // The provider's card fields: Stripe's Payment Element or Adyen Web's Card Component (their own frames, drawn by
  // their scripts), or the sandbox's frame.
  const frame =
    cardAmount <= 0 ? null : scriptProvider ? (
      <div ref={setScriptTarget} data-card-provider={scriptProvider.name} aria-label={t('cardFrameTitle')} role="group" />
    ) : frameUrl ? (
      <iframe ref={frameRef} src={frameUrl} title={t('cardFrameTitle')} style={{ width: '100%', height: frameHeight, border: 0, display: 'block' }} />
    ) : null;
  if (!prepared) return <CheckoutSkeleton />;
  return (
    <>
      <CheckoutSummary
        basketCost={cart.totals.formattedTotal}
        credit={
          cart.credits.general.totalAvailable > 0
            ? {
                applied: credit.applied > 0 ? money(credit.applied) : null,
                available: money(credit.available),
                maxApplicable: money(credit.maxApplicable),
                canApply: credit.canApply,
                applying: applyCredits.isPending,
                onApply: () => reserve(credit.maxApplicable),
                onRemove: () => reserve(0),
              }
            : null
        }
        totalToPay={money(cardAmount)}
        terms={terms}
        termsAccepted={termsAccepted}
        termsError={termsError}
        onTermsChange={(accepted) => {
          setTermsAccepted(accepted);
          if (accepted) setTermsError(false);
        }}
      />
      <CardPaymentForm
        status={state.status}
        error={state.error}
        amount={money(cardAmount)}
        frame={frame}
        challengeUrl={challengeUrl}
        payDisabled={applyCredits.isPending}
        coveredByCredit={credit.coveredByCredit}
        onPay={onPay}
        onRetry={retry}
        onChallengeClose={closeChallenge}
      />
    </>
  );
}
