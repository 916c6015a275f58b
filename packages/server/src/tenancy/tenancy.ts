import type { FastifyInstance } from 'fastify';
import { messages } from '@courtside/core';
import type { Config, Site } from '../config';
import type { Db } from '../db/database';
import type { TenantRow } from '../db/schema';
import { HttpError } from '../http/httpError';
import { resolveHost, type HostTarget } from './resolveHost';
import { findTenantBySlug } from './tenants.repo';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant the Host header addresses (with its `frameAncestors`); set on every tenant-scoped /api route. */
    tenant: TenantRow;
    /** The sub-site the Host header addresses. */
    site: Site;
  }
}

/** What resolving a Host needs: the database, the host rules and the clock (for the tenant cache). */
export interface TenancyDeps {
  db: Db;
  config: Pick<Config, 'defaultTenant' | 'tenantHostMap'>;
  now: () => Date;
}

/** The tenant row (undefined when unknown) and sub-site a Host header addresses; rows come from the 2-second cache. */
export async function tenantForHost(
  deps: TenancyDeps,
  hostHeader: string | undefined,
): Promise<{ target: HostTarget; tenant: TenantRow | undefined }> {
  const target = resolveHost(hostHeader, deps.config);
  return { target, tenant: await findTenantBySlug(deps.db, target.tenant, deps.now().getTime()) };
}

/**
 * Scopes every route registered in `scope` to the request's tenant: resolves the host, loads the
 * tenant row (unknown slug → 404) and puts it on the request, so handlers pass `request.tenant.id`
 * to every repository call.
 */
export function scopeToTenant(
  scope: FastifyInstance,
  deps: TenancyDeps,
): void {
  scope.decorateRequest('tenant', null as unknown as TenantRow);
  scope.decorateRequest('site', 'bookings' as Site);
  scope.addHook('onRequest', async (request) => {
    const { target, tenant } = await tenantForHost(deps, request.headers.host);
    if (!tenant) throw new HttpError(404, messages.notFound);
    request.tenant = tenant;
    request.site = target.site;
  });
}
