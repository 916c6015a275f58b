import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startClock } from '../src/clock/startClock';
import { connectPglite, connectPostgres } from '../src/db/database';
import { seedDatabase } from '../src/seed/seedDatabase';
import { venues } from '../src/db/schema';
import type { Db } from '../src/db/dbTypes';

/**
 * The seed as the demo has it, but with no member priority windows: most suites book a fresh session a week or more
 * ahead as a customer without a membership. The fair-use suite sets the windows on the sessions' venue itself.
 */
async function seedForTests(db: Db, at: Date): Promise<void> {
  await seedDatabase(db, at);
  await db.update(venues).set({ memberBookingDays: null, publicBookingDays: null });
}
import { testWorkers, workerDatabaseUrl } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite runs: a migrated, seeded data dir every test file starts from. */
    pgliteDumpPath: string | undefined;
    /** The instant the run's database was seeded at (epoch ms): the seeded dates (a membership's end, …) follow its day. */
    seededAt: number;
  }
}

/**
 * PostgreSQL runs: wipe the test database, migrate and seed it once for the whole run, then copy it for each worker
 * (`CREATE DATABASE … TEMPLATE`, a file copy): test files in two workers never share places, baskets or listeners.
 * Answers the teardown that drops the copies.
 */
async function preparePostgres(url: string, seededAt: Date): Promise<() => Promise<void>> {
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
  const database = connectPostgres(url);
  await database.migrate();
  await seedForTests(database.db, seededAt);
  await database.close();
  const nameOf = (databaseUrl: string) => new URL(databaseUrl).pathname.slice(1);
  const copies = Array.from({ length: testWorkers }, (_, index) => nameOf(workerDatabaseUrl(url, index + 1)));
  const dropCopies = async () => {
    for (const copy of copies) await admin(`drop database if exists "${copy}" with (force)`);
  };
  await dropCopies();
  for (const copy of copies) await admin(`create database "${copy}" template "${nameOf(url)}"`);
  return dropCopies;
}

/**
 * Builds the test database once per run. PGlite cold-starts in seconds, so it is migrated and
 * seeded here and dumped; each test file loads the dump instead (spec: "migrate once and clone").
 */
export default async function setup(project: TestProject) {
  startClock();
  // Tests that compare a seeded date read the seed's day, not their own: a run may go over midnight.
  const seededAt = new Date();
  project.provide('seededAt', seededAt.getTime());
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const dropCopies = await preparePostgres(url, seededAt);
    project.provide('pgliteDumpPath', undefined);
    return dropCopies;
  }
  const dir = mkdtempSync(join(tmpdir(), 'courtside-test-'));
  const database = await connectPglite('memory://');
  await database.migrate();
  await seedForTests(database.db, seededAt);
  const dump = await database.client.dumpDataDir('gzip');
  await database.close();
  const path = join(dir, 'seeded.tar.gz');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', path);
  return () => rmSync(dir, { recursive: true, force: true });
}
