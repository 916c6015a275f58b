import { describe, expect, it } from 'vitest';
import { orderReference } from './orderReference';

describe('orderReference', () => {
  it('is XXXX-XXXX in Crockford base 32', () => {
    for (let i = 0; i < 200; i++) expect(orderReference()).toMatch(/^[0-9ABCDEFGHJKMNPQRSTVWXYZ]{4}-[0-9ABCDEFGHJKMNPQRSTVWXYZ]{4}$/);
  });
  it('does not repeat or follow a sequence', () => {
    const seen = new Set(Array.from({ length: 5000 }, orderReference));
    expect(seen.size).toBe(5000);
  });
});
