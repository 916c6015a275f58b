import { messages } from '../errors/messages';

/**
 * Spec §7 authorise / session-payment response, as the client camelises it: the older card API sends
 * transactionStatus and transactionUuid, the provider-based API status, requiresSca and transactionId.
 */
export interface AuthorizeResponse {
  transactionStatus?: string | null;
  status?: string | null;
  requiresSca?: boolean | null;
  transactionId?: string | null;
  transactionUuid?: string | null;
  scaData?: unknown;
  clientSecret?: string | null;
  returnUrl?: string | null;
  error?: { message?: string | null; code?: unknown; details?: unknown } | null;
}

/** What an authorise response means for the payment (spec §4 Payment). */
export type AuthorizeOutcome =
  | { kind: 'failed'; message: string }
  | { kind: 'sca_required'; transactionId: string | null }
  | { kind: 'authorized'; transactionId: string | null };

/**
 * Spec §4/§8: status 'failed' or an error returned fails with the provider's message, else
 * 'Payment was declined'; 'sca_required' (or requiresSca) needs 3D Secure; anything else is authorised.
 */
export function authorizeOutcome(response: AuthorizeResponse): AuthorizeOutcome {
  const status = response.transactionStatus ?? response.status ?? null;
  const transactionId = response.transactionId ?? response.transactionUuid ?? null;
  if (status === 'failed' || response.error) {
    const providerMessage = response.error?.message?.trim();
    return { kind: 'failed', message: providerMessage || messages.paymentDeclined };
  }
  if (status === 'sca_required' || response.requiresSca === true) return { kind: 'sca_required', transactionId };
  return { kind: 'authorized', transactionId };
}
