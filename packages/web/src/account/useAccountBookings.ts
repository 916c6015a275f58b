import { bookingQueries, formatMoney, formatVenueDate, formatVenueTime, groupAccountBookings, type Booking } from '@courtside/core';
import type { AccountBookingView, ConfirmDialogProps } from '@courtside/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../app/context';
import { useNow } from '../hooks/useNow';
import { useClient } from '../hooks/useShell';
import { useCancelBookingMutation } from '../hooks/useCancelBookingMutation';
import { useAuthUser } from './useAccount';

/** The spec §5 booking list query of the my-account pages: paid and cancelled bookings, the most a page holds. */
const accountQuery = { status: ['settled' as const, 'cancelled' as const], cancellationSource: 'my-account' as const, perPage: 100 };

const whenOf = (booking: Booking) =>
  `${formatVenueDate(booking.startsAt.utc, booking.startsAt.timezone)} at ${formatVenueTime(booking.startsAt.utc, booking.startsAt.timezone)}`;

/**
 * Spec §2 my-account Bookings: the customer's bookings in core's groups (upcoming, past, cancelled) as the cards
 * show them, and cancelling one (spec §3/§4 cancellation: the dialog says what cancelling now does — the credit it
 * awards or the cut-off's consequences — before the customer confirms).
 */
export function useAccountBookings() {
  const { api } = useApp();
  const { t } = useTranslation();
  const now = useNow();
  const user = useAuthUser();
  const client = useClient();
  const list = useQuery({ ...bookingQueries.list(api, { ...accountQuery, userId: user.data?.id }), enabled: user.data !== undefined });
  const bookings = list.data?.data ?? [];
  const groups = groupAccountBookings(bookings, new Date(now));
  const view = (booking: Booking): AccountBookingView => ({
    id: String(booking.id),
    name: booking.name,
    when: whenOf(booking),
    where: [booking.venue.name, booking.locationName].filter(Boolean).join(', '),
    attendee: booking.userId !== null && booking.userId !== user.data?.id ? [booking.firstName, booking.lastName].filter(Boolean).join(' ') || null : null,
    price: booking.price?.formatted ?? null,
    canCancel: booking.cancellation.canCancel,
    cannotCancelReason: booking.cancellation.cannotCancelReason,
  });

  const [asking, setAsking] = useState<Booking | null>(null);
  const cancel = useCancelBookingMutation(() => setAsking(null));
  const dialog: ConfirmDialogProps = {
    open: asking !== null,
    title: t('activities:cancelBooking.title'),
    description: asking
      ? t('activities:cancelBooking.description', {
          name: asking.name,
          time: formatVenueTime(asking.startsAt.utc, asking.startsAt.timezone),
          date: formatVenueDate(asking.startsAt.utc, asking.startsAt.timezone),
        })
      : '',
    detail: asking ? (asking.cancellation.awardsCreditMessage ?? asking.cancellation.cutOffMessage ?? null) : null,
    confirmLabel: t('activities:cancelBooking.confirm'),
    cancelLabel: t('activities:cancelBooking.keep'),
    pending: cancel.isPending,
    onConfirm: () => asking && cancel.mutate(asking.id),
    onCancel: () => setAsking(null),
  };
  return {
    state: list.isError ? ('error' as const) : list.data ? ('ready' as const) : ('loading' as const),
    retry: () => void list.refetch(),
    upcoming: groups.upcoming.map(view),
    past: groups.past.map(view),
    cancelled: groups.cancelled.map(view),
    credit: user.data && client.data ? formatMoney(user.data.creditBalance, { currency: client.data.currency.code, symbol: client.data.currency.symbol }) : null,
    firstName: user.data?.firstName ?? null,
    hasOutstandingPenalties: user.data?.hasOutstandingPenalties ?? false,
    onCancel: (id: string) => setAsking(bookings.find((b) => String(b.id) === id) ?? null),
    dialog,
  };
}
