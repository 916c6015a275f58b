import { describe, expect, it } from 'vitest';
import { PASS_CODE_ALPHABET, formatPassCode, generatePassCode, isPassCode, normalisePassCode, readPassCode } from './passCode';

const bytes = (values: number[]) => () => Uint8Array.from(values);

describe('pass codes', () => {
  it('use Crockford base32 without I, L, O or U', () => {
    expect(PASS_CODE_ALPHABET).toHaveLength(32);
    expect(PASS_CODE_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it('take 12 characters from the low five bits of each random byte', () => {
    expect(generatePassCode(bytes([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 31]))).toBe('0123456789AZ');
    // The high bits are dropped: 32 + 10 and 255 read as 10 and 31.
    expect(generatePassCode(bytes([42, 255, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe('AZ0000000000');
  });

  it('refuse a random source that gives too few bytes', () => {
    expect(() => generatePassCode(bytes([1, 2, 3]))).toThrow();
  });

  it('are printed in three groups of four', () => {
    expect(formatPassCode('7KQ4M2XD9TPB')).toBe('7KQ4-M2XD-9TPB');
  });

  it.each([
    ['7KQ4-M2XD-9TPB', '7KQ4M2XD9TPB'],
    ['7kq4m2xd9tpb', '7KQ4M2XD9TPB'],
    [' 7kq4 m2xd 9tpb ', '7KQ4M2XD9TPB'],
    ['7KQ4–M2XD–9TPB', '7KQ4M2XD9TPB'],
    ['ABCD-EFGH-JKMN', 'ABCDEFGHJKMN'],
    // Crockford reads I and L as 1, O as 0: a typo of a look-alike still finds the pass.
    ['IL0O-AAAA-BBBB', '1100AAAABBBB'],
  ])('read %j as %s', (typed, compact) => {
    expect(normalisePassCode(typed)).toBe(compact);
    expect(readPassCode(typed)).toBe(compact);
  });

  it.each(['', '7KQ4-M2XD-9TP', '7KQ4-M2XD-9TPBX', 'UUUU-AAAA-BBBB', '7KQ4/M2XD/9TPB', '12345678901!'])('refuse %j', (typed) => {
    expect(readPassCode(typed)).toBeNull();
  });

  it('accept every generated code back', () => {
    let seed = 7;
    const random = (length: number) => Uint8Array.from({ length }, () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) & 255);
    for (let i = 0; i < 200; i++) {
      const code = generatePassCode(random);
      expect(isPassCode(code)).toBe(true);
      expect(readPassCode(formatPassCode(code).toLowerCase())).toBe(code);
    }
  });
});
