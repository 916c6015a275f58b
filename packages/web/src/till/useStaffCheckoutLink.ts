import { createCheckoutLink, ApiError, messages, type CheckoutLink } from '@courtside/core';
import type { CheckoutLinkView } from '@courtside/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useApp } from '../app/context';

/**
 * A checkout link for the customer being served (spec §2 /checkout/{checkoutId}, POST /api/checkout/links with their
 * selected_user_id): it pays their online basket from any device. Shown as its address and a QR code to scan.
 */
export function useStaffCheckoutLink(customerId: number | null, time: (iso: string) => string) {
  const { api } = useApp();
  const [allowCredit, setAllowCredit] = useState(false);
  const [link, setLink] = useState<(CheckoutLinkView & { customerId: number }) | null>(null);
  const [copied, setCopied] = useState(false);
  const create = useMutation({
    mutationFn: async (id: number): Promise<CheckoutLinkView & { customerId: number }> => {
      const made: CheckoutLink = await createCheckoutLink(api, id, allowCredit);
      // The customer opens it on their own device: the whole address, not a path.
      const url = new URL(made.url ?? '', window.location.origin).href;
      const { toDataURL } = await import('qrcode');
      return { customerId: id, url, qrDataUrl: await toDataURL(url, { margin: 1, width: 320 }), expiresAt: time(made.expiresAt) };
    },
    onSuccess: (made) => {
      setLink(made);
      setCopied(false);
    },
  });
  const failure = create.error;
  return {
    link: link && link.customerId === customerId ? link : null,
    pending: create.isPending,
    error: failure ? (failure instanceof ApiError ? failure.message : messages.genericToast) : null,
    allowCredit,
    onAllowCreditChange: setAllowCredit,
    onCreate: () => {
      if (customerId !== null) create.mutate(customerId);
    },
    copied,
    onCopy: () => {
      if (!link) return;
      void navigator.clipboard?.writeText(link.url).then(() => setCopied(true), () => setCopied(false));
    },
  };
}
