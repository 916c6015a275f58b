import { catalogueQueries, catalogueMutations, defaultTicket, type Activity, type BrowseSession, type Venue } from '@courtside/core';
import type { BookingDialogProps } from '@courtside/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../app/context';
import { useSafeHtml } from '../hooks/useSafeHtml';
import { useTicketPrices } from './useTicketPrices';
import { longDate } from './useTimeSlots';

/** What booking one session adds: the chosen ticket (ticketed sessions). */
export interface BookChoice {
  ticketId?: string;
}

/** Whether Book asks first: a ticketed session (choose the ticket) or one whose waiver the attendee has not agreed. */
export const asksBeforeBooking = (session: BrowseSession, ticketed: boolean) => ticketed || session.occurrence.restrictions.prePurchaseWaiver !== null;

/**
 * The booking dialog of a time-slot page (spec §3 Ticket, §7 question-waivers): for the session Book was pressed on,
 * the tickets with the attendee's prices (defaulting to the one they may use), the waiver's sanitised terms and its one
 * agreement; confirming agrees to the waiver for the attendee (POST question-waivers), then adds it with the ticket.
 */
export function useBookingDialog(input: {
  venue: Venue;
  activity: Activity;
  v2: boolean;
  attendee: { id: number; name: string } | null;
  add: (session: BrowseSession, choice: BookChoice) => Promise<unknown>;
}) {
  const { api } = useApp();
  const queryClient = useQueryClient();
  const { t } = useTranslation('activities');
  const [session, setSession] = useState<BrowseSession | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tickets = useTicketPrices(input.venue, input.activity, session ? String(session.occurrence.id) : null, input.v2);
  const offered = session ? tickets.tickets : [];
  const waiverRef = session?.occurrence.restrictions.prePurchaseWaiver ?? null;
  const restriction = useQuery({ ...catalogueQueries.restriction(api, waiverRef?.id ?? 0), enabled: waiverRef !== null });
  const termsHtml = useSafeHtml(restriction.data?.terms);
  // The waiver is signed in the attendee's own recorded names (the previous attendees: the holder and linked users).
  const previous = useQuery({ ...catalogueQueries.previousAttendees(api, waiverRef?.id ?? 0), enabled: waiverRef !== null && input.attendee !== null });
  const agree = useMutation(catalogueMutations.questionWaivers(api, queryClient));
  const confirm = useMutation({
    mutationFn: async () => {
      if (!session) return;
      if (waiverRef && input.attendee) {
        const attendee = previous.data?.find((p) => Number(p.id) === input.attendee?.id) ?? (await queryClient.fetchQuery(catalogueQueries.previousAttendees(api, waiverRef.id))).find((p) => Number(p.id) === input.attendee?.id);
        if (!attendee) throw new Error(t('bookDialog.termsFailed'));
        await agree.mutateAsync({ waivers: [{ restrictionId: waiverRef.id, previousAttendeeId: attendee.id, firstName: attendee.firstName, lastName: attendee.lastName, answers: [] }] });
      }
      await input.add(session, selected ? { ticketId: selected } : {});
    },
    onSuccess: () => setSession(null),
    onError: (failure: Error) => setError(failure.message || t('bookDialog.termsFailed')),
  });
  const fallback = defaultTicket(offered, (ticket) => ticket.available && ticket.price !== null);
  const selected = picked ?? fallback?.id ?? null;

  const open = (next: BrowseSession) => {
    setSession(next);
    setPicked(null);
    setAgreed(false);
    setError(null);
  };
  const props: BookingDialogProps = {
    open: session !== null,
    sessionName: session?.occurrence.name ?? '',
    when: session ? t('bookDialog.when', { date: longDate(session.occurrence.startsAt.local.slice(0, 10)), time: `${session.startTime}–${session.endTime}` }) : '',
    attendeeName: input.attendee?.name ?? '',
    tickets: offered,
    ticketsLoading: tickets.loading,
    selectedTicketId: selected,
    onSelectTicket: setPicked,
    waiver: waiverRef
      ? { name: waiverRef.name, termsHtml, agreement: restriction.data?.agreements[0]?.text ?? waiverRef.name, failed: restriction.isError }
      : null,
    agreed,
    onAgreeChange: setAgreed,
    error,
    pending: confirm.isPending,
    onConfirm: () => {
      setError(null);
      confirm.mutate();
    },
    onCancel: () => setSession(null),
  };
  return { open, props };
}
