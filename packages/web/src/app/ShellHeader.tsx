import { bookingsPaths, embeddedBasketLinks, isCheckoutRoute, isHeaderNavHidden, myAccountPaths, onlineJoiningPaths, showsCampsAndCourses, type Client } from '@courtside/core';
import { Header } from '@courtside/ui';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useSession } from '../account/session';
import { useOpenLogin } from '../account/useOpenLogin';
import { useCheckoutAuth } from '../checkout/useCheckoutAuth';
import { useIsSmallScreen } from '../hooks/useIsSmallScreen';
import { useVenues } from '../hooks/useShell';
import { tillPaths } from '../till/tillPaths';
import { useApp } from './context';
import { siteHref } from './siteHref';

/** The basket's and the account's reads behind the header, loaded once there is a session (SignedInShell.tsx). */
const SignedInShell = lazy(() => import('./SignedInShell'));

/** The account sub-site's links (spec §2 My-account navigation); served by the my-account host. */
export const myAccountLinks = {
  accountDashboard: myAccountPaths.dashboard(),
  myDetails: myAccountPaths.userDetails(),
  memberships: myAccountPaths.memberships(),
  packages: myAccountPaths.packages(),
  bookings: myAccountPaths.upcomingBookings(),
  payments: myAccountPaths.payments(),
};

/** Spec §2 "Header and shell": wires the header and drawer to the client config, modes and stores. */
export function ShellHeader({ client, logoUrl, venueSlug }: { client: Client; logoUrl?: string; venueSlug: string | null }) {
  const app = useApp();
  const { system, kiosk, site, firstView, signedIn } = app;
  const { pathname } = useLocation();
  const systemState = useSnapshot(system);
  const kioskState = useSnapshot(kiosk);
  const venues = useVenues();
  const { token } = useSession();
  const openLogin = useOpenLogin();
  const isSmallScreen = useIsSmallScreen();
  const venue = venues.data?.find((v) => v.slug === venueSlug);
  const { hasToken } = useCheckoutAuth();
  const { basketCount, basketTotal, isStaff, configuresPayments } = useSnapshot(signedIn);
  // Spec §2: the header's links lead to the sub-site that serves them (bookings, my-account or online-joining).
  const account = (path: string) => siteHref(site, 'my-account', path, firstView?.location);
  const bookings = (path: string) => siteHref(site, 'bookings', path, firstView?.location);
  const flags = {
    isLoggedIn: Boolean(token),
    isKiosk: kioskState.isKiosk,
    isStaff,
    navHidden: isHeaderNavHidden({ isEmbedded: systemState.isEmbedded, isKiosk: kioskState.isKiosk, site, isThirdPartyCheckout: isCheckoutRoute(pathname) }),
    showCampsAndCourses: showsCampsAndCourses(client.config.campsAndCoursesBookingEnabled, venue?.campsAndCoursesEnabled?.enabled),
    showMembership: client.config.onlineJoiningEnabled,
    basketCount,
    links: {
      myAccount: account(myAccountPaths.dashboard()),
      ...(Object.fromEntries(Object.entries(myAccountLinks).map(([key, path]) => [key, account(path)])) as typeof myAccountLinks),
      kioskHome: kioskState.homeUrl ?? '/',
      till: bookings(tillPaths.till()),
      staffRegister: bookings(tillPaths.register()),
      staffClosures: bookings(tillPaths.closures()),
      ...(configuresPayments ? { staffPayments: bookings(tillPaths.paymentSettings()) } : {}),
      bookActivity: bookings(bookingsPaths.redirectToSelectedVenue()),
      bookCamp: bookings(bookingsPaths.campRedirectToSelectedVenue()),
      bookCourse: bookings(bookingsPaths.courseRedirectToSelectedVenue()),
      // Spec §2: the selected centre's page on the online-joining site, or its root.
      buyMembership: siteHref(site, 'online-joining', venueSlug ? onlineJoiningPaths.venue(venueSlug) : onlineJoiningPaths.home(), firstView?.location),
      basket: bookings(bookingsPaths.basket()),
      register: bookings(bookingsPaths.register()),
    },
    onLogin: openLogin,
    onLogout: () => void import('../account/logOut').then(({ logOut }) => logOut(app.api, app.session)),
  };
  // Embedded, the header keeps only the logo and the basket control (spec §2 hides its navigation).
  const embeddedLinks = systemState.isEmbedded ? embeddedBasketLinks(systemState.embedCheckout, token) : null;
  const embeddedBasket = embeddedLinks && {
    count: basketCount,
    total: basketTotal,
    basketHref: embeddedLinks.basket,
    checkoutHref: embeddedLinks.checkout,
    checkoutInNewTab: embeddedLinks.checkoutInNewTab,
  };
  return (
    <>
      <Header {...flags} embeddedBasket={embeddedBasket ?? undefined} brandName={venue?.name ?? client.name} logoUrl={logoUrl} homeHref={bookings(bookingsPaths.home())} isSmallScreen={isSmallScreen} />
      {token || hasToken ? (
        <Suspense fallback={null}>
          <SignedInShell />
        </Suspense>
      ) : null}
    </>
  );
}
