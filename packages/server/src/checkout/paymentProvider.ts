/** What a provider says of a charge: authorised, challenged (3-D Secure first), or failed with its message. */
export type ChargeResult =
  | { status: 'authorised'; reference: string }
  | { status: 'sca_required'; reference: string; challengeUrl: string }
  | { status: 'failed'; reference: string; message: string };

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
  createSession(amount: Amount): Promise<{ sessionId: string; clientSecret: string; frameUrl: string }>;
  /**
   * Older flow: authorises a card token. `idempotencyKey` (our transaction id) makes a repeated call answer the first
   * one's result instead of authorising again (Stripe-style), so a retry after a timeout or crash never charges twice.
   */
  chargeToken(token: string, amount: Amount, idempotencyKey: string): Promise<ChargeResult>;
  /** Session flow: authorises the card confirmed against the session (failed when none was); idempotent like chargeToken. */
  chargeSession(sessionId: string, amount: Amount, idempotencyKey: string): Promise<ChargeResult>;
  /** After a challenge: what the card holder's bank decided ('pending' while it is still open). */
  challengeOutcome(reference: string): Promise<'authorised' | 'failed' | 'pending'>;
  /** Takes the money of the authorisation made under this key (after the order is written); repeatable. */
  capture(idempotencyKey: string): Promise<void>;
  /** Releases the authorisation made under this key, if any (an authorisation that became no order); repeatable. */
  voidAuthorisation(idempotencyKey: string): Promise<void>;
}

/** Providers by lowercase name (spec §7). */
export type ProviderRegistry = Readonly<Record<string, PaymentProvider>>;
