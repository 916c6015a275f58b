import { sql } from 'drizzle-orm';
import { compiledSql, param } from '../db/compiled';
import type { DbOrTx, Tx } from '../db/database';
import { rawHandle } from '../db/tenantQueries';
import type { DomainEvent } from './catalogue';

/** An outbox row as `courtside_write_outbox` takes it (migration 0030): `done` when no durable subscriber wants it. */
export interface OutboxRow {
  tenant_id: number;
  type: DomainEvent['type'];
  payload: Record<string, unknown>;
  available_at: string | null;
  done: boolean;
}

/**
 * What a transaction opened by `EventBus.transaction` collects: its events, its outbox rows (written together, in one
 * statement, when its work is done: `writeOutbox`), and whether anyone must get an event durably.
 */
export interface EventScope {
  published: DomainEvent[];
  rows: OutboxRow[];
  hasDurable(type: DomainEvent['type']): boolean;
}

/** The outbox row of `event` (`availableAt`: not before then). */
export function outboxRowOf(event: DomainEvent, durable: boolean, availableAt?: Date): OutboxRow {
  const { type, tenantId, ...payload } = event;
  return { tenant_id: tenantId, type, payload, available_at: availableAt?.toISOString() ?? null, done: !durable };
}

// Transactions opened by an event bus, with their scope; a WeakMap, so a finished transaction leaves nothing behind.
const scopes = new WeakMap<object, EventScope>();

/** Internal to the bus: marks `tx` as one whose events it will hand out after the commit. */
export function openScope(tx: Tx, scope: EventScope): void {
  scopes.set(rawHandle(tx), scope);
}

/** The scope `db` belongs to, if an event bus opened it. */
export function scopeOf(db: object): EventScope | undefined {
  return scopes.get(rawHandle(db));
}

/**
 * Records `event` in the outbox inside the caller's transaction, so it exists iff the write committed. The
 * transaction must come from `events.transaction(…)` (services' bus), which writes the transaction's rows when its
 * work is done and hands the events to in-process subscribers once it commits; durable subscribers get them from the
 * outbox drainer, after a crash too. A row that no durable subscriber wants is written as done: it stays as a record
 * but costs the drainer nothing.
 */
export async function publish(tx: Tx, event: DomainEvent, options: { availableAt?: Date } = {}): Promise<void> {
  const scope = scopes.get(rawHandle(tx));
  if (!scope) throw new Error(`publish(${event.type}) outside a transaction opened by events.transaction(): nobody would be told after the commit`);
  scope.rows.push(outboxRowOf(event, scope.hasDurable(event.type), options.availableAt));
  // An event for later reaches durable subscribers only, when it is due (the drainer leaves it until its available_at).
  if (options.availableAt === undefined) scope.published.push(event);
}

/** The rows a transaction published, in one statement at the end of its work (a completion publishes several). */
export async function writeOutbox(db: DbOrTx, rows: readonly OutboxRow[]): Promise<void> {
  if (rows.length > 0) await writeStatement(db, { events: JSON.stringify(rows) });
}

/** The outbox rows as `courtside_write_outbox` (migration 0030) takes them, which an add's own statement writes too. */
const writeStatement = compiledSql<{ events: string }, unknown>(() => sql`select courtside_write_outbox(${param('events')}::jsonb)`);
