import { answerDate, answerNumber, type AnswerInput } from './answerValue';
import { answerKey, questionKind, type Question } from './question';

/** One answer as it travels between camps and courses: the question's text and type, options by their text. */
export interface CarriedAnswer {
  question: string;
  type: string;
  answer: string | number | boolean | string[];
}

const optionKinds = new Set(['select', 'radio', 'checkbox_option', 'multi_select']);
const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Spec §3 previous attendees: the answers a booking stored (question ids, option ids) as carried answers — each
 * question of `questions` answered, option answers by their options' text; answers to questions no longer asked, or
 * naming an option that is gone, are left out.
 */
export function carriedAnswers(questions: readonly Question[], stored: ReadonlyArray<{ custom_question_id: number; answer: unknown }>): CarriedAnswer[] {
  return stored.flatMap(({ custom_question_id: id, answer }): CarriedAnswer[] => {
    const question = questions.find((q) => q.id === id);
    const kind = question ? questionKind(question) : null;
    if (!question || !kind) return [];
    const carried = (value: CarriedAnswer['answer']) => [{ question: question.question, type: question.type, answer: value }];
    if (!optionKinds.has(kind)) return typeof answer === 'string' || typeof answer === 'number' || typeof answer === 'boolean' ? carried(answer) : [];
    const text = (optionId: unknown) => question.options?.find((o) => o.id === optionId)?.value;
    if (kind === 'multi_select') {
      const texts = (Array.isArray(answer) ? answer : []).map(text).filter((t): t is string => t !== undefined);
      return texts.length > 0 ? carried(texts) : [];
    }
    const one = text(answer);
    return one === undefined ? [] : carried(one);
  });
}

/** 'YYYY-MM-DD' as the date field is typed (DD-MM-YYYY). */
const pickerDate = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/** A carried answer as the form holds one of `kind` (option ids by `optionId`); null when it gives none. */
function formValue(kind: string, answer: CarriedAnswer['answer'], optionId: (text: unknown) => number | undefined): AnswerInput {
  if (kind === 'multi_select') {
    const ids = (Array.isArray(answer) ? answer : []).map(optionId).filter((id): id is number => id !== undefined);
    return ids.length > 0 ? ids : null;
  }
  if (optionKinds.has(kind)) return optionId(answer) ?? null;
  if (kind === 'checkbox') return typeof answer === 'boolean' ? answer : null;
  const date = kind === 'date' ? answerDate(answer) : null;
  if (kind === 'date') return date === null ? null : pickerDate(date);
  if (kind === 'number') return answerNumber(answer) === null ? null : String(answer);
  return typeof answer === 'string' ? answer : null;
}

/**
 * Spec §3 previous attendees, on a camp or course booking page: the form values (by `answerKey`) that carried answers
 * give this page's questions — matched by the same question text (case and spaces aside) and type, options by their
 * text. A question without such an answer, or whose answer names none of its options, is left unanswered.
 */
export function prefilledAnswers(questions: readonly Question[], previous: readonly CarriedAnswer[]): Record<string, AnswerInput> {
  const values: Record<string, AnswerInput> = {};
  for (const question of questions) {
    const kind = questionKind(question);
    const given = previous.find((p) => p.type === question.type && sameText(p.question, question.question));
    if (!kind || !given) continue;
    const value = formValue(kind, given.answer, (text) => question.options?.find((o) => typeof text === 'string' && sameText(o.value, text))?.id);
    if (value !== null) values[answerKey(question.id)] = value;
  }
  return values;
}
