// API load on the timetable call: the busiest venue-day (>= 300 sessions) of the seeded data, at 50 connections, flat
// out and then at a fixed 300 req/s, beside the framework's hello world in the same run.
// Usage: pnpm --filter @courtside/bench run timetable   (DATABASE_URL=postgres://… to bench on PostgreSQL)
import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchPort, start, startServer } from './serverProcess';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

async function busiestDay(base: string): Promise<{ path: string; sessions: number }> {
  const today = new Date();
  let best = { path: '', sessions: 0 };
  for (let i = 1; i <= 7; i++) {
    const date = new Date(today.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    const path = `/api/activities/venue/matlock-sports-centre/activity/badminton/v2/timetable?date=${date}`;
    const response = await fetch(`${base}${path}`);
    const { data } = (await response.json()) as { data: unknown[] };
    if (data.length > best.sessions) best = { path, sessions: data.length };
  }
  return best;
}

// Like a browser, the bench accepts gzip (the server keeps busy days' bodies gzipped).
function load(url: string, options: Partial<autocannon.Options> = {}) {
  return autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': 'gzip' }, ...options });
}

const dataDir = mkdtempSync(join(tmpdir(), 'courtside-bench-'));
const children: ChildProcess[] = [];
try {
  // The busiest venue-day is Peak Active's (Matlock's 12-court hall): 127.0.0.1 addresses that tenant.
  const server = await startServer({ DATA_DIR: dataDir }, 'peak');
  children.push(server.child);
  const hello = await start(['bench/hello-world.mjs'], { PORT: benchPort(1) }, /listening (\d+)/);
  children.push(hello.child);
  const base = `http://127.0.0.1:${server.port}`;
  const day = await busiestDay(base);
  if (day.sessions < 300) throw new Error(`The busiest venue-day has ${day.sessions} sessions; the bench needs at least 300`);

  await load(`${base}${day.path}`, { duration: 3 }); // warm-up: JIT, caches
  const flatOut = await load(`${base}${day.path}`);
  const atRate = await load(`${base}${day.path}`, { overallRate: 300 });
  const helloWorld = await load(`http://127.0.0.1:${hello.port}/`);

  const row = (name: string, r: autocannon.Result) =>
    `${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(7)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  errors ${r.errors + r.non2xx}`;
  console.log(`Timetable bench: ${day.sessions} sessions, ${connections} connections, ${seconds} s per run, database ${process.env.DATABASE_URL ? 'postgres' : 'pglite'}`);
  console.log(row('timetable, flat out', flatOut));
  console.log(row('timetable, at 300 req/s', atRate));
  console.log(row('hello world (Fastify), flat out', helloWorld));
  console.log(`ratio timetable / hello world: ${(flatOut.requests.average / helloWorld.requests.average).toFixed(3)}`);
  console.log(`target p99 <= 50 ms at 300 req/s: ${atRate.latency.p99 <= 50 && atRate.requests.average >= 290 ? 'met' : 'NOT met'}`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
