import { myAccountPaths } from '@courtside/core';
import { MyAccountNav } from '@courtside/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../account/session';
import { useLogout } from '../../account/useAccount';
import { myAccountLinks } from '../../app/ShellHeader';

const navKeys = Object.keys(myAccountLinks) as Array<keyof typeof myAccountLinks>;

/** The item of the page shown: the bookings item for every bookings page. */
const currentKey = (pathname: string) =>
  pathname.startsWith(myAccountPaths.bookings()) ? 'bookings' : (navKeys.find((key) => myAccountLinks[key] === pathname) ?? null);

/**
 * The my-account sub-site's frame (spec §2 My-account navigation): its pages beside the navigation, for a logged-in
 * customer only; anyone else goes to /login, which brings them back here.
 */
export function MyAccountLayout() {
  const { t } = useTranslation();
  const { token } = useSession();
  const { pathname } = useLocation();
  const logout = useLogout();
  if (!token) return <Navigate replace to={`${myAccountPaths.login()}?redirect=${encodeURIComponent(pathname)}`} />;
  const items = navKeys.map((key) => ({ key, href: myAccountLinks[key], label: t(`nav.${key}`) }));
  return (
    <div className="cs-my-account">
      <MyAccountNav items={items} currentKey={currentKey(pathname)} onLogout={logout} />
      <div className="cs-my-account__content">
        <Outlet />
      </div>
    </div>
  );
}
