import { z } from 'zod';
import { priceSchema } from './common';
import { MAX_UINT32, intBetween } from './fields';

/** Spec §5: a pricing option id is 1 to 4294967295. */
export const pricingOptionIdSchema = intBetween(1, MAX_UINT32);

/** Spec §3 pricing option reference `{ id, name, reference }` (tickets, packages). */
export const pricingOptionRefSchema = z.object({
  id: pricingOptionIdSchema,
  name: z.string(),
  reference: z.string(),
});
export type PricingOptionRef = z.infer<typeof pricingOptionRefSchema>;

/** Spec §3 Extra offered with a camp or course: id (its pricing option), name, price. */
export const extraSchema = z.object({
  id: pricingOptionIdSchema,
  name: z.string(),
  price: priceSchema,
});
export type Extra = z.infer<typeof extraSchema>;

/** Spec §3/§5 chosen extra: a pricing option with a quantity (>= 1 on the wire; the UI offers 0 to 10). */
export const extraSelectionSchema = z.object({
  pricing_option_id: pricingOptionIdSchema,
  quantity: intBetween(1),
});
export type ExtraSelection = z.infer<typeof extraSelectionSchema>;

/** Spec §9: the UI offers 0 to 10 of each extra. */
export const MAX_EXTRA_QUANTITY = 10;
