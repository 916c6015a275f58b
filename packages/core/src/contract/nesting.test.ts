import { describe, expect, it } from 'vitest';
import { MAX_NESTING_DEPTH, nestingDepth, nestingMessage, nestsTooDeeply } from './nesting';

const arrays = (depth: number): unknown => JSON.parse('['.repeat(depth) + ']'.repeat(depth));
const objects = (depth: number): unknown => JSON.parse('{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1));

describe('request body nesting', () => {
  it.each([
    ['a number', 1, 0],
    ['a string', 'text', 0],
    ['null', null, 0],
    ['an empty array', [], 1],
    ['an empty object', {}, 1],
    ['a flat object', { a: 1, b: 'x', c: null }, 1],
    ['an array in an object', { items: [1, 2] }, 2],
    ['the deepest branch, not the first', { a: [1], b: { c: { d: [] } } }, 4],
    ['the deepest branch among siblings', [[], [[[]]], []], 4],
  ])('measures %s', (_name, value, depth) => {
    expect(nestingDepth(value)).toBe(depth);
  });

  it(`lets ${MAX_NESTING_DEPTH} levels through and refuses ${MAX_NESTING_DEPTH + 1}, of arrays and of objects`, () => {
    expect(MAX_NESTING_DEPTH).toBe(64);
    for (const nest of [arrays, objects]) {
      expect(nestingDepth(nest(MAX_NESTING_DEPTH))).toBe(MAX_NESTING_DEPTH);
      expect(nestsTooDeeply(nest(MAX_NESTING_DEPTH))).toBe(false);
      expect(nestingDepth(nest(MAX_NESTING_DEPTH + 1))).toBe(MAX_NESTING_DEPTH + 1);
      expect(nestsTooDeeply(nest(MAX_NESTING_DEPTH + 1))).toBe(true);
    }
  });

  it('measures 100,000 levels without exhausting the stack, and stops early once past the bound', () => {
    expect(nestingDepth(arrays(100_000))).toBe(100_000);
    expect(nestingDepth(objects(100_000))).toBe(100_000);
    expect(nestingDepth(arrays(100_000), MAX_NESTING_DEPTH)).toBe(MAX_NESTING_DEPTH + 1);
    expect(nestsTooDeeply(objects(100_000))).toBe(true);
  });

  it('says how deep a body may nest', () => {
    expect(nestingMessage).toBe('The request body nests too deeply (at most 64 levels).');
  });
});
