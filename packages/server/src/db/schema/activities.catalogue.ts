import type { LateCancellationRule } from '@courtside/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { tenants, venues } from './tenancy';

// Spec §3 Venue activities: the catalogue (locations, categories, activities, people, prices, tickets), the
// timetable (schedules → recurrences → occurrences) and what customers hold on it (bookings, waitlist entries).

const tenantId = () => integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' });
const venueId = () => integer('venue_id').notNull().references(() => venues.id, { onDelete: 'cascade' });
const zoned = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const bookingTypeValues = ['ticketed', 'resources', 'classes', 'courses', 'camps'] as const;

/** Spec §3 locations: a tree per venue (Court 3 → Sports hall); an occurrence names them up to the venue. */
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    venueId: venueId(),
    parentId: integer('parent_id'),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('locations_venue_slug_unique').on(t.venueId, t.slug),
    index('locations_tenant_venue_idx').on(t.tenantId, t.venueId),
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('cascade'),
  ],
);

/** Spec §3 Category: parents (no booking type) and children (with one); slugs unique across both per tenant. */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantId(),
    parentId: uuid('parent_id'),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    bookingType: text('booking_type', { enum: bookingTypeValues }),
    createdAt: zoned('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('categories_tenant_slug_unique').on(t.tenantId, t.slug),
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('cascade'),
  ],
);

/** Spec §3 Activity (v1): roots hold sub activities; a sub activity's v1/v2 type decides how it is booked. */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    parentId: integer('parent_id'),
    categoryId: uuid('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    isRoot: boolean('is_root').notNull(),
    browseByName: boolean('browse_by_name').notNull().default(false),
    allocationStrategy: text('allocation_strategy'),
    v1Type: text('v1_type', { enum: ['class_templates', 'ad_hoc_templates', 'fast_ticket_templates'] }),
    v2Type: text('v2_type', { enum: ['classes', 'resources', 'ticketed'] }),
    position: integer('position').notNull().default(0),
    /** Spec §4 cut-off actions on a late cancellation (core's LateCancellationRule); null: nothing more than no credit. */
    lateCancellation: jsonb('late_cancellation').$type<LateCancellationRule>(),
  },
  (t) => [
    uniqueIndex('activities_tenant_slug_unique').on(t.tenantId, t.slug),
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('cascade'),
  ],
);

/** Where a sub activity takes place, by venue (spec §3 "locations with venueSlug"). */
export const activityLocations = pgTable(
  'activity_locations',
  {
    tenantId: tenantId(),
    activityId: integer('activity_id').notNull().references(() => activities.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').notNull().references(() => locations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.locationId] }), index('activity_locations_location_idx').on(t.locationId)],
);

const namedTable = (name: string) =>
  pgTable(
    name,
    { id: serial('id').primaryKey(), tenantId: tenantId(), slug: text('slug').notNull(), name: text('name').notNull() },
    (t) => [uniqueIndex(`${name}_tenant_slug_unique`).on(t.tenantId, t.slug)],
  );
/** Spec §3 instructors `{ id, name }`. */
export const instructors = namedTable('instructors');
/** Spec §3 Activity class tags `{ id, name }`. */
export const tags = namedTable('tags');

/** Spec §3 Waiver/induction (restriction). */
export const restrictions = pgTable(
  'restrictions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    type: text('type', {
      enum: ['pre-purchase-waiver', 'pre-purchase-induction', 'post-purchase-waiver', 'post-purchase-induction', 'enhanced-pre-waiver'],
    }).notNull(),
    terms: text('terms').notNull().default(''),
    /** Spec §5: the one statement a pre-purchase waiver is agreed with. */
    agreement: text('agreement').notNull().default(''),
    relatedCategoryId: uuid('related_category_id').references(() => categories.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('restrictions_tenant_slug_unique').on(t.tenantId, t.slug)],
);

/** A customer who has met a restriction (signed the waiver, passed the induction). */
export const restrictionCompletions = pgTable(
  'restriction_completions',
  {
    tenantId: tenantId(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    restrictionId: integer('restriction_id').notNull().references(() => restrictions.id, { onDelete: 'cascade' }),
    completedAt: zoned('completed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.restrictionId] })],
);

/** Spec §3 Price in minor units. `amount` null: no price for non-members (members only). */
export const prices = pgTable(
  'prices',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    reference: text('reference').notNull(),
    name: text('name').notNull(),
    amount: integer('amount'),
    currency: text('currency').notNull().default('GBP'),
  },
  (t) => [uniqueIndex('prices_tenant_reference_unique').on(t.tenantId, t.reference)],
);

/** Membership discounts: what holders of a membership plan pay instead. */
export const priceDiscounts = pgTable(
  'price_discounts',
  {
    tenantId: tenantId(),
    priceId: integer('price_id').notNull().references(() => prices.id, { onDelete: 'cascade' }),
    membershipPlan: text('membership_plan').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.priceId, t.membershipPlan] })],
);

/** The membership plans a customer holds, as far as pricing needs (the memberships feature owns the rest). */
export const customerMemberships = pgTable(
  'customer_memberships',
  {
    tenantId: tenantId(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    membershipPlan: text('membership_plan').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.membershipPlan] })],
);

/** Spec §3 pricing option `{ id, name, reference }`, priced by a price. */
export const pricingOptions = pgTable(
  'pricing_options',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    reference: text('reference').notNull(),
    name: text('name').notNull(),
    priceId: integer('price_id').notNull().references(() => prices.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('pricing_options_tenant_reference_unique').on(t.tenantId, t.reference)],
);

/** Spec §3 Ticket of a ticketed activity. */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantId(),
    activityId: integer('activity_id').notNull().references(() => activities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    attendees: integer('attendees').notNull().default(1),
    /** Who may use it: the attendee's age on the session's day, each bound inclusive (null: none). */
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    pricingOptionId: integer('pricing_option_id').notNull().references(() => pricingOptions.id, { onDelete: 'cascade' }),
    extraPricingOptionIds: integer('extra_pricing_option_ids').array().notNull().default(sql`'{}'`),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('tickets_activity_idx').on(t.activityId)],
);

export type LocationRow = typeof locations.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type PriceRow = typeof prices.$inferSelect;
