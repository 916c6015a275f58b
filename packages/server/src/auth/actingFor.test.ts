import { linkedUsersResponseSchema } from '@courtside/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, demo, loginAs } from '../../test/accountsTestKit';
import { createTestApp, hosts, type TestApp } from '../../test/testApp';
import { selectedUserConflict } from './authHook';
import { requireCustomer } from './customerContext';

let t: TestApp;
let alex: { token: string; id: number; jamie: number; chris: number };
let priyaId: number;
let staffToken: string;
let peakUserId: number;

beforeAll(async () => {
  t = await createTestApp();
  const session = await loginAs(t, hosts.riverside, demo.alex);
  const idOf = (name: string) => session.user.linked_users.find((l) => l.referenced_user.name === name)?.referenced_user.id ?? 0;
  alex = { token: session.token, id: session.user.id, jamie: idOf('Jamie Morgan'), chris: idOf('Chris Morgan') };
  priyaId = (await loginAs(t, hosts.riverside, demo.priya)).user.id;
  staffToken = (await loginAs(t, hosts.riverside, demo.staff, '/api/auth/staff/login')).token;
  peakUserId = (await loginAs(t, hosts.peak, demo.peakAlex)).user.id;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}, host: string = hosts.riverside) => t.request(host, { method: 'GET', url, headers });

describe('acting for a linked user (spec §6 selected_user_id)', () => {
  it('a customer acts for a linked user named by the X-Selected-User-Id header', async () => {
    const res = await get('/api/auth/user', { ...bearer(alex.token), 'x-selected-user-id': String(alex.jamie) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.selected_user).toEqual({ id: alex.jamie, name: 'Jamie Morgan' });
  });

  it('the query parameter and the body field name the user too; naming two different users is refused', async () => {
    const res = await get(`/api/auth/user?selected_user_id=${alex.chris}`, bearer(alex.token));
    expect(res.json().data.selected_user).toEqual({ id: alex.chris, name: 'Chris Morgan' });
    const same = await get(`/api/auth/user?selected_user_id=${alex.chris}`, { ...bearer(alex.token), 'x-selected-user-id': String(alex.chris) });
    expect(same.json().data.selected_user).toEqual({ id: alex.chris, name: 'Chris Morgan' });
    const both = await get(`/api/auth/user?selected_user_id=${alex.chris}`, { ...bearer(alex.token), 'x-selected-user-id': String(alex.jamie) });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors).toEqual({ selected_user_id: [selectedUserConflict] });
    const logout = await loginAs(t, hosts.riverside, demo.alex);
    const refused = await t.request(hosts.riverside, { method: 'POST', url: '/api/auth/logout', headers: bearer(logout.token), payload: { selected_user_id: priyaId } });
    expect(refused.statusCode).toBe(403);
  });

  // Acting for: a body whose schema does not declare selected_user_id still names the user acted for.
  it('honours selected_user_id in a body whose schema lacks it, like the header', async () => {
    const refused = await t.request(hosts.riverside, { method: 'POST', url: '/api/checkout/cart/remove', headers: bearer(alex.token), payload: { cart_item_ids: [1], selected_user_id: priyaId } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Unauthorised.');
    const huge = await get('/api/auth/user', { ...bearer(alex.token), 'x-selected-user-id': '2147483648' });
    expect(huge.statusCode).toBe(422);
  });

  it('acting for oneself is always allowed; without a selection the customer acts for themself', async () => {
    expect((await get('/api/auth/user', { ...bearer(alex.token), 'x-selected-user-id': String(alex.id) })).json().data.selected_user).toBeNull();
    expect((await get('/api/auth/user', bearer(alex.token))).json().data.selected_user).toBeNull();
  });

  it.each([
    ['a customer who is not linked', () => priyaId],
    ['a user of another tenant', () => peakUserId],
    ['no such user', () => 999999],
  ])('answers 403 Unauthorised. for %s', async (_name, target) => {
    const res = await get('/api/auth/user', { ...bearer(alex.token), 'x-selected-user-id': String(target()) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Unauthorised.' });
    expect((await get(`/api/auth/user?selected_user_id=${target()}`, bearer(alex.token))).statusCode).toBe(403);
  });

  it('answers 422 for a selected user id that is not a positive number', async () => {
    const res = await get('/api/auth/user', { ...bearer(alex.token), 'x-selected-user-id': 'abc' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['x-selected-user-id']);
  });

  it('a visitor naming a user is still a visitor', async () => {
    expect((await get('/api/client', { 'x-selected-user-id': String(alex.jamie) })).statusCode).toBe(200);
    expect((await get('/api/auth/user', { 'x-selected-user-id': String(alex.jamie) })).statusCode).toBe(401);
    expect(() => requireCustomer({ customer: null } as never)).toThrow('Unauthenticated.');
  });
});

describe('staff acting for customers (spec §6)', () => {
  it('staff act for any customer of their own tenant', async () => {
    const res = await get('/api/auth/user', { ...bearer(staffToken), 'x-selected-user-id': String(priyaId) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.selected_user).toEqual({ id: priyaId, name: 'Priya Shah' });
  });

  it("but not for another tenant's customer, nor for another staff user", async () => {
    expect((await get('/api/auth/user', { ...bearer(staffToken), 'x-selected-user-id': String(peakUserId) })).statusCode).toBe(403);
    const peakStaff = await loginAs(t, hosts.peak, demo.peakStaff, '/api/auth/staff/login');
    const staffId = (await get('/api/auth/user', bearer(staffToken))).json().data.id as number;
    expect((await get('/api/auth/user', { ...bearer(peakStaff.token), 'x-selected-user-id': String(staffId) }, hosts.peak)).statusCode).toBe(403);
  });
});

describe('GET /api/v1/users/{id}/linked', () => {
  it("answers the customer's own linked users", async () => {
    const res = await get(`/api/v1/users/${alex.id}/linked`, bearer(alex.token));
    expect(res.statusCode).toBe(200);
    const links = linkedUsersResponseSchema.parse(res.json()).data;
    expect(links.map((l) => l.relationship)).toEqual(['partner', 'parent', 'parent']);
    // Their dates of birth, for the Attendees page's ages.
    expect(links.map((l) => [l.referenced_user.name, l.referenced_user.date_of_birth])).toEqual([
      ['Chris Morgan', '1985-09-30'],
      ['Jamie Morgan', '2015-06-02'],
      ['Sam Morgan', '2018-11-19'],
    ]);
  });

  it("refuses another customer's links (403), a visitor (401) and a bad id (422)", async () => {
    expect((await get(`/api/v1/users/${priyaId}/linked`, bearer(alex.token))).statusCode).toBe(403);
    expect((await get(`/api/v1/users/${alex.id}/linked`)).statusCode).toBe(401);
    expect((await get('/api/v1/users/0/linked', bearer(alex.token))).statusCode).toBe(422);
  });

  it("lets staff read a customer's links in their tenant only", async () => {
    expect((await get(`/api/v1/users/${alex.id}/linked`, bearer(staffToken))).json().data).toHaveLength(3);
    expect((await get(`/api/v1/users/${peakUserId}/linked`, bearer(staffToken))).statusCode).toBe(404);
    const staffId = (await get('/api/auth/user', bearer(staffToken))).json().data.id as number;
    const peakStaff = await loginAs(t, hosts.peak, demo.peakStaff, '/api/auth/staff/login');
    expect((await get(`/api/v1/users/${peakUserId}/linked`, bearer(peakStaff.token), hosts.peak)).json().data).toHaveLength(1);
    expect((await get(`/api/v1/users/${staffId}/linked`, bearer(staffToken))).statusCode).toBe(200);
  });
});

describe('request.customer for the routes of other features', () => {
  it('carries the user, the role and whom the call acts for', async () => {
    const { default: fastify } = await import('fastify');
    const { decorateCustomer } = await import('./customerContext');
    const { installCustomerAuth } = await import('./authHook');
    const { scopeToTenant } = await import('../tenancy/tenancy');
    const { testConfig } = await import('../../test/testApp');
    const probe = fastify();
    await probe.register(async (scoped) => {
      scopeToTenant(scoped, { db: t.database.db, config: testConfig(), now: () => new Date() });
      decorateCustomer(scoped);
      installCustomerAuth(scoped, { db: t.database.db, now: () => new Date() });
      scoped.get('/probe', async (request) => ({ customer: request.customer }));
    });
    const ask = async (headers: Record<string, string>) =>
      (await probe.inject({ method: 'GET', url: '/probe', headers: { host: hosts.riverside, ...headers } })).json().customer;
    expect(await ask({})).toBeNull();
    expect(await ask(bearer(alex.token))).toEqual({ userId: alex.id, role: 'customer', staffRole: null, actingForUserId: alex.id, bookingDisabledUntil: null });
    expect(await ask({ ...bearer(alex.token), 'x-selected-user-id': String(alex.jamie) })).toEqual({ userId: alex.id, role: 'customer', staffRole: null, actingForUserId: alex.jamie, bookingDisabledUntil: null });
    expect(await ask({ ...bearer(staffToken), 'x-selected-user-id': String(priyaId) })).toMatchObject({ role: 'staff', staffRole: 'front-of-house', actingForUserId: priyaId });
    await probe.close();
  });
});
