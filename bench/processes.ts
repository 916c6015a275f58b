// Several processes: the server as WORKERS processes (default 2) on one fresh PostgreSQL database. Each process keeps
// visitors' browse bodies; a customer books through one of them; every process must then answer with the place gone.
// Prints how long the last process took to show it; exits 1 if any still shows the old count.
// Usage: pnpm --filter @courtside/bench run processes   (WORKERS=3 for three; the race: WORKERS=2 … run race)
import { connect, onFreshPostgres, seedBuyers } from './serverProcess';

const workers = process.env.WORKERS ?? '2';
await onFreshPostgres('courtside_bench_processes', { WORKERS: workers }, async (server, database) => {
  const db = await connect(database.url);
  const { occurrenceIds: [sessionId], buyers: [buyer] } = await seedBuyers(db, { sessions: 1, capacity: 20, customers: 1 });
  const { rows: [where] } = await db.query<{ venue: string; activity: string; day: string }>(
    `select v.slug as venue, a.slug as activity, to_char(o.starts_local, 'YYYY-MM-DD') as day
     from occurrences o join venues v on v.id = o.venue_id join activities a on a.id = o.activity_id where o.public_id = $1`,
    [sessionId],
  );
  await db.end();
  const base = `http://127.0.0.1:${server.port}`;
  const timetable = `${base}/api/activities/venue/${where!.venue}/activity/${where!.activity}/v2/timetable?date=${where!.day}`;
  /** A visitor's read on a new connection (the cluster hands each to the next process): the session's free places. */
  const placesSeen = async () => {
    const response = await fetch(timetable, { headers: { connection: 'close' } });
    const { data } = (await response.json()) as { data: Array<{ occurrence: { id: string; capacity: { available: number } } }> };
    return data.find((item) => item.occurrence.id === sessionId)!.occurrence.capacity.available;
  };
  const reads = Number(workers) * 4;
  const before = await Promise.all(Array.from({ length: reads }, placesSeen));
  console.log(`Several processes: ${workers} server processes, one PostgreSQL database`);
  console.log(`before: ${reads} visitor reads (every process has the day kept) saw ${[...new Set(before)].join(', ')} places`);
  const booked = await fetch(`${base}/api/v1/users/${buyer!.id}/carts/online/items`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer!.token}` },
    body: JSON.stringify({ items: [{ purchasable_id: sessionId, purchasable_type: 'occurrence', quantity: 1 }] }),
  });
  const answered = performance.now();
  if (booked.status !== 200) throw new Error(`the booking failed: ${booked.status} ${await booked.text()}`);
  // Until every process answers with the place gone (a kept body is fresh for 30 s: only the signal clears it sooner).
  let after: number[] = [];
  while (performance.now() - answered < 5_000) {
    after = await Promise.all(Array.from({ length: reads }, placesSeen));
    if (after.every((n) => n === before[0]! - 1)) break;
  }
  const ms = performance.now() - answered;
  const failed = !after.every((n) => n === before[0]! - 1);
  console.log(`after one booking: ${reads} reads saw ${[...new Set(after)].join(', ')} places, ${ms.toFixed(0)} ms after the booking's answer`);
  if (failed) console.log('FAILED: a process still serves the count from before the booking');
  return failed;
});
