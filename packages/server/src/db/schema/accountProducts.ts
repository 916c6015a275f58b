import { sql } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenancy';

// What a customer holds beyond bookings — memberships (plans and the customer's terms, whose plan keys the
// member prices already use: customer_memberships, price_discounts), packages (spec §3 Package) and guest passes.

const tenantId = () => integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' });
const zoned = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Spec §3 membership lengths (a plan without one rolls on until cancelled). */
export const lengthUnits = ['day', 'week', 'month', 'year'] as const;

/** A membership plan: the key customer_memberships and price_discounts name, what it is called and costs. */
export const membershipPlans = pgTable(
  'membership_plans',
  {
    tenantId: tenantId(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** The home venue it belongs to; null: every venue of the tenant. */
    venueId: integer('venue_id'),
    lengthValue: integer('length_value'),
    lengthUnit: text('length_unit', { enum: lengthUnits }),
    /** Minor units, per length (or per month for a rolling plan). */
    price: integer('price').notNull(),
    onlineJoining: boolean('online_joining').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);

/** Spec §3 Package: bought as its pricing option; its usages apply to the contents' pricing options. */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    venueId: integer('venue_id').notNull(),
    name: text('name').notNull(),
    friendlyName: text('friendly_name'),
    description: text('description'),
    venueRestriction: text('venue_restriction', { enum: ['venue', 'group'] }).notNull(),
    pricingOptionId: integer('pricing_option_id').notNull(),
    /** Null: unlimited use until it expires. */
    usages: integer('usages'),
    contentPricingOptionIds: integer('content_pricing_option_ids').array().notNull().default(sql`'{}'::integer[]`),
    expiryValue: integer('expiry_value'),
    expiryUnit: text('expiry_unit', { enum: ['day', 'month', 'year'] }),
  },
  (t) => [index('packages_tenant_venue_idx').on(t.tenantId, t.venueId)],
);

/** A package a customer bought: its usages (copied at purchase) and how many are used, and when it expires. */
export const customerPackages = pgTable(
  'customer_packages',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id').notNull(),
    packageId: integer('package_id').notNull(),
    orderId: integer('order_id'),
    usagesTotal: integer('usages_total'),
    usagesUsed: integer('usages_used').notNull().default(0),
    purchasedAt: zoned('purchased_at').notNull(),
    expiresAt: zoned('expires_at'),
  },
  (t) => [
    index('customer_packages_tenant_user_idx').on(t.tenantId, t.userId),
    check('customer_packages_usages_within', sql`${t.usagesUsed} >= 0 AND (${t.usagesTotal} IS NULL OR ${t.usagesUsed} <= ${t.usagesTotal})`),
  ],
);

/** A guest pass: a visit the customer may give a guest at a venue (spec §2 guest passes, where the venue offers them online). */
export const guestPasses = pgTable(
  'guest_passes',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id').notNull(),
    venueId: integer('venue_id').notNull(),
    reference: text('reference').notNull(),
    guestName: text('guest_name'),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    usedAt: zoned('used_at'),
    createdAt: zoned('created_at').notNull().defaultNow(),
  },
  (t) => [index('guest_passes_tenant_user_idx').on(t.tenantId, t.userId), uniqueIndex('guest_passes_tenant_reference_unique').on(t.tenantId, t.reference)],
);

/** A fee a customer owes (spec §3 hasOutstandingPenalties): a late cancellation's charge_fee, one per booking. */
export const penalties = pgTable(
  'penalties',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    /** Keyed with tenant_id to users and bookings (drizzle/0016: the tenant-scoped foreign keys). */
    userId: integer('user_id').notNull(),
    bookingId: integer('booking_id'),
    /** Minor units. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    createdAt: zoned('created_at').notNull().defaultNow(),
    paidAt: zoned('paid_at'),
  },
  (t) => [
    index('penalties_user_idx').on(t.tenantId, t.userId),
    unique('penalties_booking_unique').on(t.bookingId),
    check('penalties_amount_positive', sql`${t.amount} > 0`),
  ],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** A customer's profile photo: served at /api/v1/profile-photos/{token}, the token random per upload. */
export const profilePhotos = pgTable(
  'profile_photos',
  {
    /** Keyed with tenant_id to users (drizzle/0018: the tenant-scoped foreign key). */
    userId: integer('user_id').primaryKey(),
    tenantId: tenantId(),
    token: text('token').notNull(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    updatedAt: zoned('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('profile_photos_tenant_token_unique').on(t.tenantId, t.token)],
);

/** A discount code: a share (percent_off) or a sum (amount_off) off one session line, for a while, so many times. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    /** Upper case (core's normaliseDiscountCode). */
    code: text('code').notNull(),
    description: text('description'),
    percentOff: integer('percent_off'),
    amountOff: integer('amount_off'),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
  },
  (t) => [uniqueIndex('discount_codes_tenant_code_unique').on(t.tenantId, t.code)],
);
