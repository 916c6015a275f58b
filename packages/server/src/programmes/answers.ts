import { answerDate, answerKey, buildAnswersSchema, isEmptyAnswer, messages, questionKind, type BasketItemPayload, type Question } from '@courtside/core';
import type { z } from 'zod';
import { RequestValidationError } from '../http/httpError';
import type { ProgrammeSectionRow } from './programmes.repo';

type Answers = NonNullable<BasketItemPayload['custom_question_answers']>;

const optionKinds = new Set(['select', 'radio', 'checkbox_option', 'multi_select']);

/** The questions of a programme's sections as core's question rules read them. */
export function programmeQuestions(sections: readonly ProgrammeSectionRow[]): Question[] {
  return sections.flatMap((s) => s.questions.map((q) => ({ id: q.id, type: q.type, question: q.question, required: q.required, position: q.position, options: q.options })));
}

/** Does an answer name only the question's own options (select, radio, checkbox with options, multi_select)? */
function namesOwnOptions(question: Question, answer: unknown): boolean {
  const ids = new Set((question.options ?? []).map((o) => o.id));
  const list = Array.isArray(answer) ? answer : [answer];
  if (!Array.isArray(answer) && questionKind(question) === 'multi_select') return false;
  if (Array.isArray(answer) && questionKind(question) !== 'multi_select') return false;
  // Each option at most once, so a list is never longer than the options.
  return new Set(list).size === list.length && list.every((id) => typeof id === 'number' && ids.has(id));
}

/**
 * Spec §5/§8 custom question answers of a camp or course on the server: each names a question of it once (its options
 * only, for the kinds that have options), and every required question is answered as core's schema demands. A refusal
 * is one 422: 'Please complete all required questions.' on `base` (the basket's `items.{i}.custom_question_answers`),
 * and each question's own message on `{base}.{n}.{questionId}` (n: the answer's index, else the question's).
 */
export function checkAnswers(questions: readonly Question[], answers: Answers, base: string): void {
  const issues: z.core.$ZodIssue[] = [];
  const issue = (path: string, message: string) => issues.push({ code: 'custom', path: path.split('.'), message, input: undefined });
  const byId = new Map(questions.filter((q) => questionKind(q) !== null).map((q) => [q.id, q]));
  const values: Record<string, unknown> = {};
  const indexOf = new Map<number, number>();
  for (const [index, { custom_question_id: id, answer }] of answers.entries()) {
    const question = byId.get(id);
    if (!question) issue(`${base}.${index}.custom_question_id`, messages.programmes.unknownQuestion);
    else if (indexOf.has(id)) issue(`${base}.${index}.${id}`, messages.programmes.answerTwice);
    else if (optionKinds.has(questionKind(question)!) && !namesOwnOptions(question, answer)) issue(`${base}.${index}.${id}`, messages.selectAnOption);
    else if (questionKind(question) === 'date' && !isEmptyAnswer(answer) && answerDate(answer) === null) issue(`${base}.${index}.${id}`, messages.selectADate);
    else {
      indexOf.set(id, index);
      values[answerKey(id)] = answer;
    }
  }
  const parsed = buildAnswersSchema(questions).safeParse(values);
  if (!parsed.success) {
    const order = [...byId.keys()];
    for (const problem of parsed.error.issues) {
      const id = Number(String(problem.path[0]).slice(2));
      issue(`${base}.${indexOf.get(id) ?? order.indexOf(id)}.${id}`, problem.message);
    }
    issues.unshift({ code: 'custom', path: base.split('.'), message: messages.requiredQuestions, input: undefined });
  }
  if (issues.length > 0) throw new RequestValidationError(issues, 'body');
}

type AnsweredQuestion = { id: number; question: string } & ({ type: 'simple'; answer: string | null } | { type: 'date'; answer: string | null } | { type: 'multi'; answers: string[] });

/** Spec §3 answered questions: each answered question as simple (answer), date (answer) or multi (answers), options by their text. */
export function answeredQuestions(questions: readonly Question[], answers: Answers): AnsweredQuestion[] {
  const given = new Map(answers.map((a) => [a.custom_question_id, a.answer]));
  return questions.flatMap((q): AnsweredQuestion[] => {
    const kind = questionKind(q);
    if (!kind || !given.has(q.id)) return [];
    const value = given.get(q.id);
    const optionText = (id: unknown) => q.options?.find((o) => o.id === id)?.value ?? String(id);
    if (kind === 'multi_select') return [{ id: q.id, question: q.question, type: 'multi', answers: (Array.isArray(value) ? value : [value]).map(optionText) }];
    if (kind === 'date') return [{ id: q.id, question: q.question, type: 'date', answer: answerDate(value) }];
    const text = optionKinds.has(kind) ? optionText(value) : kind === 'checkbox' ? (value === true ? 'Yes' : 'No') : String(value);
    return [{ id: q.id, question: q.question, type: 'simple', answer: text }];
  });
}
