import { ApiError, bookingsPaths, venueDateSlug } from '@courtside/core';
import { ActivityList, AppLink, PageSpinner } from '@courtside/ui';
import { Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import type { CrumbHandle } from '../../../app/crumbHandle';
import { BrowseTrail } from '../../../browse/BrowseTrail';
import { useVenueActivities } from '../../../hooks/useBrowse';
import { useNow } from '../../../hooks/useNow';
import { useReloadOnChange } from '../../../hooks/useReloadOnChange';
import { useVenues } from '../../../hooks/useShell';
import { Component as NotFound } from './NotFound';

export const handle: CrumbHandle = { Trail: BrowseTrail, crumb: (t) => t('activities:chooseActivity'), title: (t) => t('activities:title') };

/** Spec §2 /location/{venueSlug}/{activitySlug}: the activity's name, and its sub activities to choose from. */
export function Component() {
  const { venueSlug = '', activitySlug = '' } = useParams();
  const { t } = useTranslation('activities');
  const venues = useVenues();
  const venue = venues.data?.find((v) => v.slug === venueSlug);
  const children = useVenueActivities(venueSlug, activitySlug);
  const now = useNow();
  useReloadOnChange('categoryChanged', activitySlug);
  if (venues.isPending) return <PageSpinner />;
  const missing = children.error instanceof ApiError && children.error.status === 404;
  if (!venue || missing) return <NotFound />;
  const today = venueDateSlug(now, venue.timezone);
  const [only] = children.data ?? [];
  // A sub activity's own slug: straight on to today's times.
  if (only && only.slug === activitySlug && !only.isRoot) return <Navigate replace to={bookingsPaths.timeSlots(venueSlug, activitySlug, today)} />;
  const name = only?.parent?.name;
  return (
    <>
      <AppLink href={bookingsPaths.venue(venueSlug)} className="cs-back-link">{t('backTo', { name: venue.name })}</AppLink>
      <Heading as="h1" size="8" mb="1" mt="2">{name ?? t('chooseActivity')}</Heading>
      <Text as="p" size="4" color="gray" mb="5">{t('chooseActivity')}</Text>
      <ActivityList
        state={children.isError ? 'error' : children.isPending ? 'loading' : 'ready'}
        activities={(children.data ?? []).map((a) => ({ slug: a.slug, name: a.name, description: a.description, href: bookingsPaths.timeSlots(venueSlug, a.slug, today) }))}
        onRetry={() => void children.refetch()}
      />
    </>
  );
}
