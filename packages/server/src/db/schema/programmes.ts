import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy';

// Spec §3 Camp and Course (one table, `kind`), their extras and custom questions, and the booking bundle a basket line
// of one holds. The tenant walls are the composite foreign keys of migration 0011.

const tenantId = () => integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' });

/** A camp or a course: occurrences (their `programme_id`) sold whole, or for camps also by the session. */
export const programmes = pgTable(
  'programmes',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantId(),
    kind: text('kind', { enum: ['camp', 'course'] }).notNull(),
    venueId: integer('venue_id').notNull(),
    categoryId: uuid('category_id').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** The whole programme's price (null: not sold whole). */
    priceId: integer('price_id'),
    /** Spec §3 camp pricing_option_availability: 'individual' and/or 'bundled'. */
    pricingOptions: text('pricing_options').array().notNull().default(sql`'{}'`),
    /** Spec §3 Course allow_customer_book_course_after_start (the rest at the pro-rata price). */
    allowBookAfterStart: boolean('allow_book_after_start').notNull().default(false),
    capacity: integer('capacity').notNull(),
    /** How many may wait for a place on the whole camp or course when it is full (null: no waitlist; drizzle/0031). */
    waitlistMaximum: integer('waitlist_maximum'),
  },
  (t) => [uniqueIndex('programmes_tenant_kind_slug_unique').on(t.tenantId, t.kind, t.slug), index('programmes_tenant_venue_idx').on(t.tenantId, t.venueId, t.kind)],
);

/** Spec §3 Extra: a pricing option offered with a programme. */
export const programmeExtras = pgTable(
  'programme_extras',
  {
    tenantId: tenantId(),
    programmeId: uuid('programme_id').notNull(),
    pricingOptionId: integer('pricing_option_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'programme_extras_pk', columns: [t.programmeId, t.pricingOptionId] }), index('programme_extras_tenant_idx').on(t.tenantId, t.programmeId)],
);

/** Spec §3 Custom question section of a programme. */
export const questionSections = pgTable(
  'question_sections',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    programmeId: uuid('programme_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('question_sections_tenant_programme_idx').on(t.tenantId, t.programmeId)],
);

/** Spec §3 Question: type, text, required, position and options `{ id, value }`. */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    sectionId: integer('section_id').notNull(),
    type: text('type').notNull(),
    question: text('question').notNull(),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull().default(0),
    options: jsonb('options').$type<Array<{ id: number; value: string }>>().notNull().default([]),
  },
  (t) => [index('questions_tenant_section_idx').on(t.tenantId, t.sectionId)],
);

/** An extra chosen with a bundle, priced when it was added. */
export interface BundleExtra {
  pricingOptionId: number;
  name: string;
  quantity: number;
  unitPrice: number;
}

/** Spec §3 Booking bundle: one attendee's camp or course — a booking per session, the extras and the answers. */
export const bookingBundles = pgTable(
  'booking_bundles',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    programmeId: uuid('programme_id').notNull(),
    userId: integer('user_id').notNull(),
    status: text('status', { enum: ['settled', 'reserved', 'cancelled'] }).notNull(),
    /** Bought whole (a camp's bundled price, or a course) rather than by chosen sessions. */
    whole: boolean('whole').notNull(),
    orderId: integer('order_id'),
    extras: jsonb('extras').$type<BundleExtra[]>().notNull().default([]),
    answers: jsonb('answers').$type<Array<{ custom_question_id: number; answer: unknown }>>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_bundles_tenant_user_idx').on(t.tenantId, t.userId),
    index('booking_bundles_tenant_programme_idx').on(t.tenantId, t.programmeId, t.userId),
  ],
);

export type ProgrammeRow = typeof programmes.$inferSelect;
export type NewProgramme = typeof programmes.$inferInsert;
export type QuestionRow = typeof questions.$inferSelect;
export type BookingBundleRow = typeof bookingBundles.$inferSelect;
