import { myAccountPaths } from '@courtside/core';
import { MyAccountNav } from '@courtside/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../account/session';
import { useLogout } from '../../account/useAccount';
import { useGuestPasses } from '../../account/useHoldings';
import { myAccountLinks } from '../../app/ShellHeader';

/**
 * Spec §2 My-account navigation, in its order, with Attendees (spec §2 /attendees, ours here) after My details; Guest
 * passes only where a venue offers them online.
 */
const navLinks = {
  accountDashboard: myAccountLinks.accountDashboard,
  myDetails: myAccountLinks.myDetails,
  attendees: myAccountPaths.attendees(),
  memberships: myAccountLinks.memberships,
  packages: myAccountLinks.packages,
  bookings: myAccountLinks.bookings,
  guestPasses: myAccountPaths.guestPasses(),
  payments: myAccountLinks.payments,
};
const navKeys = Object.keys(navLinks) as Array<keyof typeof navLinks>;

/** The item of the page shown: the bookings item for every bookings page. */
const currentKey = (pathname: string) =>
  pathname.startsWith(myAccountPaths.bookings()) ? 'bookings' : (navKeys.find((key) => navLinks[key] === pathname) ?? null);

/**
 * The my-account sub-site's frame (spec §2 My-account navigation): its pages beside the navigation, for a logged-in
 * customer only; anyone else goes to /login, which brings them back here.
 */
export function MyAccountLayout() {
  const { t } = useTranslation();
  const { token } = useSession();
  const { pathname } = useLocation();
  const logout = useLogout();
  const guestPassesOffered = useGuestPasses().data?.enabled === true;
  if (!token) return <Navigate replace to={`${myAccountPaths.login()}?redirect=${encodeURIComponent(pathname)}`} />;
  const items = navKeys
    .filter((key) => key !== 'guestPasses' || guestPassesOffered)
    .map((key) => ({ key, href: navLinks[key], label: t(`nav.${key}`) }));
  return (
    <div className="cs-my-account">
      <MyAccountNav items={items} currentKey={currentKey(pathname)} onLogout={logout} />
      <div className="cs-my-account__content">
        <Outlet />
      </div>
    </div>
  );
}
