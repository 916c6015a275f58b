import {
  ApiError,
  attendanceRefusal,
  bulkUpdateAttendance,
  messages,
  registerCounts,
  registerSessionsShown,
  staffKeys,
  staffMay,
  staffQueries,
  updateOccurrence,
  venueDateSlug,
  waiveNoShow,
  type Booking,
  type OccurrenceDeleteReason,
  type StaffOccurrence,
} from '@courtside/core';
import type { RegisterAttendeeView, RegisterSessionView } from '@courtside/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthUser } from '../account/useAccount';
import { useApp } from '../app/context';
import { useNow } from '../hooks/useNow';

const failureText = (error: unknown) => (error instanceof ApiError ? error.message : messages.genericToast);

/** A session as the register lists it: its start in venue time, where, and how full. */
export const sessionView = (o: StaffOccurrence): RegisterSessionView => ({
  id: o.id,
  name: o.name,
  time: o.startsAt.local.slice(11, 16),
  location: o.friendlyLocationName ?? o.locationName,
  booked: o.capacity.consumed,
  capacity: o.capacity.maximum,
  status: o.status,
});

/** A booking on the register; fair use: a no-show (its session over, not attended, not waived) and its waiver. */
const attendeeView = (b: Booking, ended: boolean, t: (key: string, values: Record<string, string>) => string): RegisterAttendeeView => ({
  id: b.id as number,
  name: `${b.firstName ?? ''} ${b.lastName ?? ''}`.trim(),
  reference: b.userReference ?? '',
  places: b.capacityConsumed,
  attended: b.attended,
  noShow: ended && b.status === 'settled' && b.attended !== true && !b.noShowWaiver,
  waiver: b.noShowWaiver ? t('staff.register.waived', { by: b.noShowWaiver.waivedBy ?? '', reason: b.noShowWaiver.reason }) : null,
});

/**
 * The class register: a venue's sessions on a day (GET occurrences), the chosen one's settled bookings, marking
 * attendance (PATCH bookings/attendance; core's attendanceRefusal says when it cannot be taken yet) and, for a manager
 * (core's staffMay), cancelling the session with a reason (PATCH occurrence, action delete); after the session, waiving
 * a no-show with a reason (POST bookings/{id}/no-show-waiver, fair use). The day's list is core's
 * registerSessionsShown: only the sessions with bookings unless `withBookingsOnly` is off.
 */
export function useRegister(venueId: number | null, date: string, sessionId: string | null, withBookingsOnly = true) {
  const { api, toasts } = useApp();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const staffRole = useAuthUser().data?.staffRole ?? null;
  const day = useQuery({ ...staffQueries.day(api, venueId, date), throwOnError: false });
  const session = day.data?.find((o) => o.id === sessionId) ?? null;
  const register = useQuery({ ...staffQueries.register(api, session ? session.id : null), throwOnError: false });
  const [error, setError] = useState<string | null>(null);
  // A session turns over while the register is open: its no-shows can then be waived.
  const now = useNow();

  const reload = () => Promise.all([queryClient.invalidateQueries({ queryKey: staffKeys.day(venueId, date) }), sessionId ? queryClient.invalidateQueries({ queryKey: staffKeys.register(sessionId) }) : null]);
  const mark = useMutation({
    mutationFn: ({ ids, status }: { ids: number[]; status: 'attended' | 'absent' }) => bulkUpdateAttendance(api, { data: { bookingIds: ids, status } }),
    onMutate: () => setError(null),
    onSuccess: (changed) => {
      const byId = new Map(changed.map((b) => [b.id, b]));
      queryClient.setQueryData<Booking[]>(staffKeys.register(sessionId ?? ''), (old) => old?.map((b) => byId.get(b.id) ?? b));
    },
    onError: (failure) => setError(failureText(failure)),
  });
  const reinstate = useMutation({
    mutationFn: () => updateOccurrence(api, sessionId!, { action: 'reinstate' }),
    onMutate: () => setError(null),
    onSuccess: async () => {
      await reload();
      toasts.add({ description: t('staff.register.reinstated'), tone: 'success' });
    },
    onError: (failure) => setError(failureText(failure)),
  });
  const waive = useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => waiveNoShow(api, id, reason),
    onSuccess: (changed) => {
      queryClient.setQueryData<Booking[]>(staffKeys.register(sessionId ?? ''), (old) => old?.map((b) => (b.id === changed.id ? changed : b)));
      toasts.add({ description: t('staff.waive.done'), tone: 'success' });
    },
  });
  const cancel = useMutation({
    mutationFn: (reason: OccurrenceDeleteReason) => updateOccurrence(api, sessionId!, { action: 'delete', reason }),
    onSuccess: async () => {
      await reload();
      toasts.add({ description: t('staff.cancel.done'), tone: 'success' });
    },
  });

  const bookings = register.data ?? [];
  const blocked = session ? attendanceRefusal({ status: 'settled', startsLocal: session.startsAt.local, timeZone: session.startsAt.timezone, now: new Date() }) : null;
  return {
    sessions: {
      state: day.isPending && venueId !== null ? ('loading' as const) : day.isError ? ('error' as const) : ('ready' as const),
      sessions: registerSessionsShown(day.data ?? [], { withBookingsOnly, openId: sessionId }).map(sessionView),
      withBookingsOnly,
      errorText: day.isError ? failureText(day.error) : undefined,
      onRetry: () => void day.refetch(),
    },
    session,
    sheet: session && {
      title: t('staff.register.sessionTitle', { name: session.name, time: session.startsAt.local.slice(11, 16) }),
      state: register.isPending ? ('loading' as const) : register.isError ? ('error' as const) : ('ready' as const),
      attendees: bookings.map((b) => attendeeView(b, Date.parse(session.endsAt.utc) <= now, t)),
      counts: registerCounts(bookings),
      attendanceBlocked: blocked,
      cancelled: session.status === 'cancelled',
      clashes: session.status === 'clashing' ? session.clashes.map((c) => c.message) : null,
      onReinstate: () => reinstate.mutate(),
      pending: mark.isPending || reinstate.isPending,
      error,
      canCancel: staffMay(staffRole, 'updateOccurrence'),
      errorText: register.isError ? failureText(register.error) : undefined,
      onRetry: () => void register.refetch(),
      onMark: (ids: number[], status: 'attended' | 'absent') => mark.mutate({ ids, status }),
    },
    waive: {
      pending: waive.isPending,
      error: waive.isError ? failureText(waive.error) : null,
      run: (id: number, reason: string) => waive.mutateAsync({ id, reason }).then(() => true, () => false),
      reset: () => waive.reset(),
    },
    cancel: {
      pending: cancel.isPending,
      error: cancel.isError ? failureText(cancel.error) : null,
      run: (reason: OccurrenceDeleteReason) => cancel.mutateAsync(reason).then(() => true, () => false),
      reset: () => cancel.reset(),
    },
  };
}

/** Today in a venue's zone (the register opens on it). */
export const venueToday = (timeZone: string) => venueDateSlug(new Date(), timeZone);
