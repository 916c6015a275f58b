import { describe, expect, it } from 'vitest';
import { documentTitle } from './documentTitle';

describe('documentTitle (spec §2 page names, with venue and tenant)', () => {
  it.each([
    [{ page: 'Shopping basket', venue: 'Riverside Aquatics Centre', tenant: 'Riverside Leisure Trust' }, 'Shopping basket · Riverside Aquatics Centre · Riverside Leisure Trust'],
    [{ page: 'Book an activity', venue: null, tenant: 'Peak Active' }, 'Book an activity · Peak Active'],
    [{ page: null, venue: null, tenant: 'Peak Active' }, 'Peak Active'],
    [{ page: '  ', venue: 'Millbrook', tenant: 'Riverside Leisure Trust' }, 'Millbrook · Riverside Leisure Trust'],
    [{ page: 'Peak Active', venue: 'Peak Active', tenant: 'Peak Active' }, 'Peak Active'],
    [{ page: 'Checkout', venue: ' Riverside ', tenant: undefined }, 'Checkout · Riverside'],
    [{}, 'Courtside'],
  ])('%j → %s', (parts, title) => {
    expect(documentTitle(parts)).toBe(title);
  });
});
