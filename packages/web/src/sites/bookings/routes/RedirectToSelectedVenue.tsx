import { redirectToSelectedVenue, selectVenue, type BookingKind } from '@courtside/core';
import { useEffect, useMemo } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useApp } from '../../../app/context';

/** Spec §2 /redirect-to-selected-venue and its course and camp variants: core decides, this applies it. */
function RedirectToSelectedVenue({ kind }: { kind: BookingKind }) {
  const { selectedVenue, toasts } = useApp();
  const { venueSlug } = useParams();
  // Decided once from the values at arrival; applying it changes the selection we read.
  const decision = useMemo(() => redirectToSelectedVenue(kind, venueSlug, selectedVenue.venueSlug), [kind, venueSlug, selectedVenue]);
  useEffect(() => {
    if (decision.selectVenue) selectVenue(selectedVenue, decision.selectVenue);
    if (decision.toast) toasts.add({ ...decision.toast, tone: 'danger' });
  }, [decision, selectedVenue, toasts]);
  return <Navigate replace to={decision.to} />;
}

export const ActivityRedirect = () => <RedirectToSelectedVenue kind="activity" />;
export const CourseRedirect = () => <RedirectToSelectedVenue kind="course" />;
export const CampRedirect = () => <RedirectToSelectedVenue kind="camp" />;
