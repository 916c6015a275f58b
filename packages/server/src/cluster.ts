import cluster, { type Worker } from 'node:cluster';
import type { Server } from 'node:http';
import { createServer, type Socket } from 'node:net';
import type { Config } from './config';
import pg from 'pg';
import { openDatabase } from './db/database';
import { addsAnItem } from './cart/cartPayloads';
import { createIntake, firstRequestAtDoor } from './door';
import type { RequestHead } from './http/requestHead';
import { machineMs, noteAccepted } from './http/connectionArrival';
import { resolveHost } from './tenancy/resolveHost';

/**
 * Connections the kernel keeps waiting to be accepted (Node's default is 511; the kernel caps it at net.core.somaxconn).
 * In an opening rush hundreds of customers connect within a second; past the backlog the kernel drops their connection
 * attempts, and each client tries again only after 1, 2, 4, 8 s … — the 20 s tails of the harsh rush
 * (docs/performance.md, opening rush).
 */
export const LISTEN_BACKLOG = 4096;

/** The primary's message to a server process: a connection it accepted, with when (machine time, connectionArrival.ts). */
export const CONNECTION_MESSAGE = 'courtside:connection';
/** A server process's message to the primary: built and ready for connections. */
export const READY_MESSAGE = 'courtside:ready';
/** A server process's message to the primary: it has taken in a connection handed to it. */
export const TAKEN_MESSAGE = 'courtside:taken';

/** The primary's message with a connection: when it was accepted, and what the door read of it (base64), if anything. */
export interface ConnectionMessage {
  cmd: typeof CONNECTION_MESSAGE;
  acceptedAt: number;
  read?: string;
}

/** How often the door reloads which tenants there are (a tenant added since is passed on to the server until then). */
const TENANTS_RELOAD_MS = 60_000;

/**
 * An accepting process in front of the server processes (ACCEPTOR=process, the default on PostgreSQL): the primary
 * migrates and seeds the database once, then starts WORKERS server processes (1 by default). It listens on the port
 * itself and only accepts: idle, it takes each connection at once and hands it to the next server process with the
 * time it came, so the waiting rooms' arrival order is the customers' own however busy the server processes are (a busy
 * process accepts new connections seconds late: http/connectionArrival.ts; docs/performance.md, opening rush). While a
 * process is behind taking them in, the door answers a signed-in customer's first ask itself with a place in line
 * (door.ts). Everything they must
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
  // The server processes ready for connections, handed one each in turn.
  const ready: Worker[] = [];
  let next = 0;
  // The door (door.ts): while a server process is behind taking connections in, a signed-in customer's first ask is
  // answered here with a place in line, by the tenants' ids as the database had them.
  const tenantIds = new Map<string, number>();
  const loadTenants = async () => {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    try {
      await client.connect();
      const { rows } = await client.query<{ id: number; slug: string }>('select id, slug from tenants');
      tenantIds.clear();
      for (const row of rows) tenantIds.set(row.slug, row.id);
    } catch (error) {
      log(`The door could not read the tenants (${String(error)}); it passes every connection on until it can`);
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  if (config.databaseUrl) {
    await loadTenants();
    setInterval(() => void loadTenants(), TENANTS_RELOAD_MS).unref();
  }
  const doorOptions = {
    secret: config.waitingRoomSecret,
    tenantOf: (host: string | undefined) => tenantIds.get(resolveHost(host, config).tenant),
    now: () => Date.now(),
    asksBackSoon: (head: RequestHead) => addsAnItem(head.method, head.target),
  };
  const intake = createIntake<Worker>();
  const handOver = (worker: Worker, socket: Socket, acceptedAt: number, read?: Buffer) => {
    intake.handed(worker);
    const message: ConnectionMessage = { cmd: CONNECTION_MESSAGE, acceptedAt, ...(read?.length ? { read: read.toString('base64') } : {}) };
    worker.send(message, socket, (error) => error && socket.destroy());
  };
  const door = createServer({ pauseOnConnect: true }, (socket: Socket) => {
    const acceptedAt = machineMs();
    const live = ready.filter((worker) => worker.isConnected());
    const worker = live[next++ % Math.max(1, live.length)];
    if (!worker) return void socket.destroy();
    if (!intake.behind(worker)) return handOver(worker, socket, acceptedAt);
    void firstRequestAtDoor(socket, acceptedAt, (soon) => intake.place(worker, soon), doorOptions).then((outcome) => {
      if (!outcome.answered) handOver(worker, socket, acceptedAt, outcome.read);
    });
  });
  const port = await new Promise<number>((resolve, reject) => {
    door.once('error', reject);
    door.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG }, () => {
      const address = door.address();
      resolve(typeof address === 'object' && address ? address.port : config.port);
    });
  });
  // One secret for every process, so a waiting-room ticket one issued is honoured by the others.
  const fork = () =>
    cluster.fork({ WAITING_ROOM_SECRET: config.waitingRoomSecret.toString('hex') }).on('message', function (this: Worker, message: { cmd?: string }) {
      if (message?.cmd === TAKEN_MESSAGE) return intake.taken(this);
      if (message?.cmd !== READY_MESSAGE) return;
      listening.add(this);
      ready.push(this);
      log(`Courtside listening on http://localhost:${port} (server process ${this.process.pid}; database: ${config.databaseUrl ? 'postgres' : 'pglite'})`);
    });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    // One that never started (a bad port, say) would only fail again: stop rather than start it in a loop.
    if (!listening.has(worker)) {
      log(`Server process ${worker.process.pid} ended before it listened (${signal ?? code}); stopping`);
      return stop('SIGTERM', 1);
    }
    log(`Server process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    const at = ready.indexOf(worker);
    if (at >= 0) ready.splice(at, 1);
    intake.forget(worker);
    fork();
  });
  for (let i = 0; i < config.workers; i++) fork();

  const stop = (signal: NodeJS.Signals, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    door.close();
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

/** True in the process that accepts connections and starts the server processes (ACCEPTOR=process, not yet forked). */
export const isAcceptor = (config: Config) => config.acceptor === 'process' && cluster.isPrimary;

/** True in a server process the acceptor started: it takes its connections from the acceptor, not from a port. */
export const isServerOfMany = () => cluster.isWorker;

/**
 * A server process takes a connection the acceptor accepted at `acceptedAt` (machine time) and serves it, starting
 * with what the door read of it (`read`, base64), and tells the acceptor it has taken it in.
 */
export function takeConnection(server: Server, socket: Socket, { acceptedAt, read }: Pick<ConnectionMessage, 'acceptedAt' | 'read'>): void {
  noteAccepted(socket, acceptedAt);
  if (read) socket.unshift(Buffer.from(read, 'base64'));
  server.emit('connection', socket);
  socket.resume();
  if (cluster.isWorker) process.send?.({ cmd: TAKEN_MESSAGE });
}
