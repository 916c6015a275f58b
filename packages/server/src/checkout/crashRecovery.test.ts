import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectPglite, connectPostgres, type Database } from '../db/database';
import { orders, paymentTransactions, sandboxRecords } from '../db/schema';
import { createEventBus } from '../events/eventBus';
import { checkInvariants } from '../../test/invariants';
import type { TestApp } from '../../test/testApp';
import { testDatabaseUrl } from '../../test/workers';
import { sweepPayments } from './payments';
import type { Failpoint } from './failpoint';
import { freshSession, newCustomers } from '../../test/checkoutTestKit';
import { createSandboxProvider } from './sandbox/sandboxProvider';
import { systemDb } from '../db/systemDb';

// Integrity harness, "replay and crash": the real server in a child process is killed (SIGKILL) three times — right after
// the provider authorised (failpoint), right after an order committed (failpoint), and in the middle of concurrent
// payments and completions — and restarted on the same database; afterwards no money or place is lost or made: one
// order per basket at most, every provider authorisation captured by its order or voided by the sweep.
const started = new Date();
const pgUrl = testDatabaseUrl();
const dataDir = pgUrl ? null : mkdtempSync(join(tmpdir(), 'courtside-crash-'));
// tsx as a loader inside the server's own process: its CLI would run the server as a grandchild, which a SIGKILL of the
// child we hold would not reach.
const tsxLoader = new URL('../../node_modules/tsx/dist/loader.mjs', import.meta.url).href;
const main = fileURLToPath(new URL('../main.ts', import.meta.url));
let child: ChildProcess | null = null;

afterAll(() => {
  child?.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The database the child uses, opened by the test while no child runs (PGlite allows one process at a time). */
async function openShared(): Promise<Database> {
  if (pgUrl) return connectPostgres(pgUrl);
  return connectPglite(dataDir!);
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * Resolves once the server logs that it is listening (its last start-up line, written after the port is open); rejects
 * if it exits first. Its log is read to the end, so a full pipe never stalls it.
 */
function listening(proc: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let startUp = '';
    let heard = false;
    const exitedEarly = (code: number | null, signal: NodeJS.Signals | null) => reject(new Error(`server exited with ${code ?? signal} before it listened`));
    proc.once('exit', exitedEarly);
    proc.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      if (heard) return;
      startUp += chunk;
      if (!startUp.includes('Courtside listening on')) return;
      heard = true;
      proc.off('exit', exitedEarly);
      resolve();
    });
  });
}

/** Starts the server on the shared database and waits until it listens. */
async function startServer(failpoint?: Failpoint): Promise<string> {
  const port = await freePort();
  // LOG_LEVEL info: the start-up lines are what `listening` waits for. One process that listens itself (ACCEPTOR=none):
  // the one that dies here is the whole server, as the test restarts it with another failpoint.
  const env: NodeJS.ProcessEnv = { ...process.env, COURTSIDE_FAILPOINT: failpoint ?? '', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', WEB_DIST: '/nonexistent', DEFAULT_TENANT: 'riverside', ACCEPTOR: 'none', ...(pgUrl ? { DATABASE_URL: pgUrl } : { DATA_DIR: dataDir! }) };
  delete env.TEST_DATABASE_URL;
  const proc = spawn(process.execPath, ['--import', tsxLoader, main], { env, stdio: ['ignore', 'pipe', 'ignore'] });
  child = proc;
  await listening(proc);
  return `http://127.0.0.1:${port}`;
}

const exited = (proc: ChildProcess) => new Promise<void>((resolve) => (proc.exitCode !== null || proc.signalCode !== null ? resolve() : proc.once('exit', () => resolve())));

async function stopServer(signal: 'SIGKILL' | 'SIGTERM') {
  const proc = child!;
  proc.kill(signal);
  await exited(proc);
  child = null;
}

type Buyer = { id: number; token: string };
/** A JSON answer's `data` (the tests read a few known fields of it). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const dataOf = async (res: Response): Promise<any> => ((await res.json()) as { data: unknown }).data;
const call = (base: string, buyer: Buyer, method: string, path: string, body?: unknown) =>
  fetch(`${base}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${buyer.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** Sends one request that reaches an armed failpoint: the server dies before answering. */
async function stopServerAfter(send: () => Promise<Response>) {
  const proc = child!;
  await expect(send()).rejects.toThrow();
  await exited(proc);
  child = null;
}

/** Sends every request at once and kills the server as soon as the first answer arrives (the rest are in flight). */
async function burstThenKill(requests: Array<() => Promise<Response>>): Promise<number[]> {
  let killed = false;
  const statuses = await Promise.all(
    requests.map((send) =>
      send().then(
        async (res) => {
          if (!killed) {
            killed = true;
            child!.kill('SIGKILL');
          }
          return res.status;
        },
        () => 0,
      ),
    ),
  );
  await stopServer('SIGKILL');
  return statuses;
}

describe('kill -9 in the middle of checkout', () => {
  it('leaves no partial order, no lost or extra place and no authorisation without an order', { timeout: 180_000 }, async () => {
    // The buyers and a session of 4 places for 6 of them, written before the first server starts.
    let db = pgUrl ? connectPostgres(pgUrl) : await connectPglite(dataDir!, new Blob([readFileSync(inject('pgliteDumpPath')!)]));
    const kit = { database: db } as unknown as TestApp;
    const session = await freshSession(kit, 4);
    const buyers = await newCustomers(kit, 6);
    await db.close();

    let base = await startServer('after-authorisation');
    const payments = new Map<number, unknown>();
    for (const buyer of buyers) {
      const add = await call(base, buyer, 'POST', `/v1/users/${buyer.id}/carts/online/items`, { items: [{ purchasable_id: session.publicId, purchasable_type: 'occurrence', quantity: 1 }] });
      if (add.status !== 200) continue;
      const cart = await dataOf(await call(base, buyer, 'GET', '/checkout/cart'));
      const prepared = await dataOf(await call(base, buyer, 'POST', '/checkout/session/prepare', { source: 'online' }));
      const token = await fetch(`${base}/api/payment-providers/sandbox/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'A B', number: '4242424242424242', expiry: '12/34', cvc: '123', session_id: prepared.payment_session_id, client_secret: prepared.client_secret }),
      });
      expect(token.status).toBe(200);
      payments.set(buyer.id, { payment_session_id: prepared.payment_session_id, payments: [{ tender_type: 'card', amount: cart.totals.balance }], terms: true, source: 'online' });
    }
    const holders = buyers.filter((b) => payments.has(b.id));
    expect(holders).toHaveLength(4);
    const pay = (buyer: Buyer) => () => call(base, buyer, 'POST', '/checkout/session/payment', payments.get(buyer.id));

    // Crash 1, at the worst moment: the provider authorised the first payment, we had not yet recorded it.
    await stopServerAfter(pay(holders[0]!));
    // Crash 2: another buyer's order is committed, its capture not yet made.
    base = await startServer('after-order');
    const authorised = await pay(holders[1]!)();
    expect(authorised.status).toBe(200);
    const transactionId = (await dataOf(authorised)).transaction_id;
    await stopServerAfter(() => call(base, holders[1]!, 'POST', `/checkout/session/complete/${transactionId}`));

    // Crash 3, anywhere: three concurrent payments and completions per buyer, killed at the first answer.
    base = await startServer();
    const ids = new Map<number, string>();
    for (const buyer of holders) {
      const res = await pay(buyer)();
      if (res.status === 200) ids.set(buyer.id, (await dataOf(res)).transaction_id);
    }
    const complete = (buyer: Buyer) => () => call(base, buyer, 'POST', `/checkout/session/complete/${ids.get(buyer.id)}`);
    const third = await burstThenKill(holders.filter((b) => ids.has(b.id)).flatMap((b) => [pay(b), complete(b), complete(b)]));
    expect(third.filter((s) => s >= 500)).toEqual([]);

    // Recovery: every buyer finishes (or is told a payment is still being processed); a clean stop.
    base = await startServer();
    for (const buyer of holders) {
      const res = await pay(buyer)();
      expect([200, 409, 422]).toContain(res.status);
      if (res.status !== 200) continue;
      const body = await dataOf(res);
      if (body.status !== 'authorised' && body.status !== 'captured') continue;
      const done = await call(base, buyer, 'POST', `/checkout/session/complete/${body.transaction_id}`);
      expect([200, 409]).toContain(done.status);
    }
    await stopServer('SIGTERM');

    // After the holds' time has passed (a later clock), the sweep leaves nothing open; then the invariants hold.
    db = await openShared();
    try {
      const userIds = buyers.map((b) => b.id);
      const deps = { db: systemDb(db.db), holdMinutes: 15, provider: createSandboxProvider(db.db), now: () => new Date(Date.now() + 20 * 60_000), events: createEventBus(), failpoint: () => {} };
      await sweepPayments(deps, { userIds });
      expect(await checkInvariants(db.db, { since: started })).toEqual([]);
      const rows = await db.db.select().from(paymentTransactions).where(inArray(paymentTransactions.userId, userIds));
      expect(rows.filter((r) => !['captured', 'failed', 'voided'].includes(r.status))).toEqual([]);
      const made = await db.db.select().from(orders).where(inArray(orders.userId, userIds));
      expect(made.length).toBeGreaterThanOrEqual(1);
      expect(new Set(made.map((o) => o.userId)).size).toBe(made.length);
      // At the provider: one capture per order, every other authorisation voided.
      const charges = await db.db
        .select({ data: sandboxRecords.data })
        .from(sandboxRecords)
        .where(and(eq(sandboxRecords.kind, 'charge'), sql`${sandboxRecords.id} like 'sbx_ch_%'`, sql`${sandboxRecords.data}->>'key' in (select id::text from payment_transactions where user_id = any(${sql.raw(`array[${userIds.join(',')}]`)}))`));
      const authorised = charges.filter((c) => c.data.status === 'authorised');
      const states = authorised.map((c) => String(c.data.state));
      console.log(`crash: statuses around kill 3 ${JSON.stringify(third)}; ${made.length} orders; provider authorisations ${JSON.stringify(states)}`);
      expect(authorised.filter((c) => c.data.state === 'captured')).toHaveLength(made.length);
      expect(authorised.filter((c) => c.data.state !== 'captured' && c.data.state !== 'voided')).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
