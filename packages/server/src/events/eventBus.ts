import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../db/database';
import type { DomainEvent, EventOf, EventType } from './catalogue';
import { openScope, outboxRowOf, publish, scopeOf, writeOutbox, type OutboxRow } from './publish';

/** A subscriber of one event type. */
export type EventHandler<T extends EventType> = (event: EventOf<T>) => void | Promise<void>;

export interface SubscribeOptions {
  /**
   * A durable subscriber's stable name: it is run by the outbox drainer (any process, after a crash too, retried
   * with backoff until it succeeds, so it must be idempotent). Without one the handler is in-process: it runs in the
   * process that committed, right after the commit and before the response, once, and a failure is only reported.
   */
  durable?: string;
  /**
   * A durable subscriber's attempts at one event before the event is parked for an operator (default
   * DEFAULT_MAX_ATTEMPTS); with the drainer's backoff (1 s doubling, at most 10 min) 12 attempts span about 37 minutes.
   */
  maxAttempts?: number;
}

/** A durable subscriber's attempts at one event unless it names its own (SubscribeOptions.maxAttempts). */
export const DEFAULT_MAX_ATTEMPTS = 12;

export interface DurableSubscriber {
  name: string;
  handler: (event: DomainEvent) => void | Promise<void>;
  maxAttempts: number;
}

/** Domain events of one process: built once by the composition root (services.ts). */
export interface EventBus {
  /** Subscribes `handler` to `type` (see SubscribeOptions); answers the unsubscribe. */
  subscribe<T extends EventType>(type: T, handler: EventHandler<T>, options?: SubscribeOptions): () => void;
  /**
   * Runs `work` in a transaction whose `publish(tx, …)` events go to in-process subscribers once it commits (awaited,
   * so the caller answers after them). Inside another such transaction it becomes a savepoint and its events
   * wait for the outer commit.
   */
  transaction<T>(db: DbOrTx, work: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * A write sent as one statement of its own, which commits by itself (an add to basket): `write` is handed the outbox
   * rows of `events` for its statement to write, and once it has succeeded the events go to in-process subscribers, as
   * a transaction's do after its commit.
   */
  alone<T>(events: readonly DomainEvent[], write: (rows: OutboxRow[]) => Promise<T>): Promise<T>;
  /** Publishes one event in a transaction of its own (a write that had none). */
  publishNow(db: DbOrTx, event: DomainEvent): Promise<void>;
  /** The durable subscribers of `type`, in subscription order (the drainer's). */
  durableSubscribers(type: EventType): readonly DurableSubscriber[];
  /** Calls `listener` after each commit that published an event some durable subscriber wants (wakes the drainer). */
  onDurableCommit(listener: () => void): () => void;
}

export interface EventBusOptions {
  /** Where in-process subscribers' failures go (they never fail the committed write). */
  report?: (error: unknown, event: DomainEvent) => void;
}

/** An event bus; `report` defaults to stderr. */
export function createEventBus({ report = (error, event) => console.error(`Subscriber of ${event.type} failed`, error) }: EventBusOptions = {}): EventBus {
  const local = new Map<EventType, Array<(event: DomainEvent) => void | Promise<void>>>();
  const durable = new Map<EventType, DurableSubscriber[]>();
  const committedListeners = new Set<() => void>();
  const hasDurable = (type: EventType) => (durable.get(type)?.length ?? 0) > 0;

  const dispatch = async (events: readonly DomainEvent[]) => {
    for (const event of events) {
      for (const handler of local.get(event.type) ?? []) {
        try {
          await handler(event);
        } catch (error) {
          report(error, event);
        }
      }
    }
    if (events.some((e) => hasDurable(e.type))) for (const listener of committedListeners) listener();
  };

  const bus: EventBus = {
    subscribe(type, handler, options = {}) {
      const run = handler as (event: DomainEvent) => void | Promise<void>;
      if (options.durable !== undefined) {
        const name = options.durable;
        const list = durable.get(type) ?? [];
        if (list.some((s) => s.name === name)) throw new Error(`A durable subscriber of ${type} is already named ${name}`);
        const subscriber = { name, handler: run, maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS };
        durable.set(type, [...list, subscriber]);
        return () => durable.set(type, (durable.get(type) ?? []).filter((s) => s !== subscriber));
      }
      local.set(type, [...(local.get(type) ?? []), run]);
      return () => local.set(type, (local.get(type) ?? []).filter((h) => h !== run));
    },
    async transaction(db, work) {
      const outer = scopeOf(db);
      // A transaction this bus did not open: its commit is out of sight, so its events could never be handed out.
      if (!outer && db instanceof PgTransaction) throw new Error('events.transaction() inside a transaction it did not open');
      const published: DomainEvent[] = [];
      const result = await db.transaction(async (tx) => {
        const scope = { published, rows: [], hasDurable };
        openScope(tx, scope);
        const answer = await work(tx);
        await writeOutbox(tx, scope.rows.splice(0));
        return answer;
      });
      if (outer) outer.published.push(...published);
      else if (published.length > 0) await dispatch(published);
      return result;
    },
    async alone(events, write) {
      const result = await write(events.map((event) => outboxRowOf(event, hasDurable(event.type))));
      if (events.length > 0) await dispatch(events);
      return result;
    },
    publishNow(db, event) {
      return bus.transaction(db, (tx) => publish(tx, event));
    },
    durableSubscribers: (type) => durable.get(type) ?? [],
    onDurableCommit(listener) {
      committedListeners.add(listener);
      return () => committedListeners.delete(listener);
    },
  };
  return bus;
}
