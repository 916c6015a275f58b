import { activityQueries, sessionListKind, type Activity, type Venue } from '@courtside/core';
import type { BookingTicketView } from '@courtside/ui';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useSession } from '../account/session';
import { useApp } from '../app/context';

/** A ticket with its price for this customer and whether the user the call acts for may use it. */
export interface TicketOffer extends BookingTicketView {
  attendees: number;
}

/**
 * Spec §7 tickets of a ticketed activity and each one's price for this customer (POST …/price/{venue}/ticket/{id};
 * v2 prices name an occurrence of the day, v1 prices none). The price call acts for the selected user, so it also
 * says whether they may use the ticket; the query key carries that user, so switching 'Booking for' asks again.
 * `ticketed`: the activity's type says it sells tickets (core's sessionListKind); `loading`: its tickets are not in yet.
 */
export function useTicketPrices(venue: Venue, activity: Activity, occurrenceId: string | null, v2: boolean): { tickets: TicketOffer[]; ticketed: boolean; loading: boolean } {
  const { api } = useApp();
  const { selectedUserId } = useSession();
  const ticketed = sessionListKind(activity) === 'times';
  const asked = ticketed && Boolean(activity.categorySlug);
  const tickets = useQuery({ ...activityQueries.tickets(api, venue.slug, activity.categorySlug, activity.slug), enabled: asked });
  const list = tickets.data ?? [];
  const prices = useQueries({
    queries: list.map((ticket) => {
      const body = { reference: ticket.pricingOption.reference, isV2: v2, occurrenceId: v2 ? occurrenceId : null };
      return { ...activityQueries.ticketPrice(api, venue.slug, activity.id, body, selectedUserId), enabled: !v2 || occurrenceId !== null };
    }),
  });
  const offers = list.map((ticket, i) => {
    const data = prices[i]?.data;
    return {
      id: ticket.id,
      name: ticket.name,
      attendees: ticket.attendees,
      price: data?.price.formatted ?? null,
      isEstimate: data?.isEstimate ?? true,
      available: data?.available !== false,
      reason: data?.unavailableReason ?? null,
    };
  });
  return { tickets: offers, ticketed, loading: asked && tickets.isPending };
}
