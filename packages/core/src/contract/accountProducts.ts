import { z } from 'zod';
import { dataEnvelope, priceSchema } from './common';
import { dateSchema, idSchema } from './fields';
import { packageSchema } from './package';

// What a customer holds beyond bookings (ours, docs/api.md): GET /api/v1/account/memberships, /packages and
// /guest-passes, the signed-in customer's own. Each status is core's rule (account/holdings.ts), worked out by the server.

/** A membership's state on a day: not started, in force, or over. */
export const membershipStates = ['upcoming', 'active', 'expired'] as const;
export type MembershipState = (typeof membershipStates)[number];
/** A bought package's state: usable, every usage spent, or past its expiry. */
export const packageStates = ['active', 'used_up', 'expired'] as const;
export type PackageState = (typeof packageStates)[number];
/** A guest pass's state: still to give, given, or past its last day. */
export const guestPassStates = ['available', 'used', 'expired'] as const;
export type GuestPassState = (typeof guestPassStates)[number];

const venueRefSchema = z.object({ name: z.string(), slug: z.string() });

/** A membership the customer holds (spec §3 membership fields; the plan as the member prices name it). */
export const accountMembershipSchema = z.object({
  plan: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Its home venue; null: every venue of the operator. */
  venue: venueRefSchema.nullable(),
  valid_from: dateSchema,
  /** Null: it rolls on until cancelled. */
  valid_to: dateSchema.nullable(),
  length: z.object({ value: z.number().int().positive(), unit: z.enum(['day', 'week', 'month', 'year']) }).nullable(),
  price: priceSchema,
  status: z.enum(membershipStates),
  /** In force and ending within the renewal notice (core's RENEWAL_NOTICE_DAYS). */
  renewal_due: z.boolean(),
});
export type AccountMembershipWire = z.infer<typeof accountMembershipSchema>;
export const accountMembershipsResponseSchema = dataEnvelope(z.array(accountMembershipSchema));

/** A package the customer bought (spec §3 Package) with its usages and expiry. */
export const accountPackageSchema = z.object({
  id: idSchema,
  package: packageSchema,
  venue: venueRefSchema,
  /** Null: unlimited. */
  usages_total: z.number().int().positive().nullable(),
  usages_used: z.number().int().nonnegative(),
  usages_left: z.number().int().nonnegative().nullable(),
  purchased_at: z.string(),
  expires_at: z.string().nullable(),
  status: z.enum(packageStates),
});
export type AccountPackageWire = z.infer<typeof accountPackageSchema>;
export const accountPackagesResponseSchema = dataEnvelope(z.array(accountPackageSchema));

/** A guest pass of the customer's, at a venue offering them online. */
export const guestPassSchema = z.object({
  id: idSchema,
  reference: z.string(),
  guest_name: z.string().nullable(),
  venue: venueRefSchema,
  valid_from: dateSchema,
  valid_to: dateSchema,
  used_at: z.string().nullable(),
  status: z.enum(guestPassStates),
});
export type GuestPassWire = z.infer<typeof guestPassSchema>;
/** The passes, and whether any of the operator's venues offers guest passes online (spec §2: the page shows only then). */
/** A venue selling guest passes online: the price of one and how many days it stays valid. */
export const guestPassOfferSchema = z.object({ venue: venueRefSchema, price: priceSchema, valid_days: z.number().int().positive() });
export type GuestPassOfferWire = z.infer<typeof guestPassOfferSchema>;
export const guestPassesResponseSchema = z.object({ data: z.array(guestPassSchema), meta: z.object({ enabled: z.boolean(), offers: z.array(guestPassOfferSchema) }) });

/** Fair use (ours): GET /api/v1/account/fair-use — the customer's no-shows, the tenant's rule and any pause it brings. */
export const accountFairUseSchema = z.object({
  /** No-shows (not waived) whose session ended within the rule's window (0 without a rule). */
  no_shows: z.number().int().nonnegative(),
  rule: z.object({ limit: z.number().int().positive(), window_days: z.number().int().positive(), pause_days: z.number().int().positive() }).nullable(),
  /** Online booking is paused until then (ISO; null: not paused). */
  paused_until: z.string().nullable(),
  /** The dashboard's notice while paused (null: not paused). */
  message: z.string().nullable(),
  /** What cancelling before the session avoids (null: no rule). */
  warning: z.string().nullable(),
});
export type AccountFairUseWire = z.infer<typeof accountFairUseSchema>;
export const accountFairUseResponseSchema = dataEnvelope(accountFairUseSchema);
