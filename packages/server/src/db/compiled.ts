import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './database';
import { rawHandle } from './tenantQueries';

/**
 * What a compiled statement's SQL is built on, once, with placeholders for the tenant and the rest: the handle a
 * repository's shared subqueries are written against. Running one takes a tenant's values.
 */
export type StatementBuilder = DbOrTx;

/** What a compiled statement is handed each time: one value per placeholder its SQL names. */
export type Values = Record<string, unknown>;

/** A Drizzle query ready to run (what `.prepare(name)` of a select, insert, update or delete gives). */
interface Prepared<R> {
  execute(values?: Values): Promise<R>;
}

/** The parts of a Drizzle database or transaction a compiled statement runs on (Drizzle's own, not in its types). */
interface SessionOf {
  session: {
    client: unknown;
    dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
    prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string | undefined, arrayMode: boolean): Prepared<unknown>;
  };
}

const sessionOf = (on: DbOrTx) => (rawHandle(on) as unknown as SessionOf).session;

let named = 0;

/**
 * A statement built once. Drizzle builds a query's SQL text every time it runs: under the add bench that was 29 % of
 * the server's time (a wide select or insert costs 0.1–0.5 ms of CPU to build, an add sent ten). A compiled statement
 * keeps its text, its parameters (placeholders — `sql.placeholder('name')` — where a value changes) and its result
 * mapping, and runs on whatever it is handed, the database or an open transaction. On PostgreSQL it is also a named
 * prepared statement, parsed once per connection.
 *
 * `build` is given a database to build on and must name every changing value by a placeholder (a constant is baked in
 * for good). It runs once per engine; the engine's prepared statement is then run on each session's own client.
 */
export function compiled<V extends Values, R>(build: (db: DbOrTx) => { prepare(name: string): Prepared<R> }): (on: DbOrTx, values: V) => Promise<R> {
  const name = `courtside_${(named++).toString(36)}`;
  const byEngine = new Map<unknown, Prepared<R>>();
  return (on, values) => {
    const session = sessionOf(on);
    let prepared = byEngine.get(session.constructor);
    // Built on the raw handle: a tenant's handle would write its own tenant into a statement every tenant shares.
    if (!prepared) byEngine.set(session.constructor, (prepared = build(rawHandle(on)).prepare(name)));
    return runOn(prepared, session.client, values);
  };
}

/** The same for a statement written as SQL (`sql\`…\``, placeholders for what changes): its rows as the engine gives them. */
export function compiledSql<V extends Values, Row>(build: (db: DbOrTx) => SQL): (on: DbOrTx, values: V) => Promise<Row[]> {
  const name = `courtside_${(named++).toString(36)}`;
  const byEngine = new Map<unknown, Prepared<{ rows: Row[] }>>();
  return async (on, values) => {
    const session = sessionOf(on);
    let prepared = byEngine.get(session.constructor);
    if (!prepared) byEngine.set(session.constructor, (prepared = session.prepareQuery(session.dialect.sqlToQuery(build(rawHandle(on))), undefined, name, false) as Prepared<{ rows: Row[] }>));
    return (await runOn(prepared, session.client, values)).rows;
  };
}

/** Runs a prepared statement on another client (a transaction's): the statement itself is shared and never changed. */
function runOn<R>(prepared: Prepared<R>, client: unknown, values: Values): Promise<R> {
  const bound = Object.create(prepared) as Prepared<R> & { client: unknown };
  bound.client = client;
  return bound.execute(values);
}

/** `sql.placeholder`, shorter: the value named `name` when the statement runs. */
export const param = (name: string) => sql.placeholder(name);

/** `column = any(<the named placeholder>)`: an `in` list a compiled statement takes as one value (see `intArray`, `uuidArray`). */
export const anyOf = (column: AnyPgColumn, name: string, type: 'int' | 'uuid' = 'int') => sql`${column} = any(${param(name)}::${sql.raw(type)}[])`;

/** Texts as one Postgres array value (each quoted, its quotes and backslashes escaped). */
export const textArray = (values: Iterable<string>): string => `{${[...values].map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** Whole numbers as one Postgres array value, for `anyOf` (anything but a safe integer is left out). */
export const intArray = (ids: Iterable<number>): string => `{${[...ids].filter((id) => Number.isSafeInteger(id)).join(',')}}`;

/** Uuids as one Postgres array value, for `anyOf(…, 'uuid')` (anything but a uuid is left out). */
export const uuidArray = (ids: Iterable<string>): string => `{${[...ids].filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)).join(',')}}`;
