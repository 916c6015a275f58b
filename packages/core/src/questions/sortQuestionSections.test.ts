import { describe, expect, it } from 'vitest';
import type { Question, QuestionSection } from './question';
import { answerKey, questionKind } from './question';
import { orderedQuestions, sortQuestionSections } from './sortQuestionSections';

const q = (id: number, position: number): Question => ({ id, type: 'text', question: `Q${id}`, required: false, position });

describe('sortQuestionSections (spec §3)', () => {
  const sections: QuestionSection[] = [
    { title: 'B', position: 2, questions: [q(3, 2), q(4, 1)] },
    { title: 'A', position: 1, questions: [q(1, 5), q(2, 5), q(5, 0)] },
  ];
  it('orders sections then questions by position, keeping ties stable and the input untouched', () => {
    const sorted = sortQuestionSections(sections);
    expect(sorted.map((s) => [s.title, s.questions.map((x) => x.id)])).toEqual([['A', [5, 1, 2]], ['B', [4, 3]]]);
    expect(sections[0]?.questions.map((x) => x.id)).toEqual([3, 4]);
  });
  it('flattens to display order', () => expect(orderedQuestions(sections).map((x) => x.id)).toEqual([5, 1, 2, 4, 3]));
});

describe('questionKind and answerKey', () => {
  it.each<[string, Question['options'], string | null]>([
    ['text', undefined, 'text'],
    ['textarea', undefined, 'textarea'],
    ['long_text', undefined, 'textarea'],
    ['number', undefined, 'number'],
    ['select', [], 'select'],
    ['radio', undefined, 'radio'],
    ['multi_select', undefined, 'multi_select'],
    ['checkbox', [{ id: 1, value: 'a' }], 'checkbox_option'],
    ['checkbox', [], 'checkbox'],
    ['checkbox', null, 'checkbox'],
    ['date', undefined, 'date'],
    ['group', undefined, null],
    ['hidden', undefined, null],
  ])('%s with options %o → %s', (type, options, kind) => expect(questionKind({ type, options })).toBe(kind));
  it.each(['toString', 'constructor', 'TEXT', ''])('rejects %o', (type) =>
    expect(() => questionKind({ type })).toThrow(`Unsupported question type: ${type}`));
  it('names fields q_{id}', () => expect(answerKey(12)).toBe('q_12'));
});
