import '@courtside/ui/styles.css';
import './fonts.css';
import { applyTokenParam, handleTokenParam } from '@courtside/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { ownTokenPaths } from './account/accountPaths';
import { createAppContext } from './app/createAppContext';
import { keepKioskHistoryFlat } from './kiosk/kioskDevice';
import { createRoutePrefetch } from './app/prefetch';
import { AppProviders, createQueryClient } from './app/providers';
import { createBookingsRouter, createMyAccountRouter, createOnlineJoiningRouter } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const context = createAppContext();
// A kiosk's history never grows: the next customer cannot step back into the last one's pages.
if (context.kiosk.isKiosk) keepKioskHistoryFlat();
// Spec §2 ?token=: taken before anything renders or fetches, so a page whose data is already cached never asks with the
// token stored before (a checkout link opened again with another token). useSessionSync handles later navigations.
const tokenParam = handleTokenParam(window.location.pathname, window.location.search, ownTokenPaths);
if (tokenParam) {
  applyTokenParam(context.session, tokenParam);
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${tokenParam.search}${window.location.hash}`);
}
const queryClient = createQueryClient();
// The first route's data starts with the router, before any component has rendered (issue 12: no waterfall).
const prefetch = createRoutePrefetch({ api: context.api, queryClient, selectedVenue: () => context.selectedVenue.venueSlug });
// Each sub-site has its own routes (spec §1); the host name says which one this is.
const router =
  context.site === 'my-account' ? createMyAccountRouter() : context.site === 'online-joining' ? createOnlineJoiningRouter() : createBookingsRouter(prefetch);

createRoot(root).render(
  <StrictMode>
    <AppProviders context={context} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
