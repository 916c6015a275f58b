import { bookingsPaths } from '@courtside/core';
import { PageSpinner } from '@courtside/ui';
import { Navigate, useParams } from 'react-router-dom';
import { useVenues } from '../../../hooks/useShell';
import { Component as NotFound } from './NotFound';

/**
 * Spec §2 short redirects: /{venue}[/{activity}[/{date}[/{type}]]] to the full routes. A first
 * segment that names no venue is an unknown path, so it shows the not-found page.
 */
export function Component() {
  const { venueSlug = '', activitySlug, dateSlug, type } = useParams();
  const venues = useVenues();
  if (venues.isPending) return <PageSpinner />;
  if (!venues.data?.some((venue) => venue.slug === venueSlug)) return <NotFound />;
  const to = dateSlug && activitySlug
    ? bookingsPaths.timeSlots(venueSlug, activitySlug, dateSlug, type)
    : activitySlug
      ? bookingsPaths.activity(venueSlug, activitySlug)
      : bookingsPaths.venue(venueSlug);
  return <Navigate replace to={to} />;
}
