import { describe, expect, it } from 'vitest';
import { carriedAnswers, prefilledAnswers, type CarriedAnswer } from './previousAnswers';
import type { Question } from './question';

const q = (id: number, type: string, question: string, options: Array<[number, string]> = []): Question => ({
  id,
  type,
  question,
  required: true,
  position: id,
  options: options.map(([optionId, value]) => ({ id: optionId, value })),
});

// The questions of one camp, and the same questions on another (other ids, other option ids).
const first = [
  q(1, 'text', 'Who will collect the attendee?'),
  q(2, 'number', 'Age on the first day (years)'),
  q(3, 'select', 'T-shirt size', [[1, 'Small'], [2, 'Medium']]),
  q(4, 'multi_select', 'Which sports do they enjoy?', [[1, 'Football'], [2, 'Tennis'], [3, 'Swimming']]),
  q(5, 'checkbox', 'Can they swim 25 metres unaided?', [[1, 'Yes'], [2, 'No']]),
  q(6, 'checkbox', 'I confirm the details above are correct'),
  q(7, 'date', 'Date of their last tetanus injection'),
  q(8, 'radio', 'May we photograph them?', [[1, 'Yes'], [2, 'No']]),
  q(9, 'hidden', 'Booking channel'),
];
const second = first.map((question) => ({ ...question, id: question.id + 100, options: question.options?.map((o) => ({ ...o, id: o.id + 50 })) }));

const stored = [
  { custom_question_id: 1, answer: 'Sam Lister' },
  { custom_question_id: 2, answer: 9 },
  { custom_question_id: 3, answer: 2 },
  { custom_question_id: 4, answer: [2, 3] },
  { custom_question_id: 5, answer: 1 },
  { custom_question_id: 6, answer: true },
  { custom_question_id: 7, answer: '2024-03-15' },
  { custom_question_id: 8, answer: 2 },
];

describe('carriedAnswers', () => {
  it('names each answered question by its text and type, and options by their text', () => {
    expect(carriedAnswers(first, stored)).toEqual([
      { question: 'Who will collect the attendee?', type: 'text', answer: 'Sam Lister' },
      { question: 'Age on the first day (years)', type: 'number', answer: 9 },
      { question: 'T-shirt size', type: 'select', answer: 'Medium' },
      { question: 'Which sports do they enjoy?', type: 'multi_select', answer: ['Tennis', 'Swimming'] },
      { question: 'Can they swim 25 metres unaided?', type: 'checkbox', answer: 'Yes' },
      { question: 'I confirm the details above are correct', type: 'checkbox', answer: true },
      { question: 'Date of their last tetanus injection', type: 'date', answer: '2024-03-15' },
      { question: 'May we photograph them?', type: 'radio', answer: 'No' },
    ]);
  });

  it('leaves out answers to questions no longer asked, skipped kinds and options that are gone', () => {
    expect(
      carriedAnswers(first, [
        { custom_question_id: 99, answer: 'x' },
        { custom_question_id: 9, answer: 'online' },
        { custom_question_id: 3, answer: 7 },
        { custom_question_id: 4, answer: [9] },
        { custom_question_id: 1, answer: { nested: true } },
      ]),
    ).toEqual([]);
  });
});

describe('prefilledAnswers', () => {
  it("fills another camp's same questions, option ids of its own", () => {
    expect(prefilledAnswers(second, carriedAnswers(first, stored))).toEqual({
      q_101: 'Sam Lister',
      q_102: '9',
      q_103: 52,
      q_104: [52, 53],
      q_105: 51,
      q_106: true,
      q_107: '15-03-2024',
      q_108: 52,
    });
  });

  it.each<[string, CarriedAnswer, Record<string, unknown>]>([
    ['question text differs', { question: 'Who collects?', type: 'text', answer: 'Sam' }, {}],
    ['case and spaces aside, the same text', { question: '  who will COLLECT the attendee? ', type: 'text', answer: 'Sam' }, { q_101: 'Sam' }],
    ['type differs', { question: 'Who will collect the attendee?', type: 'long_text', answer: 'Sam' }, {}],
    ['an option no longer offered', { question: 'T-shirt size', type: 'select', answer: 'Large' }, {}],
    ['a multi_select of options all gone', { question: 'Which sports do they enjoy?', type: 'multi_select', answer: ['Dance'] }, {}],
    ['a date that names no day', { question: 'Date of their last tetanus injection', type: 'date', answer: '2024-02-31' }, {}],
    ['a number that is not one', { question: 'Age on the first day (years)', type: 'number', answer: 'nine' }, {}],
    ['a tick answered with text', { question: 'I confirm the details above are correct', type: 'checkbox', answer: 'yes' }, {}],
  ])('%s', (_, previous, expected) => {
    expect(prefilledAnswers(second, [previous])).toEqual(expected);
  });
});
