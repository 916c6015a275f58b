import type { Question, QuestionSection } from './question';

const byPosition = <T extends { position: number }>(a: T, b: T) => a.position - b.position;

/** Spec §3 Custom question section: sections and their questions ordered by position (stable, not in place). */
export function sortQuestionSections<S extends QuestionSection>(sections: readonly S[]): S[] {
  return [...sections].sort(byPosition).map((section) => ({ ...section, questions: [...section.questions].sort(byPosition) }));
}

/** Every question of the sections in display order (section position, then question position). */
export function orderedQuestions(sections: readonly QuestionSection[]): Question[] {
  return sortQuestionSections(sections).flatMap((section) => [...section.questions]);
}
