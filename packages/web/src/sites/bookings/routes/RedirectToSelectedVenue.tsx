import { bookingsPaths, messages } from '@courtside/core';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useApp } from '../../../app/context';

/** Spec §2 /redirect-to-selected-venue: to the selected venue, else a toast and home. */
export function Component() {
  const { selectedVenue, toasts } = useApp();
  const { venueSlug } = useSnapshot(selectedVenue);
  useEffect(() => {
    if (!venueSlug) toasts.add({ description: messages.selectVenueFirst, tone: 'danger' });
  }, [venueSlug, toasts]);
  return <Navigate replace to={venueSlug ? bookingsPaths.venue(venueSlug) : bookingsPaths.home()} />;
}
