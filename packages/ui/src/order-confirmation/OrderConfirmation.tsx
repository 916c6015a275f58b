import { CheckCircledIcon, ClockIcon, CrossCircledIcon } from '@radix-ui/react-icons';
import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../link/LinkProvider';
import { orderConfirmationVariants } from './orderConfirmation.variants';

/** Spec §3 order status. */
export type OrderStatus = 'success' | 'pending' | 'cancelled' | 'awaiting_payment';

/** Spec §3 order line item as the page shows it (price formatted). */
export interface OrderLineItemView {
  id: string | number;
  name: string;
  summary: string | null;
  price: string;
  /** The booking it bought was cancelled since. */
  cancelled?: boolean;
}

export interface OrderConfirmationProps {
  orderId: string | number;
  /** The reference the customer quotes (falls back to the id). */
  reference?: string | null;
  status: OrderStatus;
  /** Spec §3 refund_status: part or all of it given back (null: none). */
  refundStatus?: 'partial' | 'full' | 'off-system' | 'mixed' | null;
  /** Spec §3 order total, formatted. */
  total: string;
  lineItems: OrderLineItemView[];
  bookingsHref?: string;
  homeHref: string;
  /** The home link's text (default 'Back to home'; a kiosk's is 'Back to Kiosk Home'). */
  homeLabel?: string;
  /** Staff who took the order at the till: 'Back to the till', the main way on. */
  tillHref?: string;
  /** The page's heading (default 'Booking confirmed'; online joining's is 'Order confirmed'). */
  title?: string;
}

const badgeColour = { success: 'green', pending: 'amber', cancelled: 'red', awaiting_payment: 'amber' } as const;
const StatusIcon = { success: CheckCircledIcon, pending: ClockIcon, cancelled: CrossCircledIcon, awaiting_payment: ClockIcon } as const;

/** Spec §2 /booking-confirmed/{completeOrderId}: the order's status, reference, items, total and the ways on. */
export function OrderConfirmation(props: OrderConfirmationProps): ReactNode {
  const { orderId, reference, status, refundStatus, total, lineItems, title } = props;
  const { t } = useTranslation('checkout');
  const Icon = StatusIcon[status];
  const paid = status === 'success' || status === 'pending';
  return (
    <Card size="4" className={orderConfirmationVariants({ status })} data-status={status}>
      <Flex direction="column" gap="2" className="cs-order-confirmation__head">
        <Icon className="cs-order-confirmation__icon" aria-hidden="true" width="40" height="40" />
        <Heading as="h1" size="7" className="cs-order-confirmation__title">
          {title ?? t('confirmation.title')}
        </Heading>
        <Flex align="center" gap="2" wrap="wrap">
          <Badge size="2" color={badgeColour[status]} variant="soft" highContrast>
            {t(`confirmation.badge.${status}`)}
          </Badge>
          {refundStatus ? (
            <Badge size="2" color="gray" variant="soft" highContrast data-refund={refundStatus}>
              {t(`confirmation.refund.${refundStatus}`)}
            </Badge>
          ) : null}
          <Text as="p" size="3" className="cs-order-confirmation__status">
            {t(`confirmation.status.${status}`)}
          </Text>
        </Flex>
        <Text as="p" size="2" className="cs-order-confirmation__reference">
          {t('confirmation.reference', { id: reference ?? orderId })}
        </Text>
      </Flex>
      <OrderLines lineItems={lineItems} />
      <dl className="cs-order-confirmation__total">
        <dt>{paid ? t('confirmation.totalPaid') : t('confirmation.orderTotal')}</dt>
        <dd>{total}</dd>
      </dl>
      <OrderActions {...props} />
    </Card>
  );
}

/** The order's line items with their prices. */
function OrderLines({ lineItems }: { lineItems: OrderLineItemView[] }): ReactNode {
  const { t } = useTranslation('checkout');
  const itemsId = useId();
  return (
    <>
      <Heading as="h2" size="4" id={itemsId} className="cs-order-confirmation__items-title">
        {t('confirmation.items')}
      </Heading>
      <ul className="cs-order-confirmation__items" role="list" aria-labelledby={itemsId}>
        {lineItems.map((line) => (
          <li key={line.id} className="cs-order-confirmation__item">
            <div>
              <Text as="p" size="3" weight="medium" className="cs-order-confirmation__name">
                {line.name}
                {line.cancelled ? (
                  <Badge size="1" color="red" variant="soft" ml="2">
                    {t('confirmation.lineCancelled')}
                  </Badge>
                ) : null}
              </Text>
              {line.summary ? (
                <Text as="p" size="2" className="cs-order-confirmation__summary">
                  {line.summary}
                </Text>
              ) : null}
            </div>
            <Text as="p" size="3" className="cs-order-confirmation__price">
              {line.price}
            </Text>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Back to home, and View my bookings or Back to the till (the primary way on) when the app gives one. */
function OrderActions({ homeHref, homeLabel, bookingsHref, tillHref }: Pick<OrderConfirmationProps, 'homeHref' | 'homeLabel' | 'bookingsHref' | 'tillHref'>): ReactNode {
  const { t } = useTranslation('checkout');
  const homeIsPrimary = !bookingsHref && !tillHref;
  return (
    <div className="cs-order-confirmation__actions">
      <Button asChild size="3" variant={homeIsPrimary ? 'solid' : 'outline'} className={homeIsPrimary ? 'cs-order-confirmation__primary' : undefined}>
        <AppLink href={homeHref}>{homeLabel ?? t('confirmation.backHome')}</AppLink>
      </Button>
      {bookingsHref ? (
        <Button asChild size="3" className="cs-order-confirmation__primary">
          <AppLink href={bookingsHref}>{t('confirmation.viewBookings')}</AppLink>
        </Button>
      ) : null}
      {tillHref ? (
        <Button asChild size="3" className="cs-order-confirmation__primary">
          <AppLink href={tillHref}>{t('confirmation.backToTill')}</AppLink>
        </Button>
      ) : null}
    </div>
  );
}
