import { bookingMutations, type Booking } from '@courtside/core';
import type { ConfirmDialogProps } from '@courtside/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../app/context';
import { useToastedMutation } from './useToastedMutation';

/**
 * Spec §3/§4 cancel_booking: asks first, in a dialog that says what cancelling now does (the credit it awards or the
 * cut-off's consequences), then cancels (DELETE activities/bookings/{id}). On success the booking's data reloads and a
 * toast says what cancelling did; a failure is the §8 toast. Either way the dialog closes. `ask` opens it for a
 * booking, with the caller's description of it (a session card and an account list name it differently).
 */
export function useCancelBookingDialog() {
  const { api, toasts } = useApp();
  const queryClient = useQueryClient();
  const { t } = useTranslation('activities');
  const [asking, setAsking] = useState<{ booking: Booking; description: string } | null>(null);
  const core = bookingMutations.cancel(api, queryClient);
  const cancel = useToastedMutation(
    {
      ...core,
      onSuccess: async (booking: Booking) => {
        await core.onSuccess();
        toasts.add({ description: booking.cancellation.awardsCreditMessage ?? t('cancelBooking.done'), tone: 'success' });
      },
    },
    () => setAsking(null),
  );
  const cancellation = asking?.booking.cancellation;
  const dialog: ConfirmDialogProps = {
    open: asking !== null,
    title: t('cancelBooking.title'),
    description: asking?.description ?? '',
    detail: cancellation?.awardsCreditMessage ?? cancellation?.cutOffMessage ?? null,
    confirmLabel: t('cancelBooking.confirm'),
    cancelLabel: t('cancelBooking.keep'),
    pending: cancel.isPending,
    onConfirm: () => asking && cancel.mutate(asking.booking.id),
    onCancel: () => setAsking(null),
  };
  return { ask: (booking: Booking, description: string) => setAsking({ booking, description }), dialog };
}
