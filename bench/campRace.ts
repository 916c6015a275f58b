// The camp race: 500 buyers at once for the last places of a whole camp on PostgreSQL. Each add claims one place on
// every day of the camp (15 sessions, each under its row lock, in ascending order, all or none); exactly `places`
// buyers must win, and every day must hold exactly `places` bookings.
// Usage: pnpm --filter @courtside/bench run camp-race   (BENCH_BUYERS, BENCH_PLACES to change the sizes)
import { connect, onFreshPostgres, postInLine, raceLines, seedBuyers } from './serverProcess';

const buyers = Number(process.env.BENCH_BUYERS ?? 500);
const places = Number(process.env.BENCH_PLACES ?? 20);
const campSlug = 'summer-multi-sport-camp';

await onFreshPostgres('courtside_bench_camp_race', {}, async (server, database) => {
  const db = await connect(database.url);
  const { buyers: people } = await seedBuyers(db, { sessions: 1, capacity: places, customers: buyers });
  // The seeded summer camp, made a plain race: `places` on every day, no questions to answer, no waiver to agree.
  const { rows: [camp] } = await db.query<{ id: string }>(
    `select p.id from programmes p join tenants t on t.id = p.tenant_id where t.slug = 'riverside' and p.slug = $1`,
    [campSlug],
  );
  await db.query('update occurrences set capacity = $2, waiver_id = null where programme_id = $1', [camp!.id, places]);
  await db.query('delete from question_sections where programme_id = $1', [camp!.id]);
  const { rows: [days] } = await db.query<{ n: string }>("select count(*) as n from occurrences where programme_id = $1 and status = 'bookable'", [camp!.id]);
  const base = `http://127.0.0.1:${server.port}`;
  /** Every buyer at once adds the whole camp (the camp page's call: source activity-booking, body { data: { items } }). */
  const race = () => {
    const body = JSON.stringify({ data: { items: [{ purchasable_id: camp!.id, purchasable_type: 'camp', quantity: 1, booking_full_camp: true }] } });
    return Promise.all(people.map(({ id, token }) => postInLine(`${base}/api/v1/users/${id}/carts/activity-booking/items`, token, body)));
  };
  // Warm-up: every buyer's camp read (JIT, pools, each buyer's session looked up once).
  await Promise.all(people.map(({ token }) => fetch(`${base}/api/v1/activities/camps/${camp!.id}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.arrayBuffer())));
  const started = performance.now();
  const results = await race();
  const wall = performance.now() - started;
  const { rows: held } = await db.query<{ n: string }>(
    `select count(b.id) as n from occurrences o left join bookings b on b.occurrence_id = o.id
       and (b.status = 'settled' or (b.status = 'reserved' and b.reserved_until > now()))
     where o.programme_id = $1 group by o.id order by o.id`,
    [camp!.id],
  );
  await db.end();
  const { winners, others, lines } = raceLines(results);
  const counts = [...new Set(held.map((h) => Number(h.n)))];
  console.log(`Camp race: ${buyers} buyers, ${places} places on each of ${days!.n} days, PostgreSQL, all requests at once`);
  console.log(`places held per day: ${counts.join(', ')} (must be ${places} on every day)`);
  for (const text of lines) console.log(text);
  console.log(`other statuses: ${others}; wall time ${wall.toFixed(0)} ms`);
  const failed = counts.length !== 1 || counts[0] !== places || winners.length !== places || others > 0;
  if (failed) console.log('CAMP RACE FAILED: the places held do not match the capacity');
  return failed;
});
