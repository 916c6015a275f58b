import { bookingsPaths, selectVenue } from '@courtside/core';
import { ErrorPage, PageSpinner, VenueList } from '@courtside/ui';
import { Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { CrumbHandle } from '../../../app/ShellBreadcrumb';
import { useApp } from '../../../app/context';
import { useVenues } from '../../../hooks/useShell';

const formatAddress = (parts: Array<string | null>) => parts.filter(Boolean).join(', ');

export const handle: CrumbHandle = {};

/** Spec §2 "/": choose a venue (search and map arrive with the browse issue). */
export function Component() {
  const { t } = useTranslation('home');
  const { selectedVenue } = useApp();
  const venues = useVenues();
  if (venues.isPending) return <PageSpinner />;
  if (venues.isError) return <ErrorPage onRetry={() => void venues.refetch()} />;
  return (
    <>
      <Heading as="h1" size="8" mb="2">{t('title')}</Heading>
      <Text as="p" color="gray" mb="5">{t('intro')}</Text>
      <VenueList
        venues={venues.data.map((venue) => ({
          slug: venue.slug,
          name: venue.name,
          address: formatAddress([venue.address1, venue.address2, venue.town, venue.postcode]),
          href: bookingsPaths.venue(venue.slug),
        }))}
        onSelect={(slug) => selectVenue(selectedVenue, slug)}
      />
    </>
  );
}
