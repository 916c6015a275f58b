import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/createApiClient';
import type { Read } from './accountReads';
import { readBasketPage } from './basketReads';
import { cartKeys } from './cartQueries';
import { shellKeys } from './shellQueries';

const api = {} as ApiClient;
const item = (venueSlug: string | null, sortBy: number) => ({ sortBy, cartableResource: { venueSlug } });

/** A reader that notes what it is asked for; the basket holds `items`, or cannot be read when `failing`. */
function reader(items: unknown[] = [], failing = false) {
  const asked: unknown[] = [];
  const read: Read = (options) => {
    asked.push(options.queryKey);
    if (failing) return Promise.reject(new Error('401'));
    return Promise.resolve((JSON.stringify(options.queryKey).includes('cart') ? { items } : {}) as never);
  };
  return { asked, read };
}

describe('a basket page’s reads', () => {
  it('on the basket and the checkout: the basket of the customer, or of the linked member they book for', async () => {
    for (const path of ['/basket', '/basket/checkout']) {
      const { asked, read } = reader();
      await expect(readBasketPage(read, api, path, { selectedVenue: null })).resolves.toBeNull();
      expect(asked).toEqual([cartKeys.checkout(null)]);
    }
    const { asked, read } = reader();
    await readBasketPage(read, api, '/basket/checkout', { selectedUserId: 12, selectedVenue: 'pool' });
    expect(asked).toEqual([cartKeys.checkout(12)]);
  });

  it('with no venue chosen, selects the basket’s first venue and reads its theme and footer, in which the page is drawn', async () => {
    const { asked, read } = reader([item(null, 0), item('hall', 2), item('pool', 1)]);
    await expect(readBasketPage(read, api, '/basket/checkout', { selectedVenue: null })).resolves.toBe('pool');
    expect(asked).toEqual([cartKeys.checkout(null), shellKeys.theme('pool'), shellKeys.footer('pool')]);
    // A venue already chosen stays chosen: nothing more is read.
    const chosen = reader([item('pool', 1)]);
    await expect(readBasketPage(chosen.read, api, '/basket', { selectedVenue: 'hall' })).resolves.toBeNull();
    expect(chosen.asked).toEqual([cartKeys.checkout(null)]);
  });

  it('reads nothing on any other page, a checkout link’s included', () => {
    for (const path of ['/', '/checkout/abc', '/basket/other', '/booking-confirmed/1']) expect(readBasketPage(reader().read, api, path, { selectedVenue: null })).toBeNull();
  });

  it('settles with no venue when the basket cannot be read (a token nobody holds)', async () => {
    await expect(readBasketPage(reader([], true).read, api, '/basket', { selectedVenue: null })).resolves.toBeNull();
  });
});
