import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/createApiClient';
import type { Read } from './accountReads';
import { readBasketPage } from './basketReads';
import { cartKeys } from './cartQueries';
import { queryKeys } from './queryKeys';
import { shellKeys } from './shellQueries';

const api = {} as ApiClient;
const token = 'session';
const item = (venueSlug: string | null, sortBy: number) => ({ sortBy, cartableResource: { venueSlug } });

/** The signed-in user's reads, which every basket page makes beside its own (user 5). */
const userReads = [queryKeys.authUser(), queryKeys.linkedUsers(5)];

/**
 * A reader that notes what it is asked for, the user's reads apart (`userAsked`); the basket holds `items`, the user is
 * user 5, and nothing can be read when `failing`.
 */
function reader(items: unknown[] = [], failing = false) {
  const asked: unknown[] = [];
  const userAsked: unknown[] = [];
  const read: Read = (options) => {
    const key = JSON.stringify(options.queryKey);
    (key.includes('auth') ? userAsked : asked).push(options.queryKey);
    if (failing) return Promise.reject(new Error('401'));
    return Promise.resolve((key.includes('cart') ? { items } : key.includes('user') ? { id: 5 } : {}) as never);
  };
  return { asked, userAsked, read };
}

describe('a basket page’s reads', () => {
  it('on the basket and the checkout: the basket of the customer, or of the linked member they book for', async () => {
    for (const path of ['/basket', '/basket/checkout']) {
      const { asked, userAsked, read } = reader();
      await expect(readBasketPage(read, api, path, { selectedVenue: null, token })).resolves.toBeNull();
      expect(asked).toEqual([cartKeys.checkout(null)]);
      // The header's signed-in user and the linked members the booking-for banner names, read once the user is known.
      expect(userAsked).toEqual(userReads);
    }
    const { asked, read } = reader();
    await readBasketPage(read, api, '/basket/checkout', { selectedUserId: 12, selectedVenue: 'pool', token });
    expect(asked).toEqual([cartKeys.checkout(12)]);
  });

  it('with no venue chosen, selects the basket’s first venue and reads its theme and footer, in which the page is drawn', async () => {
    const { asked, read } = reader([item(null, 0), item('hall', 2), item('pool', 1)]);
    await expect(readBasketPage(read, api, '/basket/checkout', { selectedVenue: null, token })).resolves.toBe('pool');
    expect(asked).toEqual([cartKeys.checkout(null), shellKeys.theme('pool'), shellKeys.footer('pool')]);
    // A venue already chosen stays chosen: nothing more is read.
    const chosen = reader([item('pool', 1)]);
    await expect(readBasketPage(chosen.read, api, '/basket', { selectedVenue: 'hall', token })).resolves.toBeNull();
    expect(chosen.asked).toEqual([cartKeys.checkout(null)]);
  });

  it('reads nothing on any other page, a checkout link’s included', () => {
    for (const path of ['/', '/checkout/abc', '/basket/other', '/booking-confirmed/1']) expect(readBasketPage(reader().read, api, path, { selectedVenue: null, token })).toBeNull();
  });

  it('settles with no venue when the basket cannot be read (a token nobody holds)', async () => {
    const { userAsked, read } = reader([], true);
    await expect(readBasketPage(read, api, '/basket', { selectedVenue: null, token })).resolves.toBeNull();
    // No user: their linked members are not asked for.
    expect(userAsked).toEqual([queryKeys.authUser()]);
  });

  it('settles only once the user’s reads have, so the page carries them', async () => {
    let answerUser: (user: { id: number }) => void = () => undefined;
    const read: Read = (options) =>
      JSON.stringify(options.queryKey).includes('"user"') ? (new Promise((resolve) => (answerUser = resolve as never)) as never) : (Promise.resolve({ items: [] }) as never);
    // Every answer given so far taken in (core has no timers: a few turns of the microtask queue are all it takes).
    const answersTaken = async () => {
      for (let turn = 0; turn < 20; turn++) await Promise.resolve();
    };
    let settled = false;
    void readBasketPage(read, api, '/basket', { selectedVenue: null, token })!.then(() => (settled = true));
    await answersTaken();
    expect(settled).toBe(false);
    answerUser({ id: 5 });
    await answersTaken();
    expect(settled).toBe(true);
  });
});
