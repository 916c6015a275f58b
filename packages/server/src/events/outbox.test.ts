import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { outboxEvents, tenants } from '../db/schema';
import { createServices } from '../services';
import { tenantDb } from '../db/tenantDb';
import { openTestDatabase, testConfig } from '../../test/testApp';
import type { EventOf } from './catalogue';
import { createEventBus } from './eventBus';
import { createOutboxRunner } from './outboxRunner';
import { listParked, releaseParked } from './parkedEvents';
import { publish } from './publish';
import { systemDb } from '../db/systemDb';

// Every test names its events by fresh random order ids and counts only those: the database may be a PostgreSQL
// shared with other test files, whose rows this file never reads, wipes or depends on.
let database: Database;
let tenantId: number;
beforeAll(async () => {
  database = await openTestDatabase();
  const [tenant] = await database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'riverside'));
  tenantId = tenant!.id;
});
afterAll(() => database.close());

const freshOrderIds = (n: number) => Array.from({ length: n }, () => randomInt(1_000_000_000, 2_000_000_000));
const completed = (orderId: number): EventOf<'orderCompleted'> => ({ type: 'orderCompleted', tenantId, orderId });
const rowsOf = (orderId: number) => database.db.select().from(outboxEvents).where(and(eq(outboxEvents.type, 'orderCompleted'), sql`${outboxEvents.payload}->>'orderId' = ${String(orderId)}`));

/** Counts deliveries of the given orders only. */
function recorder(orderIds: readonly number[]) {
  const mine = new Set(orderIds);
  const counts = new Map<number, number>();
  return {
    counts,
    record: (event: EventOf<'orderCompleted'>) => {
      if (mine.has(event.orderId)) counts.set(event.orderId, (counts.get(event.orderId) ?? 0) + 1);
    },
  };
}

const quiet = { report: () => {} };

describe('publish and the after-commit dispatch', () => {
  it('delivers nothing of a rolled-back transaction: no subscriber runs, no row stays', async () => {
    const [orderId] = freshOrderIds(1) as [number];
    const bus = createEventBus(quiet);
    const seen = recorder([orderId]);
    bus.subscribe('orderCompleted', seen.record);
    bus.subscribe('orderCompleted', seen.record, { durable: 'mail' });
    await expect(
      bus.transaction(database.db, async (tx) => {
        await publish(tx, completed(orderId));
        throw new Error('rolled back on purpose');
      }),
    ).rejects.toThrow('rolled back on purpose');
    await createOutboxRunner({ db: systemDb(database.db), bus, ...quiet }).drain();
    expect(seen.counts.size).toBe(0);
    expect(await rowsOf(orderId)).toEqual([]);
  });

  it('runs an in-process subscriber once, before the transaction call returns; the row is kept as done', async () => {
    const [orderId] = freshOrderIds(1) as [number];
    const bus = createEventBus(quiet);
    const seen = recorder([orderId]);
    bus.subscribe('orderCompleted', seen.record);
    await bus.transaction(database.db, (tx) => publish(tx, completed(orderId)));
    expect(seen.counts.get(orderId)).toBe(1);
    const [row] = await rowsOf(orderId);
    expect(row).toMatchObject({ tenantId, payload: { orderId }, attempts: 0 });
    expect(row!.doneAt).not.toBeNull();
  });

  it('holds a savepoint’s events for the outer commit, and drops them when the savepoint rolls back', async () => {
    const [kept, dropped] = freshOrderIds(2) as [number, number];
    const bus = createEventBus(quiet);
    const seen = recorder([kept, dropped]);
    bus.subscribe('orderCompleted', seen.record);
    await bus.transaction(database.db, async (tx) => {
      await bus.transaction(tx, (sp) => publish(sp, completed(kept)));
      await bus.transaction(tx, async (sp) => {
        await publish(sp, completed(dropped));
        throw new Error('savepoint rolled back');
      }).catch(() => {});
      expect(seen.counts.size).toBe(0);
    });
    expect([...seen.counts]).toEqual([[kept, 1]]);
    expect(await rowsOf(dropped)).toEqual([]);
  });

  it('refuses a publish in a transaction the bus did not open (nobody would be told)', async () => {
    await expect(database.db.transaction((tx) => publish(tx, completed(1)))).rejects.toThrow(/outside a transaction opened by events.transaction/);
  });
});

describe('the composition root', () => {
  it('subscribes the browse cache once: each committed bookingsChanged clears its tenant, nothing else does', async () => {
    const cleared: Array<number | undefined> = [];
    const services = createServices(testConfig(), database, { browseCache: { cachedBody: () => Promise.reject(new Error('unused')), invalidate: (id) => void cleared.push(id) } });
    await services.events.transaction(database.db, async (tx) => {
      await publish(tx, { type: 'bookingsChanged', tenantId, occurrenceIds: [] });
      await publish(tx, completed(freshOrderIds(1)[0]!));
      expect(cleared).toEqual([]);
    });
    expect(cleared).toEqual([tenantId]);
  });
});

describe('the outbox drainer', () => {
  it('retries a durable subscriber that throws until it succeeds, without running the ones that succeeded again', async () => {
    const [orderId] = freshOrderIds(1) as [number];
    const bus = createEventBus(quiet);
    let flakyCalls = 0;
    const steady = recorder([orderId]);
    bus.subscribe('orderCompleted', (event) => {
      if (event.orderId !== orderId) return;
      flakyCalls++;
      if (flakyCalls < 3) throw new Error(`flaky failure ${flakyCalls}`);
    }, { durable: 'flaky' });
    bus.subscribe('orderCompleted', steady.record, { durable: 'steady' });
    await bus.transaction(database.db, (tx) => publish(tx, completed(orderId)));
    const runner = createOutboxRunner({ db: systemDb(database.db), bus, backoffMs: () => 0, ...quiet });

    await runner.drainOnce();
    const [afterFailure] = await rowsOf(orderId);
    expect(afterFailure).toMatchObject({ doneAt: null, attempts: 1, deliveredTo: ['steady'], lastError: 'Error: flaky failure 1' });

    await runner.drain();
    const [row] = await rowsOf(orderId);
    expect(flakyCalls).toBe(3);
    expect(steady.counts.get(orderId)).toBe(1);
    expect(row).toMatchObject({ attempts: 3, deliveredTo: ['steady', 'flaky'], lastError: null });
    expect(row!.doneAt).not.toBeNull();
  });

  it('waits the backoff before a retry', async () => {
    const [orderId] = freshOrderIds(1) as [number];
    const bus = createEventBus(quiet);
    bus.subscribe('orderCompleted', (event) => {
      if (event.orderId === orderId) throw new Error('down');
    }, { durable: 'down' });
    await bus.transaction(database.db, (tx) => publish(tx, completed(orderId)));
    const runner = createOutboxRunner({ db: systemDb(database.db), bus, backoffMs: () => 3_600_000, ...quiet });
    await runner.drain();
    const [row] = await rowsOf(orderId);
    expect(row).toMatchObject({ attempts: 1, doneAt: null, lastError: 'Error: down' });
    expect(row!.availableAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(3_500_000);
    await database.db.delete(outboxEvents).where(eq(outboxEvents.id, row!.id));
  });

  it('delivers on start what a crashed process left: a committed row never drained, and one whose drainer died mid-claim', async () => {
    const [never, abandoned] = freshOrderIds(2) as [number, number];
    // What a process that crashed left behind: written by a committed publish, then nothing, or a claim whose lease ran out.
    await database.db.insert(outboxEvents).values({ tenantId, type: 'orderCompleted', payload: { orderId: never } });
    await database.db.insert(outboxEvents).values({ tenantId, type: 'orderCompleted', payload: { orderId: abandoned }, attempts: 1, claimedBy: 'crashed', lockedUntil: sql`now() - interval '1 second'` });
    const bus = createEventBus(quiet);
    const seen = recorder([never, abandoned]);
    bus.subscribe('orderCompleted', seen.record, { durable: 'mail' });
    const runner = createOutboxRunner({ db: systemDb(database.db), bus, ...quiet });
    await runner.start();
    await runner.stop();
    expect([...seen.counts].sort()).toEqual([[never, 1], [abandoned, 1]].sort());
    const [row] = await rowsOf(abandoned);
    expect(row).toMatchObject({ attempts: 2, deliveredTo: ['mail'] });
  });

  it('leaves a row another drainer holds under a live lease', async () => {
    const [orderId] = freshOrderIds(1) as [number];
    await database.db.insert(outboxEvents).values({ tenantId, type: 'orderCompleted', payload: { orderId }, attempts: 1, claimedBy: 'alive', lockedUntil: sql`now() + interval '1 hour'` });
    const bus = createEventBus(quiet);
    const seen = recorder([orderId]);
    bus.subscribe('orderCompleted', seen.record, { durable: 'mail' });
    await createOutboxRunner({ db: systemDb(database.db), bus, ...quiet }).drain();
    expect(seen.counts.size).toBe(0);
    const [row] = await rowsOf(orderId);
    await database.db.delete(outboxEvents).where(eq(outboxEvents.id, row!.id));
  });

  it('never delivers one row twice when two drainers (two connections on PostgreSQL) drain at once', async () => {
    const orderIds = freshOrderIds(300);
    const seen = recorder(orderIds);
    // On PostgreSQL the second drainer has its own pool, so the two really race for rows; PGlite has one connection.
    const second = process.env.TEST_DATABASE_URL ? await openTestDatabase() : database;
    try {
      const buses = [createEventBus(quiet), createEventBus(quiet)] as const;
      for (const bus of buses) bus.subscribe('orderCompleted', async (event) => seen.record(event), { durable: 'mail' });
      for (let i = 0; i < orderIds.length; i += 50) {
        await buses[0].transaction(database.db, async (tx) => {
          for (const orderId of orderIds.slice(i, i + 50)) await publish(tx, completed(orderId));
        });
      }
      const runners = [
        createOutboxRunner({ db: systemDb(database.db), bus: buses[0], batchSize: 7, ...quiet }),
        createOutboxRunner({ db: systemDb(second.db), bus: buses[1], batchSize: 7, ...quiet }),
      ];
      const claimed = await Promise.all(runners.map((r) => r.drain()));
      expect(seen.counts.size).toBe(orderIds.length);
      expect([...seen.counts.values()].every((n) => n === 1)).toBe(true);
      if (process.env.TEST_DATABASE_URL) expect(claimed.every((n) => n > 0)).toBe(true);
    } finally {
      if (second !== database) await second.close();
    }
  });

  it('parks an event after a subscriber\'s last attempt: no longer claimed, listed for the operator, and released with fresh attempts', async () => {
    const [orderId] = freshOrderIds(1) as [number];
    const bus = createEventBus(quiet);
    let calls = 0;
    let receiverUp = false;
    bus.subscribe('orderCompleted', (event) => {
      if (event.orderId !== orderId) return;
      calls++;
      if (!receiverUp) throw new Error('receiver down');
    }, { durable: 'receiver', maxAttempts: 3 });
    await bus.transaction(database.db, (tx) => publish(tx, completed(orderId)));
    const parkedReports: boolean[] = [];
    const report = (_error: unknown, row: { payload: unknown }, parked: boolean) => {
      if ((row.payload as { orderId: number }).orderId === orderId) parkedReports.push(parked);
    };
    const runner = createOutboxRunner({ db: systemDb(database.db), bus, backoffMs: () => 0, report });
    await runner.drain();
    expect(calls).toBe(3);
    expect(parkedReports).toEqual([false, false, true]);
    const [row] = await rowsOf(orderId);
    expect(row).toMatchObject({ attempts: 3, doneAt: null, lastError: 'Error: receiver down' });
    expect(row!.parkedAt).not.toBeNull();
    await runner.drain();
    expect(calls).toBe(3);

    const riverside = tenantDb(database.db, tenantId);
    expect(await listParked(riverside)).toContainEqual(expect.objectContaining({ id: row!.id, type: 'orderCompleted', attempts: 3, handled_by: [], last_error: 'Error: receiver down' }));
    const [peak] = await database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'peak'));
    const peakScope = tenantDb(database.db, peak!.id);
    expect((await listParked(peakScope)).map((event) => event.id)).not.toContain(row!.id);
    await expect(releaseParked(peakScope, row!.id)).rejects.toMatchObject({ statusCode: 404 });

    await releaseParked(riverside, row!.id);
    receiverUp = true;
    await runner.drain();
    expect(calls).toBe(4);
    const [done] = await rowsOf(orderId);
    expect(done).toMatchObject({ attempts: 1, parkedAt: null, lastError: null });
    expect(done!.doneAt).not.toBeNull();
    await expect(releaseParked(riverside, row!.id)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('prunes the rows done longer ago than the retention, and keeps newer and pending ones', async () => {
    const [old, recent, pending] = freshOrderIds(3) as [number, number, number];
    const bus = createEventBus(quiet);
    bus.subscribe('orderCompleted', () => {}, { durable: 'mail' });
    await bus.transaction(database.db, async (tx) => {
      for (const orderId of [old, recent, pending]) await publish(tx, completed(orderId));
    });
    const runner = createOutboxRunner({ db: systemDb(database.db), bus, ...quiet });
    await runner.drain();
    const day = 86_400_000;
    const [oldRow] = await rowsOf(old);
    await database.db.update(outboxEvents).set({ doneAt: sql`now() - interval '31 days'` }).where(eq(outboxEvents.id, oldRow!.id));
    const [pendingRow] = await rowsOf(pending);
    await database.db.update(outboxEvents).set({ doneAt: null, createdAt: sql`now() - interval '40 days'`, availableAt: sql`now() + interval '1 day'` }).where(eq(outboxEvents.id, pendingRow!.id));
    expect(await runner.prune(30 * day)).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(old)).toEqual([]);
    expect(await rowsOf(recent)).toHaveLength(1);
    expect(await rowsOf(pending)).toHaveLength(1);
    await database.db.delete(outboxEvents).where(eq(outboxEvents.id, pendingRow!.id));
  });
});
