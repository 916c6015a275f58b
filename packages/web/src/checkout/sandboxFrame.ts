import { messages, type CardSession } from '@courtside/core';
import { useEffect, useState } from 'react';

/** A message from the sandbox provider's pages (card frame, 3-D Secure challenge), same origin only. */
export interface SandboxMessage {
  source: 'courtside-sandbox';
  type: 'ready' | 'submit' | 'tokenised' | 'error' | 'challenge-complete' | 'resize';
  token?: string;
  height?: number;
  message?: string;
}

/** Reads a postMessage event as a sandbox message, or null when it is anything else. */
export function sandboxMessage(event: MessageEvent): SandboxMessage | null {
  const data = event.data as Partial<SandboxMessage> | null;
  return event.origin === window.location.origin && data?.source === 'courtside-sandbox' ? (data as SandboxMessage) : null;
}

/**
 * Asks the provider's card frame to confirm the card details typed into it for `session` (they go from the frame to
 * the provider, never through our code) and resolves when it has; rejects with the provider's message.
 */
export function confirmCard(frame: HTMLIFrameElement | null, session: CardSession | null = null, timeoutMs = 30_000): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!frame?.contentWindow) return reject(new Error(messages.failedToCreatePaymentSession));
    const timer = window.setTimeout(() => finish(() => reject(new Error(messages.failedToAuthorizePayment))), timeoutMs);
    const onMessage = (event: MessageEvent) => {
      const message = sandboxMessage(event);
      if (message?.type === 'tokenised') finish(() => resolve(message.token ?? ''));
      if (message?.type === 'error') finish(() => reject(new CardDetailsError(message.message ?? messages.failedToAuthorizePayment)));
    };
    const finish = (settle: () => void) => {
      window.clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      settle();
    };
    window.addEventListener('message', onMessage);
    frame.contentWindow.postMessage({ type: 'tokenise', session: session?.paymentSessionId, secret: session?.clientSecret }, window.location.origin);
  });
}

/** The card details were refused by the provider (shown in its frame, next to the fields). */
export class CardDetailsError extends Error {
  override readonly name = 'CardDetailsError';
}

/** The card frame's content height, as the frame reports it (so it never scrolls or clips its fields). */
export function useFrameHeight(initial = 340): number {
  const [height, setHeight] = useState(initial);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = sandboxMessage(event);
      if (message?.type === 'resize' && message.height && message.height > 0) setHeight(Math.ceil(message.height));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return height;
}
