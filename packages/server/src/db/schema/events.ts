import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy';

const zoned = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The outbox of domain events (src/events): a row is written in the transaction of the change it describes, so it
 * exists iff that change committed. Drainers claim due rows (`FOR UPDATE SKIP LOCKED`, then a lease in
 * `locked_until`), run the durable subscribers not yet in `delivered_to` and set `done_at`; a failure sets
 * `last_error` and a later `available_at`, and past the subscriber's last attempt `parked_at`. Done rows are pruned
 * after their retention (jobs/). Times are the database's, so every process agrees on them.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: zoned('created_at').notNull().defaultNow(),
    /** Not claimed before this moment (retry backoff). */
    availableAt: zoned('available_at').notNull().defaultNow(),
    /** Claims so far, a crash's included. */
    attempts: integer('attempts').notNull().default(0),
    /** The claim's lease: another drainer may take the row once it has passed. */
    lockedUntil: zoned('locked_until'),
    claimedBy: text('claimed_by'),
    /** Durable subscribers that have handled the row, so a retry runs only the ones that failed. */
    deliveredTo: text('delivered_to').array().notNull().default(sql`'{}'::text[]`),
    doneAt: zoned('done_at'),
    lastError: text('last_error'),
    /** Set when a durable subscriber failed its last allowed attempt: not claimed again until an operator releases it. */
    parkedAt: zoned('parked_at'),
  },
  (t) => [
    index('outbox_events_tenant_idx').on(t.tenantId, t.createdAt),
    index('outbox_events_due_idx').on(t.availableAt, t.id).where(sql`${t.doneAt} is null and ${t.parkedAt} is null`),
    index('outbox_events_done_idx').on(t.doneAt).where(sql`${t.doneAt} is not null`),
    index('outbox_events_parked_idx').on(t.tenantId, t.parkedAt).where(sql`${t.parkedAt} is not null`),
  ],
);

export type OutboxEventRow = typeof outboxEvents.$inferSelect;
