import { bookingsPaths, MaintenanceError, stripTrailingSlash } from '@courtside/core';
import { AppLayout, ErrorPage, Footer, MAIN_CONTENT_ID, MaintenancePage, NotFoundPage, PageSpinner } from '@courtside/ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useSession } from '../account/session';
import { useSessionSync } from '../account/useSessionSync';
import { useClient, useTheme } from '../hooks/useShell';
import { useRouteFocus } from '../hooks/useRouteFocus';
import { useSelectPathVenue } from '../hooks/useSelectPathVenue';
import { useVenueSlug } from '../hooks/useVenueSlug';
import { RouterLinkProvider } from './RouterLink';
import { ShellBreadcrumb } from './ShellBreadcrumb';
import { ShellHeader } from './ShellHeader';
import { ShellTitle } from './ShellTitle';
import { ShellWaitingRoom } from './ShellWaitingRoom';
import { useEmbedHeight } from '../embed/useEmbedHeight';
import { useConfiguredKioskHome } from '../kiosk/useKioskVisit';
import { VenueTheme } from './VenueTheme';
import { useApp } from './context';
import { loadTexts } from './i18n';
import { useThirdPartyScripts } from './thirdPartyScripts';

// What a visitor's first paint does not need loads when it is first needed — the venue's footer (its HTML made safe by
// the browser's own sanitiser, or DOMPurify where there is none: hooks/useSafeHtml.ts), the toaster (Radix Toast; a
// toast raised before it arrives waits in the store), the 'Booking for' banner (Radix Select) once signed in, the login
// modal (Radix Dialog and the form) once opened.
const ShellToaster = lazy(() => import('./ShellToaster').then((m) => ({ default: m.ShellToaster })));
/** Spec §2/§9 the kiosk's idle clock: only a kiosk loads it. */
const KioskIdleGuard = lazy(() => import('../kiosk/KioskIdleGuard').then((m) => ({ default: m.KioskIdleGuard })));
const ShellFooter = lazy(() => import('./ShellFooter').then((m) => ({ default: m.ShellFooter })));
// Those two show the account's texts, beyond the first view's, so they wait for them too.
const BookingForBanner = lazy(() => Promise.all([import('../account/BookingForBanner'), loadTexts()]).then(([m]) => ({ default: m.BookingForBanner })));
const LoginModalHost = lazy(() => Promise.all([import('../account/LoginModalHost'), loadTexts()]).then(([m]) => ({ default: m.LoginModalHost })));

/** Whether the login modal has been asked for yet: from then on it stays mounted (its closing, focus return). */
function useLoginModalWanted() {
  const { system } = useApp();
  const { loginModalOpen } = useSnapshot(system);
  const [wanted, setWanted] = useState(false);
  if (loginModalOpen && !wanted) setWanted(true);
  return wanted || loginModalOpen;
}

/** A whole-page state shown before the shell can render (default theme, one main landmark). */
function FullPage({ children }: { children: ReactNode }) {
  return (
    <VenueTheme theme={undefined}>
      <RouterLinkProvider>
        <main id="main-content">{children}</main>
      </RouterLinkProvider>
    </VenueTheme>
  );
}

/** The bookings shell (spec §2 "Header and shell"): theme, header, breadcrumb, page, footer, toasts. */
export function RootLayout() {
  const location = useLocation();
  const venueSlug = useVenueSlug();
  const client = useClient();
  const theme = useTheme(venueSlug);
  const { site, system, kiosk } = useApp();
  const { isEmbedded } = useSnapshot(system);
  const { isKiosk } = useSnapshot(kiosk);
  const { token } = useSession();
  const loginModalWanted = useLoginModalWanted();
  useSessionSync();
  useSelectPathVenue();
  useRouteFocus(MAIN_CONTENT_ID);
  useConfiguredKioskHome(client.data?.config.kioskHomeUrl);
  useEmbedHeight();
  useThirdPartyScripts(client.data?.config);

  const stripped = stripTrailingSlash(location.pathname);
  if (stripped !== location.pathname) return <Navigate replace to={`${stripped}${location.search}${location.hash}`} />;

  if (theme.error instanceof MaintenanceError) return <FullPage><MaintenancePage tenantName={client.data?.name} /></FullPage>;
  if (theme.isError) return <FullPage><ErrorPage onRetry={() => void theme.refetch()} /></FullPage>;
  if (client.isError) return <FullPage><NotFoundPage homeHref="/" /></FullPage>;
  if (!client.data || !theme.data) return <FullPage><PageSpinner heading /></FullPage>;

  return (
    <VenueTheme theme={theme.data}>
      <RouterLinkProvider>
        <AppLayout
          embedded={isEmbedded}
          header={
            <>
              <ShellHeader client={client.data} logoUrl={theme.data.themeAppLogo} venueSlug={venueSlug} />
              {token ? (
                <Suspense fallback={null}>
                  <BookingForBanner />
                </Suspense>
              ) : null}
            </>
          }
          breadcrumb={<ShellBreadcrumb />}
          footer={
            // Until the venue's footer (and its sanitiser) loads, the statement's link shows on its own.
            <Suspense fallback={<Footer html={null} accessibilityHref={bookingsPaths.accessibility()} />}>
              <ShellFooter venueSlug={venueSlug} />
            </Suspense>
          }
        >
          <Suspense fallback={<PageSpinner heading />}>
            <Outlet />
          </Suspense>
        </AppLayout>
        <Suspense fallback={null}>
          <ShellToaster />
        </Suspense>
        <ShellWaitingRoom />
        {isKiosk ? (
          <Suspense fallback={null}>
            <KioskIdleGuard />
          </Suspense>
        ) : null}
        <ShellTitle tenantName={client.data.name} venueSlug={venueSlug} logoUrl={theme.data.themeAppLogo} />
        {site === 'bookings' && loginModalWanted ? (
          <Suspense fallback={null}>
            <LoginModalHost />
          </Suspense>
        ) : null}
      </RouterLinkProvider>
    </VenueTheme>
  );
}
