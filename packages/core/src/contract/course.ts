import { z } from 'zod';
import { dataEnvelope, priceSchema, slugSchema } from './common';
import { bookingTypeSchema, namedRefSchema, selectedUserIdQuery, sourceSchema, uuidSchema, zonedDateTimeSchema } from './fields';
import { bookableActionSchema, occurrenceSchema } from './occurrence';
import { extraSchema } from './pricingOption';
import { customQuestionSectionSchema } from './question';

/**
 * Spec §3 Course. pro_rata_price is preferred when present: the price of the remaining sessions of a started
 * course, offered when allow_customer_book_course_after_start is true.
 */
export const courseSchema = z.object({
  id: uuidSchema,
  slug: slugSchema,
  name: z.string(),
  description: z.string().nullable(),
  duration_in_weeks: z.number().int().positive(),
  category: z.object({ id: uuidSchema, name: z.string(), slug: slugSchema, booking_type: bookingTypeSchema.nullable() }),
  venue: z.object({ name: z.string() }),
  starts_at: zonedDateTimeSchema,
  ends_at: zonedDateTimeSchema,
  instructors: z.array(namedRefSchema),
  price: priceSchema.nullable(),
  pro_rata_price: priceSchema.nullable(),
  allow_customer_book_course_after_start: z.boolean(),
  capacity: z.object({
    available: z.number().int().nonnegative(),
    consumed: z.number().int().nonnegative(),
    maximum: z.number().int().nonnegative(),
  }),
  bookable_action: bookableActionSchema,
  occurrences: z.array(occurrenceSchema),
  custom_question_sections: z.array(customQuestionSectionSchema),
  extras: z.array(extraSchema),
});
export type CourseWire = z.infer<typeof courseSchema>;

/** GET /api/v1/activities/courses response (spec §7); the query is `courseListQuerySchema`. */
export const courseListResponseSchema = dataEnvelope(z.array(courseSchema));
/** GET /api/v1/activities/courses/{id} params and response (spec §7). */
export const courseParamsSchema = z.object({ id: uuidSchema });
/** GET /api/v1/activities/courses/{id} (and course detail) response (spec §7). */
export const courseResponseSchema = dataEnvelope(courseSchema);

/** Spec §7 course detail query: by course slug with source, optional selected user. */
export const courseDetailQuerySchema = z.object({
  course_slug: slugSchema,
  source: sourceSchema,
  selected_user_id: selectedUserIdQuery,
});
export type CourseDetailQuery = z.infer<typeof courseDetailQuerySchema>;
