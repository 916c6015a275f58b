import { randomUUID } from 'node:crypto';
import { authUserResponseSchema, loginResponseSchema } from '@courtside/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, clientIdOf, demo, freshAddress, loginAs, registerCustomer } from '../../test/accountsTestKit';
import { createCheckoutLink } from '../checkout/checkoutLinks.repo';
import { checkoutLinks, passwordResetTokens, sessions } from '../db/schema';
import { createTestApp, hosts, type TestApp } from '../../test/testApp';
import { badCredentialsMessage } from './auth.routes';
import { loginLimits } from './sessionPolicy';
import { hashToken } from './tokens';
import { tenantDb } from '../db/tenantDb';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (host: string, payload: unknown, remoteAddress = freshAddress(), url = '/api/auth/customer/login') =>
  t.request(host, { method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress });
const me = (host: string, token: string) => t.request(host, { method: 'GET', url: '/api/auth/user', headers: bearer(token) });

describe('POST /api/auth/customer/login', () => {
  it('signs in with the email and answers a token of at least 128 bits and the user with every spec §3 field', async () => {
    const res = await login(hosts.riverside, demo.alex);
    expect(res.statusCode).toBe(200);
    const { token, user } = loginResponseSchema.parse(res.json()).data;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(user).toMatchObject({
      reference: 'RLT-000001',
      first_name: 'Alex',
      token,
      home_venue_slug: 'riverside-aquatics-centre',
      address: { address1: '14 Canbury Avenue', postcode: 'KT2 6JR' },
      marketing_opt_ins: { email: true, sms: false, phone: false, post: true },
      date_of_birth: '1986-04-12',
      barcode: '0010000001',
      has_outstanding_penalties: false,
      selected_user: null,
    });
    expect(user.membership_user?.home_venue_id).toBeGreaterThan(0);
    expect(user.linked_users.map((l) => [l.referenced_user.name, l.relationship])).toEqual([
      ['Chris Morgan', 'partner'],
      ['Jamie Morgan', 'parent'],
      ['Sam Morgan', 'parent'],
    ]);
  });

  it('signs in with the customer reference in any case and stores only the token hash', async () => {
    const { token, user } = await loginAs(t, hosts.riverside, { username: 'rlt-000005', password: demo.priya.password });
    expect(user).toMatchObject({ first_name: 'Priya', credit_balance: 2500 });
    const stored = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(stored).toHaveLength(1);
    const leaked = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(leaked).toHaveLength(0);
  });

  it('shows penalties of the customer who has them', async () => {
    const { user } = await loginAs(t, hosts.riverside, demo.tom);
    expect(user.has_outstanding_penalties).toBe(true);
    expect(user.linked_users).toEqual([expect.objectContaining({ relationship: 'carer', referenced_user: expect.objectContaining({ name: 'Edna Baker' }) })]);
  });

  it.each([
    ['a wrong password', { username: demo.alex.username, password: 'not-the-password' }],
    // A name of its own: failures count per login name for unknown accounts, and other files share the database.
    ['an unknown account', { username: `nobody-${randomUUID()}@example.com`, password: 'whatever-it-is' }],
    ['a staff account on the customer login', demo.staff],
  ])('answers 422 with the same message for %s', async (_name, credentials) => {
    const res = await login(hosts.riverside, credentials);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: badCredentialsMessage });
  });

  it('answers 422 with field messages for a body outside the contract, never 500', async () => {
    const res = await login(hosts.riverside, { username: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ username: ['Required'], password: ['Required'] });
  });

  it('signs staff in on the staff login', async () => {
    const res = await login(hosts.riverside, demo.staff, freshAddress(), '/api/auth/staff/login');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.first_name).toBe('Dana');
  });
});

describe('login rate limits', () => {
  it('locks an account after 10 failures in 15 minutes, with a clear error, even for the right password', async () => {
    const { email, password } = await registerCustomer(t, hosts.riverside, await clientIdOf(t, hosts.riverside));
    for (let i = 0; i < 10; i += 1) {
      // A different address each time: the account limit alone must lock.
      expect((await login(hosts.riverside, { username: email, password: 'wrong-password' })).statusCode).toBe(422);
    }
    const locked = await login(hosts.riverside, { username: email.toUpperCase(), password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('a success clears the account count', async () => {
    const { email, password } = await registerCustomer(t, hosts.riverside, await clientIdOf(t, hosts.riverside));
    for (let i = 0; i < 9; i += 1) await login(hosts.riverside, { username: email, password: 'wrong-password' });
    expect((await login(hosts.riverside, { username: email, password })).statusCode).toBe(200);
    for (let i = 0; i < 9; i += 1) await login(hosts.riverside, { username: email, password: 'wrong-password' });
    expect((await login(hosts.riverside, { username: email, password })).statusCode).toBe(200);
  });

  it('counts failures per account, whichever login name is tried: email then reference share one count', async () => {
    const { email, password, user } = await registerCustomer(t, hosts.riverside, await clientIdOf(t, hosts.riverside));
    for (let i = 0; i < 5; i += 1) expect((await login(hosts.riverside, { username: email, password: 'wrong-password' })).statusCode).toBe(422);
    for (let i = 0; i < 5; i += 1) expect((await login(hosts.riverside, { username: user.reference.toLowerCase(), password: 'wrong-password' })).statusCode).toBe(422);
    for (const username of [user.reference, email]) {
      const locked = await login(hosts.riverside, { username, password });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    }
  });

  it('forgotten-password requests never count as login failures, nor login failures against reset mail', async () => {
    const { email, password, user } = await registerCustomer(t, hosts.riverside, await clientIdOf(t, hosts.riverside));
    const forgotten = () =>
      t.request(hosts.riverside, { method: 'POST', url: '/api/auth/customer/forgotten-password', payload: { email_or_reference: email }, remoteAddress: freshAddress() });
    // 12 requests: 3 mail, 9 are throttled (recorded as not sent) — none of them is a failed login.
    for (let i = 0; i < 12; i += 1) expect((await forgotten()).statusCode).toBe(200);
    expect((await login(hosts.riverside, { username: email, password })).statusCode).toBe(200);

    const other = await registerCustomer(t, hosts.riverside, await clientIdOf(t, hosts.riverside));
    for (let i = 0; i < 10; i += 1) await login(hosts.riverside, { username: other.email, password: 'wrong-password' });
    expect((await login(hosts.riverside, { username: other.email, password: other.password })).statusCode).toBe(429);
    const res = await t.request(hosts.riverside, { method: 'POST', url: '/api/auth/customer/forgotten-password', payload: { email_or_reference: other.email }, remoteAddress: freshAddress() });
    expect(res.statusCode).toBe(200);
    expect(await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, other.user.id))).toHaveLength(1);
    expect(user.id).not.toBe(other.user.id);
  });

  // Each failed login spends a real scrypt check (about 40 ms) so an unknown name answers as slowly as a known one:
  // the address limit's 50 failures take 2–5 s on 2 cores, the test's own budget.
  it('limits one address trying many accounts', { timeout: 30_000 }, async () => {
    const address = freshAddress();
    for (let i = 0; i < 50; i += 1) await login(hosts.riverside, { username: `guess${i}@example.com`, password: 'x-password' }, address);
    const res = await login(hosts.riverside, demo.priya, address);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many failed login attempts from this address\. Please try again in \d+ minutes?\.$/);
    expect((await login(hosts.riverside, demo.priya)).statusCode).toBe(200);
  });

  // Each failed login spends a real scrypt check (about 40 ms) so an unknown name answers as slowly as a known one:
  // the address limit's 50 failures take 2–5 s on 2 cores, the test's own budget.
  it("counts one address's failures over every tenant: spread over Riverside's and Peak Active's hosts, they lock the address on both", { timeout: 30_000 }, async () => {
    const address = freshAddress();
    const guess = () => ({ username: `guess-${randomUUID()}@example.com`, password: 'x-password' });
    // Half the address limit on each host: a count per tenant would never reach it.
    for (let i = 0; i < loginLimits.perAddress / 2; i += 1) {
      expect((await login(hosts.riverside, guess(), address)).statusCode).toBe(422);
      expect((await login(hosts.peak, guess(), address)).statusCode).toBe(422);
    }
    for (const [host, credentials] of [[hosts.riverside, demo.priya], [hosts.peak, demo.peakAlex]] as const) {
      const res = await login(host, credentials, address);
      expect(res.statusCode, host).toBe(429);
      expect(res.json().message).toMatch(/^Too many failed login attempts from this address\. Please try again in \d+ minutes?\.$/);
      // The address is blocked, not the account: from another address it signs in.
      expect((await login(host, credentials)).statusCode).toBe(200);
    }
  });
});

describe('sessions', () => {
  it('GET /api/auth/user answers the signed-in user; 401 without a token or with an unknown one', async () => {
    const { token } = await loginAs(t, hosts.riverside, demo.priya);
    const res = await me(hosts.riverside, token);
    expect(res.statusCode).toBe(200);
    expect(authUserResponseSchema.parse(res.json()).data.first_name).toBe('Priya');
    expect((await t.request(hosts.riverside, { method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    const unknown = await me(hosts.riverside, 'not-a-real-token');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('logout revokes the token', async () => {
    const { token } = await loginAs(t, hosts.riverside, demo.priya);
    const out = await t.request(hosts.riverside, { method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect((await me(hosts.riverside, token)).statusCode).toBe(401);
    expect((await t.request(hosts.riverside, { method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('logout-everywhere ends every session of the caller and revokes their checkout links, nobody else\'s', async () => {
    const tenantId = await clientIdOf(t, hosts.riverside);
    const { user, token: first, password } = await registerCustomer(t, hosts.riverside, tenantId);
    const other = await registerCustomer(t, hosts.riverside, tenantId);
    const { token: second } = await loginAs(t, hosts.riverside, { username: user.reference, password });
    const db = t.database.db;
    const makeLink = (userId: number) => createCheckoutLink(tenantDb(db, tenantId), { userId, createdByUserId: userId, now: new Date(), itemHash: 'pinned', allowCredit: false });
    const [link, othersLink] = [await makeLink(user.id), await makeLink(other.user.id)];
    const openLink = (l: { publicId: string; token: string }) =>
      t.request(hosts.riverside, { method: 'GET', url: `/api/checkout/links/${l.publicId}`, headers: { 'x-checkout-token': l.token } });
    expect((await openLink(link)).statusCode).toBe(200);

    const out = await t.request(hosts.riverside, { method: 'POST', url: '/api/auth/logout-everywhere', headers: bearer(first) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ data: { message: 'You have been logged out everywhere.' } });
    expect((await me(hosts.riverside, first)).statusCode).toBe(401);
    expect((await me(hosts.riverside, second)).statusCode).toBe(401);
    const [row] = await db.select().from(checkoutLinks).where(eq(checkoutLinks.publicId, link.publicId));
    expect(row?.revokedAt).toBeInstanceOf(Date);
    expect((await openLink(link)).statusCode).toBe(404);

    expect((await me(hosts.riverside, other.token)).statusCode).toBe(200);
    expect((await openLink(othersLink)).statusCode).toBe(200);
  });

  it('logout-everywhere answers 401 without a session, and to a checkout link token', async () => {
    const tenantId = await clientIdOf(t, hosts.riverside);
    const { user, token } = await registerCustomer(t, hosts.riverside, tenantId);
    const link = await createCheckoutLink(tenantDb(t.database.db, tenantId), { userId: user.id, createdByUserId: user.id, now: new Date(), itemHash: 'pinned', allowCredit: false });
    expect((await t.request(hosts.riverside, { method: 'POST', url: '/api/auth/logout-everywhere' })).statusCode).toBe(401);
    const byLink = await t.request(hosts.riverside, { method: 'POST', url: '/api/auth/logout-everywhere', headers: { 'x-checkout-token': link.token } });
    expect(byLink.statusCode).toBe(401);
    expect((await me(hosts.riverside, token)).statusCode).toBe(200);
  });

  it.each([
    ['idle', sql`now() - interval '3 hours'`, sql`now() + interval '1 day'`],
    ['absolute', sql`now()`, sql`now() - interval '1 second'`],
  ])('ends a session past its %s expiry with 401', async (_kind, lastUsedAt, expiresAt) => {
    const { token } = await loginAs(t, hosts.riverside, demo.priya);
    expect((await me(hosts.riverside, token)).statusCode).toBe(200);
    await t.database.db.update(sessions).set({ lastUsedAt, expiresAt }).where(eq(sessions.tokenHash, hashToken(token)));
    const res = await me(hosts.riverside, token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session has expired, please log in again.');
  });

  it('keeps an active session alive: use moves the idle expiry on', async () => {
    const { token } = await loginAs(t, hosts.riverside, demo.priya);
    await t.database.db.update(sessions).set({ lastUsedAt: sql`now() - interval '100 minutes'` }).where(eq(sessions.tokenHash, hashToken(token)));
    expect((await me(hosts.riverside, token)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(Date.now() - (row?.lastUsedAt.getTime() ?? 0)).toBeLessThan(60_000);
  });
});

describe('tenancy', () => {
  it("refuses a token from one tenant on another tenant's host", async () => {
    const { token } = await loginAs(t, hosts.riverside, demo.alex);
    expect((await me(hosts.riverside, token)).statusCode).toBe(200);
    expect((await me(hosts.peak, token)).statusCode).toBe(401);
  });

  it('the same email in two tenants is two accounts with their own passwords', async () => {
    const peak = await loginAs(t, hosts.peak, demo.peakAlex);
    const riverside = await loginAs(t, hosts.riverside, demo.alex);
    expect(peak.user.id).not.toBe(riverside.user.id);
    expect(peak.user.reference).toBe('PA-000001');
    expect((await login(hosts.peak, demo.alex)).statusCode).toBe(422);
    expect((await login(hosts.riverside, demo.peakAlex)).statusCode).toBe(422);
  });
});
