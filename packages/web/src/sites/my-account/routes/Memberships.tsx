import { onlineJoiningPaths, type AccountMembership } from '@courtside/core';
import type { TFunction } from 'i18next';
import { useSnapshot } from 'valtio';
import { useAuthUser } from '../../../account/useAccount';
import { membershipView, useHoldingViews, useMemberships } from '../../../account/useHoldings';
import type { CrumbHandle } from '../../../app/crumbHandle';
import { useApp } from '../../../app/context';
import { siteHref } from '../../../app/siteHref';
import { HoldingsPage } from '../HoldingsPage';

export const handle: CrumbHandle = { crumb: (t) => t('account.myAccount.memberships.title') };

/**
 * Spec §2 my-account Memberships (/memberships): each membership's state, dates, price and renewal. One due for
 * renewal links to its plan on the online-joining site, at its own venue (else the customer's home or selected venue).
 */
export function Component() {
  const { site, selectedVenue } = useApp();
  const selected = useSnapshot(selectedVenue).venueSlug;
  const home = useAuthUser().data?.homeVenueSlug ?? null;
  const renewHref = (m: AccountMembership) => {
    const venue = m.venue?.slug ?? home ?? selected;
    return venue ? siteHref(site, 'online-joining', onlineJoiningPaths.plan(venue, m.plan)) : null;
  };
  const view = (m: AccountMembership, t: TFunction) => membershipView(m, t, renewHref);
  return <HoldingsPage section="memberships" holdings={useHoldingViews(useMemberships(), view)} />;
}
