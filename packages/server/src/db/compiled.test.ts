import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { anyOf, compiled, compiledSql, intArray, param } from './compiled';
import { createTestApp, type TestApp } from '../../test/testApp';
import type { Db } from './database';

const notes = pgTable('compiled_notes', { id: integer('id').primaryKey(), body: text('body').notNull(), at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull() });

const byId = compiled<{ id: number }, Array<{ id: number; body: string; at: Date }>>((db) => db.select().from(notes).where(eq(notes.id, param('id'))));
const bodies = compiledSql<{ ids: string }, { body: string }>(() => sql`select ${notes.body} as body from ${notes} where ${anyOf(notes.id, 'ids')} order by ${notes.id}`);
const insert = compiled<{ id: number; body: string; at: Date }, Array<{ id: number }>>((db) =>
  db.insert(notes).values({ id: param('id'), body: param('body'), at: param('at') }).returning({ id: notes.id }),
);

// The test app's database: PGlite, or PostgreSQL with TEST_DATABASE_URL.
let t: TestApp;
let database: { db: Db };

beforeAll(async () => {
  t = await createTestApp();
  database = t.database;
  await database.db.execute(sql`drop table if exists compiled_notes`);
  await database.db.execute(sql`create table compiled_notes (id integer primary key, body text not null, at timestamptz not null)`);
});
afterAll(async () => {
  await database.db.execute(sql`drop table if exists compiled_notes`);
  await t.close();
});

describe('a compiled statement', () => {
  it('runs on the database and inside a transaction, seeing what the transaction wrote and nothing after a rollback', async () => {
    const at = new Date('2026-11-27T09:00:00Z');
    expect(await insert(database.db, { id: 1, body: 'one', at })).toEqual([{ id: 1 }]);
    expect(await byId(database.db, { id: 1 })).toEqual([{ id: 1, body: 'one', at }]);
    await expect(
      database.db.transaction(async (tx) => {
        await insert(tx, { id: 2, body: 'two', at });
        // Only the transaction's own client sees its row: the statement ran on it, not on the database's. (PGlite has
        // one connection: a statement on the database would wait for this transaction, so it is asked on PostgreSQL.)
        expect(await byId(tx, { id: 2 })).toHaveLength(1);
        if (t.database.kind === 'postgres') expect(await byId(database.db, { id: 2 })).toHaveLength(0);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await byId(database.db, { id: 2 })).toEqual([]);
  });

  it('takes an in list as one value, and leaves out anything but whole numbers', async () => {
    await insert(database.db, { id: 3, body: 'three', at: new Date() });
    expect(await bodies(database.db, { ids: intArray([3, 1, 99]) })).toEqual([{ body: 'one' }, { body: 'three' }]);
    expect(intArray([1, 2.5, Number.NaN, 4])).toBe('{1,4}');
    expect(await bodies(database.db, { ids: intArray([]) })).toEqual([]);
  });

  it('is built once, however often and wherever it runs', async () => {
    const built = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    const counted = compiled<{ id: number }, unknown[]>((db) => db.select().from(notes).where(eq(notes.id, param('id'))));
    for (let i = 0; i < 5; i++) await counted(database.db, { id: i });
    await database.db.transaction(async (tx) => void (await counted(tx, { id: 1 })));
    // Drizzle builds the transaction's own begin and commit too: only this statement's builds are counted.
    expect(built.mock.results.filter((r) => /compiled_notes/.test((r.value as { sql: string }).sql))).toHaveLength(1);
    built.mockRestore();
  });
});
