import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { SystemDb } from '../db/systemDb';
import { outboxEvents, type OutboxEventRow } from '../db/schema';
import { isEventType, type DomainEvent } from './catalogue';
import { DEFAULT_MAX_ATTEMPTS, type EventBus } from './eventBus';

export interface OutboxRunnerOptions {
  db: SystemDb;
  bus: EventBus;
  /** Names this drainer's claims (default host:pid:random). */
  workerId?: string;
  /** Rows claimed at once (default 100). */
  batchSize?: number;
  /** How long a claim is exclusive: a drainer that died is replaced after it (default 60 s; handlers must be quicker). */
  leaseMs?: number;
  /** How often a started runner looks for due rows other processes wrote or retries made due (default 1 s). */
  pollMs?: number;
  /** Wait before retry number `attempts + 1` (default 1 s doubling, at most 10 min). */
  backoffMs?: (attempts: number) => number;
  report?: (error: unknown, row: OutboxEventRow, parked: boolean) => void;
}

/** Delivers the outbox to durable subscribers: at least once, never by two drainers at the same time. */
export interface OutboxRunner {
  /** Claims one batch of due rows and delivers it; answers how many rows it claimed. */
  drainOnce(): Promise<number>;
  /** Drains until no row is due. */
  drain(): Promise<number>;
  /** Deletes the rows done longer than `olderThanMs` ago by the database's clock (every subscriber had them); answers how many. */
  prune(olderThanMs: number): Promise<number>;
  /** Drains what is due (rows a crash left included), then keeps polling and wakes on durable commits. */
  start(): Promise<void>;
  /** Stops polling and waits for the drain in flight. */
  stop(): Promise<void>;
  /**
   * Resolves once this process has no drain running or asked for. While started, a commit with durable events wakes a
   * drain before the write returns, so by then every due event this process committed before the call has been handed
   * to its durable subscribers (delivered, or failed and set for a retry): a caller (a test) can wait for the booking
   * mails of a request it made instead of for an amount of time. Events written by other processes are not awaited.
   */
  idle(): Promise<void>;
}

const defaultBackoff = (attempts: number) => Math.min(1000 * 2 ** (attempts - 1), 600_000);
const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2000);
const toEvent = (row: OutboxEventRow) => ({ ...(row.payload as object), type: row.type, tenantId: row.tenantId }) as DomainEvent;

/** A drainer of the outbox over `db`; several (in several processes) may share one database. */
export function createOutboxRunner(options: OutboxRunnerOptions): OutboxRunner {
  const { db, bus, batchSize = 100, leaseMs = 60_000, pollMs = 1000, backoffMs = defaultBackoff } = options;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const report =
    options.report ?? ((error, row, parked) => console.error(`Outbox event ${row.id} (${row.type}) failed${parked ? ' its last attempt and is parked' : ''}`, error));

  /** Due rows, locked while claimed (SKIP LOCKED: concurrent drainers take different rows), then leased to us. */
  const claim = () => {
    const now = sql`now()`;
    const due = db
      .select({ id: outboxEvents.id })
      .from(outboxEvents)
      .where(
        and(isNull(outboxEvents.doneAt), isNull(outboxEvents.parkedAt), lte(outboxEvents.availableAt, now), or(isNull(outboxEvents.lockedUntil), lt(outboxEvents.lockedUntil, now))),
      )
      .orderBy(asc(outboxEvents.availableAt), asc(outboxEvents.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(outboxEvents)
      .set({ attempts: sql`${outboxEvents.attempts} + 1`, claimedBy: workerId, lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'` })
      .where(inArray(outboxEvents.id, due))
      .returning();
  };

  /**
   * Runs the durable subscribers the row has not reached yet; records who got it, and done, the retry, or — when a
   * failing subscriber has had its last attempt (`maxAttempts` claims of the row) — parked for an operator.
   */
  const deliver = async (row: OutboxEventRow) => {
    const delivered = [...row.deliveredTo];
    let failure: unknown = null;
    // A type this build does not know may be a newer build's (processes of two builds share the database while one
    // replaces the other): retried like any failure, so a process that knows it delivers it.
    let attemptsAllowed = isEventType(row.type) ? Number.POSITIVE_INFINITY : DEFAULT_MAX_ATTEMPTS;
    if (!isEventType(row.type)) failure = new Error(`Unknown event type ${row.type}`);
    else {
      const event = toEvent(row);
      for (const subscriber of bus.durableSubscribers(row.type)) {
        if (delivered.includes(subscriber.name)) continue;
        try {
          await subscriber.handler(event);
          delivered.push(subscriber.name);
        } catch (error) {
          failure ??= error;
          attemptsAllowed = Math.min(attemptsAllowed, subscriber.maxAttempts);
        }
      }
    }
    const ours = and(eq(outboxEvents.id, row.id), eq(outboxEvents.claimedBy, workerId));
    if (failure === null) {
      await db.update(outboxEvents).set({ deliveredTo: delivered, doneAt: sql`now()`, lockedUntil: null, lastError: null }).where(ours);
      return;
    }
    const parked = row.attempts >= attemptsAllowed;
    report(failure, row, parked);
    const retryAt = sql`now() + ${backoffMs(row.attempts)} * interval '1 millisecond'`;
    await db
      .update(outboxEvents)
      .set({ deliveredTo: delivered, lastError: errorText(failure), lockedUntil: null, ...(parked ? { parkedAt: sql`now()` } : { availableAt: retryAt }) })
      .where(ours);
  };

  const drainOnce = async () => {
    const rows = await claim();
    rows.sort((a, b) => a.id - b.id);
    for (const row of rows) await deliver(row);
    return rows.length;
  };

  const drain = async () => {
    let total = 0;
    for (let n = await drainOnce(); n > 0; n = await drainOnce()) total += n;
    return total;
  };

  // One drain at a time in this process; a wake during it asks for one more pass.
  let running: Promise<unknown> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let unsubscribe = () => {};
  const kick = (): Promise<unknown> => {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => console.error('Outbox drain failed', error))
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void kick();
        }
      });
    return running;
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void kick().then(schedule), pollMs);
    timer.unref();
  };

  const prune = async (olderThanMs: number) =>
    (await db.delete(outboxEvents).where(lt(outboxEvents.doneAt, sql`now() - ${olderThanMs} * interval '1 millisecond'`)).returning({ id: outboxEvents.id })).length;

  return {
    drainOnce,
    drain,
    prune,
    async start() {
      if (!stopped) return;
      stopped = false;
      unsubscribe = bus.onDurableCommit(() => void kick());
      await kick();
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      await running;
    },
    async idle() {
      // A wake during a drain starts another pass when it ends (`again`), so wait until none follows.
      while (running) await running;
    },
  };
}
