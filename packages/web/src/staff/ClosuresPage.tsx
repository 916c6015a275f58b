import { ClosureForm, ClosureList, RegisterFilters } from '@courtside/ui';
import { Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { CrumbHandle } from '../app/crumbHandle';
import { useStaffGate } from '../till/useStaffGate';
import { useClosures } from './useClosures';
import { useStaffVenue } from './useStaffVenue';

export const handle: CrumbHandle = { crumb: (t) => t('staff.closures.title') };

/**
 * Closures: staff choose a venue (their home venue by default, kept in the address) and read its closures; managers
 * close the venue or some of its locations for a while, and reopen. Visitors are sent to the staff login; customers
 * have no closures page.
 */
export function Component() {
  const { t } = useTranslation();
  const gate = useStaffGate();
  const { venues, venue, deciding, choose } = useStaffVenue();
  const closures = useClosures(venue?.slug ?? null, venue?.timezone ?? null);

  if (gate) return gate;

  const chooseVenue = (slug: string) => {
    closures.resetForm();
    choose({ venue: slug });
  };

  return (
    <Flex direction="column" gap="5">
      <div>
        <Heading as="h1" size="8" mb="2">
          {t('staff.closures.title')}
        </Heading>
        <Text as="p" color="gray">
          {t('staff.closures.intro')}
        </Text>
      </div>
      <RegisterFilters venues={venues} venue={venue?.slug ?? ''} onVenue={chooseVenue} />
      <Grid columns={{ initial: '1', md: '2' }} gap="6" align="start">
        <ClosureList {...closures.list} state={deciding ? 'loading' : closures.list.state} />
        <ClosureForm {...closures.form} />
      </Grid>
    </Flex>
  );
}
