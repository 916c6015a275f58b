import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cancellationSources, occurrenceDeleteReasons, type Clash } from '@courtside/core';
import { activities, bookingTypeValues, prices, restrictions } from './activities.catalogue';
import { users } from './accounts';
import { tenants, venues } from './tenancy';

const tenantId = () => integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' });
const zoned = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const local = (name: string) => timestamp(name, { withTimezone: false, mode: 'string' });
const ids = (name: string) => integer(name).array().notNull().default(sql`'{}'`);

/** Spec §3 schedule: a template (name, description, booking type, price, capacity) run at a venue between dates. */
export const schedules = pgTable(
  'schedules',
  {
    id: text('id').primaryKey(),
    tenantId: tenantId(),
    venueId: integer('venue_id').notNull().references(() => venues.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id').notNull().references(() => activities.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    templateName: text('template_name').notNull(),
    templateDescription: text('template_description'),
    bookingType: text('booking_type', { enum: bookingTypeValues }).notNull(),
    priceId: integer('price_id').references(() => prices.id, { onDelete: 'set null' }),
    capacity: integer('capacity').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
  },
  (t) => [index('schedules_tenant_venue_idx').on(t.tenantId, t.venueId)],
);

/** Spec §3 recurrence: when a schedule repeats (ISO weekdays, start time, duration) and where, with whom. */
export const recurrences = pgTable(
  'recurrences',
  {
    id: text('id').primaryKey(),
    tenantId: tenantId(),
    scheduleId: text('schedule_id').notNull().references(() => schedules.id, { onDelete: 'cascade' }),
    daysOfWeek: ids('days_of_week'),
    startTime: text('start_time').notNull(),
    /** Slots: further starts every so many minutes until the last start time (courts, lanes). */
    repeatEveryMinutes: integer('repeat_every_minutes'),
    lastStartTime: text('last_start_time'),
    durationMinutes: integer('duration_minutes').notNull(),
    locationIds: ids('location_ids'),
    instructorIds: ids('instructor_ids'),
    tagIds: ids('tag_ids'),
  },
  (t) => [index('recurrences_schedule_idx').on(t.scheduleId)],
);

/**
 * Spec §3 Occurrence: one session. `id` is the v1 (numeric) id, `public_id` the v2 34-character id. Times are
 * kept as the instant and as venue wall time, so "a venue's sessions of an activity on a day" is one index range.
 */
export const occurrences = pgTable(
  'occurrences',
  {
    id: serial('id').primaryKey(),
    publicId: text('public_id').notNull(),
    tenantId: tenantId(),
    venueId: integer('venue_id').notNull().references(() => venues.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id').notNull().references(() => activities.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id'),
    scheduleId: text('schedule_id').references(() => schedules.id, { onDelete: 'set null' }),
    recurrenceId: text('recurrence_id').references(() => recurrences.id, { onDelete: 'set null' }),
    scheduleReference: text('schedule_reference'),
    intervalKey: text('interval_key'),
    name: text('name').notNull(),
    templateName: text('template_name').notNull(),
    templateDescription: text('template_description'),
    bookingType: text('booking_type', { enum: bookingTypeValues }).notNull(),
    startsAt: zoned('starts_at').notNull(),
    endsAt: zoned('ends_at').notNull(),
    startsLocal: local('starts_local').notNull(),
    endsLocal: local('ends_local').notNull(),
    timezone: text('timezone').notNull(),
    originalStartsAt: zoned('original_starts_at'),
    originalEndsAt: zoned('original_ends_at'),
    setupMinutes: integer('setup_minutes').notNull().default(0),
    teardownMinutes: integer('teardown_minutes').notNull().default(0),
    status: text('status', { enum: ['bookable', 'cancelled', 'clashing'] }).notNull().default('bookable'),
    capacityStrategy: text('capacity_strategy', { enum: ['shared', 'split'] }).notNull().default('shared'),
    /** Shared: every place; split: the online places (the customer channel), with foh beside them. */
    capacity: integer('capacity').notNull(),
    fohCapacity: integer('foh_capacity'),
    bookingStrategy: text('booking_strategy', { enum: ['sequential', 'overlapping'] }).notNull().default('sequential'),
    priceId: integer('price_id').references(() => prices.id, { onDelete: 'set null' }),
    locationIds: ids('location_ids'),
    friendlyLocationName: text('friendly_location_name'),
    instructorIds: ids('instructor_ids'),
    tagIds: ids('tag_ids'),
    waiverId: integer('waiver_id').references(() => restrictions.id, { onDelete: 'set null' }),
    inductionId: integer('induction_id').references(() => restrictions.id, { onDelete: 'set null' }),
    restrictionCriteria: text('restriction_criteria', { enum: ['all', 'any'] }).notNull().default('all'),
    allowAnonymousBookings: boolean('allow_anonymous_bookings').notNull().default(false),
    lastBookableAt: zoned('last_bookable_at'),
    /** Places on the waitlist; null: the occurrence has no waitlist. */
    waitlistMaximum: integer('waitlist_maximum'),
    isDetachedFromRecurrence: boolean('is_detached_from_recurrence').notNull().default(false),
    /** The camp or course the session belongs to (spec §3 Camp/Course occurrences); null for activities. */
    programmeId: uuid('programme_id'),
    /** Spec §9 reason a staff member deleted (cancelled) the occurrence for; null unless deleted. */
    deleteReason: text('delete_reason', { enum: occurrenceDeleteReasons }),
    /** Spec §3 clashes found when staff last changed it (a clashing occurrence is not bookable until reinstated). */
    clashes: jsonb('clashes').$type<Clash[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('occurrences_public_id_unique').on(t.publicId),
    // The venue-day queries: an activity's sessions (timetable, slots, times) and a category's dates.
    index('occurrences_venue_activity_day_idx').on(t.tenantId, t.venueId, t.activityId, t.startsLocal),
    index('occurrences_venue_category_day_idx').on(t.tenantId, t.venueId, t.categoryId, t.startsLocal),
  ],
);

/** Spec §3 Booking, as far as browse needs it: who holds how many places of an occurrence, and until when. */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    occurrenceId: integer('occurrence_id').notNull().references(() => occurrences.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['settled', 'reserved', 'cancelled'] }).notNull(),
    /** A reservation holds its places until then (spec §3 reserved); null for settled and cancelled bookings. */
    reservedUntil: zoned('reserved_until'),
    quantity: integer('quantity').notNull().default(1),
    /** Spec §3 sources: which capacity the booking uses when the occurrence splits it (online or foh). */
    channel: text('channel', { enum: ['online', 'foh'] }).notNull().default('online'),
    /** The order that settled it (null while reserved or for bookings made elsewhere). */
    orderId: integer('order_id'),
    /** Spec §3 Ticket the booking was priced at (ticketed sessions). */
    ticketId: uuid('ticket_id'),
    /** The booking bundle (camp or course) the booking is one session of; null for a single session. */
    bundleId: integer('bundle_id'),
    /** The customer's package that paid for it (a use is given back when it is cancelled before the cut-off). */
    customerPackageId: integer('customer_package_id'),
    /** Spec §4 attendance taken at the register: true attended, false absent, null not yet taken. */
    attended: boolean('attended'),
    /** Fair use: a no-show staff waived (it no longer counts as a strike) — who, when and why. */
    noShowWaivedBy: integer('no_show_waived_by'),
    noShowWaivedAt: zoned('no_show_waived_at'),
    noShowWaiverReason: text('no_show_waiver_reason'),
    /** Spec §5 who cancelled it (customers, foh, my-account, occurrence); null while live or for older rows. */
    cancellationSource: text('cancellation_source', { enum: cancellationSources }),
    /** Spec §3 block booking: made by staff for a club or group, holding the session (one live per occurrence). */
    block: boolean('block').notNull().default(false),
    createdAt: zoned('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('bookings_occurrence_idx').on(t.occurrenceId, t.status),
    uniqueIndex('bookings_block_live_unique').on(t.occurrenceId).where(sql`block and status <> 'cancelled'`),
    index('bookings_tenant_user_idx').on(t.tenantId, t.userId),
    // When the tenant's earliest hold can lapse (cart/holds.ts earliestHoldLapse), from the live holds alone.
    index('bookings_hold_lapse_idx').on(t.tenantId, t.reservedUntil).where(sql`status = 'reserved'`),
    // One live booking per customer and occurrence (more places are more quantity).
    uniqueIndex('bookings_live_unique').on(t.occurrenceId, t.userId).where(sql`status <> 'cancelled'`),
    // A booking holds a whole, positive number of places, whatever code path wrote it.
    check('bookings_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

/** Spec §3 Waitlist entry: of a session, or of a whole camp or course (exactly one; drizzle/0031). */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    occurrenceId: integer('occurrence_id').references(() => occurrences.id, { onDelete: 'cascade' }),
    programmeId: uuid('programme_id'),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: zoned('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('waitlist_entries_occurrence_user_unique').on(t.occurrenceId, t.userId),
    uniqueIndex('waitlist_entries_programme_user_unique').on(t.programmeId, t.userId),
    index('waitlist_entries_tenant_user_idx').on(t.tenantId, t.userId),
  ],
);

/**
 * A freed place offered to a waiting customer as a basket hold (drizzle/0021): of a session, or of a whole camp or course
 * (drizzle/0031); one per account and session or programme.
 */
export const waitlistOffers = pgTable('waitlist_offers', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  occurrenceId: integer('occurrence_id'),
  programmeId: uuid('programme_id'),
  /** Who the place is for (the waiting attendee) and whose basket holds it (the account they are on). */
  userId: integer('user_id').notNull(),
  accountUserId: integer('account_user_id').notNull(),
  bookingId: integer('booking_id'),
  status: text('status', { enum: ['offered', 'claimed', 'expired', 'skipped'] }).notNull(),
  offeredAt: zoned('offered_at').notNull().defaultNow(),
  expiresAt: zoned('expires_at').notNull(),
});
export type WaitlistOfferRow = typeof waitlistOffers.$inferSelect;

export type ScheduleRow = typeof schedules.$inferSelect;
export type NewSchedule = typeof schedules.$inferInsert;
export type NewRecurrence = typeof recurrences.$inferInsert;
export type OccurrenceRow = typeof occurrences.$inferSelect;
export type NewOccurrence = typeof occurrences.$inferInsert;
export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
