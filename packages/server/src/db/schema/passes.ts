import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy';

const zoned = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A confirmed booking's pass code (core's passCode: 12 Crockford base32 characters), unique per tenant (drizzle/0033). */
export const bookingPasses = pgTable(
  'booking_passes',
  {
    bookingId: integer('booking_id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: zoned('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('booking_passes_tenant_code_unique').on(t.tenantId, t.code)],
);

/**
 * A pass checked in: which booking, by which code, when, by whom (a staff member at the desk; null at a kiosk) and at
 * which venue. Once per booking; the booking is marked attended with it (spec §4 register).
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id').notNull(),
    passCode: text('pass_code').notNull(),
    checkedInAt: zoned('checked_in_at').notNull(),
    byUserId: integer('by_user_id'),
    via: text('via', { enum: ['staff', 'kiosk'] }).notNull(),
    venueId: integer('venue_id').notNull(),
  },
  (t) => [
    uniqueIndex('check_ins_tenant_booking_unique').on(t.tenantId, t.bookingId),
    index('check_ins_tenant_venue_day_idx').on(t.tenantId, t.venueId, t.checkedInAt),
  ],
);
export type CheckInRow = typeof checkIns.$inferSelect;
