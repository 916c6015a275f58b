import { z } from 'zod';
import { dataEnvelope, slugSchema } from './common';
import { bookingTypeSchema, bookingTypes, queryBoolean, queryList, textBetween, uuidSchema } from './fields';

/** Spec §3 Category without its relations (what children and parents are given as). */
export const categorySummarySchema = z.object({
  id: uuidSchema,
  name: z.string(),
  slug: slugSchema,
  booking_type: bookingTypeSchema.nullable(),
  created_at: z.string(),
});
export type CategorySummary = z.infer<typeof categorySummarySchema>;

/** Spec §3 in_use: whether a category is used, and why (e.g. templates, schedules). */
export const categoryInUseSchema = z.object({ in_use: z.boolean(), reasons: z.array(z.string()) });

/** Spec §3 Category: children, parent, in_use (present when usage checks were asked for). */
export const categorySchema = categorySummarySchema.extend({
  children: z.array(categorySummarySchema),
  parent: categorySummarySchema.nullable(),
  in_use: categoryInUseSchema.optional(),
});
export type CategoryWire = z.infer<typeof categorySchema>;

/** Spec §5 category filters: search, booking_type list, with_usage_checks. */
export const categoryListQuerySchema = z.object({
  search: textBetween(0, 255).optional(),
  booking_type: queryList(z.enum(bookingTypes)).optional(),
  with_usage_checks: queryBoolean.optional(),
});
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>;

/** Category list response (spec §7 contract-only; also GET /api/v1/activities/categories/bookable/{a}[/{b}]). */
export const categoryListResponseSchema = dataEnvelope(z.array(categorySchema));
/** Contract-only category create/update response (spec §7): the category as stored. */
export const categoryResponseSchema = dataEnvelope(categorySchema);
/** Params of GET /api/v1/activities/categories/bookable/{a} and /{a}/{b} (spec §7: venue slug, then parent category slug). */
export const bookableCategoriesParamsSchema = z.object({ a: slugSchema, b: slugSchema.optional() });

/** Params of the contract-only category update, PATCH /api/v1/activities/categories/{category_id} (path ours). */
export const categoryParamsSchema = z.object({ category_id: uuidSchema });

/** Spec §5 category create/update body: name 1-255, slug 1-255, booking_type (or null), parent_id (or null). */
export const categoryBodySchema = z.object({
  name: textBetween(1, 255),
  slug: textBetween(1, 255).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Must be a lower-case slug'),
  booking_type: bookingTypeSchema.nullable(),
  parent_id: uuidSchema.nullable().default(null),
});
export type CategoryBody = z.infer<typeof categoryBodySchema>;
export type CategoryBodyInput = z.input<typeof categoryBodySchema>;

/**
 * What only the database knows about a category being saved; the server looks it up and passes it in,
 * so the spec §4/§5 category rules are written once, here.
 */
export interface CategoryFacts {
  /** The slug is used by another category (parents and children share one namespace). */
  slugTaken: boolean;
  /** The category (on update) holds templates or schedules. */
  holdsTemplatesOrSchedules: boolean;
  /** The category (on update) has children, so it is a parent. */
  hasChildren: boolean;
  /** The chosen parent_id names a category that itself has a parent (a child cannot be a parent). */
  parentHasParent: boolean;
  /** On update: the stored booking type and whether the category is in use. */
  current?: { booking_type: CategoryBody['booking_type']; in_use: boolean };
}

/** Spec §4/§5 category rules that need the database's facts, as messages on the body's fields. */
export const categoryBodyWithFacts = (facts: CategoryFacts) =>
  categoryBodySchema.superRefine((body, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (facts.slugTaken) issue('slug', 'The slug has already been taken');
    if (facts.holdsTemplatesOrSchedules && body.booking_type === null) {
      issue('booking_type', 'A booking type is required for a category holding templates or schedules');
    }
    if (facts.hasChildren && body.booking_type !== null) issue('booking_type', 'A parent category has no booking type');
    if (facts.hasChildren && body.parent_id !== null) issue('parent_id', 'A parent category cannot have a parent');
    if (facts.parentHasParent) issue('parent_id', 'A child category cannot be a parent');
    if (facts.current?.in_use && facts.current.booking_type !== body.booking_type) {
      issue('booking_type', 'The booking type cannot change while the category is in use');
    }
  });
