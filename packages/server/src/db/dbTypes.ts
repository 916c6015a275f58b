import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

// The handle types alone, so what database.ts runs at open (the seed) can name them without importing it back.

/** One Drizzle type for both engines, so repositories never care which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle (Drizzle's `tx`). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction: a function taking one joins the caller's transaction when handed it, no cast. */
export type DbOrTx = Db | Tx;
