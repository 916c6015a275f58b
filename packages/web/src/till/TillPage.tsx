import { bookingsPaths } from '@courtside/core';
import { AppLink, CheckoutLinkPanel, CustomerSearch, TillPayment, TillStatus } from '@courtside/ui';
import { Button, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useIsStaff } from '../account/useAccount';
import type { CrumbHandle } from '../app/crumbHandle';
import { BasketSection } from '../checkout/BasketSection';
import { useCustomerSearch } from './useCustomerSearch';
import { useStaffCheckoutLink } from './useStaffCheckoutLink';
import { useTill } from './useTill';
import { useStaffGate } from './useStaffGate';
import { useTillPayment } from './useTillPayment';

export const handle: CrumbHandle = { crumb: (t) => t('till.page.title') };

/**
 * Front of house: the till. Staff find and serve a customer, book for them on the usual pages (their adds go to the
 * till's basket, source foh), take payment here with the till's tenders, open and cash up the till, or make the
 * customer a checkout link. Visitors are sent to the staff login; customers have no till.
 */
export function Component() {
  const { t } = useTranslation();
  const gate = useStaffGate();
  const till = useTill(useIsStaff());
  const customers = useCustomerSearch();
  const payment = useTillPayment(till.isOpen, till.money);
  const link = useStaffCheckoutLink(customers.serving?.id ?? null, till.dateTime);
  if (gate) return gate;
  const serving = customers.serving;
  return (
    <Flex direction="column" gap="5">
      <div>
        <Heading as="h1" size="8" mb="2">
          {t('till.page.title')}
        </Heading>
        <Text as="p" color="gray">
          {t('till.page.intro')}
        </Text>
      </div>
      {/* One column reads customer, basket, payment, till; two put payment first on the right, beside the basket. */}
      <Grid columns={{ initial: '1', md: '2' }} gap="5" align="start">
        <Flex direction="column" gap="5">
          {/* While a card is on the terminal or the order is being paid, who is served and the till stay as they are. */}
          <CustomerSearch {...customers} disabled={payment.pending} />
          {serving ? (
            <Flex gap="3" wrap="wrap">
              <Button asChild size="3" variant="soft">
                <AppLink href={bookingsPaths.redirectToSelectedVenue()}>{t('till.page.addBookings', { name: serving.name })}</AppLink>
              </Button>
              <Button asChild size="3" variant="soft">
                <AppLink href={bookingsPaths.pricing()}>{t('till.page.sellMembership', { name: serving.name })}</AppLink>
              </Button>
            </Flex>
          ) : (
            <Text as="p">{t('till.page.chooseCustomer')}</Text>
          )}
          {/* The basket is the staff member's and stays while they serve one customer after another: always in view. */}
          <BasketSection atCheckout />
        </Flex>
        <Flex direction="column" gap="5">
          {/* With the basket read and empty, the payment panel says there is nothing to pay yet. */}
          {serving && (payment.hasItems || payment.isEmpty) ? <TillPayment {...payment.view} /> : null}
          <TillStatus {...till.view} disabled={payment.pending} />
          {serving ? <CheckoutLinkPanel customerName={serving.name} {...link} /> : null}
        </Flex>
      </Grid>
    </Flex>
  );
}
