import { z } from 'zod';
import { dataEnvelope } from './common';
import { idSchema, queryList, queryNumber, intBetween, selectedUserIdQuery, textBetween, uuidSchema } from './fields';
import { paginatedEnvelope, paginationQuerySchema } from './pagination';
import { customQuestionAnswerSchema } from './question';

/** Spec §3 waiver/induction (restriction) types. */
export const restrictionTypes = [
  'pre-purchase-waiver',
  'pre-purchase-induction',
  'post-purchase-waiver',
  'post-purchase-induction',
  'enhanced-pre-waiver',
] as const;
/** Spec §3 restriction type, with a message listing the five. */
export const restrictionTypeSchema = z.enum(restrictionTypes, {
  error: (issue) => (issue.input === undefined ? 'Required' : `Must be one of ${restrictionTypes.join(', ')}`),
});
export type RestrictionType = z.infer<typeof restrictionTypeSchema>;

/** Spec §3 Occurrence restrictions entry `{ id, name, type }`. */
export const restrictionRefSchema = z.object({ id: idSchema, name: z.string(), type: restrictionTypeSchema });
export type RestrictionRef = z.infer<typeof restrictionRefSchema>;

/** A statement the customer agrees to when signing a waiver. */
export const restrictionAgreementSchema = z.object({ id: idSchema, text: z.string() });

/**
 * Spec §3 Waiver/induction: id, name, type, terms (HTML), related_category (nullable), plus its agreements.
 * Spec §5: a pre-purchase waiver needs exactly one agreement (so a single waiver id is stored per booking).
 */
export const restrictionSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    type: restrictionTypeSchema,
    terms: z.string(),
    related_category: z.object({ id: uuidSchema, name: z.string(), slug: z.string() }).nullable(),
    agreements: z.array(restrictionAgreementSchema),
  })
  .superRefine((restriction, ctx) => {
    if (restriction.type === 'pre-purchase-waiver' && restriction.agreements.length !== 1) {
      ctx.addIssue({ code: 'custom', path: ['agreements'], message: 'A pre-purchase waiver needs exactly one agreement' });
    }
  });
export type RestrictionWire = z.infer<typeof restrictionSchema>;

/** Spec §5 restriction list query: search up to 255, type list, page >= 1, per_page 1-100 (default 20). */
export const restrictionListQuerySchema = paginationQuerySchema.extend({
  search: textBetween(0, 255).optional(),
  type: queryList(restrictionTypeSchema).optional(),
});
export type RestrictionListQuery = z.infer<typeof restrictionListQuerySchema>;
export type RestrictionListQueryInput = z.input<typeof restrictionListQuerySchema>;

/** Restriction list response (spec §7 contract-only "list restrictions"). */
export const restrictionListResponseSchema = paginatedEnvelope(restrictionSchema);

/** GET /api/v1/activities/restrictions/{id} params and response (spec §7). */
export const restrictionParamsSchema = z.object({ id: queryNumber(intBetween(1)) });
/** GET /api/v1/activities/restrictions/{id} response (spec §7). */
export const restrictionResponseSchema = dataEnvelope(restrictionSchema);

/**
 * One answer a previous attendee gave (ours, docs/api.md): the question's text and type, and the answer — an option
 * question's by its options' text, so it can be carried to the same question of another camp or course.
 */
export const previousAnswerSchema = z.object({
  question: z.string(),
  type: z.string(),
  answer: z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]),
});
export type PreviousAnswer = z.infer<typeof previousAnswerSchema>;

/**
 * Spec §3 Attendee state: a previous attendee offered when signing a waiver again. Ours beside the spec's names: the
 * answers of their latest booking (not cancelled) of a camp or course with this restriction, and whether they have
 * agreed to it and the agreement still stands (recorded, or on such a booking).
 */
export const previousAttendeeSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  answers: z.array(previousAnswerSchema),
  waiver_agreed: z.boolean(),
});
export type PreviousAttendee = z.infer<typeof previousAttendeeSchema>;

/** GET /api/activities/{restriction}/question-waivers/previous-attendees query and response (spec §7). */
export const previousAttendeesQuerySchema = z.object({
  query: textBetween(0, 255).optional(),
  selected_user_id: selectedUserIdQuery,
});
/** Params of GET /api/activities/{restriction}/question-waivers/previous-attendees (spec §7). */
export const previousAttendeesParamsSchema = z.object({ restriction: queryNumber(intBetween(1)) });
/** GET …/question-waivers/previous-attendees response: the previous attendees (spec §3). */
export const previousAttendeesResponseSchema = dataEnvelope(z.array(previousAttendeeSchema));

/** One attendee's signed question waiver. */
export const questionWaiverSchema = z.object({
  restriction_id: idSchema,
  previous_attendee_id: idSchema.nullish(),
  first_name: textBetween(1, 255),
  last_name: textBetween(1, 255),
  answers: z.array(customQuestionAnswerSchema).default([]),
});
export type QuestionWaiver = z.infer<typeof questionWaiverSchema>;

/** POST /api/activities/question-waivers body: waivers, selected_user_id (spec §7). */
export const questionWaiversBodySchema = z.object({
  waivers: z.array(questionWaiverSchema).min(1, 'Add at least one waiver'),
  selected_user_id: idSchema.nullish(),
});
export type QuestionWaiversBody = z.infer<typeof questionWaiversBodySchema>;

/** POST /api/activities/question-waivers response: the ids of the waivers saved (spec §3 "sent ids"). */
export const questionWaiversResponseSchema = dataEnvelope(z.object({ ids: z.array(idSchema) }));
