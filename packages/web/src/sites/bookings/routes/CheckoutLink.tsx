import { checkoutQueries, formatVenueDate, formatVenueTime } from '@courtside/core';
import { PageSpinner, StatusPage } from '@courtside/ui';
import { Callout } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { CrumbHandle } from '../../../app/crumbHandle';
import { useApp } from '../../../app/context';
import { useSession } from '../../../account/session';
import { OrderView } from '../../../checkout/OrderView';
import { CheckoutView } from './Checkout';

/** When a link ends, in the zone of whoever opens it (a link belongs to no venue). */
const until = (instant: string) => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return `${formatVenueTime(instant, zone)}, ${formatVenueDate(instant, zone)}`;
};

export const handle: CrumbHandle = { crumb: (t) => t('checkout:checkoutTitle') };

/**
 * Spec §2 /checkout/{checkoutId}, a third-party checkout: whoever opens a checkout link pays that customer's basket
 * without logging in (the link's token is the checkout auth token, spec §6); the header shows no navigation. After
 * payment the order shows here, on the link's own page.
 */
export function Component() {
  const { checkoutId = '' } = useParams();
  const { api } = useApp();
  const { checkoutToken } = useSession();
  const { t } = useTranslation('checkout');
  // A link that cannot be read is an invalid link, answered on this page.
  const link = useQuery({ ...checkoutQueries.link(api, checkoutId), enabled: Boolean(checkoutToken), throwOnError: false });
  const [orderId, setOrderId] = useState<string | number | null>(null);
  if (orderId !== null) return <OrderView orderId={orderId} checkoutAuth />;
  if (checkoutToken && link.isPending) return <PageSpinner />;
  if (!link.data) return <StatusPage title={t('link.notValid')} body={t('link.askForNew')} />;
  const intro = (
    <Callout.Root color="gray" variant="surface" mb="4">
      <Callout.Text>
        {t('link.payingFor', { name: link.data.customerName })} {t('link.expires', { time: until(link.data.expiresAt) })}
      </Callout.Text>
    </Callout.Root>
  );
  return <CheckoutView intro={intro} onComplete={setOrderId} />;
}

