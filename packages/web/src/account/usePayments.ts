import { checkoutQueries, formatVenueDate, type Order } from '@courtside/core';
import type { PaymentView } from '@courtside/ui';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useApp } from '../app/context';

const view = (order: Order): PaymentView => ({
  id: order.id,
  reference: order.reference ?? null,
  // An order has no venue of its own: the day it was placed, where the customer is.
  date: order.createdAt ? formatVenueDate(order.createdAt, Intl.DateTimeFormat().resolvedOptions().timeZone) : '',
  status: order.status,
  refundStatus: order.refundStatus,
  total: order.total.formatted,
  lines: order.lineItems.map((line) => ({ id: line.id, name: line.name, summary: line.summary, price: line.price.formatted, cancelled: line.cancelled ?? false })),
});

/** Spec §2 my-account Payments: the customer's orders, newest first, one more page each time they ask for older ones. */
export function usePayments() {
  const { api } = useApp();
  const [pages, setPages] = useState(1);
  const results = useQueries({ queries: Array.from({ length: pages }, (_, i) => checkoutQueries.orders(api, i + 1)) });
  const last = results.at(-1)?.data;
  return {
    state: results.some((r) => r.isError) ? ('error' as const) : results.every((r) => r.data) ? ('ready' as const) : ('loading' as const),
    retry: () => results.forEach((r) => void r.refetch()),
    payments: results.flatMap((r) => r.data?.data ?? []).map(view),
    hasMore: Boolean(last?.meta.pagination.nextPage),
    showMore: () => setPages((n) => n + 1),
  };
}
