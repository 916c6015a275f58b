import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapAnswers } from './mapAnswers';
import type { Question } from './question';
import { buildAnswersSchema, questionMaxLength } from './questionSchema';

const options = [{ id: 7, value: 'Yes' }, { id: 8, value: 'No' }];
const q = (type: string, required: boolean, extra: Partial<Question> = {}): Question => ({
  id: 12,
  type,
  question: 'Q?',
  required,
  position: 1,
  ...extra,
});

/** The single issue message for one answer, or null when it passes. */
function check(question: Question, value: unknown): string | null {
  const values = value === undefined ? {} : { q_12: value };
  const result = buildAnswersSchema([question]).safeParse(values);
  return result.success ? null : (result.error.issues[0]?.message ?? 'no message');
}

describe('buildAnswersSchema: required questions (spec §5)', () => {
  it.each<[string, Partial<Question>, unknown, string | null]>([
    ['text', {}, undefined, 'This field is required'],
    ['text', {}, '', 'This field is required'],
    ['text', {}, 5, 'This field is required'],
    ['text', {}, 'a', null],
    ['textarea', {}, '', 'This field is required'],
    ['textarea', {}, 'long answer', null],
    ['long_text', {}, undefined, 'This field is required'],
    ['long_text', {}, 'x', null],
    ['number', {}, undefined, 'This field is required'],
    ['number', {}, '', 'This field is required'],
    ['number', {}, 0, 'This field is required'],
    ['number', {}, '0.5', 'This field is required'],
    ['number', {}, 'abc', 'This field is required'],
    ['number', {}, 1, null],
    ['number', {}, '3', null],
    ['select', {}, undefined, 'Please select an option'],
    ['select', {}, '', 'Please select an option'],
    ['select', {}, '7', null],
    ['select', {}, 7, null],
    ['radio', {}, null, 'Please select an option'],
    ['radio', {}, 8, null],
    ['multi_select', {}, undefined, 'Please select at least one option'],
    ['multi_select', {}, [], 'Please select at least one option'],
    ['multi_select', {}, ['x'], 'Please select at least one option'],
    ['multi_select', {}, 7, 'Please select at least one option'],
    ['multi_select', {}, [7, '8'], null],
    ['checkbox', { options }, undefined, 'Please select an option'],
    ['checkbox', { options }, '', 'Please select an option'],
    ['checkbox', { options }, 7, null],
    ['checkbox', {}, undefined, 'This field is required'],
    ['checkbox', {}, false, 'This field is required'],
    ['checkbox', { options: [] }, 'true', 'This field is required'],
    ['checkbox', { options: null }, true, null],
    ['date', {}, undefined, 'Please select a date'],
    ['date', {}, '', 'Please select a date'],
    ['date', {}, '31-02-2026', 'Please select a date'],
    ['date', {}, '23-11-2026', null],
    ['date', {}, '2026-11-23', null],
  ])('%s %o with %o → %s', (type, extra, value, message) => expect(check(q(type, true, extra), value)).toBe(message));
});

describe('buildAnswersSchema: optional questions accept anything (spec §5)', () => {
  const types: Array<[string, Partial<Question>]> = [
    ['text', {}], ['textarea', {}], ['long_text', {}], ['number', {}], ['select', {}], ['radio', {}],
    ['multi_select', {}], ['checkbox', { options }], ['checkbox', {}], ['date', {}],
  ];
  it.each(types)('%s %o passes empty and filled', (type, extra) => {
    for (const value of [undefined, null, '', [], false, 0, 'anything', [1], true]) expect(check(q(type, false, extra), value)).toBeNull();
  });
});

describe('buildAnswersSchema: keys and skipped types', () => {
  it('keys the object by q_{id} and skips group and hidden', () => {
    const schema = buildAnswersSchema([q('text', true), q('group', true, { id: 2 }), q('hidden', true, { id: 3 })]);
    expect(Object.keys(schema.shape)).toEqual(['q_12']);
  });
  it('reports each failing question on its own path', () => {
    const result = buildAnswersSchema([q('text', true, { id: 1 }), q('date', true, { id: 2 }), q('text', false, { id: 3 })]).safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['q_1', 'This field is required'],
      ['q_2', 'Please select a date'],
    ]);
  });
  it('throws the §8 text for an unknown type', () => {
    expect(() => buildAnswersSchema([q('signature', true)])).toThrow(new Error('Unsupported question type: signature'));
  });
});

describe('required schema and answer mapping agree', () => {
  const kinds: Array<[string, Partial<Question>]> = [
    ['text', {}], ['long_text', {}], ['number', {}], ['select', {}], ['radio', {}], ['multi_select', {}],
    ['checkbox', { options }], ['checkbox', {}], ['date', {}],
  ];
  const values = fc.oneof(
    fc.constantFrom(undefined, null, '', '0', '7', 'x', '23-11-2026', '2026-02-29', true, false, 0, 1, 2.5, Number.NaN),
    fc.string(),
    fc.integer(),
    fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 3 }),
  );
  it('a value that passes a required question is never omitted on submit', () => {
    fc.assert(fc.property(fc.constantFrom(...kinds), values, ([type, extra], value) => {
      const question = q(type, true, extra);
      if (check(question, value) === null) expect(mapAnswers([question], { q_12: value })).toHaveLength(1);
    }));
  });
});

describe('question answer lengths (spec §5 maxLength)', () => {
  const text = { id: 1, type: 'text', question: 'Name', required: true, position: 1 };
  const notes = { id: 2, type: 'long_text', question: 'Notes', required: false, position: 2 };
  const schema = buildAnswersSchema([text, notes]);
  it.each([
    ['a text answer of 255 characters', { q_1: 'x'.repeat(255) }, true],
    ['a text answer of 256 characters', { q_1: 'x'.repeat(256) }, false],
    ['optional notes of 2000 characters', { q_1: 'a', q_2: 'x'.repeat(2000) }, true],
    ['optional notes of 2001 characters', { q_1: 'a', q_2: 'x'.repeat(2001) }, false],
  ])('%s fits: %s', (_name, values, ok) => expect(schema.safeParse(values).success).toBe(ok));

  it('says how long an answer may be', () => {
    const result = schema.safeParse({ q_1: 'x'.repeat(256) });
    expect(result.success ? null : result.error.issues[0]?.message).toBe('Must contain at most 255 characters');
    expect(questionMaxLength).toEqual({ text: 255, textarea: 2000 });
  });
});

