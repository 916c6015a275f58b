import { bookingsPaths } from '@courtside/core';
import type { RouteObject } from 'react-router-dom';

/** Our pages every sub-site serves beside its own, outside any logged-in frame: the statement the footer links to. */
export const siteRoutes: RouteObject[] = [
  {
    path: bookingsPaths.accessibility(),
    lazy: () => import('../sites/bookings/routes/Accessibility').then((m) => ({ Component: m.Component, handle: m.handle })),
  },
];
