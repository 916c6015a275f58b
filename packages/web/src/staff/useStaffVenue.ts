import { useSearchParams } from 'react-router-dom';
import { useAuthUser } from '../account/useAccount';
import { useVenues } from '../hooks/useShell';

/**
 * The venue a staff page is about, kept in the address: `?venue=`, else the staff member's home venue, else the
 * tenant's first. `deciding` while the venues (or the home venue) are still loading: no venue is named then, and a
 * page shows its loading state rather than an empty day for no venue. `choose` changes address parameters (null
 * removes one), keeping the others.
 */
export function useStaffVenue() {
  const user = useAuthUser();
  const venuesQuery = useVenues();
  const venues = venuesQuery.data ?? [];
  const [params, setParams] = useSearchParams();
  const asked = venues.find((v) => v.slug === params.get('venue'));
  const deciding = venuesQuery.isPending || (!asked && user.isLoading);
  const venue = deciding ? undefined : (asked ?? venues.find((v) => v.slug === user.data?.homeVenueSlug) ?? venues[0]);
  const choose = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  return { venues, venue, deciding, params, choose };
}
