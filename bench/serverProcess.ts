// Shared by the benches: the real server (and the hello world) in child processes, and throwaway databases.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type * as Pg from 'pg';
import type { Client as PgClient } from 'pg';

export const root = fileURLToPath(new URL('../', import.meta.url));
// pg comes with the server package (pnpm keeps it there), as fastify does for hello-world.mjs.
const requireFromServer = createRequire(new URL('../packages/server/package.json', import.meta.url));
const pg = requireFromServer('pg') as typeof Pg;

/** Starts a Node script and resolves with the port it prints (matched by `ready`, `count` times: one per process). */
export function start(args: string[], env: Record<string, string>, ready: RegExp, count = 1): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    // BENCH_NODE_ARGS: flags for the server's node (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' to profile a run).
    const flags = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    const child = spawn(process.execPath, [...flags, ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const matches = [...output.matchAll(new RegExp(ready.source, 'g'))];
      const match = matches.length >= count ? matches[0] : undefined;
      if (!match) return;
      // Ready: stop keeping the output (access lines under load), but keep draining the pipes.
      child.stdout.off('data', onData);
      child.stderr.off('data', onData).resume();
      // BENCH_SERVER_LOG: where to keep the server's log lines (one per request at info) to read a run afterwards.
      if (process.env.BENCH_SERVER_LOG) child.stdout.pipe(createWriteStream(process.env.BENCH_SERVER_LOG));
      else child.stdout.resume();
      resolve({ child, port: Number(match[1]) });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code}:\n${output}`)));
  });
}

let built = false;

/**
 * The ports the bench's processes listen on: free ones, or from `BENCH_PORT` on (the server on it, the hello world on
 * the next), where a shared machine gives each user ports of their own.
 */
export const benchPort = (offset: number): string => (process.env.BENCH_PORT ? String(Number(process.env.BENCH_PORT) + offset) : '0');

/**
 * The Courtside server as production runs it (the bundle, built once per bench run) on a free port; `tenant` is the one
 * 127.0.0.1 addresses. `BENCH_SERVER_MAIN` runs that bundle as it is instead (e.g. a baseline built from another commit,
 * kept at the same depth in packages/server, such as `packages/server/build-base/main.mjs`).
 */
export function startServer(env: Record<string, string>, tenant = 'riverside') {
  const main = process.env.BENCH_SERVER_MAIN ?? 'packages/server/build/main.mjs';
  if (!built && !process.env.BENCH_SERVER_MAIN) execFileSync(process.execPath, ['packages/server/build.mjs'], { cwd: root, stdio: 'ignore' });
  built = true;
  return start(
    [main],
    {
      // The ready line is logged at info. The built web app (packages/web/dist) is served when it is there.
      PORT: benchPort(0), HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'production',
      TENANT_HOST_MAP: JSON.stringify({ '127.0.0.1': { tenant, site: 'bookings' } }),
      ...env,
    },
    /listening on http:\/\/localhost:(\d+)/,
    // WORKERS=N (several processes): ready when every process listens.
    Number(env.WORKERS ?? process.env.WORKERS ?? 1),
  );
}

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new empty PostgreSQL database for one run (its name begun with `BENCH_DATABASE_PREFIX` when set); `drop()` removes it. */
export async function freshPostgres(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${process.env.BENCH_DATABASE_PREFIX ?? ''}${prefix}_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  return {
    url,
    async drop() {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/**
 * A bench on a fresh PostgreSQL database with the production server beside it (`env` added to its environment): `run`
 * gets both and answers whether the bench failed. The server is stopped and the database dropped whatever happens;
 * then the process exits, 1 when the bench failed.
 */
export async function onFreshPostgres(
  prefix: string,
  env: Record<string, string>,
  run: (server: { child: ChildProcess; port: number }, database: { url: string }) => Promise<boolean | void>,
): Promise<never> {
  const database = await freshPostgres(prefix);
  const server = await startServer({ DATABASE_URL: database.url, ...env }).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  let failed: boolean | void;
  try {
    failed = await run(server, database);
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    await database.drop();
  }
  process.exit(failed ? 1 : 0);
}

/** A connected client of the run's database. */
export async function connect(url: string): Promise<PgClient> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/**
 * Bench data in the seeded database: `sessions` fresh copies of a future seeded class with `capacity` places each,
 * and `customers` new customers of the tenant, each logged in (bearer tokens stored hashed, as the server does).
 */
export async function seedBuyers(db: PgClient, { tenant = 'riverside', sessions = 1, capacity = 20, customers = 500 }) {
  const { rows: [t] } = await db.query<{ id: number }>('select id from tenants where slug = $1', [tenant]);
  const occurrenceIds: string[] = [];
  for (let i = 0; i < sessions; i++) {
    const publicId = `b${randomBytes(30).toString('base64url').slice(0, 33)}`;
    await db.query('drop table if exists bench_template');
    await db.query(
      `create temp table bench_template as select * from occurrences where tenant_id = $1 and booking_type = 'classes'
       and status = 'bookable' and starts_at > now() + interval '2 days' order by starts_at limit 1`,
      [t!.id],
    );
    await db.query(
      `update bench_template set id = nextval('occurrences_id_seq'), public_id = $1, capacity = $2, waitlist_maximum = null,
       waiver_id = null, induction_id = null, last_bookable_at = null, capacity_strategy = 'shared'`,
      [publicId, capacity],
    );
    await db.query('insert into occurrences select * from bench_template');
    occurrenceIds.push(publicId);
  }
  const tag = randomBytes(3).toString('hex');
  const { rows: users } = await db.query<{ id: number }>(
    `insert into users (tenant_id, reference, email, first_name, last_name)
     select $1, 'BENCH-' || $2 || '-' || g, 'bench-' || $2 || '-' || g || '@example.com', 'Bench', g::text from generate_series(1, $3) g
     returning id`,
    [t!.id, tag, customers],
  );
  const tokens = users.map(() => randomBytes(32).toString('base64url'));
  await db.query(
    `insert into sessions (tenant_id, user_id, token_hash, expires_at)
     select $1, u, h, now() + interval '7 days' from unnest($2::int[], $3::text[]) as x(u, h)`,
    [t!.id, users.map((u) => u.id), tokens.map((token) => createHash('sha256').update(token).digest('hex'))],
  );
  return { occurrenceIds, buyers: users.map((u, i) => ({ id: u.id, token: tokens[i]! })) };
}

/** The p-th percentile of a list of numbers (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A process's resident memory in MB (Linux /proc), or NaN where there is none. */
export function rssMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

let clockTicks: number | undefined;

/**
 * CPU time (user and system, ms) that a process and every process it started (a server's workers) have used so far
 * (Linux /proc), or NaN where there is none. The difference over a phase, per request, is what the server spent on each
 * whatever else the machine was doing — steadier than a latency on a shared machine.
 */
export function cpuMs(pid: number | undefined): number {
  const ticks = (id: number): number => {
    const children = readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
    return ownTicks(id) + children.reduce((sum, child) => sum + ticks(child), 0);
  };
  try {
    return toMs(ticks(pid!));
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU time (user and system, ms) that the database's processes have used so far: every process named `postgres`
 * (Linux /proc) — the connections' backends and the writers that flush their commits. The difference over a phase is
 * the database's part of what each request cost (a backend that ends within the phase takes its time with it; the
 * pools here keep theirs open). NaN where there is no /proc.
 */
export function databaseCpuMs(): number {
  try {
    let sum = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') sum += ownTicks(Number(entry));
      } catch {
        // Ended while the list was read.
      }
    }
    return toMs(sum);
  } catch {
    return Number.NaN;
  }
}

/** A process's own user and system clock ticks. */
function ownTicks(id: number): number {
  const stat = readFileSync(`/proc/${id}/stat`, 'utf8');
  // After the command's closing parenthesis: state (field 3) … utime (14), stime (15).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

const toMs = (ticks: number): number => {
  clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100;
  return (ticks * 1000) / clockTicks;
};

/** One buyer's add through the waiting room: every answer's time, the final status, and the time from first ask to it. */
export interface InLine {
  status: number;
  /** From the first ask to the answer that was not a place in line. */
  ms: number;
  /** Each answer's own time (places in line included). */
  answers: number[];
  /** When the final answer came (the bench's clock, performance.now()). */
  endedAt: number;
  /** Each place in line: when it was answered (the bench's clock) and how long it said to wait before asking again. */
  told: Array<{ at: number; wait: number }>;
}

/**
 * POSTs as the web app's API client does: a 429 with a place in line is waited out as told and asked again with its
 * ticket, until the answer is something else.
 */
export async function postInLine(url: string, token: string, body: string): Promise<InLine> {
  const started = performance.now();
  const answers: number[] = [];
  const told: InLine['told'] = [];
  let ticket: string | undefined;
  for (;;) {
    const t0 = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(ticket ? { 'x-waiting-ticket': ticket } : {}) },
      body,
    });
    const json = (await response.json().catch(() => null)) as { waiting_room?: { ticket: string; retry_after_ms: number } } | null;
    const at = performance.now();
    answers.push(at - t0);
    const place = response.status === 429 ? json?.waiting_room : undefined;
    if (!place) return { status: response.status, ms: at - started, answers, endedAt: at, told };
    told.push({ at, wait: place.retry_after_ms });
    ticket = place.ticket;
    await new Promise((resolve) => setTimeout(resolve, place.retry_after_ms));
  }
}

/** The race benches' lines: final answers by outcome, then every answer (places in line too). */
export function raceLines(results: readonly InLine[]): { winners: number[]; losers: number[]; others: number; lines: string[] } {
  const line = (name: string, ms: number[]) =>
    `${name.padEnd(28)} ${String(ms.length).padStart(5)}  p50 ${percentile(ms, 50).toFixed(0).padStart(5)} ms  p99 ${percentile(ms, 99).toFixed(0).padStart(5)} ms  max ${percentile(ms, 100).toFixed(0).padStart(5)} ms`;
  const winners = results.filter((r) => r.status === 200).map((r) => r.ms);
  const lost = results.filter((r) => r.status === 422);
  const losers = lost.map((r) => r.ms);
  const answers = results.flatMap((r) => r.answers);
  const inLine = results.filter((r) => r.answers.length > 1).length;
  // The last place went when the last winner heard so (the bench's clock).
  const lastPlace = Math.max(...results.filter((r) => r.status === 200).map((r) => r.endedAt));
  // The losers' last place in line told before the last place went: how long it said to wait (what makes them late).
  const toldBefore = lost.flatMap((r) => r.told.filter((t) => t.at <= lastPlace).slice(-1));
  return {
    winners,
    losers,
    others: results.length - winners.length - losers.length,
    lines: [
      line('winners', winners),
      line('losers', losers),
      // How long after the last place went (the last winner's answer) each loser heard it was full.
      line('losers after the last place', lost.map((r) => Math.max(0, r.endedAt - lastPlace))),
      line('losers\' last wait told before', toldBefore.map((t) => t.wait)),
      line('losers\' asks', lost.map((r) => r.answers.length)).replace(/ ms/g, ''),
      line('each answer', answers),
      `waiting room: ${inLine} buyers given a place in line, ${answers.length - results.length} answers were places in line`,
    ],
  };
}
