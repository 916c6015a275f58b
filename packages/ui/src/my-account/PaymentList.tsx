import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderLineItemView, OrderStatus } from '../order-confirmation/OrderConfirmation';

/** One order as my-account Payments shows it (spec §3 Order), texts formatted. */
export interface PaymentView {
  id: string | number;
  reference: string | null;
  /** When it was placed, formatted. */
  date: string;
  status: OrderStatus;
  refundStatus: 'partial' | 'full' | 'off-system' | 'mixed' | null;
  total: string;
  lines: OrderLineItemView[];
}

export interface PaymentListProps {
  payments: PaymentView[];
}

const badgeColour = { success: 'green', pending: 'amber', cancelled: 'red', awaiting_payment: 'amber' } as const;

/** Spec §2 my-account Payments: each order with its reference, date, status, any refund, its lines and total. */
export function PaymentList({ payments }: PaymentListProps): ReactNode {
  const { t } = useTranslation('checkout');
  if (payments.length === 0) {
    return (
      <Text as="p" color="gray">
        {t('payments.empty')}
      </Text>
    );
  }
  return (
    <ul className="cs-account-bookings__list" aria-label={t('payments.listLabel')}>
      {payments.map((payment) => (
        <li key={payment.id}>
          <Card className="cs-payment">
            <Flex justify="between" wrap="wrap" gap="2" align="start">
              <div>
                <Heading as="h2" size="3" className="cs-account-booking__name">
                  {t('confirmation.reference', { id: payment.reference ?? payment.id })}
                </Heading>
                <Text as="p" size="2" color="gray">
                  {payment.date}
                </Text>
              </div>
              <Flex gap="2" align="center" wrap="wrap">
                <Badge color={badgeColour[payment.status]}>{t(`confirmation.badge.${payment.status}`)}</Badge>
                {payment.refundStatus ? <Badge color="gray">{t(`confirmation.refund.${payment.refundStatus}`)}</Badge> : null}
                <Text weight="bold">{payment.total}</Text>
              </Flex>
            </Flex>
            <ul className="cs-payment__lines">
              {payment.lines.map((line) => (
                <li key={line.id}>
                  <Text size="2">
                    {line.name}
                    {line.summary ? ` · ${line.summary}` : ''}
                    {line.cancelled ? ` · ${t('confirmation.lineCancelled')}` : ''}
                  </Text>
                  <Text size="2">{line.price}</Text>
                </li>
              ))}
            </ul>
          </Card>
        </li>
      ))}
    </ul>
  );
}
