import { checkoutLinkFor, createCheckoutLink, createCheckoutLinkController } from '@courtside/core';
import { useMemo, useSyncExternalStore } from 'react';
import { useApp } from '../app/context';

/**
 * A checkout link for the customer being served: core's checkout link controller read through
 * useSyncExternalStore. This adapter gives it the page's address, the QR code image and the clipboard, and tells
 * the link's expiry by the till's clock.
 */
export function useStaffCheckoutLink(customerId: number | null, time: (iso: string) => string) {
  const { api } = useApp();
  const controller = useMemo(
    () =>
      createCheckoutLinkController({
        create: (id, allowCredit) => createCheckoutLink(api, id, allowCredit),
        address: (path) => new URL(path, window.location.origin).href,
        qrCode: async (url) => (await import('qrcode')).toDataURL(url, { margin: 1, width: 320 }),
        copy: (text) => navigator.clipboard?.writeText(text),
      }),
    [api],
  );
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  const link = checkoutLinkFor(state, customerId);
  return {
    link: link ? { url: link.url, qrDataUrl: link.qrDataUrl, expiresAt: time(link.expiresAt) } : null,
    pending: state.pending,
    error: state.error,
    allowCredit: state.allowCredit,
    onAllowCreditChange: controller.allowCredit,
    onCreate: () => void controller.create(customerId),
    copied: state.copied,
    onCopy: () => void controller.copy(),
  };
}
