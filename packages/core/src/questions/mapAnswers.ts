import { answerDate, answerNumber, answerNumberList, isEmptyAnswer } from './answerValue';
import { answerKey, questionKind, type Question, type QuestionKind } from './question';

/** Spec §3 basket item payload: one entry of custom_question_answers, in wire snake_case (the shape of contract customQuestionAnswerSchema). */
export interface QuestionAnswerPayload {
  custom_question_id: number;
  answer: string | number | number[] | boolean;
}

/** Turns one non-empty form value into its wire answer; null when it cannot be one (then omitted). */
function wireAnswer(kind: QuestionKind, value: unknown): QuestionAnswerPayload['answer'] | null {
  switch (kind) {
    case 'text':
    case 'textarea':
      return String(value);
    case 'date':
      return answerDate(value);
    case 'multi_select': {
      const list = answerNumberList(value);
      return list.length > 0 ? list : null;
    }
    case 'checkbox':
      return value === true || value === 'true';
    default:
      return answerNumber(value);
  }
}

/**
 * Spec §5 answer mapping on submit: empty omitted; text/textarea a string; date 'YYYY-MM-DD';
 * number, select, radio numbers; multi_select a list of numbers; checkbox with options a number,
 * without options a boolean. Values are read by `answerKey(id)`; group and hidden are skipped.
 */
export function mapAnswers(questions: readonly Question[], values: Readonly<Record<string, unknown>>): QuestionAnswerPayload[] {
  const answers: QuestionAnswerPayload[] = [];
  for (const question of questions) {
    const kind = questionKind(question);
    const value = values[answerKey(question.id)];
    if (!kind || isEmptyAnswer(value)) continue;
    const answer = wireAnswer(kind, value);
    if (answer !== null) answers.push({ custom_question_id: question.id, answer });
  }
  return answers;
}
