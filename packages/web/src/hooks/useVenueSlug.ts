import { isCheckoutRoute } from '@courtside/core';
import { useLocation, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useApp } from '../app/context';

/** The venue the page is about: the one in the path, else the selected one; none on checkout (spec §2). */
export function useVenueSlug(): string | null {
  const { venueSlug } = useParams();
  const { pathname } = useLocation();
  const selected = useSnapshot(useApp().selectedVenue);
  if (isCheckoutRoute(pathname)) return null;
  return venueSlug ?? selected.venueSlug ?? null;
}
