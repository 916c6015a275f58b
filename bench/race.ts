// The booking race (issue 6): 500 buyers at once for a session with 20 places, on PostgreSQL. Every buyer adds the
// session to their basket (a reserved booking claimed under a row lock); exactly 20 must win.
// Usage: pnpm --filter @courtside/bench run race   (BENCH_BUYERS, BENCH_PLACES to change the sizes)
import { connect, onFreshPostgres, percentile, seedBuyers } from './serverProcess';

const buyers = Number(process.env.BENCH_BUYERS ?? 500);
const places = Number(process.env.BENCH_PLACES ?? 20);

await onFreshPostgres('courtside_bench_race', {}, async (server, database) => {
  const db = await connect(database.url);
  const { occurrenceIds, buyers: people } = await seedBuyers(db, { sessions: 2, capacity: places, customers: buyers });
  const base = `http://127.0.0.1:${server.port}`;
  /** Every buyer at once adds the session to their basket; answers each one's status and time. */
  const race = (occurrenceId: string) => {
    const body = JSON.stringify({ items: [{ purchasable_id: occurrenceId, purchasable_type: 'occurrence', quantity: 1 }] });
    return Promise.all(
      people.map(async ({ id, token }) => {
        const t0 = performance.now();
        const response = await fetch(`${base}/api/v1/users/${id}/carts/online/items`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body,
        });
        await response.arrayBuffer();
        return { status: response.status, ms: performance.now() - t0 };
      }),
    );
  };
  await race(occurrenceIds[1]!); // warm-up on another session: JIT, pools, every buyer's cart exists
  const started = performance.now();
  const results = await race(occurrenceIds[0]!);
  const wall = performance.now() - started;
  const { rows: [held] } = await db.query<{ n: string }>(
    `select coalesce(sum(b.quantity), 0) as n from bookings b join occurrences o on o.id = b.occurrence_id
     where o.public_id = $1 and (b.status = 'settled' or (b.status = 'reserved' and b.reserved_until > now()))`,
    [occurrenceIds[0]],
  );
  await db.end();
  const winners = results.filter((r) => r.status === 200).map((r) => r.ms);
  const losers = results.filter((r) => r.status === 422).map((r) => r.ms);
  const others = results.length - winners.length - losers.length;
  const line = (name: string, ms: number[]) => `${name.padEnd(8)} ${String(ms.length).padStart(4)}  p50 ${percentile(ms, 50).toFixed(0).padStart(4)} ms  p99 ${percentile(ms, 99).toFixed(0).padStart(4)} ms`;
  console.log(`Booking race: ${buyers} buyers, ${places} places, PostgreSQL, all requests at once`);
  console.log(`places held: ${held!.n} (must be ${places})`);
  console.log(line('winners', winners));
  console.log(line('losers', losers));
  console.log(`other statuses: ${others}; wall time ${wall.toFixed(0)} ms`);
  const failed = Number(held!.n) !== places || winners.length !== places || others > 0;
  if (failed) console.log('RACE FAILED: the places held do not match the capacity');
  return failed;
});
