import { Navigate } from 'react-router-dom';
import { guestPassView, useGuestPasses, useHoldingViews } from '../../../account/useHoldings';
import type { CrumbHandle } from '../../../app/ShellBreadcrumb';
import { HoldingsPage } from '../HoldingsPage';

export const handle: CrumbHandle = { crumb: (t) => t('account.myAccount.guestPasses.title') };

/** Spec §2 my-account Guest passes (/guest-passes): only where a venue offers them online; elsewhere the dashboard. */
export function Component() {
  const query = useGuestPasses();
  const holdings = useHoldingViews({ data: query.data?.passes, isError: query.isError, refetch: query.refetch }, guestPassView);
  if (query.data && !query.data.enabled) return <Navigate replace to="/" />;
  return <HoldingsPage section="guestPasses" holdings={holdings} />;
}
