import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/createApiClient';
import { accountBookingsQuery, readMyAccountPage, type Read } from './accountReads';
import { cartKeys } from './cartQueries';
import { queryKeys } from './queryKeys';

const api = {} as ApiClient;
const isUser = (key: readonly unknown[]) => JSON.stringify(key) === JSON.stringify(queryKeys.authUser());

/** A reader that notes what it is asked for; the user is #42, or cannot be read. */
function reader(user: 'known' | 'unknown' = 'known') {
  const asked: unknown[] = [];
  const read: Read = (options) => {
    asked.push(options.queryKey);
    if (!isUser(options.queryKey)) return Promise.resolve({} as never);
    return user === 'known' ? Promise.resolve({ id: 42 } as never) : Promise.reject(new Error('401'));
  };
  return { asked, read };
}

describe('a my-account page’s reads, made as the signed-in customer', () => {
  it('on the dashboard: the user, the navigation’s guest passes, the header’s basket, the holdings and fair use, then that user’s bookings', async () => {
    const { asked, read } = reader();
    await readMyAccountPage(read, api, 'token', '/');
    expect(asked).toContainEqual(queryKeys.authUser());
    expect(asked).toContainEqual(cartKeys.checkout(null));
    for (const holding of ['fair-use', 'memberships', 'packages', 'guest-passes'] as const) expect(asked).toContainEqual(queryKeys.accountHoldings(holding));
    expect(asked).toContainEqual(accountBookingsQuery(api, 42).queryKey);
    expect(asked).toHaveLength(7);
  });

  it('on the bookings pages: the user, the navigation’s guest passes, the header’s basket and that user’s bookings, no holdings', async () => {
    for (const path of ['/bookings', '/bookings/upcoming']) {
      const { asked, read } = reader();
      await readMyAccountPage(read, api, 'token', path);
      expect(asked).toEqual(expect.arrayContaining([queryKeys.authUser(), queryKeys.accountHoldings('guest-passes'), cartKeys.checkout(null), accountBookingsQuery(api, 42).queryKey]));
      expect(asked).toHaveLength(4);
    }
  });

  it('reads nothing on a page without a first view', () => {
    expect(readMyAccountPage(reader().read, api, 'token', '/payments')).toBeNull();
  });

  it('settles without the bookings when the user cannot be read (a session the server does not know)', async () => {
    const { asked, read } = reader('unknown');
    await expect(readMyAccountPage(read, api, 'token', '/')).resolves.toBeUndefined();
    expect(asked).toHaveLength(6);
  });

  it('lists the my-account pages’ paid and cancelled bookings of one user, the most a page holds', () => {
    expect(accountBookingsQuery(api, 7).queryKey).toContainEqual({ status: ['settled', 'cancelled'], cancellationSource: 'my-account', perPage: 100, userId: 7 });
  });
});
