import { z } from 'zod';
import { lengthMessages, messages } from '../errors/messages';
import { answerDate, answerNumber, answerNumberList } from './answerValue';
import { answerKey, questionKind, type Question, type QuestionKind } from './question';

/** What a required answer of each kind must satisfy, and the spec §5 text shown when it does not. */
const requiredRules: Readonly<Record<QuestionKind, { accepts: (value: unknown) => boolean; message: string }>> = {
  text: { accepts: (v) => typeof v === 'string' && v.length >= 1, message: messages.fieldRequired },
  textarea: { accepts: (v) => typeof v === 'string' && v.length >= 1, message: messages.fieldRequired },
  number: { accepts: (v) => (answerNumber(v) ?? 0) >= 1, message: messages.fieldRequired },
  select: { accepts: (v) => answerNumber(v) !== null, message: messages.selectAnOption },
  radio: { accepts: (v) => answerNumber(v) !== null, message: messages.selectAnOption },
  multi_select: { accepts: (v) => answerNumberList(v).length > 0, message: messages.selectAtLeastOneOption },
  checkbox_option: { accepts: (v) => answerNumber(v) !== null, message: messages.selectAnOption },
  checkbox: { accepts: (v) => v === true, message: messages.fieldRequired },
  date: { accepts: (v) => answerDate(v) !== null, message: messages.selectADate },
};

/** Spec §5 "text inputs take optional maxLength and a character count": Courtside's limits for question answers. */
export const questionMaxLength: Readonly<Partial<Record<QuestionKind, number>>> = { text: 255, textarea: 2000 };

/** The zod schema of one question's answer: optional questions accept anything that fits (spec §5). */
function answerSchema(question: Question, kind: QuestionKind): z.ZodType {
  const max = questionMaxLength[kind];
  const fits = (value: unknown) => max === undefined || typeof value !== 'string' || value.length <= max;
  const tooLong = { message: lengthMessages.atMost(max ?? 0) };
  if (!question.required) return z.unknown().optional().refine(fits, tooLong);
  const rule = requiredRules[kind];
  return z.unknown().refine(rule.accepts, { message: rule.message }).refine(fits, tooLong);
}

/**
 * Spec §5 custom questions: a zod object keyed by `answerKey(id)` ('q_{id}') validating required
 * questions only; group and hidden are skipped; any other unknown type throws
 * 'Unsupported question type: {type}' (spec §8).
 */
export function buildAnswersSchema(questions: readonly Question[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const question of questions) {
    const kind = questionKind(question);
    if (kind) shape[answerKey(question.id)] = answerSchema(question, kind);
  }
  return z.object(shape);
}
