import { resolveShortRedirect, selectVenue } from '@courtside/core';
import { PageSpinner } from '@courtside/ui';
import { useEffect, useMemo } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useApp } from '../../../app/context';
import { useVenues } from '../../../hooks/useShell';
import { Component as NotFound } from './NotFound';

/**
 * Spec §2 short redirects, decided by core. A first segment that names no venue is an unknown
 * path, so it shows the not-found page instead.
 */
export function Component() {
  const params = useParams();
  const { selectedVenue, toasts } = useApp();
  const venues = useVenues();
  const decision = useMemo(() => resolveShortRedirect(params), [params]);
  const known = venues.data?.some((venue) => venue.slug === params.venueSlug) ?? false;
  useEffect(() => {
    if (!known) return;
    if (decision.selectVenue) selectVenue(selectedVenue, decision.selectVenue);
    if (decision.toast) toasts.add({ ...decision.toast, tone: 'danger' });
  }, [known, decision, selectedVenue, toasts]);
  if (venues.isPending) return <PageSpinner />;
  if (!known) return <NotFound />;
  return <Navigate replace to={decision.to} />;
}
