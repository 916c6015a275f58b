// Spec §3/§5/§8 custom questions: explicit named exports for packages/core/src/index.ts.
export { questionKind, answerKey } from './question';
export type { Question, QuestionOption, QuestionSection, QuestionKind } from './question';
export { isEmptyAnswer, answerNumber, answerNumberList, answerDate } from './answerValue';
export type { AnswerInput } from './answerValue';
export { buildAnswersSchema, questionMaxLength } from './questionSchema';
export { mapAnswers } from './mapAnswers';
export type { QuestionAnswerPayload } from './mapAnswers';
export { questionErrors } from './questionErrors';
export type { QuestionErrors } from './questionErrors';
export { sortQuestionSections, orderedQuestions } from './sortQuestionSections';
export { carriedAnswers, prefilledAnswers } from './previousAnswers';
export type { CarriedAnswer } from './previousAnswers';
