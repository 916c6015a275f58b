// The camp page under a crowd of logged-in customers (the opening rush: every customer loads the page before adding):
// 50 connections for 10 s, twice, each request as the next of 200 customers, on a fresh PostgreSQL database.
// Usage: pnpm --filter @courtside/bench run programme-page   (BENCH_SECONDS to change the length)
import autocannon from 'autocannon';
import { connect, onFreshPostgres, seedBuyers } from './serverProcess';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

await onFreshPostgres('courtside_bench_programme_page', {}, async (server, database) => {
  const db = await connect(database.url);
  const { buyers } = await seedBuyers(db, { sessions: 1, customers: 200 });
  const { rows: [camp] } = await db.query<{ id: string }>(`select id from programmes where slug = 'summer-multi-sport-camp'`);
  await db.end();
  let next = 0;
  const asNextCustomer = (request: autocannon.Request) => ({ ...request, headers: { ...request.headers, authorization: `Bearer ${buyers[next++ % buyers.length]!.token}` } });
  console.log(`Camp page (${seconds} s, 50 connections, 200 logged-in customers in turn), PostgreSQL`);
  let failed = false;
  for (const round of [1, 2]) {
    const result = await autocannon({ url: `http://127.0.0.1:${server.port}/api/v1/activities/camps/${camp!.id}`, connections: 50, duration: seconds, requests: [{ setupRequest: asNextCustomer }] });
    console.log(`round ${round}: ${result.requests.average} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`);
    failed ||= result.errors + result.non2xx > 0;
  }
  return failed;
});
