import type { ProviderChallenge, ScriptProvider } from '@courtside/core';
import { adyenCardData, mountAdyenCard, type MountedAdyen } from './adyenWeb';
import { mountPaymentElement, stripePaymentMethod, type MountedStripe } from './stripeJs';

/** A provider's own card fields mounted on our page: Stripe's Payment Element or Adyen Web's Card Component. */
export type MountedScript = MountedStripe | MountedAdyen;

const isAdyen = (mounted: MountedScript): mounted is MountedAdyen => 'kind' in mounted && mounted.kind === 'adyen';

/**
 * Mounts the provider's card fields into `target` (its script loaded from its own origin, docs/payments.md). Adyen Web
 * hands what an action gave the page to `onDetails` (answering the status the server then reports).
 */
export function mountScriptProvider(provider: ScriptProvider, target: HTMLElement, onDetails: (details: string) => Promise<string>): Promise<MountedScript> {
  return provider.name === 'adyen' ? mountAdyenCard(provider, target, onDetails) : mountPaymentElement(provider, target);
}

/** What the payment call carries of the card: Stripe's payment method, or Adyen's encrypted fields and browser details. */
export function scriptCardData(mounted: MountedScript): Promise<unknown> {
  return isAdyen(mounted) ? Promise.resolve().then(() => adyenCardData(mounted)) : stripePaymentMethod(mounted);
}

/**
 * Runs the provider's own 3-D Secure step: Stripe's challenge, after which the server is asked what the bank decided
 * (`answered`); or Adyen's action, whose details Adyen Web hands to mountScriptProvider's `onDetails`.
 */
export function runProviderChallenge(mounted: MountedScript, challenge: ProviderChallenge, answered: () => void): void {
  if ('action' in challenge) {
    if (isAdyen(mounted)) mounted.runAction(challenge.action);
    return;
  }
  if (!isAdyen(mounted)) void mounted.stripe.handleNextAction({ clientSecret: challenge.clientSecret }).finally(answered);
}
