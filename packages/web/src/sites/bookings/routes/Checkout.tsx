import { CheckoutLayout, CheckoutSkeleton } from '@courtside/ui';
import { Heading } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrumbHandle } from '../../../app/crumbHandle';
import { BasketSection } from '../../../checkout/BasketSection';
import { CheckoutPayment } from '../../../checkout/CheckoutPayment';
import { useBasket } from '../../../checkout/useBasket';

export const handle: CrumbHandle = { crumb: (t) => t('checkout:checkoutTitle') };

/**
 * The checkout page: the summary and payment beside the basket (two columns from 1200 px). `intro` shows above the
 * payment; `onComplete` replaces going to the success URL (a checkout link's page shows the order itself).
 */
export function CheckoutView({ intro, onComplete }: { intro?: ReactNode; onComplete?: (orderId: string | number) => void }) {
  const basket = useBasket();
  const { t } = useTranslation('checkout');
  const loading = basket.isLoggedIn && basket.query.isPending;
  const payment = basket.cart && basket.cart.items.length > 0 ? <CheckoutPayment cart={basket.cart} payments={basket.payments} onComplete={onComplete} /> : loading ? <CheckoutSkeleton /> : null;
  const main = (
    <>
      <Heading as="h1" size="8" mb="4">{t('checkoutTitle')}</Heading>
      {intro}
      {payment}
    </>
  );
  return <CheckoutLayout main={main} aside={<BasketSection atCheckout />} showAsideOnMobile />;
}

/** Spec §2 /basket/checkout. */
export function Component() {
  return <CheckoutView />;
}
