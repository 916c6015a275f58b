import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy';

/**
 * The OpenActive open-data feeds (src/openactive): one row per published opportunity — its feed, RPDE `kind` and `id`,
 * `modified` (strictly increasing per tenant: `openactive_feed_marks`), `state` and the item's `data` (null when
 * deleted). `digest` is the hash of the data last written, so a refresh writes only what changed; `ends_at` is when the
 * opportunity is over (it becomes a tombstone then).
 */
export const openactiveItems = pgTable(
  'openactive_items',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    feed: text('feed').notNull(),
    id: text('id').notNull(),
    kind: text('kind').notNull(),
    modified: bigint('modified', { mode: 'number' }).notNull(),
    state: text('state', { enum: ['updated', 'deleted'] }).notNull(),
    data: jsonb('data'),
    digest: text('digest'),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ name: 'openactive_items_pk', columns: [t.tenantId, t.feed, t.id] }),
    // A feed's page: (modified, id) after the harvester's place, in order.
    index('openactive_items_page_idx').on(t.tenantId, t.feed, t.modified, t.id),
    // A refresh of some sessions: their items by id, whichever feed holds them.
    index('openactive_items_id_idx').on(t.tenantId, t.id),
    check('openactive_items_state', sql`${t.state} in ('updated', 'deleted')`),
  ],
);

/**
 * The last `modified` a tenant's feeds handed out. A refresh locks its tenant's row for its whole transaction, so
 * items commit in the order of their `modified`: a harvester past a value never misses a later commit below it.
 */
export const openactiveFeedMarks = pgTable('openactive_feed_marks', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  lastModified: bigint('last_modified', { mode: 'number' }).notNull().default(0),
});

export type OpenactiveItemRow = typeof openactiveItems.$inferSelect;
