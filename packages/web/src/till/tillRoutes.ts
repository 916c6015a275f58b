import type { RouteObject } from 'react-router-dom';
import { tillPaths } from './tillPaths';

/** Staff pages on the bookings site (front of house, the register, closures, check-in, payment settings), each loaded on demand. */
export const tillRoutes: RouteObject[] = [
  { path: tillPaths.staffLogin(), lazy: () => import('./StaffLoginPage').then((m) => ({ Component: m.Component, handle: m.handle })) },
  { path: tillPaths.till(), lazy: () => import('./TillPage').then((m) => ({ Component: m.Component, handle: m.handle })) },
  { path: tillPaths.register(), lazy: () => import('../staff/RegisterPage').then((m) => ({ Component: m.Component, handle: m.handle })) },
  { path: tillPaths.closures(), lazy: () => import('../staff/ClosuresPage').then((m) => ({ Component: m.Component, handle: m.handle })) },
  { path: tillPaths.checkIn(), lazy: () => import('../passes/CheckInPage').then((m) => ({ Component: m.Component, handle: m.handle })) },
  { path: tillPaths.paymentSettings(), lazy: () => import('../staff/PaymentSettingsPage').then((m) => ({ Component: m.Component, handle: m.handle })) },
];
