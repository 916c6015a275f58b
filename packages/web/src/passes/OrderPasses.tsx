import { accountQueries } from '@courtside/core';
import { BookingPass } from '@courtside/ui';
import { Flex, Heading, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../app/context';
import { passView } from './passView';

/**
 * The passes of an order's confirmed bookings under its confirmation, for the customer to show at the desk or kiosk.
 * Only its buyer (signed in) or staff read them; otherwise, or with no bookings in the order, nothing shows.
 */
export function OrderPasses({ orderId }: { orderId: number }) {
  const { api } = useApp();
  const { t } = useTranslation();
  const headingId = useId();
  const passes = useQuery(accountQueries.orderPasses(api, orderId));
  if (!passes.data || passes.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Heading as="h2" size="5" id={headingId} mb="2">
        {t('passes.confirmedTitle')}
      </Heading>
      <Text as="p" size="2" color="gray" mb="4">
        {t('passes.confirmedIntro')}
      </Text>
      <Flex gap="6" wrap="wrap" justify="center" asChild>
        <ul role="list" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {passes.data.map((pass) => (
            <li key={pass.bookingId}>
              <BookingPass pass={passView(pass)} />
            </li>
          ))}
        </ul>
      </Flex>
    </section>
  );
}
