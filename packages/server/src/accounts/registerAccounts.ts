import type { FastifyInstance } from 'fastify';
import { installCustomerAuth } from '../auth/authHook';
import { addressFailuresOn } from '../auth/loginRateLimit';
import { authRoutes } from '../auth/auth.routes';
import { detailsRoutes } from '../auth/details.routes';
import { passwordRoutes } from '../auth/password.routes';
import { registerRoutes } from '../auth/register.routes';
import type { Db } from '../db/database';
import type { RouteDeps } from '../http/routeDeps';
import { usersRoutes } from '../users/users.routes';
import type { AccountDeps } from './accountDeps';

/**
 * The accounts feature on the tenant-scoped /api: the hook that resolves `request.customer` for
 * every route of the scope, and the routes under /api/auth and /api/v1/users.
 */
export async function registerAccounts(scope: FastifyInstance, deps: RouteDeps, db: Db): Promise<void> {
  const { now, mailer } = deps.services;
  installCustomerAuth(scope, { db, now });
  const accountDeps: AccountDeps = { ...deps, mailer, mailConfig: deps.config.mail, now, addressFailures: addressFailuresOn(db) };
  await scope.register(authRoutes, { ...accountDeps, prefix: '/auth' });
  await scope.register(registerRoutes, { ...accountDeps, prefix: '/auth' });
  await scope.register(passwordRoutes, { ...accountDeps, prefix: '/auth' });
  await scope.register(detailsRoutes, { ...accountDeps, prefix: '/auth' });
  await scope.register(usersRoutes, { ...accountDeps, prefix: '/v1/users' });
}
