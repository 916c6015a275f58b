import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectPglite, connectPostgres } from '../db/database';
import { seedDatabase } from '../seed/seedDatabase';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite runs: a migrated, seeded data dir every test file starts from. */
    pgliteDumpPath: string | undefined;
  }
}

/** PostgreSQL runs: wipe the test database, then migrate and seed it once for the whole run. */
async function preparePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
  await client.end();
  const database = connectPostgres(url);
  await database.migrate();
  await seedDatabase(database.db);
  await database.close();
}

/**
 * Builds the test database once per run. PGlite cold-starts in seconds, so it is migrated and
 * seeded here and dumped; each test file loads the dump instead (spec: "migrate once and clone").
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    await preparePostgres(url);
    project.provide('pgliteDumpPath', undefined);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'courtside-test-'));
  const database = await connectPglite('memory://');
  await database.migrate();
  await seedDatabase(database.db);
  const dump = await database.client.dumpDataDir('gzip');
  await database.close();
  const path = join(dir, 'seeded.tar.gz');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', path);
  return () => rmSync(dir, { recursive: true, force: true });
}
