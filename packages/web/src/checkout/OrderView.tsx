import { bookingsPaths, checkoutQueries, orderLineSummary } from '@courtside/core';
import { ErrorPage, OrderConfirmation, PageSpinner } from '@courtside/ui';
import { useQuery } from '@tanstack/react-query';
import { useApp } from '../app/context';

interface OrderViewProps {
  orderId: string | number;
  checkoutAuth?: boolean;
  title?: string;
  /** Where 'home' is, and what it reads (default: the bookings home, 'Back to home'). */
  home?: { href: string; label: string };
}

/** The order a checkout made (read with the checkout auth header on a checkout link's page). */
export function OrderView({ orderId, checkoutAuth = false, title, home }: OrderViewProps) {
  const { api } = useApp();
  const order = useQuery(checkoutQueries.order(api, orderId, { checkoutAuth }));
  if (order.isPending) return <PageSpinner />;
  if (order.isError) return <ErrorPage onRetry={() => void order.refetch()} />;
  const { data } = order;
  return (
    <OrderConfirmation
      orderId={data.id}
      reference={data.reference}
      status={data.status}
      refundStatus={data.refundStatus}
      total={data.total.formatted}
      lineItems={data.lineItems.map((line) => ({ id: line.id, name: line.name, summary: orderLineSummary(line), price: line.price.formatted, cancelled: line.cancelled ?? false }))}
      homeHref={home?.href ?? bookingsPaths.home()}
      homeLabel={home?.label}
      title={title}
    />
  );
}
