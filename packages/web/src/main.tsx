import '@courtside/ui/styles.css';
import './fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppContext } from './app/createAppContext';
import { AppProviders } from './app/providers';
import { createBookingsRouter } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <AppProviders context={createAppContext()}>
      <RouterProvider router={createBookingsRouter()} />
    </AppProviders>
  </StrictMode>,
);
