import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { EventBus } from '../events/eventBus';
import type { DbOrTx, Tx } from './database';
import { rawHandle, tenantQueries } from './tenantQueries';

/** Raised when code tries to reach tenant-owned rows without a tenant: a bug, never a client's mistake. */
export class TenantRequiredError extends Error {
  constructor(value: unknown) {
    super(`A tenant-bound repository needs a tenant id (got ${String(value)})`);
    this.name = 'TenantRequiredError';
  }
}

/**
 * The database as one tenant sees it. Repositories are built from one (`cartRepo(scope)`), never from a bare `Db`.
 * Its handle adds the tenant itself (`tenantQueries`): a select from, an update or a delete of a tenant-owned table
 * reads and changes only this tenant's rows, an insert writes this tenant's; `owned` says the same in a query's own
 * words. The composite `(tenant_id, id)` keys of migration 0007 make the database refuse a row of one tenant that
 * points at another's.
 */
export interface TenantDb<D extends DbOrTx = DbOrTx> {
  readonly tenantId: number;
  /** The tenant's handle: its query builders add `tenant_id` themselves (raw SQL and compiled statements name it). */
  readonly db: D;
  /** `table.tenant_id = this tenant`, and-ed with the other conditions. */
  owned(table: { tenantId: PgColumn }, ...conditions: Array<SQL | undefined>): SQL;
  /**
   * Runs `work` in one transaction (a savepoint inside one already open), with the same tenant. Given an event bus,
   * the transaction is the bus's: `publish(scope.db, …)` inside it reaches subscribers once it commits.
   */
  transaction<T>(work: (scope: TenantDb<Tx>) => Promise<T>): Promise<T>;
}

/** Every scope `tenantDb` made: a repository refuses anything else (a bare `Db`, a hand-made look-alike). */
const issued = new WeakSet<object>();

/**
 * Binds a database handle (or an open transaction) to a tenant; refuses anything but a positive whole id. `events`
 * (services.events) makes its transactions the bus's, so what they publish is delivered after the commit.
 */
export function tenantDb<D extends DbOrTx>(db: D, tenantId: number, events?: Pick<EventBus, 'transaction'>): TenantDb<D> {
  if (typeof tenantId !== 'number' || !Number.isSafeInteger(tenantId) || tenantId < 1) throw new TenantRequiredError(tenantId);
  const raw = rawHandle(db);
  const scope: TenantDb<D> = Object.freeze({
    tenantId,
    db: tenantQueries(raw, tenantId),
    owned: (table: { tenantId: PgColumn }, ...conditions: Array<SQL | undefined>) => and(eq(table.tenantId, tenantId), ...conditions)!,
    transaction: <T>(work: (scope: TenantDb<Tx>) => Promise<T>) =>
      events ? events.transaction(raw, (tx) => work(tenantDb(tx, tenantId, events))) : raw.transaction((tx) => work(tenantDb(tx, tenantId))),
  });
  issued.add(scope);
  return scope;
}

/** What a repository factory calls first: the scope must come from `tenantDb`, so no repository runs without a tenant. */
export function requireTenant<S extends TenantDb>(scope: S): S {
  if (typeof scope !== 'object' || scope === null || !issued.has(scope)) throw new TenantRequiredError((scope as Partial<TenantDb> | null)?.tenantId);
  return scope;
}

/** `withTx(scope, fn)`: the one way to open a transaction for tenant-owned work. */
export const withTx = <T>(scope: TenantDb, work: (scope: TenantDb<Tx>) => Promise<T>): Promise<T> => scope.transaction(work);
