import { staffRoles } from '@courtside/core';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/** Spec §3 onboarding emergency contact. */
export interface EmergencyContact {
  name: string;
  phone: string;
  relationship: string | null;
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
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
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
    /** Spec §4 cut-off actions: online booking (disable_booking) or membership access (disable_access) paused until then. */
    bookingDisabledUntil: timestamp('booking_disabled_until', { withTimezone: true }),
    accessSuspendedUntil: timestamp('access_suspended_until', { withTimezone: true }),
    profilePictureUrl: text('profile_picture_url'),
    /** Staff only: the staff role (core's staffRoles: front-of-house, manager, super-user); null for customers. */
    staffRole: text('staff_role', { enum: staffRoles }),
    hasInstruction: boolean('has_instruction').notNull().default(false),
    hasBillingDate: boolean('has_billing_date').notNull().default(false),
    documentExpiry: date('document_expiry', { mode: 'string' }),
    membershipDocumentUploadRequired: boolean('membership_document_upload_required').notNull().default(false),
    /** Onboarding (spec §3): the additional answers and the emergency contact given at registration. */
    additionalData: jsonb('additional_data').$type<Record<string, unknown>>().notNull().default({}),
    emergencyContact: jsonb('emergency_contact').$type<EmergencyContact>(),
    onboardingType: text('onboarding_type'),
    registrationSource: text('registration_source'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_tenant_reference_unique').on(t.tenantId, t.reference),
    uniqueIndex('users_tenant_email_unique').on(t.tenantId, t.email),
    index('users_tenant_idx').on(t.tenantId),
    // Credit is never negative: a deduction that would overdraw it fails.
    check('users_credit_balance_not_negative', sql`${t.creditBalance} >= 0`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** Spec §3 membership user: a customer's membership record with its home venue. */
export const membershipUsers = pgTable(
  'membership_users',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    homeVenueId: integer('home_venue_id').references(() => venues.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('membership_users_user_unique').on(t.userId), index('membership_users_tenant_idx').on(t.tenantId)],
);

/** Spec §3 linked-user relationships (kept in step with core's linkedUserRelationships). */
export const relationships = ['parent', 'partner', 'sibling', 'employee', 'carer'] as const;

/**
 * Spec §3 Linked user: `userId` may act for `linkedUserId` (spec §6 selected_user_id). The
 * relationship is what the owner is to the linked user (a parent of their child).
 */
export const linkedUsers = pgTable(
  'linked_users',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    linkedUserId: integer('linked_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    relationship: text('relationship', { enum: relationships }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('linked_users_pair_unique').on(t.userId, t.linkedUserId),
    index('linked_users_tenant_user_idx').on(t.tenantId, t.userId),
  ],
);

/**
 * Login sessions: only the SHA-256 of the opaque token is stored. A session ends at `expiresAt`
 * (absolute), after the idle limit since `lastUsedAt`, or when revoked (logout, password reset).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_tenant_user_idx').on(t.tenantId, t.userId)],
);

/** Every login attempt, for the per-account and per-address limits (failures in a sliding window). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    /** The normalised username tried (an email or a reference), whether or not an account has it. */
    accountKey: text('account_key').notNull(),
    /** What was tried: a login, or a forgotten-password request (both are limited per account and per address). */
    kind: text('kind', { enum: ['login', 'reset'] }).notNull().default('login'),
    address: text('address').notNull(),
    succeeded: boolean('succeeded').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_account_idx').on(t.tenantId, t.accountKey, t.attemptedAt),
    index('login_attempts_address_idx').on(t.tenantId, t.address, t.attemptedAt),
    // An address's failed logins are counted over every tenant (auth/loginRateLimit.ts loginBlock).
    index('login_attempts_address_kind_idx').on(t.address, t.kind, t.attemptedAt),
  ],
);

/** Forgotten-password tokens, stored hashed; single use, short-lived. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash),
    index('password_reset_tokens_tenant_user_idx').on(t.tenantId, t.userId),
  ],
);

/**
 * A link mailed to a customer's new email address (My details): only the token's hash is kept. Opening it confirms
 * that address — if it is still the account's email — once, within a day.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_verification_tokens_hash_unique').on(t.tokenHash),
    index('email_verification_tokens_tenant_user_idx').on(t.tenantId, t.userId),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
export type LinkedUserRow = typeof linkedUsers.$inferSelect;
export type MembershipUserRow = typeof membershipUsers.$inferSelect;
