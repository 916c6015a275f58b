import type { EventOf, EventType } from '../events/catalogue';
import type { EventBus } from '../events/eventBus';

/**
 * The server's background work, in one list built by the composition root (services.ts, from jobs/serverJobs.ts):
 * work an event sets off after its commit, and work done every so often. Routes never start timers of their own.
 */

/**
 * Work an event sets off: a durable subscriber of the outbox (events/outboxRunner.ts), run by whichever process drains
 * it, at least once (so idempotent), retried with backoff and parked for an operator after `maxAttempts`.
 */
export interface EventJob<T extends EventType = EventType> {
  /** Stable: the outbox records which subscribers have had an event by this name. */
  name: string;
  on: T;
  handler: (event: EventOf<T>) => Promise<unknown>;
  /** Attempts at one event before it is parked (events/eventBus.ts DEFAULT_MAX_ATTEMPTS unless given). */
  maxAttempts?: number;
}

/** Work done every `everyMs`, by one process at a time however many share the database (jobs/periodic.ts). */
export interface PeriodicJob {
  name: string;
  everyMs: number;
  /** Also once as the server starts, before it answers (what a crash left half done is finished first). */
  atStart: boolean;
  handler: () => Promise<unknown>;
}

export interface JobRegistry {
  events: readonly EventJob[];
  periodic: readonly PeriodicJob[];
}

/** An event job, typed by its event, for the registry's list. */
export const onEvent = <T extends EventType>(job: EventJob<T>): EventJob => job as unknown as EventJob;

/** Subscribes every event job to the bus as a durable subscriber (its name, its attempts). */
export function subscribeEventJobs(bus: Pick<EventBus, 'subscribe'>, jobs: JobRegistry): void {
  const names = new Set<string>();
  for (const job of jobs.events) {
    if (names.has(job.name)) throw new Error(`Two jobs are named ${job.name}`);
    names.add(job.name);
    bus.subscribe(job.on, async (event) => void (await job.handler(event)), { durable: job.name, ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}) });
  }
  for (const job of jobs.periodic) {
    if (names.has(job.name)) throw new Error(`Two jobs are named ${job.name}`);
    names.add(job.name);
  }
}
