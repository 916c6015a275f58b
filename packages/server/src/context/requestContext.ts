import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Site } from '../config';
import type { Db } from '../db/database';
import type { TenantRow } from '../db/schema';
import { tenantDb, type TenantDb } from '../db/tenantDb';
import type { EventBus } from '../events/eventBus';

/** Who makes the call (spec §6 roles): nobody signed in, a customer, or staff. */
export type Actor = { kind: 'visitor' } | { kind: 'customer'; userId: number } | { kind: 'staff'; userId: number };

/** Where the call comes from: the web app, the till, or a kiosk (spec §1 modes). */
export type Channel = 'online' | 'foh' | 'kiosk';

/**
 * What every handler and service of a tenant-scoped request works with, built once per request after the tenant,
 * the session and 'Booking for' are resolved: who acts, for whom, through which channel, at which instant, and the
 * database bound to the Host's tenant. Repositories are made from `ctx.db`, so none can run without a tenant.
 */
export interface RequestContext {
  tenant: TenantRow;
  site: Site;
  actor: Actor;
  /** The user the call acts for (spec §6 selected_user_id), or null for a visitor. */
  actingFor: number | null;
  channel: Channel;
  /** The request's instant: every rule of one request sees the same time. */
  now: Date;
  /** The database bound to the tenant; its transactions are the event bus's (`publish(tx.db, …)` inside them). */
  db: TenantDb<Db>;
  log: FastifyBaseLogger;
}

/**
 * What a tenant's service needs of its request: the tenant-bound database (its transactions the event bus's) and the
 * request's instant. A route passes `request.ctx`; a test or a job builds one with `tenantCall`.
 */
export type TenantCall = Pick<RequestContext, 'db' | 'now'>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The request context (tenant-scoped /api routes, from preHandler on). */
    ctx: RequestContext;
  }
}

/** The context of a request whose tenant and customer are resolved. */
export function contextOf(request: FastifyRequest, db: Db, now: Date, events?: Pick<EventBus, 'transaction'>): RequestContext {
  const customer = request.customer;
  const actor: Actor = !customer ? { kind: 'visitor' } : customer.role === 'staff' ? { kind: 'staff', userId: customer.userId } : { kind: 'customer', userId: customer.userId };
  return {
    tenant: request.tenant,
    site: request.site,
    actor,
    actingFor: customer?.actingForUserId ?? null,
    // Staff work at the till; kiosks announce themselves once the kiosk mode lands (spec §1).
    channel: actor.kind === 'staff' ? 'foh' : 'online',
    now,
    db: tenantDb(db, request.tenant.id, events),
    log: request.log,
  };
}

/**
 * Builds `request.ctx` on every route of a tenant-scoped scope. preHandler: after the tenant (onRequest), the session
 * (onRequest) and whom the call acts for (preValidation) are known, and before any route's own guards and handler.
 */
export function installRequestContext(scope: FastifyInstance, deps: { db: Db; now: () => Date; events: Pick<EventBus, 'transaction'> }): void {
  scope.decorateRequest('ctx', null as unknown as RequestContext);
  scope.addHook('preHandler', async (request) => {
    request.ctx = contextOf(request, deps.db, deps.now(), deps.events);
  });
}
