// The domain events' outbox (docs/decisions/0005): how fast writes publish and how fast the drainer delivers, on PGlite
// (in memory) and on PostgreSQL (a fresh database, dropped after), one drainer and two (two pools) racing.
// Usage: pnpm --filter @courtside/bench run outbox   (BENCH_EVENTS to change the count; BENCH_POSTGRES_URL the server)
import { connectPglite, connectPostgres, type Database } from '../packages/server/src/db/database';
import { tenants } from '../packages/server/src/db/schema';
import { createEventBus } from '../packages/server/src/events/eventBus';
import { createOutboxRunner } from '../packages/server/src/events/outboxRunner';
import { publish } from '../packages/server/src/events/publish';
import { freshPostgres } from './serverProcess';
import { systemDb } from '../packages/server/src/db/systemDb';

const count = Number(process.env.BENCH_EVENTS ?? 2000);
const perSecond = (n: number, ms: number) => Math.round(n / (ms / 1000));

async function measure(label: string, database: Database, second?: Database) {
  await database.migrate();
  const [tenant] = await database.db.insert(tenants).values({ slug: `bench-${Date.now()}`, name: 'Bench' }).returning({ id: tenants.id });
  const tenantId = tenant!.id;
  const bus = createEventBus();
  let delivered = 0;
  const publishAll = async (offset: number) => {
    const t0 = performance.now();
    // One event per transaction, as a booking write publishes it.
    for (let i = 0; i < count; i++) await bus.transaction(database.db, (tx) => publish(tx, { type: 'orderCompleted', tenantId, orderId: offset + i }));
    return performance.now() - t0;
  };
  const local = await publishAll(0);
  bus.subscribe('orderCompleted', () => void delivered++, { durable: 'count' });
  const durable = await publishAll(count);
  const drainWith = async (runners: Array<ReturnType<typeof createOutboxRunner>>) => {
    const t0 = performance.now();
    await Promise.all(runners.map((r) => r.drain()));
    return performance.now() - t0;
  };
  const one = await drainWith([createOutboxRunner({ db: systemDb(database.db), bus })]);
  console.log(`${label}: publish (in-process subscribers only) ${perSecond(count, local)}/s · publish (durable, row pending) ${perSecond(count, durable)}/s · drain, one drainer ${perSecond(count, one)}/s (${delivered} delivered)`);
  if (second) {
    delivered = 0;
    await publishAll(2 * count);
    const otherBus = createEventBus();
    otherBus.subscribe('orderCompleted', () => void delivered++, { durable: 'count' });
    const two = await drainWith([createOutboxRunner({ db: systemDb(database.db), bus }), createOutboxRunner({ db: systemDb(second.db), bus: otherBus })]);
    console.log(`${label}: drain, two drainers on two pools ${perSecond(count, two)}/s (${delivered} delivered, each once)`);
  }
}

const pglite = await connectPglite('memory://');
try {
  await measure('PGlite', pglite);
} finally {
  await pglite.close();
}
const fresh = await freshPostgres('courtside_bench_outbox');
const [a, b] = [connectPostgres(fresh.url), connectPostgres(fresh.url)];
try {
  await measure('PostgreSQL', a, b);
} finally {
  await a.close();
  await b.close();
  await fresh.drop();
}
