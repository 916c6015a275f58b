import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, clientIdOf, freshAddress, readMails, registerCustomer, watchMailer } from '../../test/accountsTestKit';
import { createCheckoutLink } from '../checkout/checkoutLinks.repo';
import { checkoutLinks, loginAttempts, passwordResetTokens } from '../db/schema';
import { createTestApp, hosts, testConfig, type TestApp } from '../../test/testApp';
import { resetDoneMessage, resetInvalidMessage, resetRequestedMessage } from './password.routes';
import { hashToken } from './tokens';
import { tenantDb } from '../db/tenantDb';

let t: TestApp;
let mailDir: string;
let clientId: number;
/** The app's mail: a reset link is sent after the answer, so the tests wait for every mail handed over to be written. */
let outgoing: ReturnType<typeof watchMailer>;
beforeAll(async () => {
  mailDir = mkdtempSync(join(tmpdir(), 'courtside-mail-test-'));
  t = await createTestApp({ mail: { ...testConfig().mail, mailDir } });
  outgoing = watchMailer(t.services.mailer);
  clientId = await clientIdOf(t, hosts.riverside);
});
afterAll(async () => {
  await t.close();
  rmSync(mailDir, { recursive: true, force: true });
});

// Each request from an address of its own unless a test says otherwise, so the per-address limit never mixes tests.
const forgotten = (emailOrReference: string, host: string = hosts.riverside, remoteAddress = freshAddress()) =>
  t.request(host, { method: 'POST', url: '/api/auth/customer/forgotten-password', payload: { email_or_reference: emailOrReference }, remoteAddress });
const reset = (token: string, password: string) =>
  t.request(hosts.riverside, { method: 'POST', url: '/api/auth/customer/reset-password', payload: { token, password } });
const login = (username: string, password: string) =>
  t.request(hosts.riverside, { method: 'POST', url: '/api/auth/customer/login', payload: { username, password }, remoteAddress: freshAddress() });
const tokenIn = (mail: string) => /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';
/** The reset links issued to a user: one row per mail sent. */
const linksOf = (userId: number) => t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
/** Every mail written, once each mail handed to the mailer so far has been written. */
const allMails = async () => {
  await outgoing.sent();
  return readMails(mailDir);
};
const mailsTo = async (email: string) => (await allMails()).filter((m) => m.includes(`To: ${email}`));

describe('POST /api/auth/customer/forgotten-password', () => {
  it('gives the same answer whether or not an account exists, and mails only a real one', async () => {
    const { email } = await registerCustomer(t, hosts.riverside, clientId);
    const before = (await allMails()).length;
    const answers = await Promise.all(['nobody@example.com', 'RLT-999999', email, 'RLT-000003'].map((who) => forgotten(who)));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { message: resetRequestedMessage } });
    }
    // Every answer is in, so every mail they started has been handed over; once those are written, exactly one is new.
    const mails = await allMails();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toContain(`To: ${email}`);
    expect(mails.at(-1)).toContain('Subject: Reset your Riverside Leisure Trust password');
    expect(mails.at(-1)).toContain(`http://${hosts.riverside}/reset-password?token=`);
  });

  it('answers 422 for an empty request', async () => {
    const res = await forgotten('');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email_or_reference: ['Required'] });
  });

  it('never puts an unknown Host in the link', async () => {
    const { email } = await registerCustomer(t, hosts.riverside, clientId);
    await forgotten(email, 'evil.example');
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0] ?? '';
    expect(mail).not.toContain('evil.example');
    expect(mail).toContain('http://localhost:0/reset-password?token=');
  });
});

describe('forgotten-password limits', () => {
  it('mails an account at most 3 times in 15 minutes, by email or reference alike, with the same answer every time', async () => {
    const { email, user } = await registerCustomer(t, hosts.riverside, clientId);
    for (let i = 0; i < 6; i += 1) {
      const res = await forgotten(i % 2 === 0 ? email : user.reference.toLowerCase());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { message: resetRequestedMessage } });
    }
    expect(await linksOf(user.id)).toHaveLength(3);
    const recorded = await t.database.db.select().from(loginAttempts).where(and(eq(loginAttempts.accountKey, `user:${user.id}`), eq(loginAttempts.kind, 'reset')));
    expect(recorded).toHaveLength(6);
    expect(recorded.filter((r) => r.succeeded)).toHaveLength(3);
  });

  it('holds the account limit under concurrent requests', async () => {
    const { email, user } = await registerCustomer(t, hosts.riverside, clientId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => forgotten(email)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(await linksOf(user.id)).toHaveLength(3);
  });

  it('answers 429 with Retry-After after 20 requests from one address in 15 minutes; other addresses go on', async () => {
    const address = freshAddress();
    for (let i = 0; i < 20; i += 1) expect((await forgotten(`nobody-${i}@example.com`, hosts.riverside, address)).statusCode).toBe(200);
    const refused = await forgotten('nobody-else@example.com', hosts.riverside, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many password reset requests from this address. Please try again in 15 minutes.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await forgotten('nobody-else@example.com')).statusCode).toBe(200);
  });
});

describe('POST /api/auth/customer/reset-password', () => {
  it('sets the new password once, ends every session, and refuses the old password', async () => {
    const { email, password, token: session } = await registerCustomer(t, hosts.riverside, clientId);
    await forgotten(email);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const token = tokenIn(mails[0] ?? '');
    expect(token.length).toBeGreaterThanOrEqual(43);
    const [stored] = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    expect(stored).toBeDefined();

    const res = await reset(token, 'my-new-password');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: resetDoneMessage } });
    expect((await login(email, 'my-new-password')).statusCode).toBe(200);
    expect((await login(email, password)).statusCode).toBe(422);
    expect((await t.request(hosts.riverside, { method: 'GET', url: '/api/auth/user', headers: bearer(session) })).statusCode).toBe(401);

    const again = await reset(token, 'another-password');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: resetInvalidMessage, errors: { token: [resetInvalidMessage] } });
  });

  it('ends every other outstanding link of the account, its sessions and its checkout links', async () => {
    const { email, token: session, user } = await registerCustomer(t, hosts.riverside, clientId);
    const other = await registerCustomer(t, hosts.riverside, clientId);
    await forgotten(email);
    await forgotten(email);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    const [first, second] = mails.map(tokenIn);
    expect(first).not.toBe(second);
    const db = t.database.db;
    const makeLink = (userId: number) => createCheckoutLink(tenantDb(db, clientId), { userId, createdByUserId: userId, now: new Date(), itemHash: 'pinned', allowCredit: false });
    const link = await makeLink(user.id);
    const othersLink = await makeLink(other.user.id);
    const openLink = (l: { publicId: string; token: string }) =>
      t.request(hosts.riverside, { method: 'GET', url: `/api/checkout/links/${l.publicId}`, headers: { 'x-checkout-token': l.token } });
    expect((await openLink(link)).statusCode).toBe(200);

    expect((await reset(second!, 'my-new-password')).statusCode).toBe(200);
    const stale = await reset(first!, 'an-attackers-password');
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors).toEqual({ token: [resetInvalidMessage] });
    expect((await login(email, 'my-new-password')).statusCode).toBe(200);
    expect((await linksOf(user.id)).every((row) => row.usedAt !== null)).toBe(true);

    expect((await t.request(hosts.riverside, { method: 'GET', url: '/api/auth/user', headers: bearer(session) })).statusCode).toBe(401);
    const [revoked] = await db.select().from(checkoutLinks).where(eq(checkoutLinks.publicId, link.publicId));
    expect(revoked?.revokedAt).toBeInstanceOf(Date);
    expect((await openLink(link)).statusCode).toBe(404);
    // Nobody else's session or link is touched.
    expect((await t.request(hosts.riverside, { method: 'GET', url: '/api/auth/user', headers: bearer(other.token) })).statusCode).toBe(200);
    expect((await openLink(othersLink)).statusCode).toBe(200);
  });

  it('refuses an expired or unknown token, and a short password', async () => {
    const { email } = await registerCustomer(t, hosts.riverside, clientId);
    await forgotten(email);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const token = tokenIn(mails[0] ?? '');
    await t.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    expect((await reset(token, 'my-new-password')).statusCode).toBe(422);
    expect((await reset('made-up-token', 'my-new-password')).json().errors).toEqual({ token: [resetInvalidMessage] });
    expect((await reset('made-up-token', 'short')).json().errors).toEqual({ password: ['Must contain at least 8 characters'] });
  });
});

describe('links in mail', () => {
  const mailConfig = { smtpUrl: undefined, mailDir: '/tmp', fromAddress: 'x@example.com', publicUrl: undefined };
  const request = (host: string) => ({ headers: { host }, protocol: 'https' }) as never;
  it('point at PUBLIC_URL, else a host we serve, else localhost', async () => {
    const { linkOrigin } = await import('./linkOrigin');
    const config = testConfig({ port: 3000, tenantHostMap: { 'book.peak.example': { tenant: 'peak', site: 'bookings' } } });
    expect(linkOrigin(request('evil.example'), { config, mailConfig: { ...mailConfig, publicUrl: 'https://book.example.com' } })).toBe('https://book.example.com');
    expect(linkOrigin(request('book.peak.example'), { config, mailConfig })).toBe('https://book.peak.example');
    expect(linkOrigin(request('bookings.peak.localhost:3000'), { config, mailConfig })).toBe('https://bookings.peak.localhost:3000');
    expect(linkOrigin(request('127.0.0.1:3000'), { config, mailConfig })).toBe('https://127.0.0.1:3000');
    expect(linkOrigin(request('evil.example'), { config, mailConfig })).toBe('http://localhost:3000');
  });
});
