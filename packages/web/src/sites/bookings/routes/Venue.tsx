import { bookingsPaths } from '@courtside/core';
import { ActivityList, PageSpinner } from '@courtside/ui';
import { Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { CrumbHandle } from '../../../app/crumbHandle';
import { BrowseTrail } from '../../../browse/BrowseTrail';
import { useVenueActivities } from '../../../hooks/useBrowse';
import { useReloadOnChange } from '../../../hooks/useReloadOnChange';
import { useVenues } from '../../../hooks/useShell';
import { Component as NotFound } from './NotFound';

export const handle: CrumbHandle = { Trail: BrowseTrail, crumb: (t) => t('activities:title') };

/** Spec §2 /location/{venueSlug} (Book an activity): the venue's activities to choose from. */
export function Component() {
  const { venueSlug = '' } = useParams();
  const { t } = useTranslation('activities');
  const venues = useVenues();
  const venue = venues.data?.find((v) => v.slug === venueSlug);
  const activities = useVenueActivities(venueSlug);
  useReloadOnChange('venueChanged', venueSlug);
  if (venues.isPending) return <PageSpinner />;
  if (!venue) return <NotFound />;
  return (
    <>
      <Heading as="h1" size="8" mb="1">{t('title')}</Heading>
      <Text as="p" size="4" color="gray" mb="5">{venue.name} · {t('chooseActivity')}</Text>
      <ActivityList
        state={activities.isError ? 'error' : activities.isPending ? 'loading' : 'ready'}
        activities={(activities.data ?? []).map((a) => ({ slug: a.slug, name: a.name, description: a.description, href: bookingsPaths.activity(venue.slug, a.slug) }))}
        onRetry={() => void activities.refetch()}
      />
    </>
  );
}
