import type { BrowserInfo, EncryptedCard } from '@courtside/core';

/** What a provider says of a charge: authorised, challenged (3-D Secure first), or failed with its message. */
export type ChargeResult =
  | { status: 'authorised'; reference: string }
  | { status: 'sca_required'; reference: string; challengeUrl: string; scaData?: Record<string, unknown> }
  | { status: 'failed'; reference: string; message: string };

/**
 * What else a charge may carry for a provider that needs it (Adyen): the card as the provider's own fields encrypted
 * it in the browser, the browser's details for 3-D Secure 2, and the page's origin (where the challenge runs and the
 * shopper comes back to).
 */
export interface ChargeDetails {
  encryptedCard?: EncryptedCard | null;
  browserInfo?: BrowserInfo | null;
  origin?: string;
}

/**
 * A challenge's next step when the provider answers more than a verdict: the provider's own reference once it is known
 * (Adyen gives its pspReference only with the outcome), or another challenge (sca_required with its data).
 */
export type ChallengeStep =
  | { status: 'authorised' | 'failed' | 'pending'; reference?: string }
  | { status: 'sca_required'; scaData: Record<string, unknown>; reference?: string };

/** An amount to charge, in minor units. */
export interface Amount {
  amount: number;
  currency: string;
}

/**
 * A card payment provider (spec §7: keyed by lowercase name). Card details never reach our API: the provider's own
 * frame turns them into a token (older flow) or confirms them against a payment session (session flow). Calls may
 * be slow or fail, so they are never made inside a database transaction.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Older flow (GET /api/checkout/prepare): what the client needs to show the card frame. */
  clientConfig(): Promise<Record<string, unknown>>;
  /** Session flow: a payment session for an amount, with the secret the card frame confirms it with. */
  createSession(amount: Amount): Promise<{ sessionId: string; clientSecret: string; frameUrl: string; data?: Record<string, unknown> }>;
  /**
   * Older flow: authorises a card token. `idempotencyKey` (our transaction id) makes a repeated call answer the first
   * one's result instead of authorising again (Stripe-style), so a retry after a timeout or crash never charges twice.
   */
  chargeToken(token: string, amount: Amount, idempotencyKey: string): Promise<ChargeResult>;
  /**
   * Session flow: authorises the card confirmed against the session (failed when none was), or the payment method the
   * provider's frame made (`paymentMethodId`, Stripe); idempotent like chargeToken.
   */
  chargeSession(sessionId: string, amount: Amount, idempotencyKey: string, paymentMethodId?: string, details?: ChargeDetails): Promise<ChargeResult>;
  /**
   * After a challenge: what the card holder's bank decided ('pending' while it is still open). `scaResult` is what the
   * challenge gave the page (Adyen Web's details, which the provider is sent); `idempotencyKey` is our payment's id.
   */
  challengeOutcome(reference: string, scaResult?: string, idempotencyKey?: string): Promise<'authorised' | 'failed' | 'pending' | ChallengeStep>;
  /**
   * Takes the money of the authorisation made under this key (after the order is written); repeatable. `reference` is
   * the provider's own id of it when known; `amount` what is captured (the whole authorisation).
   */
  capture(idempotencyKey: string, reference?: string | null, amount?: Amount): Promise<void>;
  /** Releases the authorisation made under this key, if any (an authorisation that became no order); repeatable. */
  voidAuthorisation(idempotencyKey: string, reference?: string | null): Promise<void>;
  /**
   * Gives `amount` of a captured payment back to its card; `idempotencyKey` (our refund's id) makes a repeat answer
   * the first refund. Providers without refunds to card leave it out (cancellations then give account credit).
   */
  refund?(idempotencyKey: string, reference: string, amount: Amount): Promise<{ reference: string; status: 'pending' | 'succeeded' | 'failed' }>;
  /** Whether the configured keys reach the provider (the staff screen's "Test connection"); throws what went wrong. */
  testConnection?(): Promise<void>;
}

/** Providers by lowercase name (spec §7). */
export type ProviderRegistry = Readonly<Record<string, PaymentProvider>>;
