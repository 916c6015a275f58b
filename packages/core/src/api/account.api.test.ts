import { describe, expect, it, vi } from 'vitest';
import { messages } from '../errors/messages';
import {
  fetchAuthUser,
  fetchLinkedUsers,
  login,
  loginFailureMessage,
  logout,
  passwordResetFailureMessage,
  redirectAfterLogin,
  register,
  requestPasswordReset,
  resetPassword,
} from './account.api';
import { ApiError } from './apiError';
import { createApiClient, type FetchInit } from './createApiClient';
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

function apiReplying(reply: (url: string, init: FetchInit) => { status: number; body?: unknown }) {
  const calls: Array<{ url: string; init: FetchInit }> = [];
  const fetch = vi.fn(async (url: string, init: FetchInit) => {
    calls.push({ url, init });
    const { status, body } = reply(url, init);
    return { ok: status < 300, status, text: async () => (body === undefined ? '' : JSON.stringify(body)) };
  });
  return { api: createApiClient({ responseSchemas: contract, baseUrl: '/api', fetch }), calls };
}

describe('account calls (spec §7 Account)', () => {
  it('log in, read the user and linked users, log out', async () => {
    const { api, calls } = apiReplying((url) => {
      if (url.endsWith('/login')) return { status: 200, body: { data: { token: 'tok', user: wireUser } } };
      if (url.endsWith('/auth/user')) return { status: 200, body: { data: wireUser } };
      if (url.endsWith('/linked')) return { status: 200, body: { data: wireUser.linked_users } };
      return { status: 200, body: { data: { message: 'Logged out.' } } };
    });
    const session = await login(api, { username: 'alex@example.com', password: 'secret-pass' });
    expect(session.token).toBe('tok');
    expect(session.user.linkedUsers[0]?.referencedUser.name).toBe('Jamie Morgan');
    expect((await fetchAuthUser(api)).firstName).toBe('Alex');
    expect(await fetchLinkedUsers(api, 1)).toHaveLength(1);
    expect((await logout(api)).message).toBe('Logged out.');
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'POST /api/auth/customer/login',
      'GET /api/auth/user',
      'GET /api/v1/users/1/linked',
      'POST /api/auth/logout',
    ]);
  });

  it('register sends the onboarding type; password calls answer the server message', async () => {
    const { api, calls } = apiReplying((url) =>
      url.includes('register') ? { status: 200, body: { data: { token: 't', user: wireUser } } } : { status: 200, body: { data: { message: 'ok' } } },
    );
    const body = { data_fields: { personal: { first_name: 'A', last_name: 'B' }, contact: { email: 'a@b.co', address_1: '1', town: 'T', postcode: 'P' }, additional: {} }, password: 'longenough', terms: true, client_id: 1, source: 'online' as const };
    expect((await register(api, body, 'membership')).token).toBe('t');
    expect(calls[0]?.url).toBe('/api/auth/customer/register?onboarding_type=membership');
    // The client's snake_case conversion must leave the register body as the contract names it.
    expect(JSON.parse(calls[0]?.init.body ?? '{}')).toEqual(body);
    expect(await requestPasswordReset(api, { email_or_reference: 'a@b.co' })).toBe('ok');
    expect(await resetPassword(api, { token: 'x', password: 'longenough' })).toBe('ok');
    expect(calls.map((c) => c.url).slice(1)).toEqual(['/api/auth/customer/forgotten-password', '/api/auth/customer/reset-password']);
  });
});

describe('spec §8 login and reset failure texts', () => {
  it.each([
    ['the server message', new ApiError(422, 'These details do not match our records.', {}, { message: 'These details do not match our records.' }), 'These details do not match our records.'],
    ['no server message', new ApiError(500, messages.serverError, {}, undefined), messages.userSignedOut],
    ['a blank server message', new ApiError(401, messages.serverError, {}, { message: ' ' }), messages.userSignedOut],
    ['not an api error', new Error('boom'), messages.userSignedOut],
  ])('login failure with %s', (_name, error, text) => expect(loginFailureMessage(error)).toBe(text));

  it.each([
    [new ApiError(422, 'This password reset link is invalid or has expired.'), 'This password reset link is invalid or has expired.'],
    [new ApiError(500, messages.serverError), messages.genericToast],
    [new ApiError(0, messages.serverError), messages.genericToast],
    [new Error('x'), messages.genericToast],
  ])('password reset failure %#', (error, text) => expect(passwordResetFailureMessage(error)).toBe(text));
});

describe('spec §2 /register redirect', () => {
  it.each([
    [null, '/'],
    ['', '/'],
    ['/basket', '/basket'],
    ['/location/pool?date=1', '/location/pool?date=1'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['basket', '/'],
  ])('%s goes to %s', (redirect, to) => expect(redirectAfterLogin(redirect)).toBe(to));
});
