import { z } from 'zod';
import { dataEnvelope, priceSchema, slugSchema } from './common';

// Online joining (ours, docs/api.md): GET /api/v1/memberships/plans?venue={slug} lists the plans a customer can join
// online, each with the membership discounts it gives (spec §2 /pricing "Membership pricing; membership discounts").

/** Spec §3 membership length; null: it rolls on until cancelled. */
export const membershipLengthSchema = z.object({ value: z.number().int().positive(), unit: z.enum(['day', 'week', 'month', 'year']) }).nullable();

/** What a member of the plan pays for a price instead of its standard amount (null standard: members only). */
export const membershipDiscountSchema = z.object({
  name: z.string(),
  standard: priceSchema.nullable(),
  member: priceSchema,
});

/** A membership plan offered for online joining. */
export const membershipPlanSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Its home venue; null: every venue of the operator. */
  venue: z.object({ name: z.string(), slug: z.string() }).nullable(),
  length: membershipLengthSchema,
  price: priceSchema,
  discounts: z.array(membershipDiscountSchema),
});
export type MembershipPlanWire = z.infer<typeof membershipPlanSchema>;
export const membershipPlansResponseSchema = dataEnvelope(z.array(membershipPlanSchema));

/** Query of GET /api/v1/memberships/plans: the venue whose plans (its own and the operator's) to list. */
export const membershipPlansQuerySchema = z.object({ venue: slugSchema.optional() });
export type MembershipPlansQuery = z.infer<typeof membershipPlansQuerySchema>;
