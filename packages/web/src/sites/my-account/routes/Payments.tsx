import { ErrorPage, PageSpinner, PaymentList } from '@courtside/ui';
import { Button, Heading } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { usePayments } from '../../../account/usePayments';
import type { CrumbHandle } from '../../../app/crumbHandle';

export const handle: CrumbHandle = { crumb: (t) => t('checkout:payments.title') };

/** Spec §2 my-account Payments (/payments): the customer's orders with status, refunds, lines and totals. */
export function Component() {
  const { t } = useTranslation('checkout');
  const payments = usePayments();
  return (
    <>
      <Heading as="h1" size="8">
        {t('payments.title')}
      </Heading>
      {payments.state === 'error' ? <ErrorPage onRetry={payments.retry} /> : null}
      {payments.payments.length > 0 || payments.state === 'ready' ? <PaymentList payments={payments.payments} /> : null}
      {payments.state === 'loading' ? <PageSpinner /> : null}
      {payments.hasMore && payments.state === 'ready' ? (
        <Button variant="soft" onClick={payments.showMore}>
          {t('payments.more')}
        </Button>
      ) : null}
    </>
  );
}
