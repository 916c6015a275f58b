import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { PeriodicJob } from './registry';

/** Runs the periodic jobs: at start where asked, then every `everyMs`, one run of a job at a time across processes. */
export interface PeriodicRunner {
  /** Runs the jobs marked `atStart` (awaited), then starts their timers. */
  start(): Promise<void>;
  /** Stops the timers and waits for the runs in flight. */
  stop(): Promise<void>;
  /**
   * Runs one job now unless it is running already — in this process, or (PostgreSQL) in another process of the same
   * database, which holds its lock; answers whether it ran.
   */
  run(name: string): Promise<boolean>;
}

export interface PeriodicOptions {
  database: Pick<Database, 'db' | 'kind'>;
  jobs: readonly PeriodicJob[];
  report?: (error: unknown, job: PeriodicJob) => void;
}

/**
 * On PostgreSQL, several server processes (WORKERS, or several machines) share the database: a run holds a
 * transaction-scoped advisory lock named after its job, taken without waiting, so a run another process has started
 * is skipped rather than repeated; the lock goes with the transaction, even if the process dies. PGlite belongs to
 * one process, so there the process's own guard is enough.
 */
export function createPeriodicRunner({ database, jobs, report }: PeriodicOptions): PeriodicRunner {
  const byName = new Map(jobs.map((job) => [job.name, job]));
  const running = new Map<string, Promise<boolean>>();
  const timers: NodeJS.Timeout[] = [];
  const fail = report ?? ((error, job) => console.error(`Job ${job.name} failed`, error));

  const locked = async (job: PeriodicJob): Promise<boolean> => {
    if (database.kind !== 'postgres') return (await job.handler(), true);
    return database.db.transaction(async (tx) => {
      const lock = sql`select pg_try_advisory_xact_lock(hashtext(${`courtside.job.${job.name}`})) as locked`;
      const { rows } = (await tx.execute(lock)) as unknown as { rows: Array<{ locked: boolean }> };
      if (!rows[0]?.locked) return false;
      await job.handler();
      return true;
    });
  };

  const run = (name: string): Promise<boolean> => {
    const job = byName.get(name);
    if (!job) return Promise.reject(new Error(`No periodic job is named ${name}`));
    if (running.has(name)) return Promise.resolve(false);
    const once = locked(job)
      .catch((error: unknown) => (fail(error, job), true))
      .finally(() => running.delete(name));
    running.set(name, once);
    return once;
  };

  return {
    run,
    async start() {
      for (const job of jobs) if (job.atStart) await run(job.name);
      for (const job of jobs) {
        const timer = setInterval(() => void run(job.name), job.everyMs);
        timer.unref();
        timers.push(timer);
      }
    },
    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
