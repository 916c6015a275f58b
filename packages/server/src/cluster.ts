import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';
import { openDatabase } from './db/database';

/**
 * Several processes: with WORKERS=N (PostgreSQL only) the primary process migrates and seeds the database once, then
 * starts N server processes that share the port (node:cluster hands connections round-robin). Everything they must
 * agree on lives in the database: places (row locks), idempotent completion, login limits, the outbox (SKIP LOCKED
 * claims) and the waitlist sweep; the browse bodies each keeps are cleared by LISTEN/NOTIFY. A process that dies is
 * replaced; SIGTERM or SIGINT stops them all, each closing cleanly.
 */
export async function runPrimary(config: Config, log: (message: string) => void = console.log): Promise<void> {
  const started = performance.now();
  const database = await openDatabase(config);
  await database.close();
  log(`Database ${database.seeded ? 'migrated and seeded (first run)' : 'migrated; existing data kept'} in ${Math.round(performance.now() - started)} ms; starting ${config.workers} server processes`);

  let stopping = false;
  const listening = new WeakSet<Worker>();
  // One secret for every process, so a waiting-room ticket one issued is honoured by the others.
  const fork = () => cluster.fork({ WAITING_ROOM_SECRET: config.waitingRoomSecret.toString('hex') }).once('listening', function (this: Worker) {
    listening.add(this);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    // One that never started (a bad port, say) would only fail again: stop rather than start it in a loop.
    if (!listening.has(worker)) {
      log(`Server process ${worker.process.pid} ended before it listened (${signal ?? code}); stopping`);
      return stop('SIGTERM', 1);
    }
    log(`Server process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    fork();
  });
  for (let i = 0; i < config.workers; i++) fork();

  const stop = (signal: NodeJS.Signals, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
    log(`Shutting down ${workers.length} server processes (${signal})`);
    let left = workers.length;
    if (left === 0) process.exit(exitCode);
    for (const worker of workers) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(exitCode);
      });
      worker.process.kill('SIGTERM');
    }
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

/** True in the process that starts the others (WORKERS > 1, not yet forked). */
export const isPrimaryOfMany = (config: Config) => config.workers > 1 && cluster.isPrimary;
