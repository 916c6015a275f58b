import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lengthMessages } from '../errors/messages';
import { occurrenceUpdateSchema } from './occurrenceUpdate';
import { MAX_DB_INT, MAX_UINT32, dateSchema, entityIdSchema, parseRecordId, findNulPath, lengthOf, queryBoolean, queryList, queryNumber, intBetween, selectedUserIdQuery, textBetween, zonedDateTimeSchema } from './fields';
import { paginatedEnvelope, paginationMetaFor, paginationQuerySchema, sortingMetaSchema } from './pagination';

const messageOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe('request bounds (integrity and security)', () => {
  it('bounds every whole number by the database integer unless told otherwise', () => {
    expect(intBetween(1).safeParse(MAX_DB_INT).success).toBe(true);
    expect(intBetween(1).safeParse(MAX_DB_INT + 1).error?.issues[0]?.message).toBe('Must be at most 2147483647');
    expect(intBetween(1, MAX_UINT32).safeParse(MAX_UINT32).success).toBe(true);
    expect(entityIdSchema.safeParse(2 ** 31).success).toBe(false);
    expect(entityIdSchema.safeParse('x'.repeat(256)).success).toBe(false);
    expect(selectedUserIdQuery.safeParse('2147483648').success).toBe(false);
  });

  it('finds a NUL character anywhere in a request value, keys included', () => {
    expect(findNulPath({ a: 'fine', b: [1, 'ok'] })).toBeNull();
    expect(findNulPath('a\u0000b')).toBe('value');
    expect(findNulPath({ items: [{ name: 'x' }, { name: 'y\u0000' }] })).toBe('items.1.name');
    expect(findNulPath({ ['bad\u0000key']: 1 })).toBe('bad\u0000key');
    expect(findNulPath(null)).toBeNull();
    expect(findNulPath({ a: ['x', { ['k\u0000']: 'y\u0000' }], b: 'z\u0000' })).toBe('a.1.k\u0000');
  });

  it('walks a value nested 100,000 levels deep without exhausting the stack', () => {
    const deep = (inner: string) => JSON.parse('{"a":'.repeat(100_000) + inner + '}'.repeat(100_000)) as unknown;
    expect(findNulPath(deep('"fine"'))).toBeNull();
    expect(findNulPath(deep('"a\\u0000b"'))).toBe(Array.from({ length: 100_000 }, () => 'a').join('.'));
    expect(findNulPath(JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)))).toBeNull();
  });
});

describe('field rules', () => {
  it.each([
    ['textBetween: below a minimum above 1', textBetween(2, 5), 'a', lengthMessages.atLeast(2)],
    ['textBetween: empty when 1 is the minimum', textBetween(1, 5), '', 'Required'],
    ['textBetween: above the maximum', textBetween(0, 5), 'abcdef', lengthMessages.atMost(5)],
    ['textBetween: missing', textBetween(1, 5), undefined, 'Required'],
    ['lengthOf: not exactly', lengthOf(3), 'ab', lengthMessages.exactly(3)],
    ['intBetween: not whole', intBetween(1), 2.5, 'Must be a whole number'],
    ['intBetween: below', intBetween(1, 3), 0, 'Must be at least 1'],
    ['intBetween: above', intBetween(1, 3), 4, 'Must be at most 3'],
    ['intBetween: missing', intBetween(1, 3), undefined, 'Required'],
    ['dateSchema: not a date', dateSchema, '2025-13-01', 'Must be a date as YYYY-MM-DD'],
    ['queryNumber: missing', z.object({ n: queryNumber(intBetween(1)) }), {}, 'Required'],
    ['queryNumber: not numeric', queryNumber(intBetween(1)), '12a', 'Must be a number'],
    ['queryBoolean: missing', z.object({ b: queryBoolean }), {}, 'Required'],
    ['queryBoolean: not a boolean', queryBoolean, 'yes', 'Must be true or false'],
    ['queryList: missing', z.object({ l: queryList(z.string()) }), {}, 'Required'],
    ['discriminated union: not an object', occurrenceUpdateSchema, 'delete', 'Invalid input: expected object, received string'],
    ['zoned date-time: local format', zonedDateTimeSchema, { utc: 'x', local: '2025-04-08', timezone: 'Europe/London' }, 'Must be a date-time as YYYY-MM-DD HH:MM:SS'],
  ] as Array<[string, z.ZodType, unknown, string]>)('%s', (_name, schema, input, message) => {
    expect(messageOf(schema, input)).toBe(message);
  });

  it.each([
    ['42', 42],
    [42, 42],
    ['-3', -3],
  ] as Array<[unknown, number]>)('queryNumber reads %j as %d', (input, output) => {
    expect(queryNumber(z.number()).parse(input)).toBe(output);
  });

  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
    [true, true],
  ] as Array<[unknown, boolean]>)('queryBoolean reads %j as %s', (input, output) => {
    expect(queryBoolean.parse(input)).toBe(output);
  });

  it('queryList takes one value or many', () => {
    expect(queryList(z.string()).parse('a')).toEqual(['a']);
    expect(queryList(z.string()).parse(['a', 'b'])).toEqual(['a', 'b']);
  });
});

describe('spec §3/§9 pagination', () => {
  it('page 1 and per_page 20 by default', () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, per_page: 20 });
  });

  it.each([
    [1, 20, 45, { previous_page: null, next_page: 2, records_on_current_page: 20, first_record_on_current_page: 1, last_record_on_current_page: 20, total_pages: 3 }],
    [3, 20, 45, { previous_page: 2, next_page: null, records_on_current_page: 5, first_record_on_current_page: 41, last_record_on_current_page: 45, total_pages: 3 }],
    [1, 20, 0, { previous_page: null, next_page: null, records_on_current_page: 0, first_record_on_current_page: null, last_record_on_current_page: null, total_pages: 0 }],
  ])('meta of page %i, %i per page, %i records', (page, perPage, total, expected) => {
    const meta = paginationMetaFor(page, perPage, total);
    expect(meta).toMatchObject({ ...expected, current_page: page, records_per_page: perPage, total_records: total });
    const envelope = paginatedEnvelope(z.string()).safeParse({ data: [], meta: { pagination: meta, sorting: { sort_by: 'name', direction: 'ascending' } } });
    expect(envelope.success).toBe(true);
  });

  it('sorting direction is ascending or descending', () => {
    expect(messageOf(sortingMetaSchema, { sort_by: 'name', direction: 'up' })).toBe('Invalid option: expected one of "ascending"|"descending"');
  });
});

describe('parseRecordId', () => {
  it.each<[string, number | null]>([
    ['1', 1], ['007', 7], [String(MAX_DB_INT), MAX_DB_INT], [String(MAX_DB_INT + 1), null], ['0', null], ['-1', null], ['1.5', null], ['1e3', null], [' 1', null], ['', null],
  ])('%j → %j', (text, id) => expect(parseRecordId(text)).toBe(id));
});
