import { z } from 'zod';
import { dataEnvelope, priceSchema, slugSchema } from './common';
import { idSchema, textBetween } from './fields';
import { pricingOptionRefSchema } from './pricingOption';

/** Spec §3 Package expiry: a value and a unit (day, month, year), or null when it never expires. */
export const packageExpirySchema = z.object({
  value: z.number().int().positive(),
  unit: z.enum(['day', 'month', 'year']),
});

/** Spec §3 Package contents: how many usages it gives, and the pricing options they apply to (null usages: unlimited). */
export const packageContentsSchema = z.object({
  usages: z.number().int().positive().nullable(),
  pricing_options: z.array(pricingOptionRefSchema),
});

/** Spec §3 Package (bought as a pricing option, cartable type pricing_option). */
export const packageSchema = z.object({
  id: idSchema,
  name: z.string(),
  friendly_name: z.string().nullable(),
  description: z.string().nullable(),
  venue_restriction: z.enum(['venue', 'group']),
  pricing_option: pricingOptionRefSchema,
  price: priceSchema,
  contents: packageContentsSchema,
  expiry: packageExpirySchema.nullable(),
});
export type PackageWire = z.infer<typeof packageSchema>;

/**
 * Params of GET /api/v1/promotions/packages/{a}/{b} and /{a}/{b}/{c} (spec §7 names them no further):
 * read as venue slug, package id and an optional third segment.
 */
export const packagePromotionParamsSchema = z.object({
  a: slugSchema,
  b: textBetween(1, 255),
  c: textBetween(1, 255).optional(),
});
/** GET /api/v1/promotions/packages/… response: the package. */
export const packageResponseSchema = dataEnvelope(packageSchema);
