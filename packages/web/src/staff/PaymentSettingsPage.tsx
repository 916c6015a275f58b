import { PaymentSettingsForm } from '@courtside/ui';
import { Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { CrumbHandle } from '../app/crumbHandle';
import { useStaffGate } from '../till/useStaffGate';
import { usePaymentSettings } from './usePaymentSettings';

export const handle: CrumbHandle = { crumb: (t) => t('staff.payments.title') };

/**
 * Payment settings: a super user chooses the operator's card provider and mode, gives its keys, reads the webhook
 * address to give the provider, saves and tests the saved keys. Other staff are told only super users may (the server
 * refuses them too, and their header has no link here); visitors are sent to the staff login, customers meet not-found.
 */
export function Component() {
  const { t } = useTranslation();
  const gate = useStaffGate();
  const { allowed, form } = usePaymentSettings();

  if (gate) return gate;

  return (
    <Flex direction="column" gap="5">
      <div>
        <Heading as="h1" size="8" mb="2">
          {t('staff.payments.title')}
        </Heading>
        <Text as="p" color="gray">
          {t('staff.payments.intro')}
        </Text>
      </div>
      {allowed ? (
        <PaymentSettingsForm {...form} />
      ) : (
        <Callout.Root color="gray" role="alert">
          <Callout.Text>{t('staff.payments.superUsersOnly')}</Callout.Text>
        </Callout.Root>
      )}
    </Flex>
  );
}
