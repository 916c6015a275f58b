import { MutationObserver, QueryClient } from '@tanstack/query-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/apiError';
import { paginationMetaFor } from '../contract/pagination';
import { messages } from '../errors/messages';
import { bookingChangedKeys, bookingKeys, bookingMutations, bookingQueries } from './bookingQueries';
import type { QueryInvalidator } from './invalidateKeys';
import { keysToInvalidate, queryKeys } from './queryKeys';
import { createFakeApi, zoned } from '../testing/fakeApi';


const fakeApi = createFakeApi();

function recorder() {
  const keys: unknown[][] = [];
  const client: QueryInvalidator = { invalidateQueries: ({ queryKey }) => keys.push([...queryKey]) };
  return { client, keys };
}

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => prefix.every((part, i) => key[i] === part);
const OCCURRENCE_ID = 'occ_01hzx3v9q8kj4m2n6p7r8s9t0a1b2c';
const cancellation = {
  can_cancel: false, cannot_cancel_reason: 'Too late', cut_off: null, cut_off_actions: [], cut_off_message: null, awards_credit: false, awards_credit_message: null,
};
const booking = {
  id: 'bk_1', duration: 60, is_v2: true, user_id: 88, user_uuid: null, user_reference: null, occurrence_id: OCCURRENCE_ID, order_id: null,
  starts_at: zoned('2025-04-08 09:00:00'), ends_at: zoned('2025-04-08 10:00:00'), status: 'reserved', booking_type: 'resources',
  booking_bundle_context: null, category: null, name: 'Badminton court', description: null, capacity_consumed: 1, price: null,
  venue: { name: 'Millbrook Sports Hall' }, locations: [], location_name: 'Court 1', instructors: [], attended: null, cancellation,
  created_at: '2025-04-01T08:00:00Z', first_name: null, last_name: null, order: null,
};
const entry = {
  id: 5, user_id: 88, user_reference: null, first_name: 'Alex', last_name: 'Morgan', email: 'alex@example.com',
  occurrence: { occurrence_id: OCCURRENCE_ID, name: 'Aqua Aerobics' }, starts_at: zoned('2025-04-08 09:00:00'), created_at: '2025-04-01T08:00:00Z',
};
const waitlistKeys = keysToInvalidate('waitlistChanged').map((key) => [...key]);

describe('booking reads (spec §7 contract-only shapes)', () => {
  it('keys a user\'s bookings under queryKeys.bookings(userId) and fetches through query-core', async () => {
    const { api, calls } = fakeApi((call) =>
      call.url.startsWith('/api/v1/bookings?')
        ? { status: 200, body: { data: [booking], meta: { pagination: paginationMetaFor(2, 10, 11) } } }
        : { status: 200, body: { data: booking } });
    const list = bookingQueries.list(api, { userId: 88, cancellationSource: 'my-account', page: 2, perPage: 10 });
    expect(startsWith(list.queryKey, queryKeys.bookings(88))).toBe(true);
    expect(bookingKeys.list({ cancellationSource: 'foh' })).toEqual(['account', 'bookings', '', 'list', { cancellationSource: 'foh' }]);
    const queryClient = new QueryClient();
    const page = await queryClient.fetchQuery(list);
    expect(page.meta.pagination).toMatchObject({ currentPage: 2, previousPage: 1, nextPage: null, recordsOnCurrentPage: 1 });
    const one = bookingQueries.booking(api, 'bk_1', { cancellationSource: 'my-account' });
    expect(one.queryKey).toEqual(['account', 'booking', 'bk_1', 'my-account', '']);
    expect(await queryClient.fetchQuery(one)).toMatchObject({ status: 'reserved', price: null });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/bookings?user_id=88&cancellation_source=my-account&page=2&per_page=10',
      '/api/v1/bookings/bk_1?cancellation_source=my-account',
    ]);
  });
});

describe('booking mutations (spec §4 reloads)', () => {
  const { api, calls } = fakeApi((call) =>
    call.method === 'DELETE' ? { status: 200, body: { data: { ...booking, status: 'cancelled' } } } : { status: 200, body: { data: [booking] } });

  it('a cancellation reloads basket, activity, catalogue and account data', async () => {
    expect(bookingChangedKeys).toEqual([...keysToInvalidate('cartChanged'), ['account']]);
    for (const factory of [bookingMutations.cancel, bookingMutations.cancelBundle, bookingMutations.bulkUpdate] as const) {
      const { client, keys } = recorder();
      const mutation = (factory as typeof bookingMutations.cancel)(api, client);
      await mutation.onSuccess();
      expect(keys).toEqual(bookingChangedKeys.map((key) => [...key]));
      expect(mutation.errorMessage(new ApiError(403, 'Unauthorised.'))).toBe('Unauthorised.');
    }
    expect((await bookingMutations.cancel(api, recorder().client).mutationFn('bk_1')).status).toBe('cancelled');
    await bookingMutations.bulkUpdate(api, recorder().client).mutationFn({ data: { updateType: 'cancellation', cancellationSource: 'occurrence', bookingIds: ['bk_1'] } });
    expect(calls.slice(-2).map((c) => `${c.method} ${c.url}`)).toEqual(['DELETE /api/activities/bookings/bk_1?source=bookings', 'PATCH /api/v1/bookings']);
  });

  it('attendance reloads only account data', async () => {
    const { client, keys } = recorder();
    const mutation = bookingMutations.bulkAttendance(api, client);
    expect(await mutation.mutationFn({ data: { bookingIds: ['bk_1'], status: 'absent' } })).toHaveLength(1);
    await mutation.onSuccess();
    expect(calls.at(-1)?.body).toEqual({ data: { booking_ids: ['bk_1'], status: 'absent' } });
    expect(keys).toEqual([['account']]);
    expect(mutation.errorMessage(new Error('x'))).toBe(messages.genericToast);
  });
});

describe('waitlist mutations (spec §4 waitlist changes, §8 texts)', () => {
  it('join and leave reload the waitlistChanged keys with the §8 toasts', async () => {
    const { api, calls } = fakeApi((call) =>
      call.method === 'POST' ? { status: 200, body: { data: entry } } : { status: 200, body: { data: { message: 'Removed' } } });
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const join = bookingMutations.joinWaitlist(api, queryClient);
    const leave = bookingMutations.leaveWaitlist(api, queryClient);
    expect(await new MutationObserver(queryClient, join).mutate({ id: OCCURRENCE_ID, userId: 88 })).toMatchObject({ id: 5 });
    await new MutationObserver(queryClient, leave).mutate({ id: 12, userId: 88, waitlistId: 5 });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `POST /api/v1/activities/occurrences/${OCCURRENCE_ID}/waitlist/members`,
      'DELETE /api/waitlist/remove/5',
    ]);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([...waitlistKeys, ...waitlistKeys]);
    expect([join.successMessage, leave.successMessage]).toEqual(['Successfully joined the waitlist.', 'Successfully removed from the waitlist.']);
  });

  it('a failed join is a generic danger toast and reloads nothing', async () => {
    const { api } = fakeApi(() => ({ status: 500 }));
    const { client, keys } = recorder();
    const join = bookingMutations.joinWaitlist(api, client);
    const error = await join.mutationFn({ id: OCCURRENCE_ID, userId: 88 }).catch((e: unknown) => e);
    expect(join.errorMessage(error)).toBe('Something went wrong, please try again.');
    expect(bookingMutations.leaveWaitlist(api, client).errorMessage(error)).toBe(messages.genericToast);
    expect(keys).toEqual([]);
  });
});
