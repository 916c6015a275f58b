import { bookingQueries, toastErrorMessage, type BrowseSession } from '@courtside/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApp } from '../app/context';
import { useCancelBookingDialog } from '../hooks/useCancelBookingDialog';
import { longDate } from './useTimeSlots';

/** Spec §3/§4 cancel_booking on a session card: finds the session's booking, then asks before cancelling it. */
export function useCancelBooking(onDone: () => void) {
  const { api, toasts } = useApp();
  const queryClient = useQueryClient();
  const { t } = useTranslation('activities');
  const { ask, dialog } = useCancelBookingDialog();
  // The button knows the session, not the booking: its settled booking (of the user the call acts for) has the id.
  const find = useMutation({
    mutationFn: async (session: BrowseSession) => {
      const query = { occurrenceId: session.occurrence.id, status: ['settled' as const], cancellationSource: 'customers' as const };
      const page = await queryClient.fetchQuery({ ...bookingQueries.list(api, query), staleTime: 0 });
      const booking = page.data[0];
      if (!booking) throw new Error();
      return { session, booking };
    },
    onSuccess: ({ session, booking }) =>
      ask(booking, t('cancelBooking.description', { name: session.occurrence.name, time: session.startTime, date: longDate(session.occurrence.startsAt.local.slice(0, 10)) })),
    onError: (error: unknown) => toasts.add({ description: toastErrorMessage(error), tone: 'danger' }),
    onSettled: onDone,
  });
  return { start: (session: BrowseSession) => find.mutate(session), dialog };
}
