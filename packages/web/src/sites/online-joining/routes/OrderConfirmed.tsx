import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { CrumbHandle } from '../../../app/ShellBreadcrumb';
import { OrderView } from '../../../checkout/OrderView';

export const handle: CrumbHandle = { crumb: (t) => t('account.join.orderConfirmed') };

/** Spec §2 online-joining /order-confirmed/{orderId}: the order the joining checkout made. */
export function Component() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  return <OrderView orderId={orderId} title={t('account.join.orderConfirmed')} />;
}
