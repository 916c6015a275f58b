import { bookingMutations, type Booking } from '@courtside/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApp } from '../app/context';
import { useToastedMutation } from './useToastedMutation';

/**
 * Spec §3/§4 cancel_booking (DELETE activities/bookings/{id}): on success the booking's data reloads and a toast says
 * what cancelling did (the credit it returned, else that it is cancelled); a failure is the §8 toast. `onDone` runs
 * either way (closing the dialog that asked).
 */
export function useCancelBookingMutation(onDone: () => void) {
  const { api, toasts } = useApp();
  const queryClient = useQueryClient();
  const { t } = useTranslation('activities');
  const core = bookingMutations.cancel(api, queryClient);
  return useToastedMutation(
    {
      ...core,
      onSuccess: async (booking: Booking) => {
        await core.onSuccess();
        toasts.add({ description: booking.cancellation.awardsCreditMessage ?? t('cancelBooking.done'), tone: 'success' });
      },
    },
    onDone,
  );
}
