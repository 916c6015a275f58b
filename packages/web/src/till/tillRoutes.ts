import type { RouteObject } from 'react-router-dom';
import { tillPaths } from './tillPaths';

/** Front of house's pages on the bookings site (issue 15), each loaded on demand. */
export const tillRoutes: RouteObject[] = [
  { path: tillPaths.staffLogin(), lazy: () => import('./StaffLoginPage').then((m) => ({ Component: m.Component, handle: m.handle })) },
  { path: tillPaths.till(), lazy: () => import('./TillPage').then((m) => ({ Component: m.Component, handle: m.handle })) },
];
