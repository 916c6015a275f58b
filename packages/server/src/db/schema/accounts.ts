import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants, venues } from './tenancy';

/** Spec §3 User address. */
export interface UserAddress {
  address1: string | null;
  address2: string | null;
  area: string | null;
  town: string | null;
  country: string | null;
  postcode: string | null;
  uprn: string | null;
}

/**
 * Spec §3 User, per tenant: the same email in two tenants is two accounts. Customers and staff
 * share the table (role); staff act for customers of their own tenant only (spec §6).
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['customer', 'staff'] }).notNull().default('customer'),
    reference: text('reference').notNull(),
    email: text('email'),
    passwordHash: text('password_hash'),
    title: text('title'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender'),
    ethnicity: text('ethnicity'),
    disability: text('disability'),
    phone: text('phone'),
    dateOfBirth: date('date_of_birth'),
    address: jsonb('address').$type<UserAddress>(),
    marketingEmail: boolean('marketing_email').notNull().default(false),
    marketingSms: boolean('marketing_sms').notNull().default(false),
    marketingPhone: boolean('marketing_phone').notNull().default(false),
    marketingPost: boolean('marketing_post').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    homeVenueId: integer('home_venue_id').references(() => venues.id, { onDelete: 'set null' }),
    /** Account credit in minor units (spec §3 credit balance). */
    creditBalance: integer('credit_balance').notNull().default(0),
    barcode: text('barcode'),
    hasOutstandingPenalties: boolean('has_outstanding_penalties').notNull().default(false),
    profilePictureUrl: text('profile_picture_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_tenant_reference_unique').on(t.tenantId, t.reference),
    uniqueIndex('users_tenant_email_unique').on(t.tenantId, t.email),
    index('users_tenant_idx').on(t.tenantId),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
