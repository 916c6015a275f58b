import type { FastifyInstance } from 'fastify';
import { messages } from '@courtside/core';
import type { Config, Site } from '../config';
import type { Db } from '../db/database';
import type { TenantRow } from '../db/schema';
import { HttpError } from '../http/httpError';
import { resolveHost } from './resolveHost';
import { findTenantBySlug } from './tenants.repo';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant the Host header addresses; set on every tenant-scoped /api route. */
    tenant: TenantRow;
    /** The sub-site the Host header addresses. */
    site: Site;
  }
}

/**
 * Scopes every route registered in `scope` to the request's tenant: resolves the host, loads the
 * tenant row (unknown slug → 404) and puts it on the request, so handlers pass `request.tenant.id`
 * to every repository call.
 */
export function scopeToTenant(
  scope: FastifyInstance,
  deps: { db: Db; config: Pick<Config, 'defaultTenant' | 'tenantHostMap'> },
): void {
  scope.decorateRequest('tenant', null as unknown as TenantRow);
  scope.decorateRequest('site', 'bookings' as Site);
  scope.addHook('onRequest', async (request) => {
    const target = resolveHost(request.headers.host, deps.config);
    const tenant = await findTenantBySlug(deps.db, target.tenant);
    if (!tenant) throw new HttpError(404, messages.notFound);
    request.tenant = tenant;
    request.site = target.site;
  });
}
