// The booking race: 500 buyers at once for a session with 20 places, on PostgreSQL. Every buyer adds the session to
// their basket (a reserved booking claimed under a row lock); exactly 20 must win. Then, in the same run, the floor of
// answering such a burst on this machine: the same 500 clients at once ask the server's health (no database, no body),
// so 'each answer' can be read against what taking in 500 requests at once costs here.
// Usage: pnpm --filter @courtside/bench run race   (BENCH_BUYERS, BENCH_PLACES to change the sizes)
import { connect, cpuMs, onFreshPostgres, percentile, postInLine, raceLines, seedBuyers } from './serverProcess';

const buyers = Number(process.env.BENCH_BUYERS ?? 500);
const places = Number(process.env.BENCH_PLACES ?? 20);

await onFreshPostgres('courtside_bench_race', {}, async (server, database) => {
  const db = await connect(database.url);
  const { occurrenceIds, buyers: people } = await seedBuyers(db, { sessions: 2, capacity: places, customers: buyers });
  const base = `http://127.0.0.1:${server.port}`;
  /** Every buyer at once adds the session to their basket; answers each one's status and time. */
  const race = (occurrenceId: string) => {
    const body = JSON.stringify({ items: [{ purchasable_id: occurrenceId, purchasable_type: 'occurrence', quantity: 1 }] });
    return Promise.all(people.map(({ id, token }) => postInLine(`${base}/api/v1/users/${id}/carts/online/items`, token, body)));
  };
  await race(occurrenceIds[1]!); // warm-up on another session: JIT, pools, every buyer's cart exists
  const [started, cpuBefore] = [performance.now(), cpuMs(server.child.pid)];
  const results = await race(occurrenceIds[0]!);
  const wall = performance.now() - started;
  const cpu = cpuMs(server.child.pid) - cpuBefore;
  const { rows: [held] } = await db.query<{ n: string }>(
    `select coalesce(sum(b.quantity), 0) as n from bookings b join occurrences o on o.id = b.occurrence_id
     where o.public_id = $1 and (b.status = 'settled' or (b.status = 'reserved' and b.reserved_until > now()))`,
    [occurrenceIds[0]],
  );
  await db.end();
  const health = await Promise.all(
    people.map(async () => {
      const t0 = performance.now();
      await (await fetch(`${base}/api/health`)).json();
      return performance.now() - t0;
    }),
  );
  const { winners, others, lines } = raceLines(results);
  console.log(`Booking race: ${buyers} buyers, ${places} places, PostgreSQL, all requests at once`);
  console.log(`places held: ${held!.n} (must be ${places})`);
  for (const text of lines) console.log(text);
  // Which answers are slow: each buyer's first ask (the burst's intake) by how it ended, then the asks again from line.
  const q = (name: string, ms: number[]) => console.log(`  ${name.padEnd(26)} ${String(ms.length).padStart(4)}  p50 ${percentile(ms, 50).toFixed(0).padStart(5)} ms  p90 ${percentile(ms, 90).toFixed(0).padStart(5)} ms  p99 ${percentile(ms, 99).toFixed(0).padStart(5)} ms`);
  q('first asks, winners', results.filter((r) => r.status === 200).map((r) => r.answers[0]!));
  q('first asks, in line', results.filter((r) => r.answers.length > 1).map((r) => r.answers[0]!));
  q('first asks, told at once', results.filter((r) => r.answers.length === 1 && r.status !== 200).map((r) => r.answers[0]!));
  q('second asks', results.filter((r) => r.answers.length > 1).map((r) => r.answers[1]!));
  q('later asks', results.flatMap((r) => r.answers.slice(2)));
  console.log(`floor: ${buyers} health asks at once  p50 ${percentile(health, 50).toFixed(0).padStart(5)} ms  p99 ${percentile(health, 99).toFixed(0).padStart(5)} ms`);
  console.log(`other statuses: ${others}; wall time ${wall.toFixed(0)} ms`);
  const asks = results.reduce((n, r) => n + r.answers.length, 0);
  console.log(`server CPU over the race ${cpu.toFixed(0)} ms: ${(cpu / asks).toFixed(2)} ms per answer (${asks})`);
  const failed = Number(held!.n) !== places || winners.length !== places || others > 0;
  if (failed) console.log('RACE FAILED: the places held do not match the capacity');
  return failed;
});
