import { bookingsPaths, type AccountPackage } from '@courtside/core';
import type { TFunction } from 'i18next';
import { packageView, useHoldingViews, usePackages } from '../../../account/useHoldings';
import type { CrumbHandle } from '../../../app/crumbHandle';
import { useApp } from '../../../app/context';
import { siteHref } from '../../../app/siteHref';
import { HoldingsPage } from '../HoldingsPage';

export const handle: CrumbHandle = { crumb: (t) => t('account.myAccount.packages.title') };

/** Spec §2 my-account Packages (/packages): each package's uses left, what it covers and its expiry, and buying it again. */
export function Component() {
  const { site } = useApp();
  const buyHref = (venueSlug: string, packageId: number) => siteHref(site, 'bookings', bookingsPaths.packageBook(venueSlug, packageId));
  const view = (p: AccountPackage, t: TFunction) => packageView(p, t, buyHref);
  return <HoldingsPage section="packages" holdings={useHoldingViews(usePackages(), view)} />;
}
