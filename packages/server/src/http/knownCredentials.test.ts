import { describe, expect, it } from 'vitest';
import { createKnownCredentials } from './knownCredentials';

describe('known credentials', () => {
  it('knows a credential for the keep time after it was last seen, then forgets it', () => {
    let now = 0;
    const known = createKnownCredentials(() => now, { keepMs: 1_000 });
    expect(known.has('1:a')).toBe(false);
    known.note('1:a');
    now = 1_000;
    expect(known.has('1:a')).toBe(true);
    expect(known.has('2:a')).toBe(false);
    now = 1_001;
    expect(known.has('1:a')).toBe(false);
    expect(known.size()).toBe(0);
  });

  it('keeps at most its bound, forgetting the credential seen longest ago', () => {
    let now = 0;
    const known = createKnownCredentials(() => now, { max: 2 });
    known.note('a');
    now = 1;
    known.note('b');
    now = 2;
    known.note('a'); // seen again: now the newest
    known.note('c');
    expect([known.has('a'), known.has('b'), known.has('c')]).toEqual([true, false, true]);
    expect(known.size()).toBe(2);
  });
});
