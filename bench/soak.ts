// Soak: the production server on a fresh PostgreSQL database, adds to basket at a steady rate — half of what the
// add-to-basket bench measured flat out — for SOAK_MINUTES (default 30). Each request is a new customer's add (a real
// claim). Prints the server's memory every minute and, at the end, the errors and the latency.
// Usage: pnpm --filter @courtside/bench run soak   (SOAK_MINUTES, SOAK_RATE req/s; not part of npm test)
import autocannon from 'autocannon';
import { connect, onFreshPostgres, rssMb, seedBuyers } from './serverProcess';

const minutes = Number(process.env.SOAK_MINUTES ?? 30);
const rate = Number(process.env.SOAK_RATE ?? 80);
const sessionCount = 100;
const customerCount = Math.ceil(rate * minutes * 60 * 1.1);

await onFreshPostgres('courtside_bench_soak', {}, async (server, database) => {
  const db = await connect(database.url);
  const { occurrenceIds, buyers } = await seedBuyers(db, { sessions: sessionCount, capacity: 1_000_000, customers: customerCount });
  await db.end();
  const idle = rssMb(server.child.pid);
  console.log(`Soak: ${rate} adds/s for ${minutes} min, PostgreSQL, production server; idle RSS ${idle.toFixed(0)} MB`);
  let n = 0;
  const next = () => {
    const buyer = buyers[n % customerCount]!;
    const session = occurrenceIds[n % sessionCount]!;
    n++;
    return {
      method: 'POST' as const,
      path: `/api/v1/users/${buyer.id}/carts/online/items`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
      body: JSON.stringify({ items: [{ purchasable_id: session, purchasable_type: 'occurrence', quantity: 1 }] }),
    };
  };
  const samples: number[] = [];
  const started = Date.now();
  const sampler = setInterval(() => {
    const rss = rssMb(server.child.pid);
    samples.push(rss);
    console.log(`  ${String(Math.round((Date.now() - started) / 60_000)).padStart(3)} min  RSS ${rss.toFixed(0)} MB  (${n} requests)`);
  }, 60_000);
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}`,
    connections: 20,
    overallRate: rate,
    duration: minutes * 60,
    requests: [{ setupRequest: (request) => ({ ...request, ...next() }) }],
  });
  clearInterval(sampler);
  const errors = result.errors + result.timeouts + result.non2xx;
  const firstHalf = samples.slice(0, Math.ceil(samples.length / 2));
  const secondHalf = samples.slice(Math.ceil(samples.length / 2));
  const peak = (list: number[]) => Math.max(...list).toFixed(0);
  console.log(`requests ${result.requests.total}, ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${errors}`);
  console.log(`RSS idle ${idle.toFixed(0)} MB; peak in the first half ${peak(firstHalf)} MB, in the second half ${secondHalf.length ? peak(secondHalf) : '—'} MB`);
  const failed = errors > 0;
  return failed;
});
