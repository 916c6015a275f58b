import { messages, unsupportedProviderMessage } from '../errors/messages';
import { PaymentError } from './paymentErrors';

/** Spec §8: the stage named in the unsupported-provider message. */
export type ProviderStage = 'session preparation' | 'payment preparation';

/** Spec §5: the session data payment preparation needs, once checked. */
export interface PreparedSession {
  paymentProvider: string;
  paymentSessionId: string;
}

interface SessionFields {
  paymentProvider?: string | null;
  paymentSessionId?: string | null;
  transactionId?: string | null;
}

/** Spec §5: payment preparation needs a provider and a session id; throws a PaymentError with the §5 text. */
export function requirePreparation(session: SessionFields): PreparedSession {
  if (!session.paymentProvider) throw new PaymentError(messages.providerNotFoundInSession);
  if (!session.paymentSessionId) throw new PaymentError(messages.paymentSessionIdNotFound);
  return { paymentProvider: session.paymentProvider, paymentSessionId: session.paymentSessionId };
}

/** Spec §5: the session-payment response must name a transaction, else 'Failed to create transaction'. */
export function requireCreatedTransaction(response: Pick<SessionFields, 'transactionId'>): string {
  if (!response.transactionId) throw new PaymentError(messages.failedToCreateTransaction);
  return response.transactionId;
}

/** Spec §5: completion needs a transaction id, else 'No transaction ID available for payment completion'. */
export function requireTransactionId(session: Pick<SessionFields, 'transactionId'>): string {
  if (!session.transactionId) throw new PaymentError(messages.noTransactionId);
  return session.transactionId;
}

/**
 * Spec §7/§8: finds a provider in a registry keyed by lowercase name; throws 'Payment provider not
 * specified' without a name, and "Payment provider '{provider}' is not supported: does not support
 * {stage}" when it is missing or `supports` rejects it for that stage.
 */
export function resolveProvider<T>(
  registry: Readonly<Record<string, T>>,
  provider: string | null | undefined,
  stage: ProviderStage,
  supports: (entry: T, stage: ProviderStage) => boolean = () => true,
): T {
  if (!provider?.trim()) throw new PaymentError(messages.paymentProviderNotSpecified);
  const key = provider.toLowerCase();
  const entry = Object.hasOwn(registry, key) ? registry[key] : undefined;
  if (entry === undefined || !supports(entry, stage)) throw new PaymentError(unsupportedProviderMessage(provider, stage));
  return entry;
}
