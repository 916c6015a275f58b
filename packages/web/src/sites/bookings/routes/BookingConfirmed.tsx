import { bookingsPaths, checkoutQueries, orderLineSummary } from '@courtside/core';
import { ErrorPage, OrderConfirmation, PageSpinner } from '@courtside/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import type { CrumbHandle } from '../../../app/ShellBreadcrumb';
import { useApp } from '../../../app/context';

export const handle: CrumbHandle = { crumb: (t) => t('checkout:bookingConfirmed') };

/** The order a checkout made (read with the checkout auth header on a checkout link's page). */
export function OrderView({ orderId, checkoutAuth = false }: { orderId: string | number; checkoutAuth?: boolean }) {
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
      homeHref={bookingsPaths.home()}
    />
  );
}

/** Spec §2 /booking-confirmed/{completeOrderId}: the order the checkout made. */
export function Component() {
  const { completeOrderId = '' } = useParams();
  return <OrderView orderId={completeOrderId} />;
}
