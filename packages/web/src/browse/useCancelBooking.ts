import { bookingQueries, toastErrorMessage, type Booking, type BrowseSession } from '@courtside/core';
import type { ConfirmDialogProps } from '@courtside/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../app/context';
import { useCancelBookingMutation } from '../hooks/useCancelBookingMutation';
import { longDate } from './useTimeSlots';

/** Spec §3/§4 cancel_booking: a session's Cancel booking asks first, then cancels (DELETE activities/bookings/{id}). */
export function useCancelBooking(onDone: () => void) {
  const { api, toasts } = useApp();
  const queryClient = useQueryClient();
  const { t } = useTranslation('activities');
  const [asking, setAsking] = useState<{ session: BrowseSession; booking: Booking } | null>(null);
  // The button knows the session, not the booking: its settled booking (of the user the call acts for) has the id.
  const find = useMutation({
    mutationFn: async (session: BrowseSession) => {
      const query = { occurrenceId: session.occurrence.id, status: ['settled' as const], cancellationSource: 'customers' as const };
      const page = await queryClient.fetchQuery({ ...bookingQueries.list(api, query), staleTime: 0 });
      const booking = page.data[0];
      if (!booking) throw new Error();
      return { session, booking };
    },
    onSuccess: setAsking,
    onError: (error: unknown) => toasts.add({ description: toastErrorMessage(error), tone: 'danger' }),
    onSettled: onDone,
  });
  const cancel = useCancelBookingMutation(() => setAsking(null));
  const cancellation = asking?.booking.cancellation;
  const dialog: ConfirmDialogProps = {
    open: asking !== null,
    title: t('cancelBooking.title'),
    description: asking
      ? t('cancelBooking.description', { name: asking.session.occurrence.name, time: asking.session.startTime, date: longDate(asking.session.occurrence.startsAt.local.slice(0, 10)) })
      : '',
    detail: cancellation?.awardsCreditMessage ?? cancellation?.cutOffMessage ?? null,
    confirmLabel: t('cancelBooking.confirm'),
    cancelLabel: t('cancelBooking.keep'),
    pending: cancel.isPending,
    onConfirm: () => asking && cancel.mutate(asking.booking.id),
    onCancel: () => setAsking(null),
  };
  return { start: (session: BrowseSession) => find.mutate(session), dialog };
}
