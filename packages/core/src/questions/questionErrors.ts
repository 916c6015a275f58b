import { ApiError } from '../api/apiError';

/** Spec §8: the messages a rejected add-to-basket shows on the question form. */
export interface QuestionErrors {
  /** The first message of each question, keyed by question id (the last key segment). */
  byQuestionId: Record<string, string>;
  /** The form-level text, e.g. the server's 'Please complete all required questions.'; null when not a 422. */
  message: string | null;
}

const answersKey = 'custom_question_answers';

/**
 * Spec §8 "A 422 on add-to-basket": keys containing custom_question_answers; the last key segment is
 * the question id; the first message shows on that question. A bare custom_question_answers key's
 * first message, else the error's own message, is the form-level text.
 */
export function questionErrors(error: unknown): QuestionErrors {
  if (!(error instanceof ApiError) || error.status !== 422) return { byQuestionId: {}, message: null };
  const byQuestionId: Record<string, string> = {};
  let formMessage: string | undefined;
  for (const [key, list] of Object.entries(error.validation)) {
    const first = list[0];
    if (!key.includes(answersKey) || first === undefined) continue;
    const questionId = key.slice(key.lastIndexOf('.') + 1);
    if (questionId === answersKey) formMessage ??= first;
    else byQuestionId[questionId] ??= first;
  }
  return { byQuestionId, message: formMessage ?? error.message };
}
