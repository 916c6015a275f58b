import '@courtside/ui/styles.css';
import './fonts.css';
import { ownView, shellKeys, unmarkFirstView, type Venue } from '@courtside/core';
import { startTransition, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppContext } from './app/createAppContext';
import { keepKioskHistoryFlat } from './kiosk/kioskDevice';
import { appRoutePrefetch } from './app/prefetch';
import { routeChunkLists } from './app/routeChunks';
import { AppProviders, createQueryClient } from './app/providers';
import { createBookingsRouter } from './app/router';
import { selectPathVenue } from './hooks/useSelectPathVenue';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

let context: ReturnType<typeof createAppContext>;
let queryClient: ReturnType<typeof createQueryClient>;
let tracked: ReturnType<typeof appRoutePrefetch>;
/** The first route's reads (its loader's prefetch), which a first view drawn by the server waits for. */
let firstReads: Promise<void> | undefined;
/**
 * The app's context (the page's reads parsed, the stores made from storage and cookies) and its query client, made in
 * a task after the entry's evaluation rather than in it: each is a few tens of milliseconds on a slow phone.
 */
function boot() {
  context = createAppContext();
  // A kiosk's history never grows: the next customer cannot step back into the last one's pages.
  if (context.kiosk.isKiosk) keepKioskHistoryFlat();
  queryClient = createQueryClient();
  // The first route's data starts with the router, before any component has rendered (no waterfall).
  tracked = appRoutePrefetch(context, queryClient, (work) => void (firstReads ??= work));
}
type AppRouter = ReturnType<typeof createBookingsRouter>;
/**
 * Each sub-site has its own routes (spec §1); the host name says which one this is. The bookings site's start at once
 * (their first route's reads with them); the other sites' tables load first, so the bookings entry does not carry them
 * (the join site's venue pages then start their reads the same way).
 */
async function routerForSite(): Promise<AppRouter> {
  if (context.site === 'bookings') return createBookingsRouter(tracked);
  const sites = await import('./app/otherSiteRouters');
  return context.site === 'my-account' ? sites.createMyAccountRouter(tracked) : sites.createOnlineJoiningRouter(tracked);
}

const appWith = (router: AppRouter) => (
  <StrictMode>
    <AppProviders context={context} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

/** Resolves once the router has its first route's code (and ran its loaders, which start the reads). */
const routerReady = (router: AppRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

/**
 * The server drew a visitor's first view (server web/firstView.ts) from these routes and components, for a phone or not
 * as it took the browser's word. Once the route's code and reads are in (the reads are in the page) the app takes it
 * over, so its first render is that view and never a spinner; until then its buttons say they are still loading and
 * its fields are read-only (core `markFirstView`), and the loader keeps presses off them.
 * (A function, not top-level await: the bundler wraps every module of an entry that awaits at its top, +9 KB.)
 */
async function takeOver(container: HTMLElement, drawnFor: string, router: AppRouter) {
  context.firstView = {
    location: window.location,
    smallScreen: drawnFor === 'small',
    takenOver: () => {
      unmarkFirstView(container);
      container.removeAttribute('data-first-view');
      container.removeAttribute('data-first-view-for');
    },
  };
  await routerReady(router);
  await firstReads;
  // The selected venue the page's path makes (useSelectPathVenue) is made before the view is hydrated: made after, it
  // would draw the whole page again at once, as an external store's change is never a transition. The view does not
  // depend on it (a page with a venue in its path shows that venue).
  selectPathVenue(context.selectedVenue, router.state.matches.at(-1)?.params.venueSlug, queryClient.getQueryData<Venue[]>(shellKeys.venues));
  const { session, kiosk, system } = context;
  const app = appWith(router);
  // Drawn for whom this browser draws: a visitor's view for a visitor, a customer's for the customer whose session the
  // server was told of (their reads are in the page). Anyone else's is drawn over in one go, never hydrated.
  const drawsNow = ownView({ ...session, isKiosk: kiosk.isKiosk, isEmbedded: system.isEmbedded });
  const forCustomer = container.dataset.firstViewFor === 'customer';
  if (forCustomer ? drawsNow !== 'customer' || !context.customerReads : drawsNow !== null) {
    flushSync(() => createRoot(container).render(app));
    return;
  }
  // A customer's view: the basket's venue and the header's basket, as the server drew them.
  if (forCustomer) (await import('./app/customerView')).settleCustomerView(context, queryClient, window.location.pathname);
  // Hydrated in a transition, so it yields to the browser every few milliseconds instead of holding it (a busy day's
  // page on a slow phone is a few hundred), and a press meanwhile is answered first.
  startTransition(() => {
    hydrateRoot(container, app, {
      // React 419: a part the server leaves to the browser (code loaded later, as the footer's) is drawn here.
      onRecoverableError: (error) => void (String(error).includes('419') || console.warn('The first view was drawn again', error)),
    });
  });
}

/**
 * Tasks of their own: the entry's evaluation, the app's context (boot), and the router (its routes ranked, the first
 * route's loaders run, which start the reads) are each a few tens of milliseconds on a slow phone, too long as one.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void nextTask().then(boot).then(nextTask).then(routerForSite).then((router) => {
  const drawnFor = root.dataset.firstView;
  if (drawnFor) void takeOver(root, drawnFor, router).then(routeChunkLists);
  else createRoot(root).render(appWith(router));
});
