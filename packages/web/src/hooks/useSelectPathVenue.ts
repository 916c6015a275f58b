import { selectVenue, type SelectedVenueStore, type Venue } from '@courtside/core';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useApp } from '../app/context';
import { useVenues } from './useShell';

/**
 * Spec §2 selected venue: a page with a venue in its path makes that venue the selected one, when the tenant has it.
 * Made by the hook below as a page is shown, and by the app before it takes a first view over (main.tsx), so the
 * store it changes (which the shell reads) is already as the page leaves it when the view is hydrated.
 */
export function selectPathVenue(selectedVenue: SelectedVenueStore, venueSlug: string | undefined, venues: readonly Venue[] | undefined): void {
  if (venueSlug !== undefined && venues?.some((v) => v.slug === venueSlug) === true) selectVenue(selectedVenue, venueSlug);
}

/**
 * Spec §2 selected venue: any page with a venue in its path (the venue, an activity, its time slots — however the
 * customer arrived) makes that venue the selected one, so the basket, checkout and confirmation keep its theme and
 * footer. Only a venue the tenant has is selected.
 */
export function useSelectPathVenue(): void {
  const { venueSlug } = useParams();
  const { selectedVenue } = useApp();
  const venues = useVenues().data;
  useEffect(() => selectPathVenue(selectedVenue, venueSlug, venues), [venueSlug, venues, selectedVenue]);
}
