// API load on add to basket (target: p99 ≤ 100 ms at 50 connections): POST /api/v1/users/{id}/carts/online/items from
// 50 clients at once on PostgreSQL, each add a different customer and session (every one claims a place under the
// session's row lock). Each client sends its next add as soon as the last is answered, and waits in the waiting room
// when told to (as the web app does), so the server is flat out. Prints the adds served a second, each answer's latency
// (places in line included) and each add's from first ask to its answer, and the server's memory. Then, in the same run
// and at the same 50 connections: Fastify's hello world (the ratio's denominator), and a route that only sends as many
// statements to the same database as an add does, one after another (bench/hello-world.mjs) — the most adds a second
// this machine could serve at that statement count, whatever the rest of the add cost.
// Usage: pnpm --filter @courtside/bench run add-to-basket   (BENCH_SECONDS to change the run length, BENCH_CLIENTS the
// clients: 1 measures what one add costs with nothing beside it)
import autocannon from 'autocannon';
import { availableParallelism } from 'node:os';
import { benchPort, connect, cpuMs, databaseCpuMs, onFreshPostgres, percentile, postInLine, rssMb, seedBuyers, start, type InLine } from './serverProcess';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const clients = Number(process.env.BENCH_CLIENTS ?? 50);
const sessionCount = 100;
const customerCount = 6_000;
// The round trips of one add on PostgreSQL (2026-11-29): the session look-up; the session with its venue and price, and
// the customer's context; the add itself, one statement (the cart, the line, the outbox row with its notice to the other
// processes, the claim: cart/addInOneStatement.ts); the answer's lines (packages/server/src/cart/addQueries.test.ts
// counts them on PGlite).
const addStatements = 5;

await onFreshPostgres('courtside_bench_basket', {}, async (server, database) => {
  const db = await connect(database.url);
  const { occurrenceIds, buyers } = await seedBuyers(db, { sessions: sessionCount, capacity: 10_000, customers: customerCount });
  await db.end();
  // Add n: customer n (each adds one session: the sessions are copies of one class, so a second would clash) and
  // session n mod 100 — consecutive adds spread over the sessions' locks. Every add is a real claim while n < 6,000.
  let n = 0;
  const url = `http://127.0.0.1:${server.port}`;
  const run = async (duration: number) => {
    const results: InLine[] = [];
    const until = performance.now() + duration * 1000;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < until && n < customerCount) {
          const buyer = buyers[n]!;
          const session = occurrenceIds[n % sessionCount]!;
          n++;
          const body = JSON.stringify({ items: [{ purchasable_id: session, purchasable_type: 'occurrence', quantity: 1 }] });
          results.push(await postInLine(`${url}/api/v1/users/${buyer.id}/carts/online/items`, buyer.token, body));
        }
      }),
    );
    return results;
  };
  const idle = rssMb(server.child.pid);
  await run(3); // warm-up: JIT, pools
  const [started, cpuBefore, databaseBefore, clientBefore] = [performance.now(), cpuMs(server.child.pid), databaseCpuMs(), process.cpuUsage()];
  const results = await run(seconds);
  const wall = (performance.now() - started) / 1000;
  const cpu = cpuMs(server.child.pid) - cpuBefore;
  const addCost: Cost = { server: cpu, database: databaseCpuMs() - databaseBefore, client: clientMs(clientBefore) };
  const after = rssMb(server.child.pid);
  const served = results.filter((r) => r.status === 200);
  const answers = results.flatMap((r) => r.answers);
  const refused = results.length - served.length;
  const figure = (ms: number[]) => `p50 ${percentile(ms, 50).toFixed(0).padStart(4)} ms  p99 ${percentile(ms, 99).toFixed(0).padStart(4)} ms`;
  console.log(`Add-to-basket bench: ${clients} clients, ${seconds} s, PostgreSQL, ${sessionCount} sessions, ${customerCount} customers`);
  console.log(`add to basket, flat out   ${(served.length / wall).toFixed(0).padStart(6)} adds/s   each answer ${figure(answers)}   first ask to answer ${figure(results.map((r) => r.ms))}`);
  console.log(`  ${served.length} adds served, ${refused} refused; ${answers.length - results.length} answers were places in the waiting room`);
  console.log(`server CPU ${(cpu / served.length).toFixed(2)} ms per add (${(cpu / answers.length).toFixed(2)} per answer; ${(cpu / 1000 / wall).toFixed(2)} cores)`);
  console.log(`server RSS ${idle.toFixed(0)} MB before the load, ${after.toFixed(0)} MB after it`);
  console.log(`CPU per add: ${costLine(addCost, { server: 'server', client: 'this bench' }, served.length)} adds/s at this cost`);

  const floor = await start(['bench/hello-world.mjs'], { PORT: benchPort(1), DATABASE_URL: database.url }, /listening (\d+)/);
  try {
    const load = (path: string) => autocannon({ url: `http://127.0.0.1:${floor.port}${path}`, connections: clients, duration: seconds });
    await load(`/statements/${addStatements}`); // warm-up
    const hello = await load('/');
    const [cpuBefore, databaseBefore, clientBefore] = [cpuMs(floor.child.pid), databaseCpuMs(), process.cpuUsage()];
    const statements = await load(`/statements/${addStatements}`);
    const statementsCost: Cost = { server: cpuMs(floor.child.pid) - cpuBefore, database: databaseCpuMs() - databaseBefore, client: clientMs(clientBefore) };
    const rows: Array<[string, autocannon.Result]> = [
      ['hello world (Fastify), flat out', hello],
      [`${addStatements} statements and nothing else`, statements],
    ];
    for (const [name, r] of rows) {
      console.log(`${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  errors ${r.errors + r.non2xx}`);
    }
    const adds = served.length / wall;
    console.log(`CPU per request of the ${addStatements} statements alone: ${costLine(statementsCost, { server: 'its server', client: 'autocannon' }, statements.requests.total)} a second at this cost`);
    console.log(`ratio add / hello world: ${(adds / rows[0]![1].requests.average).toFixed(4)}; add / its statements alone: ${(adds / rows[1]![1].requests.average).toFixed(2)}`);
    console.log(`  the most the second could be on these cores at the add's CPU cost: ${(ceiling(addCost, served.length) / rows[1]![1].requests.average).toFixed(2)}`);
  } finally {
    floor.child.kill('SIGTERM');
  }
  return refused > 0;
});

/** This process's CPU time (user and system, ms) since `before`. */
function clientMs(before: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
}

/**
 * What each of `count` requests cost the machine's cores, by process (ms of CPU), and the most a second this machine's
 * cores could serve at that cost, whatever order the work ran in: the ceiling the CPU alone sets.
 */
function costLine(cost: Cost, names: { server: string; client: string }, count: number): string {
  const each = (ms: number) => (ms / count).toFixed(2);
  const total = (cost.server + cost.database + cost.client) / count;
  return `${names.server} ${each(cost.server)} ms, PostgreSQL ${each(cost.database)} ms, ${names.client} ${each(cost.client)} ms; ${total.toFixed(2)} ms of ${availableParallelism()} cores, so at most ${ceiling(cost, count).toFixed(0)}`;
}

interface Cost {
  server: number;
  database: number;
  client: number;
}

/** The most requests a second this machine's cores could serve at `count` requests' CPU cost. */
function ceiling(cost: Cost, count: number): number {
  return (availableParallelism() * 1000 * count) / (cost.server + cost.database + cost.client);
}
