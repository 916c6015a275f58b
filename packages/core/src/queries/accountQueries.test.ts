import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import { accountMutations, accountQueries, LOGIN_DELAY_MS, SESSION_POLL_MS } from './accountQueries';
import { keysToInvalidate } from './queryKeys';
import { queryKeys } from './queryKeys';
import * as contract from '../contract';

const wireUser = {
  id: 1, reference: 'RLT-000001', title: 'Mx', first_name: 'Alex', last_name: 'Morgan', email: 'alex@example.com', gender: null,
  ethnicity: null, disability: null, profile_picture_url: null, phone: null, address: null,
  marketing_opt_ins: { email: true, sms: false, phone: false, post: false }, email_verified_at: null, date_of_birth: '1988-06-14',
  created_at: '2024-01-15T09:00:00.000Z', token: null, home_venue_slug: null, membership_user: null, credit_balance: 0,
  has_instruction: false, has_billing_date: false, barcode: null, profile_photo: null, has_outstanding_penalties: false,
  document_expiry: null, membership_document_upload_required: false, selected_user: null,
  linked_users: [{ id: 9, referenced_user: { id: 3, name: 'Jamie Morgan' }, relationship: 'parent' }],
};

const replies: Record<string, unknown> = {
  'POST /api/auth/customer/login': { data: { token: 'tok', user: wireUser } },
  'POST /api/auth/customer/register': { data: { token: 'new', user: wireUser } },
  'GET /api/auth/user': { data: wireUser },
  'GET /api/v1/users/1/linked': { data: wireUser.linked_users },
  'POST /api/auth/logout': { data: { message: 'Logged out.' } },
  'POST /api/auth/customer/forgotten-password': { data: { message: 'sent' } },
  'POST /api/auth/customer/reset-password': { data: { message: 'reset' } },
};
const api = createApiClient({
    responseSchemas: contract,
  baseUrl: '/api',
  fetch: async (url, init) => ({ ok: true, status: 200, text: async () => JSON.stringify(replies[`${init.method} ${url}`]) }),
});

describe('account query factories (spec §4 Login, §9)', () => {
  it('polls the user every 5 s, only with a token', async () => {
    expect(SESSION_POLL_MS).toBe(5000);
    const query = accountQueries.authUser(api, 'tok');
    expect(query).toMatchObject({ queryKey: queryKeys.authUser(), enabled: true, refetchInterval: 5000, retry: false });
    expect(accountQueries.authUser(api, null).enabled).toBe(false);
    expect((await query.queryFn()).reference).toBe('RLT-000001');
  });

  it('reads linked users of a known user only', async () => {
    expect(accountQueries.linkedUsers(api, null).enabled).toBe(false);
    expect(accountQueries.linkedUsers(api, undefined).queryKey).toEqual(queryKeys.linkedUsers(0));
    const query = accountQueries.linkedUsers(api, 1);
    expect(query.queryKey).toEqual(queryKeys.linkedUsers(1));
    expect(await query.queryFn()).toEqual([{ id: 9, referencedUser: { id: 3, name: 'Jamie Morgan' }, relationship: 'parent' }]);
  });

  it('keeps the user and their linked members fresh until the next check, and reloads both at a login or logout', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const asked = vi.fn(() => Promise.resolve({ id: 1 }));
    const user = { ...accountQueries.authUser(api, 'tok'), queryFn: asked };
    await queryClient.fetchQuery(user);
    await queryClient.fetchQuery(user);
    expect(asked).toHaveBeenCalledTimes(1);
    expect(accountQueries.authUser(api, 'tok').staleTime).toBe(SESSION_POLL_MS);
    expect(accountQueries.linkedUsers(api, 1).staleTime).toBe(SESSION_POLL_MS);
    for (const event of ['loggedIn', 'loggedOut'] as const) {
      expect(keysToInvalidate(event)).toContainEqual(expect.arrayContaining([queryKeys.authUser()[0]]));
      expect(queryKeys.linkedUsers(1)[0]).toBe(queryKeys.authUser()[0]);
    }
  });
});

describe('account mutation factories', () => {
  it('waits 250 ms before a login attempt', async () => {
    const sleep = vi.fn(async () => undefined);
    expect(LOGIN_DELAY_MS).toBe(250);
    const session = await accountMutations.login(api, sleep).mutationFn({ username: 'a', password: 'b' });
    expect(sleep).toHaveBeenCalledWith(250);
    expect(session.token).toBe('tok');
  });

  it('logs out, registers and handles passwords', async () => {
    expect((await accountMutations.logout(api).mutationFn()).message).toBe('Logged out.');
    const body = { data_fields: { personal: { first_name: 'A', last_name: 'B' }, contact: { email: 'a@b.co', address_1: '1', town: 'T', postcode: 'P' }, additional: {} }, password: 'longenough', terms: true, client_id: 1, source: 'online' as const };
    expect((await accountMutations.register(api).mutationFn(body)).token).toBe('new');
    expect(await accountMutations.forgottenPassword(api).mutationFn({ email_or_reference: 'a' })).toBe('sent');
    expect(await accountMutations.resetPassword(api).mutationFn({ token: 't', password: 'longenough' })).toBe('reset');
  });
});

describe('pass queries', () => {
  it("keep a booking's and an order's passes under the account's keys, so a logout or a cancelled booking reloads them", () => {
    const api = {} as never;
    expect(accountQueries.bookingPass(api, 7).queryKey).toEqual(['account', 'pass', 7]);
    expect(accountQueries.orderPasses(api, 9).queryKey).toEqual(['account', 'order-passes', 9]);
    expect(keysToInvalidate('loggedOut')).toContainEqual(['account']);
    expect(keysToInvalidate('bookingChanged')).toContainEqual(['account']);
  });
});

