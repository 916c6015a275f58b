import type { RouteObject } from 'react-router-dom';

/** Our account pages beside the spec's bookings routes (accountPaths), each loaded on demand. */
export const accountRoutes: RouteObject[] = [
  { path: '/forgotten-password', lazy: () => import('../sites/bookings/routes/ForgottenPassword').then((m) => ({ Component: m.Component, handle: m.handle })) },
  { path: '/reset-password', lazy: () => import('../sites/bookings/routes/ResetPassword').then((m) => ({ Component: m.Component, handle: m.handle })) },
  { path: '/verify-email', lazy: () => import('./VerifyEmailPage').then((m) => ({ Component: m.Component, handle: m.handle })) },
  { path: '/login', lazy: () => import('./LoginPage').then((m) => ({ Component: m.Component, handle: m.handle })) },
];
