import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { CheckCircledIcon, CounterClockwiseClockIcon } from '@radix-ui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface PreviousAnswersOfferProps {
  /** The attendee booked before (spec §3 previous attendees). */
  name: string;
  /** Their answers are filled in; `withWaiver`: their agreement to the waiver is ticked too. */
  used: boolean;
  withWaiver?: boolean;
  onUse: () => void;
  disabled?: boolean;
}

/**
 * Spec §3 previous attendees on a camp or course booking page: the attendee booked before, and a button that fills in
 * the answers of their last booking (and their waiver agreement, where it stands); once used, a polite note to check them.
 */
export function PreviousAnswersOffer({ name, used, withWaiver = false, onUse, disabled }: PreviousAnswersOfferProps): ReactNode {
  const { t } = useTranslation('courses');
  return (
    <Callout.Root color={used ? 'green' : 'gray'} highContrast variant="surface" size="2" role="status" data-state={used ? 'used' : 'offered'}>
      <Callout.Icon>{used ? <CheckCircledIcon aria-hidden="true" /> : <CounterClockwiseClockIcon aria-hidden="true" />}</Callout.Icon>
      {used ? (
        <Callout.Text>{t(withWaiver ? 'booking.previous.usedWithWaiver' : 'booking.previous.used', { name })}</Callout.Text>
      ) : (
        <Flex direction="column" gap="2" align="start">
          <Text as="p" size="2">
            {t('booking.previous.offer', { name })}
          </Text>
          <Button size="2" variant="soft" onClick={onUse} disabled={disabled}>
            {t('booking.previous.use', { name })}
          </Button>
        </Flex>
      )}
    </Callout.Root>
  );
}
