import { ourMessages } from './ourMessages';
import { specMessages } from './specMessages';
export { messageForStatus } from './specMessages';

/**
 * The one catalogue of user-facing texts, used by the server and every front end: the spec's texts (spec §5/§8,
 * verbatim, at the top level) and, grouped by domain, the texts the spec leaves open (ours: `messages.cart`,
 * `messages.checkout`, …).
 */
export const messages = { ...specMessages, ...ourMessages } as const;


/** Spec §8 extra removal toasts. */
export const extraRemovedMessage = (name: string) => `${name} removed from cart`;
export const extraRemoveFailedMessage = (name: string) => `Failed to remove ${name}. Please try again.`;
/** Spec §8: "Payment provider '{provider}' is not supported", with its suffix. */
export const unsupportedProviderMessage = (provider: string, stage: 'session preparation' | 'payment preparation') =>
  `Payment provider '${provider}' is not supported: does not support ${stage}`;
/** Spec §8: unknown custom question type. */
export const unsupportedQuestionTypeMessage = (type: string) => `Unsupported question type: ${type}`;
/** Spec §5 form messages for length limits. */
export const lengthMessages = {
  atLeast: (n: number) => `Must contain at least ${n} characters`,
  atMost: (n: number) => `Must contain at most ${n} characters`,
  exactly: (n: number) => `Must contain exactly ${n} characters`,
};
