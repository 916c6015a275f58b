import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { SeedTx } from './seedTypes';

const BATCH = 5000;

/**
 * Inserts many rows as one JSON parameter per batch (json_populate_recordset), skipping rows whose natural key
 * exists, and answers the rows it inserted (snake_case columns). Binding tens of thousands of parameters is what makes a large seed slow on PGlite; one JSON text is not.
 * json_populate_recordset fills a missing property with null, not the column default, so `defaults` gives the
 * value of every property some rows leave out.
 */
export async function bulkInsertIgnoringConflicts<T extends PgTable>(
  tx: SeedTx,
  table: T,
  rows: ReadonlyArray<Partial<T['$inferInsert']>>,
  defaults: Partial<T['$inferInsert']> = {},
): Promise<Array<Record<string, unknown>>> {
  const inserted: Array<Record<string, unknown>> = [];
  if (rows.length === 0) return inserted;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = [...new Set([...Object.keys(defaults), ...rows.flatMap((row) => Object.keys(row))])].filter((key) => key in columns);
  const names = sql.raw(keys.map((key) => `"${columns[key]!.name}"`).join(', '));
  for (let i = 0; i < rows.length; i += BATCH) {
    const records = rows.slice(i, i + BATCH).map((row) =>
      Object.fromEntries(keys.map((key) => {
        const value = key in row ? (row as Record<string, unknown>)[key] : (defaults as Record<string, unknown>)[key];
        return [columns[key]!.name, value instanceof Date ? value.toISOString() : (value ?? null)];
      })),
    );
    const query: SQL = sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json) on conflict do nothing returning *`;
    const result = (await tx.execute(query)) as unknown as { rows: Array<Record<string, unknown>> };
    inserted.push(...result.rows);
  }
  return inserted;
}
