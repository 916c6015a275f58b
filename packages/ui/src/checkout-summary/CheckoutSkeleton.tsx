import { Card, Skeleton, VisuallyHidden } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The summary's and the card step's places while the basket loads and its first payment session is prepared. It
 * reaches at least the foot of the screen, so the basket below it (a phone's single column) and the footer stay out
 * of view until the summary, the terms and the card fields come in together: nothing the customer sees moves.
 * The label is announced; the shapes are hidden.
 */
export function CheckoutSkeleton(): ReactNode {
  const { t } = useTranslation('checkout');
  return (
    <div className="cs-checkout-skeleton" role="status" aria-busy="true">
      <VisuallyHidden>{t('payment.preparing')}</VisuallyHidden>
      <Card size="3" className="cs-checkout-skeleton__card" aria-hidden="true">
        <Skeleton width="8rem" height="1.75rem" />
        <Skeleton width="100%" height="1.25rem" />
        <Skeleton width="100%" height="1.5rem" />
        <Skeleton width="70%" height="1.25rem" />
      </Card>
      <Card size="3" className="cs-checkout-skeleton__card" aria-hidden="true">
        <Skeleton width="9rem" height="1.75rem" />
        <Skeleton width="100%" height="12rem" />
        <Skeleton width="100%" height="2.75rem" />
      </Card>
    </div>
  );
}
