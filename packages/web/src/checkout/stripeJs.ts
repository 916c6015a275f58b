import { messages, PaymentError, type ScriptProvider } from '@courtside/core';

/** Where Stripe.js comes from (docs/payments.md › PCI scope): Stripe's own origin, never bundled or self-hosted. */
export const STRIPE_JS_URL = 'https://js.stripe.com/v3';

/** The parts of Stripe.js checkout uses (its Payment Element, a payment method from it, its 3-D Secure challenge). */
interface StripeElement {
  mount(target: HTMLElement): void;
  destroy(): void;
}
interface StripeElements {
  create(type: 'payment', options?: Record<string, unknown>): StripeElement;
  submit(): Promise<{ error?: { message?: string } }>;
}
export interface StripeJs {
  elements(options: Record<string, unknown>): StripeElements;
  createPaymentMethod(options: { elements: StripeElements }): Promise<{ paymentMethod?: { id: string }; error?: { message?: string } }>;
  handleNextAction(options: { clientSecret: string }): Promise<{ error?: { message?: string } }>;
}
declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

let loading: Promise<NonNullable<Window['Stripe']>> | null = null;

/** Loads Stripe.js once, from Stripe's origin only (another URL from the server is refused). */
export function loadStripeJs(url: string): Promise<NonNullable<Window['Stripe']>> {
  if (url !== STRIPE_JS_URL) return Promise.reject(new Error('Stripe.js must come from js.stripe.com'));
  if (window.Stripe) return Promise.resolve(window.Stripe);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not load')));
    script.onerror = () => {
      loading = null;
      reject(new Error('Stripe.js did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** A mounted Payment Element: what makes the payment method and runs the challenge. */
export interface MountedStripe {
  stripe: StripeJs;
  elements: StripeElements;
  unmount(): void;
}

/**
 * Mounts Stripe's Payment Element into `target` for the server's amount and currency, with manual capture and the
 * payment method made on our request (the server makes and confirms the PaymentIntent).
 */
export async function mountPaymentElement(provider: Extract<ScriptProvider, { name: 'stripe' }>, target: HTMLElement): Promise<MountedStripe> {
  const Stripe = await loadStripeJs(provider.jsUrl);
  const stripe = Stripe(provider.publishableKey);
  const elements = stripe.elements({ mode: 'payment', amount: Math.max(provider.amount, 1), currency: provider.currency, captureMethod: 'manual', paymentMethodCreation: 'manual' });
  const element = elements.create('payment', { layout: 'tabs' });
  element.mount(target);
  return { stripe, elements, unmount: () => element.destroy() };
}

/** The card typed into the Payment Element as a payment method (its id); Stripe's own text when it refuses. */
export async function stripePaymentMethod(mounted: MountedStripe | null): Promise<{ paymentMethodId: string }> {
  if (!mounted) throw new PaymentError(messages.cardProvider.scriptFailed);
  const submitted = await mounted.elements.submit();
  if (submitted.error) throw new PaymentError(submitted.error.message ?? messages.cardProvider.cardIncomplete);
  const made = await mounted.stripe.createPaymentMethod({ elements: mounted.elements });
  if (made.error || !made.paymentMethod) throw new PaymentError(made.error?.message ?? messages.cardProvider.cardIncomplete);
  return { paymentMethodId: made.paymentMethod.id };
}
