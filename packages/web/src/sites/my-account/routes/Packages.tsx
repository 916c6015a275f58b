import { packageView, useHoldingViews, usePackages } from '../../../account/useHoldings';
import type { CrumbHandle } from '../../../app/ShellBreadcrumb';
import { HoldingsPage } from '../HoldingsPage';

export const handle: CrumbHandle = { crumb: (t) => t('account.myAccount.packages.title') };

/** Spec §2 my-account Packages (/packages): each package's uses left, what it covers and its expiry. */
export function Component() {
  return <HoldingsPage section="packages" holdings={useHoldingViews(usePackages(), packageView)} />;
}
