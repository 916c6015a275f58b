import { and, Column, eq, is, Table, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './database';

/** Raised when a row written through a tenant's handle names another tenant: a bug, never a client's mistake. */
export class TenantMismatchError extends Error {
  constructor(expected: number, got: unknown) {
    super(`A row for tenant ${String(got)} was written through tenant ${expected}'s handle`);
    this.name = 'TenantMismatchError';
  }
}

// The raw handle behind each tenant-bound one, for the few places that key on a handle's identity (the event bus's
// transactions, compiled statements built once for every tenant).
const rawHandles = new WeakMap<object, DbOrTx>();

/** The database handle a tenant-bound one wraps (itself when it is not one). */
export function rawHandle<D extends object>(db: D): D {
  return (rawHandles.get(db) as D | undefined) ?? db;
}

/** The table's tenant column, when it is a tenant-owned table (an alias of one too). */
function tenantColumnOf(target: unknown): Column | null {
  if (!is(target, Table)) return null;
  const column = (target as unknown as { tenantId?: unknown }).tenantId;
  return is(column, Column) ? column : null;
}

type WhereArg = SQL | undefined | ((fields: never) => SQL | undefined);
type Filterable = { where(where: WhereArg): unknown };

/**
 * Puts `tenant_id = tenantId` on a query's WHERE: now, and and-ed with whatever `.where(…)` adds later, so a query
 * written without a tenant term still reads and changes only this tenant's rows.
 */
function filtered<Q extends Filterable>(query: Q, column: Column, tenantId: number): Q {
  const own = eq(column, tenantId);
  const where = query.where.bind(query);
  const combined = (extra: WhereArg): unknown =>
    where(typeof extra === 'function' ? (fields: never) => and(own, extra(fields)) : and(own, extra));
  Object.defineProperty(query, 'where', { value: combined, configurable: true, writable: true });
  combined(undefined);
  return query;
}

/** Fills in the tenant of rows written without one; refuses a row naming another tenant. */
function ownRows(values: unknown, tenantId: number): unknown {
  const rows = Array.isArray(values) ? values : [values];
  const owned = rows.map((row: Record<string, unknown>) => {
    if (row.tenantId === undefined) return { ...row, tenantId };
    if (row.tenantId !== tenantId) throw new TenantMismatchError(tenantId, row.tenantId);
    return row;
  });
  return Array.isArray(values) ? owned : owned[0];
}

/**
 * The database handle as one tenant sees it: a select from, an update or a delete of a tenant-owned table gets
 * `tenant_id = tenantId` in its WHERE whatever else it says, and an insert into one gets the tenant on every row (or is
 * refused when a row names another). Joined tables are held to the same tenant by the composite `(tenant_id, …)` keys.
 * Raw SQL (`execute`) and compiled statements are not rewritten: they name the tenant themselves.
 */
export function tenantQueries<D extends DbOrTx>(db: D, tenantId: number): D {
  const raw = rawHandle(db);
  const bound = new Proxy(raw, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      switch (property) {
        case 'select':
        case 'selectDistinct':
        case 'selectDistinctOn':
          return (...args: unknown[]) => {
            const builder = method.apply(target, args) as { from(source: unknown): Filterable };
            const from = builder.from.bind(builder);
            builder.from = (source: unknown) => {
              const query = from(source);
              const column = tenantColumnOf(source);
              return column ? filtered(query, column, tenantId) : query;
            };
            return builder;
          };
        case 'update':
          return (table: unknown) => {
            const builder = method.call(target, table) as { set(values: unknown): Filterable };
            const column = tenantColumnOf(table);
            if (!column) return builder;
            const set = builder.set.bind(builder);
            builder.set = (values: unknown) => filtered(set(values), column, tenantId);
            return builder;
          };
        case 'delete':
          return (table: unknown) => {
            const query = method.call(target, table) as Filterable;
            const column = tenantColumnOf(table);
            return column ? filtered(query, column, tenantId) : query;
          };
        case 'insert':
          return (table: unknown) => {
            const builder = method.call(target, table) as { values(values: unknown): unknown };
            if (!tenantColumnOf(table)) return builder;
            const values = builder.values.bind(builder);
            builder.values = (rows: unknown) => values(ownRows(rows, tenantId));
            return builder;
          };
        case 'transaction':
          return (work: (tx: DbOrTx) => Promise<unknown>, config?: unknown) => method.call(target, (tx: DbOrTx) => work(tenantQueries(tx, tenantId)), config);
        default:
          return method.bind(target);
      }
    },
  });
  rawHandles.set(bound, raw);
  return bound;
}
