import { accountBookingsQuery, cannotCancelReason, collapseBundles, formatMoney, formatVenueDate, formatVenueTime, groupAccountBookings, type AccountBookingEntry, type Booking } from '@courtside/core';
import type { AccountBookingView } from '@courtside/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApp } from '../app/context';
import { useNow } from '../hooks/useNow';
import { useClient } from '../hooks/useShell';
import { useCancelBookingDialog } from '../hooks/useCancelBookingDialog';
import { useAuthUser } from './useAccount';

/**
 * Spec §2 my-account Bookings: the customer's bookings in core's groups (upcoming, past, cancelled) as the cards
 * show them, and cancelling one through the shared dialog (useCancelBookingDialog).
 */
export function useAccountBookings() {
  const { api } = useApp();
  const { t } = useTranslation();
  const now = useNow();
  const user = useAuthUser();
  const client = useClient();
  const list = useQuery({ ...accountBookingsQuery(api, user.data?.id), enabled: user.data !== undefined });
  const bookings = list.data?.data ?? [];
  const groups = groupAccountBookings(bookings, new Date(now));
  const when = (booking: Booking) => t('account.myAccount.when', { date: formatVenueDate(booking.startsAt.utc, booking.startsAt.timezone), time: formatVenueTime(booking.startsAt.utc, booking.startsAt.timezone) });
  const day = (booking: Booking) => formatVenueDate(booking.startsAt.utc, booking.startsAt.timezone);
  // A camp or course shows once (core's collapseBundles): its first to last day, and its sessions under it. It is
  // cancelled whole, so it can be while its first session has not started (core's rule, as the server applies it).
  const entryView = ({ first, sessions, bundleId }: AccountBookingEntry<Booking>): AccountBookingView => {
    const last = sessions[sessions.length - 1]!;
    const lone = view(first);
    if (bundleId === null) return lone;
    const reason = cannotCancelReason({ status: first.status, startsAt: new Date(first.startsAt.utc), now: new Date(now) });
    return {
      ...lone,
      when: day(first) === day(last) ? lone.when : `${day(first)} – ${day(last)}`,
      sessions: sessions.map(when),
      canCancel: reason === null,
      cannotCancelReason: reason,
    };
  };
  const view = (booking: Booking): AccountBookingView => ({
    id: String(booking.id),
    name: booking.name,
    when: when(booking),
    where: [booking.venue.name, booking.locationName].filter(Boolean).join(', '),
    attendee: booking.userId !== null && booking.userId !== user.data?.id ? [booking.firstName, booking.lastName].filter(Boolean).join(' ') || null : null,
    price: booking.price?.formatted ?? null,
    canCancel: booking.cancellation.canCancel,
    cannotCancelReason: booking.cancellation.cannotCancelReason,
  });

  const { ask, askBundle, dialog } = useCancelBookingDialog();
  return {
    state: list.isError ? ('error' as const) : list.data ? ('ready' as const) : ('loading' as const),
    retry: () => void list.refetch(),
    upcoming: collapseBundles(groups.upcoming).map(entryView),
    past: collapseBundles(groups.past).map(entryView),
    cancelled: collapseBundles(groups.cancelled).map(entryView),
    credit: user.data && client.data ? formatMoney(user.data.creditBalance, { currency: client.data.currency.code, symbol: client.data.currency.symbol }) : null,
    firstName: user.data?.firstName ?? null,
    hasOutstandingPenalties: user.data?.hasOutstandingPenalties ?? false,
    onCancel: (id: string) => {
      const booking = bookings.find((b) => String(b.id) === id);
      if (!booking) return;
      const { utc, timezone } = booking.startsAt;
      const bundleId = booking.bookingBundleContext?.id;
      if (bundleId !== undefined) void askBundle(bundleId, t('activities:cancelBooking.bundleDescription', { name: booking.name, date: formatVenueDate(utc, timezone) }));
      else ask(booking, t('activities:cancelBooking.description', { name: booking.name, time: formatVenueTime(utc, timezone), date: formatVenueDate(utc, timezone) }));
    },
    dialog,
  };
}
