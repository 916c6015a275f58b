import { z } from 'zod';
import { dataEnvelope, slugSchema } from './common';
import { dateTimeSchema, selectedUserIdQuery, uuidSchema, queryList } from './fields';
import { bookableActionSchema, occurrenceSchema } from './occurrence';
import { extraSchema } from './pricingOption';
import { customQuestionSectionSchema } from './question';

/** Spec §3 camp pricing options: sold whole ('bundled') and/or per session ('individual'). */
export const campPricingOptionAvailabilitySchema = z.array(z.enum(['individual', 'bundled']));

/**
 * Spec §3 Camp. `price` is the full-camp price: null when the camp is not sold whole, the customer does
 * not qualify, or it has started. Each occurrence's price and bookable_action are for booking it alone.
 */
export const campSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  slug: slugSchema,
  price: z.object({ value: z.number().int(), formatted: z.string() }).nullable(),
  venue: z.object({ name: z.string() }),
  /** Spec §3 category {name}; with its slug (ours) so the camp pages can link a venue's camp categories (spec §2). */
  category: z.object({ name: z.string(), slug: slugSchema.optional() }),
  starts_at: z.object({ local: dateTimeSchema }),
  duration_in_weeks: z.number().int().positive(),
  capacity: z.object({ available: z.number().int().nonnegative(), maximum: z.number().int().nonnegative() }),
  bookable_action: bookableActionSchema,
  pricing_option_availability: campPricingOptionAvailabilitySchema,
  occurrences: z.array(occurrenceSchema),
  extras: z.array(extraSchema),
  custom_question_sections: z.array(customQuestionSectionSchema),
});
export type CampWire = z.infer<typeof campSchema>;

/** GET /api/v1/activities/camps response (spec §7); the query is `campListQuerySchema`. */
export const campListResponseSchema = dataEnvelope(z.array(campSchema));
/** GET /api/v1/activities/camps/{id} params and response (spec §7). */
export const campParamsSchema = z.object({ id: uuidSchema });
/** GET /api/v1/activities/camps/{id} (and camp detail) response (spec §7). */
export const campResponseSchema = dataEnvelope(campSchema);

/** Spec §7 camp detail query: by camp slug with source online, venue and category slugs, optional selected user. */
export const campDetailQuerySchema = z.object({
  camp_slug: slugSchema,
  source: z.literal('online').default('online'),
  venue_slugs: queryList(slugSchema).optional(),
  category_slugs: queryList(slugSchema).optional(),
  selected_user_id: selectedUserIdQuery,
});
export type CampDetailQuery = z.infer<typeof campDetailQuerySchema>;
