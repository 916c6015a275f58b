import { z } from 'zod';
import { dataEnvelope } from './common';
import { dateSchema, idSchema, textBetween } from './fields';

/**
 * Spec §3 question types. 'textarea' is the client's name for the server's 'long_text'; both are accepted.
 * 'group' and 'hidden' exist only in the server contract.
 */
export const questionTypes = [
  'text',
  'textarea',
  'long_text',
  'number',
  'select',
  'multi_select',
  'checkbox',
  'radio',
  'date',
  'group',
  'hidden',
] as const;
/** Spec §3 question type. */
export const questionTypeSchema = z.enum(questionTypes);
export type QuestionType = z.infer<typeof questionTypeSchema>;

/** Spec §3 question option `{ id, value }`. */
export const questionOptionSchema = z.object({ id: idSchema, value: z.string() });

/** Spec §3 custom question: id, type, question text, required, position, options (checkbox may have none). */
export const customQuestionSchema = z.object({
  id: idSchema,
  type: questionTypeSchema,
  question: z.string(),
  required: z.boolean(),
  position: z.number().int().nonnegative(),
  options: z.array(questionOptionSchema),
});
export type CustomQuestion = z.infer<typeof customQuestionSchema>;

/** Spec §3 custom question section: title, description, position, questions. */
export const customQuestionSectionSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  position: z.number().int().nonnegative(),
  questions: z.array(customQuestionSchema),
});
export type CustomQuestionSection = z.infer<typeof customQuestionSectionSchema>;

/**
 * Spec §5 answer mapping: text a string; date 'YYYY-MM-DD' (a string too); number, select, radio and
 * checkbox-with-options a number; multi_select a list of numbers; checkbox without options a boolean.
 */
export const answerValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.number())], {
  error: (issue) => (issue.input === undefined ? 'Required' : 'Must be text, a number, true or false, or a list of numbers'),
});
export type AnswerValue = z.infer<typeof answerValueSchema>;

/** Spec §3 basket item payload custom_question_answers entry. */
export const customQuestionAnswerSchema = z.object({
  custom_question_id: idSchema,
  answer: answerValueSchema,
});
export type CustomQuestionAnswer = z.infer<typeof customQuestionAnswerSchema>;

const answeredBase = { id: idSchema, question: z.string() };

/** Spec §3 answered questions after booking: simple (answer), date (answer) or multi (answers). */
export const answeredQuestionSchema = z.discriminatedUnion('type', [
  z.object({ ...answeredBase, type: z.literal('simple'), answer: z.string().nullable() }),
  z.object({ ...answeredBase, type: z.literal('date'), answer: dateSchema.nullable() }),
  z.object({ ...answeredBase, type: z.literal('multi'), answers: z.array(z.string()) }),
]);
export type AnsweredQuestion = z.infer<typeof answeredQuestionSchema>;

/** Spec §3: a custom question section as a booking carries it, with the answers given. */
export const answeredQuestionSectionSchema = customQuestionSectionSchema.extend({
  questions: z.array(answeredQuestionSchema),
});

/** POST /api/activities/cart/{cartId}/questions, …/{id}/questions/answers and …/occurrences/{id}/questions/answers body (spec §7). */
export const questionAnswersBodySchema = z.object({ answers: z.array(customQuestionAnswerSchema) });
export type QuestionAnswersBody = z.infer<typeof questionAnswersBodySchema>;

/** Params of POST /api/activities/cart/{cartId}/questions (spec §7). */
export const cartQuestionsParamsSchema = z.object({ cartId: textBetween(1, 255) });
/** Params of POST /api/activities/{id}/questions/answers (numeric id) or /occurrences/{id}/questions/answers. */
export const questionAnswersParamsSchema = z.object({ id: textBetween(1, 255) });

/** Response of the question-answer calls: the answers as stored (spec §3 answered questions). */
export const questionAnswersResponseSchema = dataEnvelope(z.array(answeredQuestionSchema));
