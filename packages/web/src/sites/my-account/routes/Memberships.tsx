import { membershipView, useHoldingViews, useMemberships } from '../../../account/useHoldings';
import type { CrumbHandle } from '../../../app/ShellBreadcrumb';
import { HoldingsPage } from '../HoldingsPage';

export const handle: CrumbHandle = { crumb: (t) => t('account.myAccount.memberships.title') };

/** Spec §2 my-account Memberships (/memberships): each membership's state, dates, price and renewal. */
export function Component() {
  return <HoldingsPage section="memberships" holdings={useHoldingViews(useMemberships(), membershipView)} />;
}
