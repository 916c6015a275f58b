import { CheckoutLayout } from '@courtside/ui';
import { Heading } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { CrumbHandle } from '../../../app/ShellBreadcrumb';
import { CheckoutPayment } from '../../../checkout/CheckoutPayment';
import { useBasket } from '../../../checkout/useBasket';
import { BasketSection } from './Basket';

export const handle: CrumbHandle = { crumb: (t) => t('checkout:checkoutTitle') };

/** Spec §2 /basket/checkout: the summary and payment beside the basket (two columns from 1200 px). */
export function Component() {
  const basket = useBasket();
  const { t } = useTranslation('checkout');
  const payment = basket.cart && basket.cart.items.length > 0 ? <CheckoutPayment cart={basket.cart} payments={basket.payments} /> : null;
  const main = (
    <>
      <Heading as="h1" size="8" mb="4">{t('checkoutTitle')}</Heading>
      {payment}
    </>
  );
  return <CheckoutLayout main={main} aside={<BasketSection atCheckout />} showAsideOnMobile />;
}
