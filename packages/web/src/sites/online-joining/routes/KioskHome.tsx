import { bookingsPaths, onlineJoiningPaths } from '@courtside/core';
import { KioskHome, NotFoundPage, PageSpinner } from '@courtside/ui';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { CrumbHandle } from '../../../app/crumbHandle';
import { useApp } from '../../../app/context';
import { siteHref } from '../../../app/siteHref';
import { useClient, useVenues } from '../../../hooks/useShell';

export const handle: CrumbHandle = { crumb: (t) => t('kiosk.home.crumb') };

/**
 * Spec §2 /kiosk/?kiosk=true&centre=…: a venue device's start page, where every visit begins (the app root has already
 * wiped the last one) and where 90 s idle returns. Booking continues on the bookings site as the same kiosk.
 */
export function Component() {
  const { kiosk, site } = useApp();
  const { currentCentre } = useSnapshot(kiosk);
  const [params] = useSearchParams();
  const venues = useVenues();
  const client = useClient();
  const centre = currentCentre ?? params.get('centre');
  if (venues.isPending) return <PageSpinner />;
  const venue = venues.data?.find((v) => v.slug === centre);
  if (!venue) return <NotFoundPage homeHref={onlineJoiningPaths.home()} />;
  return (
    <KioskHome
      venueName={venue.name}
      bookHref={siteHref(site, 'bookings', bookingsPaths.venue(venue.slug))}
      joinHref={onlineJoiningPaths.venue(venue.slug)}
      showJoin={client.data?.config.onlineJoiningEnabled ?? false}
      checkInHref={`/kiosk/check-in?centre=${encodeURIComponent(venue.slug)}`}
    />
  );
}
