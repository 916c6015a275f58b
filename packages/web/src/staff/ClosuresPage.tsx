import { ClosureForm, ClosureList, RegisterFilters } from '@courtside/ui';
import { Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAuthUser } from '../account/useAccount';
import type { CrumbHandle } from '../app/ShellBreadcrumb';
import { useVenues } from '../hooks/useShell';
import { useStaffGate } from '../till/useStaffGate';
import { useClosures } from './useClosures';

export const handle: CrumbHandle = { crumb: (t) => t('staff.closures.title') };

/**
 * Closures (issue 16): staff choose a venue (their home venue by default, kept in the address) and read its
 * closures; managers close the venue or some of its locations for a while, and reopen. Visitors are sent to the
 * staff login; customers have no closures page.
 */
export function Component() {
  const { t } = useTranslation();
  const gate = useStaffGate();
  const user = useAuthUser();
  const venues = useVenues().data ?? [];
  const [params, setParams] = useSearchParams();
  const venue = venues.find((v) => v.slug === params.get('venue')) ?? venues.find((v) => v.slug === user.data?.homeVenueSlug) ?? venues[0];
  const closures = useClosures(venue?.slug ?? null, venue?.timezone ?? 'Europe/London');

  if (gate) return gate;

  const chooseVenue = (slug: string) => {
    closures.resetForm();
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('venue', slug);
      return next;
    });
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
        <ClosureList {...closures.list} />
        <ClosureForm {...closures.form} />
      </Grid>
    </Flex>
  );
}
