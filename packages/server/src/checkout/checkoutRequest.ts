import type { FastifyRequest } from 'fastify';
import type { RouteDeps } from '../http/routeDeps';
import type { CartDeps } from '../cart/cart.service';
import type { CheckoutDeps } from './payments';

/** The basket services' deps for a request (the till's pay, which takes no card online): its tenant-bound database. */
export const cartDepsOf =
  ({ config, services }: Pick<RouteDeps, 'config' | 'services'>) =>
  (request: FastifyRequest): CartDeps => ({ scope: request.ctx.db, now: services.now, holdMinutes: config.cartHoldMinutes });

/**
 * The checkout services' deps for a request (the online checkout and the till's pay): its tenant-bound database and
 * the tenant's card provider (its settings; the sandbox when none).
 */
export const checkoutDepsOf =
  ({ config, services }: Pick<RouteDeps, 'config' | 'services'>) =>
  async (request: FastifyRequest): Promise<CheckoutDeps> => ({
    scope: request.ctx.db,
    now: services.now,
    holdMinutes: config.cartHoldMinutes,
    provider: await services.providers.forTenant(request.ctx.db.tenantId),
    providers: services.providers,
    failpoint: services.failpoint,
  });

/** Spec §2/§5: the tenant's checkout terms (null: none, so nothing to agree to). */
export const checkoutTermsOf = (request: FastifyRequest) => request.tenant.checkoutTerms ?? null;
