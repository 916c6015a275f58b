import { activityQueries, type Activity, type Venue } from '@courtside/core';
import type { TicketPriceView } from '@courtside/ui';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useApp } from '../app/context';

/**
 * Spec §7 tickets of a ticketed activity and each one's price for this customer (POST …/price/{venue}/ticket/{id};
 * v2 prices name an occurrence of the day, v1 prices none).
 */
export function useTicketPrices(venue: Venue, activity: Activity, occurrenceId: string | null, v2: boolean): TicketPriceView[] {
  const { api } = useApp();
  const ticketed = activity.v2Type === 'ticketed' || activity.v1Type === 'fast_ticket_templates';
  const tickets = useQuery({ ...activityQueries.tickets(api, venue.slug, activity.categorySlug, activity.slug), enabled: ticketed && Boolean(activity.categorySlug) });
  const list = tickets.data ?? [];
  const prices = useQueries({
    queries: list.map((ticket) => ({
      ...activityQueries.ticketPrice(api, venue.slug, activity.id, { reference: ticket.pricingOption.reference, isV2: v2, occurrenceId: v2 ? occurrenceId : null }),
      enabled: !v2 || occurrenceId !== null,
    })),
  });
  return list.map((ticket, i) => ({
    id: ticket.id,
    name: ticket.name,
    price: prices[i]?.data?.price.formatted ?? null,
    isEstimate: prices[i]?.data?.isEstimate ?? true,
  }));
}
