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
  /** Older flow: charges a card token. */
  chargeToken(token: string, amount: Amount): Promise<ChargeResult>;
  /** Session flow: charges the card confirmed against the session (failed when none was). */
  chargeSession(sessionId: string, amount: Amount): Promise<ChargeResult>;
  /** After a challenge: what the card holder's bank decided ('pending' while it is still open). */
  challengeOutcome(reference: string): Promise<'authorised' | 'failed' | 'pending'>;
}

/** Providers by lowercase name (spec §7). */
export type ProviderRegistry = Readonly<Record<string, PaymentProvider>>;
