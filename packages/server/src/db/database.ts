import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { count } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { seedDatabase } from '../seed/seedDatabase';
import type { Db } from './dbTypes';
import * as schema from './schema';
import { serverPath } from '../paths';

export type { Db, DbOrTx, Tx } from './dbTypes';
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Applies the committed SQL migrations (idempotent). */
  migrate(): Promise<void>;
  /** Releases the engine; PGlite must be closed or it keeps Node alive. */
  close(): Promise<void>;
  /** How many statements wait for a pooled connection now (PostgreSQL; PGlite has one engine and no pool). */
  waiting?(): number;
}

export interface OpenOptions {
  /** Seed when the database holds no tenant yet (default true). */
  seed?: boolean;
  /** PGlite only: start from a dumped data dir (tests clone one migrated, seeded database). */
  loadDataDir?: Blob;
}

const migrationsFolder = serverPath('drizzle');

/**
 * Logs each statement PGlite takes longer than `ms` to run, with its SQL. PGlite runs a statement synchronously in the
 * server's thread (`execProtocolRawSync`), so that time is a stall of every request; this is how the waitlist sweep's
 * 1–3 s plan and a closure's 7 s of per-session reads were found.
 */
function logSlowStatements(client: PGlite, ms: number): void {
  const raw = client as unknown as { execProtocolRawSync(message: Uint8Array): Uint8Array };
  const run = raw.execProtocolRawSync.bind(raw);
  // A simple query ('Q') carries its text; the extended protocol sends it in a Parse ('P': name, text, types) and runs
  // it in a later message.
  let text = '';
  const field = (message: Uint8Array, index: number) => (Buffer.from(message.subarray(5)).toString('utf8').split('\0')[index] ?? '').replace(/\s+/g, ' ').trim();
  raw.execProtocolRawSync = (message) => {
    if (message[0] === 0x50) text = field(message, 1);
    else if (message[0] === 0x51) text = field(message, 0);
    const started = performance.now();
    try {
      return run(message);
    } finally {
      const took = performance.now() - started;
      // A long select list would hide the from and where that explain it: the head and the tail are kept.
      const shown = text.length > 600 ? `${text.slice(0, 150)} … ${text.slice(-450)}` : text;
      if (took > ms) console.warn(`Slow statement: ${Math.round(took)} ms on PGlite (every request waited): ${shown}`);
    }
  };
}

/** PGlite in `dataDir` (`memory://` keeps it in memory); `client` allows dumping it (tests). */
export async function connectPglite(dataDir: string, loadDataDir?: Blob, slowStatementMs = 0): Promise<Database & { client: PGlite }> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  if (slowStatementMs > 0) logSlowStatements(client, slowStatementMs);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** PostgreSQL through a pg pool. */
export function connectPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL pool error', error));
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
    waiting: () => pool.waitingCount,
  };
}

/** True when no tenant exists yet: the database was just created. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(schema.tenants);
  return (row?.n ?? 0) === 0;
}

/**
 * Opens PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir`; migrates, then seeds
 * only a database without tenants (first run seeds, later runs keep the data).
 */
export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'> & Partial<Pick<Config, 'slowStatementMs'>>,
  options: OpenOptions = {},
): Promise<Database & { seeded: boolean }> {
  const database = config.databaseUrl
    ? connectPostgres(config.databaseUrl)
    : await connectPglite(config.dataDir, options.loadDataDir, config.slowStatementMs);
  try {
    await database.migrate();
    const seeded = options.seed !== false && (await isEmpty(database.db));
    if (seeded) await seedDatabase(database.db);
    return { ...database, seeded };
  } catch (error) {
    await database.close();
    throw error;
  }
}
