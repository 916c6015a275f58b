import { selectVenue } from '@courtside/core';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useApp } from '../app/context';
import { useVenues } from './useShell';

/**
 * Spec §2 selected venue: any page with a venue in its path (the venue, an activity, its time slots — however the
 * customer arrived) makes that venue the selected one, so the basket, checkout and confirmation keep its theme and
 * footer. Only a venue the tenant has is selected.
 */
export function useSelectPathVenue(): void {
  const { venueSlug } = useParams();
  const { selectedVenue } = useApp();
  const venues = useVenues();
  const known = venueSlug !== undefined && venues.data?.some((v) => v.slug === venueSlug) === true;
  useEffect(() => {
    if (known && venueSlug) selectVenue(selectedVenue, venueSlug);
  }, [known, venueSlug, selectedVenue]);
}
