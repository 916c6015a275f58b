import { useParams } from 'react-router-dom';
import type { CrumbHandle } from '../../../app/crumbHandle';
import { OrderView } from '../../../checkout/OrderView';

export const handle: CrumbHandle = { crumb: (t) => t('checkout:bookingConfirmed') };

/** Spec §2 /booking-confirmed/{completeOrderId}: the order the checkout made. */
export function Component() {
  const { completeOrderId = '' } = useParams();
  return <OrderView orderId={completeOrderId} />;
}
