import { randomUUID } from 'node:crypto';
import { messages } from '@courtside/core';
import Stripe from 'stripe';
import { HttpError } from '../../http/httpError';
import type { Amount, ChargeResult, PaymentProvider } from '../paymentProvider';

/** Where Stripe.js is loaded from: only on pages of a tenant that pays through Stripe, never bundled. */
export const stripeJsUrl = 'https://js.stripe.com/v3';

/** A tenant's Stripe account as its settings hold it (secrets already opened). */
export interface StripeAccount {
  mode: 'test' | 'live';
  publishableKey: string | null;
  secretKey: string;
  webhookSecret: string | null;
}

export interface StripeOptions {
  /** Another address than api.stripe.com (STRIPE_API_BASE): a local fake of Stripe's API in tests. */
  apiBase?: string | null;
  /** How long one call may take before it counts as failed (ms). */
  timeoutMs?: number;
  /** Retries of a call that failed on the network (the same idempotency key, so never a second charge). */
  maxNetworkRetries?: number;
}

/** A Stripe client for a secret key, pointed at `apiBase` when given. */
export function stripeClient(secretKey: string, options: StripeOptions = {}): Stripe {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  return new Stripe(secretKey, {
    timeout: options.timeoutMs ?? 20_000,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    telemetry: false,
    ...(base ? { host: base.hostname, port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)), protocol: base.protocol === 'http:' ? 'http' : 'https' } : {}),
  });
}

/** A Stripe error that is the card's answer (a decline), not a failure to reach Stripe. */
const isCardError = (error: unknown): error is Stripe.errors.StripeCardError => error instanceof Stripe.errors.StripeCardError;

/** A call that did not get Stripe's answer (down, timed out, refused the keys): the customer may try again. */
function unavailable(error: unknown): never {
  if (error instanceof HttpError) throw error;
  throw new HttpError(503, messages.cardProvider.unavailable);
}

/** What a PaymentIntent's state means to checkout. */
function resultOf(intent: Stripe.PaymentIntent): ChargeResult {
  const reference = intent.id;
  switch (intent.status) {
    case 'requires_capture':
    case 'succeeded':
      return { status: 'authorised', reference };
    case 'requires_action':
    case 'processing':
      // Stripe's own 3-D Secure challenge: Stripe.js shows it with the intent's client secret (handleNextAction).
      return { status: 'sca_required', reference, challengeUrl: '', scaData: { provider: 'stripe', payment_intent: intent.id, client_secret: intent.client_secret } };
    default:
      return { status: 'failed', reference, message: intent.last_payment_error?.message ?? messages.paymentDeclined };
  }
}

/**
 * The `stripe` provider: one PaymentIntent per payment, made and confirmed by the server with the payment method
 * Stripe.js's Payment Element made in the customer's browser (card data never reaches us), for the amount and currency
 * of our basket. Captured by hand once our order is written (capture_method manual), cancelled if it does not become
 * one. Every create, confirm, capture, cancel and refund carries an idempotency key derived from our payment's (or
 * refund's) id, so a retry after a timeout or a crash answers the first call and never charges twice.
 */
export function createStripeProvider(account: StripeAccount, options: StripeOptions = {}): PaymentProvider & { client: Stripe } {
  const client = stripeClient(account.secretKey, options);

  /** The PaymentIntent made for our payment `key`, found by its metadata when our row never learned its id. */
  async function intentOf(key: string, reference: string | null | undefined): Promise<Stripe.PaymentIntent | null> {
    if (reference?.startsWith('pi_')) return client.paymentIntents.retrieve(reference);
    const found = await client.paymentIntents.search({ query: `metadata['payment_id']:'${key.replace(/[^A-Za-z0-9-]/g, '')}'`, limit: 1 });
    return found.data[0] ?? null;
  }

  async function charge(paymentMethodId: string | undefined, amount: Amount, key: string, sessionId: string | null): Promise<ChargeResult> {
    if (!paymentMethodId) return { status: 'failed', reference: sessionId ?? key, message: messages.sandbox.noCard };
    let intent: Stripe.PaymentIntent;
    try {
      intent = await client.paymentIntents.create(
        {
          amount: amount.amount,
          currency: amount.currency.toLowerCase(),
          capture_method: 'manual',
          payment_method: paymentMethodId,
          // Cards and wallets that need no redirect: 3-D Secure is Stripe.js's own challenge on our page.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          metadata: { payment_id: key, ...(sessionId ? { session_id: sessionId } : {}) },
        },
        { idempotencyKey: `${key}:create` },
      );
    } catch (error) {
      return unavailable(error);
    }
    try {
      intent = await client.paymentIntents.confirm(intent.id, {}, { idempotencyKey: `${key}:confirm` });
    } catch (error) {
      if (isCardError(error)) return { status: 'failed', reference: intent.id, message: error.message || messages.paymentDeclined };
      return unavailable(error);
    }
    return resultOf(intent);
  }

  return {
    name: 'stripe',
    client,
    clientConfig: async () => ({ publishable_key: account.publishableKey, test_mode: account.mode === 'test', js_url: stripeJsUrl }),
    async createSession(amount) {
      // Stripe's Payment Element collects the card before any intent exists (deferred intent); the intent is made at
      // payment, for the server's amount. The session only names this checkout's attempt.
      const sessionId = `stripe_ps_${randomUUID()}`;
      return {
        sessionId,
        clientSecret: '',
        frameUrl: '',
        data: { provider: 'stripe', publishable_key: account.publishableKey, test_mode: account.mode === 'test', js_url: stripeJsUrl, currency: amount.currency.toLowerCase(), capture_method: 'manual' },
      };
    },
    chargeToken: (token, amount, key) => charge(token || undefined, amount, key, null),
    chargeSession: (sessionId, amount, key, paymentMethodId) => charge(paymentMethodId, amount, key, sessionId),
    async challengeOutcome(reference) {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await client.paymentIntents.retrieve(reference);
      } catch (error) {
        return unavailable(error);
      }
      const result = resultOf(intent);
      return result.status === 'sca_required' ? 'pending' : result.status;
    },
    async capture(key, reference) {
      const intent = await intentOf(key, reference);
      if (!intent || intent.status === 'succeeded') return;
      if (intent.status !== 'requires_capture') throw new Error(`PaymentIntent ${intent.id} cannot be captured from ${intent.status}`);
      await client.paymentIntents.capture(intent.id, {}, { idempotencyKey: `${key}:capture` });
    },
    async voidAuthorisation(key, reference) {
      const intent = await intentOf(key, reference);
      if (!intent || intent.status === 'canceled' || intent.status === 'succeeded') return;
      await client.paymentIntents.cancel(intent.id, {}, { idempotencyKey: `${key}:cancel` });
    },
    async refund(key, reference, amount) {
      const refund = await client.refunds.create({ payment_intent: reference, amount: amount.amount, metadata: { refund_id: key } }, { idempotencyKey: `${key}:refund` });
      return { reference: refund.id, status: refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending' };
    },
    async testConnection() {
      await client.balance.retrieve();
    },
  };
}

/**
 * A webhook's event when its Stripe-Signature header proves it came from Stripe with this signing secret (the SDK's
 * check, with its 5-minute tolerance against replays); null for anything else.
 */
export function verifiedStripeEvent(rawBody: string, signature: string | undefined, webhookSecret: string): Stripe.Event | null {
  if (!signature) return null;
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch {
    return null;
  }
}
