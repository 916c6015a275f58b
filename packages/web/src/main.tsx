import '@courtside/ui/styles.css';
import './fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppContext } from './app/createAppContext';
import { createRoutePrefetch } from './app/prefetch';
import { AppProviders, createQueryClient } from './app/providers';
import { createBookingsRouter } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const context = createAppContext();
const queryClient = createQueryClient();
// The first route's data starts with the router, before any component has rendered (issue 12: no waterfall).
const prefetch = createRoutePrefetch({ api: context.api, queryClient, selectedVenue: () => context.selectedVenue.venueSlug });
const router = createBookingsRouter(prefetch);

createRoot(root).render(
  <StrictMode>
    <AppProviders context={context} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
