import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy';

/** Spec §3 clash kind closure: a venue, or some of its locations, shut between two venue wall times. */
export const closures = pgTable('closures', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  venueId: integer('venue_id').notNull(),
  startsLocal: timestamp('starts_local', { withTimezone: false, mode: 'string' }).notNull(),
  endsLocal: timestamp('ends_local', { withTimezone: false, mode: 'string' }).notNull(),
  /** None: the whole venue. */
  locationIds: integer('location_ids').array().notNull().default(sql`'{}'`),
  reason: text('reason'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
export type ClosureRow = typeof closures.$inferSelect;
