import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/createApiClient';
import { accountBookingsQuery, readDashboard, type Read } from './accountReads';
import { queryKeys } from './queryKeys';

const api = {} as ApiClient;

describe('the dashboard’s reads, made as the signed-in customer', () => {
  it('reads the user, their holdings and fair use, and then the bookings of that user', async () => {
    const asked: unknown[] = [];
    const read: Read = (options) => {
      asked.push(options.queryKey);
      const isUser = JSON.stringify(options.queryKey) === JSON.stringify(queryKeys.authUser());
      return Promise.resolve((isUser ? { id: 42 } : {}) as never);
    };
    await readDashboard(read, api, 'token');
    expect(asked).toContainEqual(queryKeys.authUser());
    for (const holding of ['fair-use', 'memberships', 'packages', 'guest-passes'] as const) expect(asked).toContainEqual(queryKeys.accountHoldings(holding));
    expect(asked).toContainEqual(accountBookingsQuery(api, 42).queryKey);
    expect(asked).toHaveLength(6);
  });

  it('settles without the bookings when the user cannot be read (a session the server does not know)', async () => {
    const asked: unknown[] = [];
    const read: Read = (options) => {
      asked.push(options.queryKey);
      return JSON.stringify(options.queryKey) === JSON.stringify(queryKeys.authUser()) ? Promise.reject(new Error('401')) : Promise.resolve({} as never);
    };
    await expect(readDashboard(read, api, 'token')).resolves.toBeUndefined();
    expect(asked).toHaveLength(5);
  });

  it('lists the my-account pages’ paid and cancelled bookings of one user, the most a page holds', () => {
    expect(accountBookingsQuery(api, 7).queryKey).toContainEqual({ status: ['settled', 'cancelled'], cancellationSource: 'my-account', perPage: 100, userId: 7 });
  });
});
