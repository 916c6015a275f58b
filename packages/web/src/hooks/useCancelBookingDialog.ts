import { accountQueries, bookingMutations, fetchBookingBundle, queryKeys, type Booking, type BookingBundle } from '@courtside/core';
import type { ConfirmDialogProps } from '@courtside/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { useApp } from '../app/context';
import { useToastedMutation } from './useToastedMutation';

/** What the dialog is asking about: one booking, or a camp's or course's whole bundle — each with its cancellation info. */
type Asking = { kind: 'booking' | 'bundle'; id: string | number; cancellation: Booking['cancellation']; description: string };

/**
 * Spec §3/§4 cancel_booking: asks first, in a dialog that says what cancelling now does (the credit it awards or the
 * cut-off's consequences, and where the tenant counts no-shows that cancelling now avoids one), then cancels (DELETE activities/bookings/{id}, or for a camp or course the whole bundle,
 * DELETE /api/v1/booking-bundles/{id}). On success the data reloads and a toast says what cancelling did; a failure is
 * the §8 toast. Either way the dialog closes. `ask` opens it for a booking, `askBundle` for a bundle (read first, for its
 * cancellation info), each with the caller's description.
 */
export function useCancelBookingDialog() {
  const { api, toasts } = useApp();
  const queryClient = useQueryClient();
  const { t } = useTranslation('activities');
  const [asking, setAsking] = useState<Asking | null>(null);
  const single = bookingMutations.cancel(api, queryClient);
  const whole = bookingMutations.cancelBundle(api, queryClient);
  const cancel = useToastedMutation(
    {
      mutationFn: (target: Asking): Promise<Booking | BookingBundle> => (target.kind === 'bundle' ? whole.mutationFn(target.id) : single.mutationFn(target.id)),
      errorMessage: single.errorMessage,
      onSuccess: async (done: Booking | BookingBundle) => {
        await single.onSuccess();
        toasts.add({ description: done.cancellation.awardsCreditMessage ?? t('cancelBooking.done'), tone: 'success' });
      },
    },
    () => setAsking(null),
  );
  const cancellation = asking?.cancellation;
  // Fair use: where no-shows pause online booking, cancelling now avoids one (the tenant's rule, from the account).
  const { token } = useSnapshot(useApp().session);
  const noShowWarning = useQuery(accountQueries.fairUse(api, token)).data?.warning ?? null;
  const detail = [cancellation?.awardsCreditMessage ?? cancellation?.cutOffMessage ?? null, noShowWarning].filter(Boolean).join(' ');
  const dialog: ConfirmDialogProps = {
    open: asking !== null,
    title: t('cancelBooking.title'),
    description: asking?.description ?? '',
    detail: detail || null,
    confirmLabel: t('cancelBooking.confirm'),
    cancelLabel: t('cancelBooking.keep'),
    pending: cancel.isPending,
    onConfirm: () => asking && cancel.mutate(asking),
    onCancel: () => setAsking(null),
  };
  return {
    ask: (booking: Booking, description: string) => setAsking({ kind: 'booking', id: booking.id, cancellation: booking.cancellation, description }),
    askBundle: async (bundleId: string | number, description: string) => {
      try {
        const bundle = await queryClient.fetchQuery({ queryKey: queryKeys.bookingBundle(bundleId), queryFn: () => fetchBookingBundle(api, bundleId), staleTime: 0 });
        setAsking({ kind: 'bundle', id: bundleId, cancellation: bundle.cancellation, description });
      } catch {
        toasts.add({ description: single.errorMessage(null), tone: 'danger' });
      }
    },
    dialog,
  };
}
