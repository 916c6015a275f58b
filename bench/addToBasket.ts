// API load on add to basket (issue 6): POST /api/v1/users/{id}/carts/online/items with autocannon at 50 connections on
// PostgreSQL, each request a different customer and session (every one claims a place under the session's row lock).
// Usage: pnpm --filter @courtside/bench run add-to-basket   (BENCH_SECONDS to change the run length)
import autocannon from 'autocannon';
import { connect, onFreshPostgres, rssMb, seedBuyers } from './serverProcess';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const sessionCount = 100;
const customerCount = 6_000;

await onFreshPostgres('courtside_bench_basket', {}, async (server, database) => {
  const db = await connect(database.url);
  const { occurrenceIds, buyers } = await seedBuyers(db, { sessions: sessionCount, capacity: 10_000, customers: customerCount });
  await db.end();
  // Request n: customer n (each adds one session: the sessions are copies of one class, so a second would clash)
  // and session n mod 100 — consecutive requests spread over the sessions' locks. Every request is a real claim
  // while n < 6,000; a 422 would mean a place was refused.
  let n = 0;
  const next = () => {
    const session = occurrenceIds[n % sessionCount]!;
    const buyer = buyers[n % customerCount]!;
    n++;
    return {
      method: 'POST' as const,
      path: `/api/v1/users/${buyer.id}/carts/online/items`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
      body: JSON.stringify({ items: [{ purchasable_id: session, purchasable_type: 'occurrence', quantity: 1 }] }),
    };
  };
  const run = (duration: number) =>
    autocannon({ url: `http://127.0.0.1:${server.port}`, connections, duration, requests: [{ setupRequest: (request) => ({ ...request, ...next() }) }] });
  const idle = rssMb(server.child.pid);
  await run(3); // warm-up: JIT, pools
  const result = await run(seconds);
  const after = rssMb(server.child.pid);
  console.log(`Add-to-basket bench: ${connections} connections, ${seconds} s, PostgreSQL, ${sessionCount} sessions, ${customerCount} customers (${n} requests)`);
  console.log(
    `add to basket, flat out   ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  2xx ${result['2xx']}  errors ${result.errors + result.non2xx}`,
  );
  console.log(`server RSS ${idle.toFixed(0)} MB before the load, ${after.toFixed(0)} MB after it`);
});
