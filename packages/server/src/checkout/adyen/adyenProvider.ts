import { createHash, randomUUID } from 'node:crypto';
import type { CheckoutAPI as CheckoutApi, Types } from '@adyen/api-library';
import { messages } from '@courtside/core';
import { HttpError } from '../../http/httpError';
import type { Amount, ChallengeStep, ChargeDetails, ChargeResult, PaymentProvider } from '../paymentProvider';
import { adyenHttpClient, type AdyenHttpOptions } from './adyenHttp';
import { CheckoutAPI, Client, EnvironmentEnum, HttpClientException } from './adyenLibrary';
import { adyenWebUrls } from './adyenWeb';

/** A tenant's Adyen account as its settings hold it (secrets already opened). */
export interface AdyenAccount {
  /** test or live: the client key's own (`test_…`/`live_…`), so keys of one environment are never sent to the other. */
  environment: 'test' | 'live';
  merchantAccount: string;
  apiKey: string;
  clientKey: string | null;
  hmacKey: string | null;
  liveEndpointPrefix: string | null;
}

export type AdyenOptions = AdyenHttpOptions;

/** Adyen's pspReference: 16 letters and digits (our own references are uuids). */
const isPspReference = (reference: string | null | undefined): reference is string => typeof reference === 'string' && /^[A-Z0-9]{16}$/.test(reference);

/** The shopper's country Adyen Web is started with, from the basket's currency. */
const countryOf = (currency: string) => ({ GBP: 'GB', EUR: 'NL', USD: 'US', AUD: 'AU', CAD: 'CA', NZD: 'NZ', CHF: 'CH' })[currency.toUpperCase()] ?? 'GB';

/** A call that did not get Adyen's answer (down, timed out, refused the keys): the customer may try again. */
function unavailable(error: unknown): never {
  if (error instanceof HttpError) throw error;
  throw new HttpError(503, messages.cardProvider.unavailable);
}

/**
 * Adyen refused the request itself (422: e.g. card fields it could not decrypt): nothing was authorised. Not its 704
 * (the idempotency key is in use or was used with another request): that says nothing of the payment made under it.
 */
const isValidationError = (error: unknown) => error instanceof HttpClientException && error.statusCode === 422 && error.errorCode !== '704';

/** The result codes that leave the payment open: an action for the shopper (3-D Secure), or Adyen still deciding. */
const openCodes = new Set(['IdentifyShopper', 'ChallengeShopper', 'RedirectShopper', 'Pending', 'Received', 'PresentToShopper']);

type AdyenAnswer = Pick<Types.checkout.PaymentResponse, 'resultCode' | 'pspReference' | 'action'>;

/** What /payments (or /payments/details) said, to checkout. */
function resultOf(answer: AdyenAnswer, key: string): ChargeResult {
  const reference = answer.pspReference ?? key;
  if (answer.resultCode === 'Authorised') return { status: 'authorised', reference };
  if (answer.resultCode && openCodes.has(answer.resultCode)) {
    // Adyen Web runs the action on our page (3-D Secure 2 natively: the device fingerprint, then the challenge).
    return { status: 'sca_required', reference, challengeUrl: '', scaData: { provider: 'adyen', action: (answer.action as Record<string, unknown> | undefined) ?? null } };
  }
  // Refused, Error, Cancelled: Adyen's refusal reason is for the merchant (it may name fraud checks), not the shopper.
  return { status: 'failed', reference, message: messages.paymentDeclined };
}

/** The details Adyen Web gave after an action (JSON: `threeDSResult` or `redirectResult`); null when none are there. */
function detailsOf(scaResult: string | undefined): Record<string, string> | null {
  if (!scaResult) return null;
  try {
    const parsed = JSON.parse(scaResult) as Record<string, unknown>;
    const details = Object.fromEntries(Object.entries(parsed).filter(([name, value]) => ['threeDSResult', 'redirectResult'].includes(name) && typeof value === 'string')) as Record<string, string>;
    return Object.keys(details).length > 0 ? details : null;
  } catch {
    return null;
  }
}

/** Our browser details (snake_case, core's contract) as Adyen's browserInfo. */
const browserInfoOf = (info: NonNullable<ChargeDetails['browserInfo']>): Types.checkout.BrowserInfo => ({
  acceptHeader: info.accept_header,
  colorDepth: info.color_depth,
  javaEnabled: info.java_enabled,
  language: info.language,
  screenHeight: info.screen_height,
  screenWidth: info.screen_width,
  timeZoneOffset: info.time_zone_offset,
  userAgent: info.user_agent,
});

/** An Adyen Checkout API client for an account, reaching `apiBase` when given. */
export function adyenCheckout(account: Pick<AdyenAccount, 'environment' | 'apiKey' | 'liveEndpointPrefix'>, options: AdyenOptions = {}): CheckoutApi {
  const client = new Client(
    {
      apiKey: account.apiKey,
      environment: account.environment === 'live' ? EnvironmentEnum.LIVE : EnvironmentEnum.TEST,
      ...(account.environment === 'live' && account.liveEndpointPrefix ? { liveEndpointUrlPrefix: account.liveEndpointPrefix } : {}),
      applicationName: 'Courtside',
    },
    adyenHttpClient(options),
  );
  return new CheckoutAPI(client);
}

/**
 * The `adyen` provider, over Adyen's Checkout API (/payments, the advanced flow: the server makes the payment, for the
 * basket's amount, with the card as Adyen Web's Card Component encrypted it in the browser — card data never reaches
 * us in clear). Authorised only (manual capture), captured once our order is written, cancelled if it does not become
 * one; 3-D Secure 2 runs natively on our page through Adyen Web. Every create, details, capture, cancel and refund
 * carries an Idempotency-Key derived from our payment's (or refund's) id, so a retry after a timeout or a crash
 * answers the first call and never charges twice.
 */
export function createAdyenProvider(account: AdyenAccount, options: AdyenOptions = {}): PaymentProvider & { checkout: CheckoutApi } {
  const checkout = adyenCheckout(account, options);
  const { merchantAccount } = account;
  const urls = adyenWebUrls(account.environment);
  const scriptData = (currency: string) => ({ provider: 'adyen', client_key: account.clientKey, environment: account.environment, js_url: urls.js, css_url: urls.css, currency: currency.toUpperCase(), country_code: countryOf(currency) });

  async function charge(amount: Amount, key: string, details: ChargeDetails | undefined, sessionId: string | null): Promise<ChargeResult> {
    const card = details?.encryptedCard;
    if (!card) return { status: 'failed', reference: sessionId ?? key, message: messages.sandbox.noCard };
    const origin = details.origin ?? 'http://localhost';
    const request: Types.checkout.PaymentRequest = {
      merchantAccount,
      amount: { value: amount.amount, currency: amount.currency.toUpperCase() },
      reference: key,
      paymentMethod: {
        type: 'scheme',
        encryptedCardNumber: card.encrypted_card_number,
        encryptedExpiryMonth: card.encrypted_expiry_month,
        encryptedExpiryYear: card.encrypted_expiry_year,
        ...(card.encrypted_security_code ? { encryptedSecurityCode: card.encrypted_security_code } : {}),
        ...(card.holder_name ? { holderName: card.holder_name } : {}),
        ...(card.brand ? { brand: card.brand } : {}),
      } as Types.checkout.CardDetails,
      ...(details.browserInfo ? { browserInfo: browserInfoOf(details.browserInfo) } : {}),
      channel: 'Web' as Types.checkout.PaymentRequest.ChannelEnum,
      shopperInteraction: 'Ecommerce' as Types.checkout.PaymentRequest.ShopperInteractionEnum,
      origin,
      // Where a redirecting method brings the shopper back: the checkout page (the AUTHORISATION webhook completes it).
      returnUrl: `${origin}/basket/checkout?payment=${encodeURIComponent(key)}`,
      authenticationData: { threeDSRequestData: { nativeThreeDS: 'preferred' as Types.checkout.ThreeDSRequestData.NativeThreeDSEnum } },
      // Authorise only: we capture once the order is written.
      additionalData: { manualCapture: 'true' },
    };
    try {
      return resultOf(await checkout.PaymentsApi.payments(request, { idempotencyKey: `${key}:create` }), key);
    } catch (error) {
      if (isValidationError(error)) return { status: 'failed', reference: key, message: messages.paymentDeclined };
      return unavailable(error);
    }
  }

  return {
    name: 'adyen',
    checkout,
    clientConfig: async () => ({ client_key: account.clientKey, environment: account.environment, js_url: urls.js, css_url: urls.css }),
    async createSession(amount) {
      // Adyen Web's Card Component encrypts the card before any payment exists; the payment is made at /session/payment
      // for the server's amount. The session only names this checkout's attempt.
      return { sessionId: `adyen_ps_${randomUUID()}`, clientSecret: '', frameUrl: '', data: { ...scriptData(amount.currency), capture_method: 'manual' } };
    },
    chargeToken: (_token, _amount, key) => Promise.resolve({ status: 'failed', reference: key, message: messages.sandbox.noCard }),
    chargeSession: (sessionId, amount, key, _paymentMethodId, details) => charge(amount, key, details, sessionId),
    async challengeOutcome(_reference, scaResult, key): Promise<ChallengeStep | 'pending'> {
      const details = detailsOf(scaResult);
      // Without Adyen Web's details there is nothing to ask Adyen: its AUTHORISATION webhook will say.
      if (!details || !key) return 'pending';
      // Adyen takes keys of up to 64 characters: the payment's id (36), the step and 16 hex digits of the details.
      const digest = createHash('sha256').update(JSON.stringify(details)).digest('hex').slice(0, 16);
      let answer: Types.checkout.PaymentDetailsResponse;
      try {
        answer = await checkout.PaymentsApi.paymentsDetails({ details }, { idempotencyKey: `${key}:details:${digest}` });
      } catch (error) {
        // Details Adyen will not take (spent, or not this payment's) decide nothing: the webhook will.
        if (isValidationError(error)) return 'pending';
        return unavailable(error);
      }
      const result = resultOf(answer, key);
      const reference = isPspReference(answer.pspReference) ? { reference: answer.pspReference } : {};
      if (result.status === 'sca_required') {
        const action = result.scaData?.action;
        return action ? { status: 'sca_required', scaData: result.scaData!, ...reference } : { status: 'pending', ...reference };
      }
      return { status: result.status, ...reference };
    },
    async capture(key, reference, amount) {
      if (!isPspReference(reference)) throw new Error('The Adyen payment has no pspReference yet; its AUTHORISATION webhook brings it');
      if (!amount) throw new Error('An Adyen capture needs its amount');
      await checkout.ModificationsApi.captureAuthorisedPayment(reference, { merchantAccount, amount: { value: amount.amount, currency: amount.currency.toUpperCase() }, reference: key }, { idempotencyKey: `${key}:capture` });
    },
    async voidAuthorisation(key, reference) {
      if (isPspReference(reference)) {
        await checkout.ModificationsApi.cancelAuthorisedPaymentByPspReference(reference, { merchantAccount, reference: key }, { idempotencyKey: `${key}:cancel` });
        return;
      }
      // No pspReference (the create's answer never came): Adyen cancels the payment made under our reference, if any.
      await checkout.ModificationsApi.cancelAuthorisedPayment({ merchantAccount, paymentReference: key, reference: key }, { idempotencyKey: `${key}:cancel` });
    },
    async refund(key, reference, amount) {
      const refund = await checkout.ModificationsApi.refundCapturedPayment(reference, { merchantAccount, amount: { value: amount.amount, currency: amount.currency.toUpperCase() }, reference: key }, { idempotencyKey: `${key}:refund` });
      // Adyen takes the refund now and says how it went in its REFUND webhook.
      return { reference: refund.pspReference, status: 'pending' };
    },
    async testConnection() {
      await checkout.PaymentsApi.paymentMethods({ merchantAccount });
    },
  };
}
