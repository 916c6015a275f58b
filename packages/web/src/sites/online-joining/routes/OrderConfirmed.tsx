import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { CrumbHandle } from '../../../app/crumbHandle';
import { OrderView } from '../../../checkout/OrderView';
import { useKioskVisit } from '../../../kiosk/useKioskVisit';

export const handle: CrumbHandle = { crumb: (t) => t('account.join.orderConfirmed') };

/**
 * Spec §2 online-joining /order-confirmed/{orderId} (?kiosk=true on a kiosk): the order the joining checkout made. On a
 * kiosk the way on is 'Back to Kiosk Home', which ends the customer's visit.
 */
export function Component() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const visit = useKioskVisit();
  const home = visit.isKiosk && visit.home ? { href: visit.home, label: t('nav.kioskHome') } : undefined;
  return <OrderView orderId={orderId} title={t('account.join.orderConfirmed')} home={home} />;
}
