import type { AccountMembership } from '@courtside/core';
import type { TFunction } from 'i18next';
import { membershipView, useHoldingViews, useMemberships } from '../../../account/useHoldings';
import { useMembershipRenewal } from '../../../account/useMembershipRenewal';
import type { CrumbHandle } from '../../../app/crumbHandle';
import { HoldingsPage } from '../HoldingsPage';

export const handle: CrumbHandle = { crumb: (t) => t('account.myAccount.memberships.title') };

/**
 * Spec §2 my-account Memberships (/memberships): each membership's state, dates, price and renewal. One due for
 * renewal, or lapsed with nothing else current, has Renew: the renewal goes into the basket, paid at this site's checkout.
 */
export function Component() {
  const query = useMemberships();
  const renewal = useMembershipRenewal(query.data ?? []);
  const view = (m: AccountMembership, t: TFunction) => membershipView(m, t, renewal.action);
  return <HoldingsPage section="memberships" holdings={useHoldingViews(query, view)} error={renewal.error} />;
}
