import { CheckCircledIcon } from '@radix-ui/react-icons';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../link/LinkProvider';

export interface BookingSuccessPanelProps {
  /** The camp's or course's name. */
  itemName: string;
  onCheckout: () => void;
  /** Where 'Back to home' goes. */
  homeHref: string;
}

/**
 * Spec §2/§4 after a successful add to basket: 'Added to your basket' with the item, Checkout and Back to home.
 * Focus moves to its heading when it appears, so screen readers hear it and keyboard users start from it.
 */
export function BookingSuccessPanel({ itemName, onCheckout, homeHref }: BookingSuccessPanelProps): ReactNode {
  const { t } = useTranslation('courses');
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <Card size="3" className="cs-booking-success" role="region" aria-labelledby={titleId}>
      <Flex direction="column" gap="3">
        <Flex align="center" gap="2">
          <CheckCircledIcon className="cs-booking-success__icon" width="28" height="28" aria-hidden="true" />
          <Heading as="h2" size="6" id={titleId} ref={headingRef} tabIndex={-1} className="cs-booking-success__title">
            {t('booking.success.title')}
          </Heading>
        </Flex>
        <Text as="p" size="3">
          {t('booking.success.body', { name: itemName })}
        </Text>
        <Flex gap="3" wrap="wrap" className="cs-booking-success__actions">
          <Button type="button" size="3" onClick={onCheckout}>
            {t('booking.success.checkout')}
          </Button>
          <Button asChild size="3" variant="outline">
            <AppLink href={homeHref}>{t('booking.success.backHome')}</AppLink>
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
