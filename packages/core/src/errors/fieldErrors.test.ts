import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './fieldErrors';

describe('fieldErrorsOf (spec §8 422 errors)', () => {
  it('groups messages by dotted path, the whole value under the fallback', () => {
    const errors = fieldErrorsOf(
      [
        { path: ['items', 1, 'quantity'], message: 'Must be at least 1' },
        { path: ['items', 1, 'quantity'], message: 'Must be a whole number' },
        { path: [], message: 'Required' },
      ],
      'body',
    );
    expect(errors).toEqual({ 'items.1.quantity': ['Must be at least 1', 'Must be a whole number'], body: ['Required'] });
  });

  it('treats hostile keys as plain keys (no prototype lookups)', () => {
    const errors = fieldErrorsOf([{ path: ['constructor'], message: 'a' }, { path: ['__proto__'], message: 'b' }, { path: ['toString'], message: 'c' }], 'body');
    expect(Object.keys(errors).sort()).toEqual(['__proto__', 'constructor', 'toString']);
    expect(errors.constructor).toEqual(['a']);
    expect(JSON.parse(JSON.stringify(errors))).toEqual({ constructor: ['a'], ['__proto__']: ['b'], toString: ['c'] });
  });
});
