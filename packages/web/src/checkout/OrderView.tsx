import { bookingsPaths, checkoutQueries, orderLineSummary } from '@courtside/core';
import { ErrorPage, OrderConfirmation, PageSpinner } from '@courtside/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useIsStaff } from '../account/useAccount';
import { useApp } from '../app/context';
import { tillPaths } from '../till/tillPaths';

// The order's booking passes load after the confirmation, in a module of their own.
const OrderPasses = lazy(() => import('../passes/OrderPasses').then((m) => ({ default: m.OrderPasses })));

interface OrderViewProps {
  orderId: string | number;
  checkoutAuth?: boolean;
  title?: string;
  /** Where 'home' is, and what it reads (default: the bookings home, 'Back to home'). */
  home?: { href: string; label: string };
}

/**
 * The order a checkout made (read with the checkout auth header on a checkout link's page); for staff, an order taken
 * at the till also offers the way back to it.
 */
export function OrderView({ orderId, checkoutAuth = false, title, home }: OrderViewProps) {
  const { api } = useApp();
  const order = useQuery(checkoutQueries.order(api, orderId, { checkoutAuth }));
  const isStaff = useIsStaff();
  if (order.isPending) return <PageSpinner />;
  if (order.isError) return <ErrorPage onRetry={() => void order.refetch()} />;
  const { data } = order;
  // Staff who took the order at the till (its basket's source foh) go back to serve the next customer.
  const backToTill = isStaff && data.cartSource === 'foh';
  return (
    <>
    <OrderConfirmation
      orderId={data.id}
      reference={data.reference}
      status={data.status}
      refundStatus={data.refundStatus}
      total={data.total.formatted}
      lineItems={data.lineItems.map((line) => ({ id: line.id, name: line.name, summary: orderLineSummary(line), price: line.price.formatted, cancelled: line.cancelled ?? false }))}
      homeHref={home?.href ?? bookingsPaths.home()}
      homeLabel={home?.label}
      tillHref={backToTill ? tillPaths.till() : undefined}
      title={title}
    />
    {data.status === 'success' && !checkoutAuth && Number.isInteger(Number(data.id)) ? (
      <Suspense fallback={null}>
        <OrderPasses orderId={Number(data.id)} />
      </Suspense>
    ) : null}
    </>
  );
}
