import { describe, expect, it } from 'vitest';
import { mapAnswers } from './mapAnswers';
import type { Question } from './question';

const options = [{ id: 7, value: 'Yes' }, { id: 8, value: 'No' }];
const q = (type: string, extra: Partial<Question> = {}): Question => ({
  id: 12,
  type,
  question: 'Q?',
  required: false,
  position: 1,
  ...extra,
});
const one = (question: Question, value: unknown) => mapAnswers([question], { q_12: value });

describe('mapAnswers: filled values (spec §5 answer mapping)', () => {
  it.each<[string, Partial<Question>, unknown, unknown]>([
    ['text', {}, 'hello', 'hello'],
    ['text', {}, 42, '42'],
    ['textarea', {}, 'line 1\nline 2', 'line 1\nline 2'],
    ['long_text', {}, ' ', ' '],
    ['date', {}, '23-11-2026', '2026-11-23'],
    ['date', {}, '2026-11-23', '2026-11-23'],
    ['date', {}, '29-02-2024', '2024-02-29'],
    ['date', {}, '2000-02-29', '2000-02-29'],
    ['date', {}, '30-04-2026', '2026-04-30'],
    ['date', {}, '31-12-2026', '2026-12-31'],
    ['number', {}, '3', 3],
    ['number', {}, 0, 0],
    ['number', {}, 2.5, 2.5],
    ['select', {}, '7', 7],
    ['radio', {}, 8, 8],
    ['multi_select', {}, ['7', 8], [7, 8]],
    ['multi_select', {}, [7, 'x'], [7]],
    ['checkbox', { options }, '8', 8],
    ['checkbox', {}, true, true],
    ['checkbox', {}, 'true', true],
    ['checkbox', {}, false, false],
  ])('%s %o: %o → %o', (type, extra, value, answer) =>
    expect(one(q(type, extra), value)).toEqual([{ custom_question_id: 12, answer }]));
});

describe('mapAnswers: empty or unmappable values are omitted', () => {
  const types: Array<[string, Partial<Question>]> = [
    ['text', {}], ['textarea', {}], ['number', {}], ['select', {}], ['radio', {}], ['multi_select', {}],
    ['checkbox', { options }], ['checkbox', {}], ['date', {}],
  ];
  it.each(types)('%s %o omits undefined, null, empty string and empty list', (type, extra) => {
    for (const value of [undefined, null, '', []]) expect(one(q(type, extra), value)).toEqual([]);
  });
  it.each<[string, unknown]>([
    ['date', '2026-13-01'],
    ['date', '00-01-2026'],
    ['date', '31-04-2026'],
    ['date', '29-02-2100'],
    ['date', '2026-02-29'],
    ['date', '2026/11/23'],
    ['date', 20261123],
    ['number', 'abc'],
    ['number', Number.POSITIVE_INFINITY],
    ['select', '  '],
    ['multi_select', ['x']],
    ['multi_select', 'x'],
  ])('%s %o is omitted', (type, value) => expect(one(q(type), value)).toEqual([]));
});

describe('mapAnswers: several questions', () => {
  it('maps in question order, skips group, hidden and unanswered ones', () => {
    const questions = [q('text', { id: 1 }), q('group', { id: 2 }), q('hidden', { id: 3 }), q('number', { id: 4 }), q('date', { id: 5 })];
    expect(mapAnswers(questions, { q_1: 'a', q_2: 'g', q_3: 'h', q_4: '9' })).toEqual([
      { custom_question_id: 1, answer: 'a' },
      { custom_question_id: 4, answer: 9 },
    ]);
  });
  it('throws the §8 text for an unknown type', () => {
    expect(() => mapAnswers([q('rating')], { q_12: 3 })).toThrow('Unsupported question type: rating');
  });
});
