import { selectVenue } from '@courtside/core';
import { PageSpinner, PlaceholderPage } from '@courtside/ui';
import { Text } from '@radix-ui/themes';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { CrumbHandle } from '../../../app/ShellBreadcrumb';
import { useApp } from '../../../app/context';
import { useVenues } from '../../../hooks/useShell';
import { Component as NotFound } from './NotFound';

export const handle: CrumbHandle = { crumb: (t) => t('activities:title') };

/** Spec §2 /location/{venueSlug} (Book an activity); the activity list arrives with the browse issue. */
export function Component() {
  const { venueSlug = '' } = useParams();
  const { t } = useTranslation('activities');
  const { selectedVenue } = useApp();
  const venues = useVenues();
  const venue = venues.data?.find((v) => v.slug === venueSlug);
  useEffect(() => {
    if (venue) selectVenue(selectedVenue, venue.slug);
  }, [venue, selectedVenue]);
  if (venues.isPending) return <PageSpinner />;
  if (!venue) return <NotFound />;
  return (
    <>
      <Text as="p" size="4" weight="bold">{venue.name}</Text>
      <PlaceholderPage title={t('title')} />
    </>
  );
}
