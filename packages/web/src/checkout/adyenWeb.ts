import { messages, PaymentError, type ScriptProvider } from '@courtside/core';

type AdyenProvider = Extract<ScriptProvider, { name: 'adyen' }>;

/** Where Adyen Web comes from (docs/payments.md › PCI scope): Adyen's own CDN, never bundled or self-hosted. */
const ADYEN_CDN = /^https:\/\/checkoutshopper-(test|live)\.cdn\.adyen\.com\/checkoutshopper\/sdk\/\d+\.\d+\.\d+\/adyen\.(js|css)$/;

/** The parts of Adyen Web (v6) checkout uses: the Card Component and the action of a payment (3-D Secure 2). */
interface AdyenElement {
  mount(target: HTMLElement): AdyenElement;
  unmount(): void;
  readonly isValid: boolean;
  readonly data: { paymentMethod?: Record<string, unknown>; browserInfo?: Record<string, unknown> };
  showValidation(): void;
}
interface AdyenCheckout {
  createFromAction(action: Record<string, unknown>, options?: Record<string, unknown>): AdyenElement;
}
type AdditionalDetails = (state: { data: { details?: Record<string, unknown> } }, component: unknown, actions?: { resolve(result: { resultCode: string }): void }) => void;
interface AdyenWeb {
  AdyenCheckout(config: Record<string, unknown> & { onAdditionalDetails: AdditionalDetails }): Promise<AdyenCheckout>;
  Card: new (checkout: AdyenCheckout, options?: Record<string, unknown>) => AdyenElement;
}
declare global {
  interface Window {
    AdyenWeb?: AdyenWeb;
  }
}

let loading: Promise<AdyenWeb> | null = null;

/** Loads Adyen Web's script and style sheet once, from Adyen's CDN only (another URL from the server is refused). */
export function loadAdyenWeb(provider: AdyenProvider): Promise<AdyenWeb> {
  if (!ADYEN_CDN.test(provider.jsUrl) || !ADYEN_CDN.test(provider.cssUrl)) return Promise.reject(new Error("Adyen Web must come from Adyen's CDN"));
  if (window.AdyenWeb) return Promise.resolve(window.AdyenWeb);
  loading ??= new Promise((resolve, reject) => {
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = provider.cssUrl;
    document.head.appendChild(sheet);
    const script = document.createElement('script');
    script.src = provider.jsUrl;
    script.async = true;
    script.onload = () => (window.AdyenWeb ? resolve(window.AdyenWeb) : reject(new Error('Adyen Web did not load')));
    script.onerror = () => {
      loading = null;
      reject(new Error('Adyen Web did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** A mounted Card Component: what encrypts the card and runs the payment's actions. */
export interface MountedAdyen {
  kind: 'adyen';
  card: AdyenElement;
  /** Runs an action of the payment (3-D Secure 2's fingerprint or challenge, a redirect) in the card's place. */
  runAction(action: Record<string, unknown>): void;
  unmount(): void;
}

/** The Card Component's fields the payment sends (the API client writes them snake_case, as core's contract names them). */
const encryptedFields = ['encryptedCardNumber', 'encryptedExpiryMonth', 'encryptedExpiryYear', 'encryptedSecurityCode', 'holderName', 'brand'] as const;

/**
 * Mounts Adyen Web's Card Component into `target` for the server's amount and currency (no pay button of its own:
 * ours pays). What an action gives the page (`details`) goes to `onDetails`, as JSON, for the server to send to Adyen.
 */
export async function mountAdyenCard(provider: AdyenProvider, target: HTMLElement, onDetails: (details: string) => Promise<string>): Promise<MountedAdyen> {
  const { AdyenCheckout, Card } = await loadAdyenWeb(provider);
  const cardHost = document.createElement('div');
  const actionHost = document.createElement('div');
  // The action (the issuer's challenge) stays usable while the card step is busy waiting on it (cardPaymentForm.css).
  actionHost.setAttribute('data-provider-action', '');
  target.replaceChildren(cardHost, actionHost);
  const checkout = await AdyenCheckout({
    clientKey: provider.clientKey,
    environment: provider.environment,
    amount: { value: provider.amount, currency: provider.currency },
    countryCode: provider.countryCode,
    locale: 'en-GB',
    onAdditionalDetails: (state, _component, actions) => {
      void onDetails(JSON.stringify(state.data.details ?? {})).then((status) => actions?.resolve({ resultCode: status === 'authorised' ? 'Authorised' : 'Pending' }));
    },
  });
  const card = new Card(checkout, { showPayButton: false, hasHolderName: true, holderNameRequired: true }).mount(cardHost);
  let action: AdyenElement | null = null;
  return {
    kind: 'adyen',
    card,
    runAction(next) {
      action?.unmount();
      action = checkout.createFromAction(next, { challengeWindowSize: '05' }).mount(actionHost);
    },
    unmount: () => {
      action?.unmount();
      card.unmount();
      target.replaceChildren();
    },
  };
}

/** The card typed into the Card Component, as its encrypted fields and the browser's details (Adyen Web's data). */
export function adyenCardData(mounted: MountedAdyen | null): { encryptedCard: Record<string, unknown>; browserInfo: Record<string, unknown> | undefined } {
  if (!mounted) throw new PaymentError(messages.cardProvider.scriptFailed);
  if (!mounted.card.isValid) {
    mounted.card.showValidation();
    throw new PaymentError(messages.cardProvider.cardIncomplete);
  }
  const { paymentMethod = {}, browserInfo } = mounted.card.data;
  const encryptedCard = Object.fromEntries(encryptedFields.filter((field) => typeof paymentMethod[field] === 'string').map((field) => [field, paymentMethod[field]]));
  return { encryptedCard, browserInfo };
}
