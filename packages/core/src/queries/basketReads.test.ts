import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/createApiClient';
import type { Read } from './accountReads';
import { readBasketPage } from './basketReads';
import { cartKeys } from './cartQueries';

const api = {} as ApiClient;

/** A reader that notes what it is asked for; every read fails when `failing`. */
function reader(failing = false) {
  const asked: unknown[] = [];
  const read: Read = (options) => {
    asked.push(options.queryKey);
    return failing ? Promise.reject(new Error('401')) : Promise.resolve({} as never);
  };
  return { asked, read };
}

describe('a basket page’s reads', () => {
  it('on the basket and the checkout: the basket of the customer, or of the linked member they book for', async () => {
    for (const path of ['/basket', '/basket/checkout']) {
      const { asked, read } = reader();
      await readBasketPage(read, api, path);
      expect(asked).toEqual([cartKeys.checkout(null)]);
    }
    const { asked, read } = reader();
    await readBasketPage(read, api, '/basket/checkout', 12);
    expect(asked).toEqual([cartKeys.checkout(12)]);
  });

  it('reads nothing on any other page, a checkout link’s included', () => {
    for (const path of ['/', '/checkout/abc', '/basket/other', '/booking-confirmed/1']) expect(readBasketPage(reader().read, api, path)).toBeNull();
  });

  it('settles when the basket cannot be read (a token nobody holds)', async () => {
    await expect(readBasketPage(reader(true).read, api, '/basket')).resolves.toBeUndefined();
  });
});
