import type { FastifyRequest } from 'fastify';
import type { RouteDeps } from '../http/routeDeps';
import type { CheckoutDeps } from './payments';

/** The checkout services' deps for a request (the online checkout and the till's pay): its tenant-bound database. */
export const checkoutDepsOf =
  ({ config, services }: Pick<RouteDeps, 'config' | 'services'>) =>
  (request: FastifyRequest): CheckoutDeps => ({
    scope: request.ctx.db,
    now: services.now,
    holdMinutes: config.cartHoldMinutes,
    provider: services.provider,
    failpoint: services.failpoint,
  });

/** Spec §2/§5: the tenant's checkout terms (null: none, so nothing to agree to). */
export const checkoutTermsOf = (request: FastifyRequest) => request.tenant.checkoutTerms ?? null;
