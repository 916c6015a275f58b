import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@courtside/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, clientIdOf, demo, loginAs, readMails, registerCustomer, watchMailer } from '../../test/accountsTestKit';
import { emailVerificationTokens, linkedUsers, users } from '../db/schema';
import { createTestApp, hosts, testConfig, type TestApp } from '../../test/testApp';
import { sessionPolicy } from './sessionPolicy';

let t: TestApp;
let mailDir: string;
let clientId: number;
let mailer: ReturnType<typeof watchMailer>;
beforeAll(async () => {
  mailDir = mkdtempSync(join(tmpdir(), 'courtside-details-test-'));
  t = await createTestApp({ mail: { ...testConfig().mail, mailDir } });
  mailer = watchMailer(t.services.mailer);
  clientId = await clientIdOf(t, hosts.riverside);
});
afterAll(async () => {
  await t.close();
  rmSync(mailDir, { recursive: true, force: true });
});

/** A whole My details body: every field, as the form sends it. */
const details = (email: string, overrides: { personal?: object; contact?: object } = {}) => ({
  data_fields: {
    personal: { title: 'Mx', first_name: 'Robin', last_name: 'Okafor', date_of_birth: '1991-02-03', gender: 'non-binary', ethnicity: 'Black British', disability: 'None', ...overrides.personal },
    contact: {
      email,
      phone: '07700 900123',
      address_1: '2 New Road',
      address_2: 'Flat 3',
      area: 'Surrey',
      town: 'Surbiton',
      country: 'United Kingdom',
      postcode: 'KT6 4AA',
      marketing_opt_ins: { email: false, sms: true, phone: true, post: false },
      ...overrides.contact,
    },
  },
});
const put = (token: string | null, payload: unknown, headers: Record<string, string> = {}, host: string = hosts.riverside) =>
  t.request(host, { method: 'PUT', url: '/api/auth/user', payload: payload as object, headers: { ...(token ? bearer(token) : {}), ...headers } });
const me = async (token: string) => (await t.request(hosts.riverside, { method: 'GET', url: '/api/auth/user', headers: bearer(token) })).json().data;
const verify = (token: string) => t.request(hosts.riverside, { method: 'POST', url: '/api/auth/customer/verify-email', payload: { token } });
const linkIn = (mail: string) => /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';
/** The mails to `email` once every mail handed to the mailer is written (they leave after the answer); there are `n`. */
const mailsTo = async (email: string, n: number) => {
  await mailer.sent();
  const to = (await readMails(mailDir)).filter((m) => m.includes(`To: ${email}`));
  expect(to).toHaveLength(n);
  return to;
};

describe('PUT /api/auth/user (My details)', () => {
  it('saves every field the customer may change and answers the record as saved', async () => {
    const { token, email } = await registerCustomer(t, hosts.riverside, clientId);
    const res = await put(token, details(email));
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    expect(saved).toMatchObject({
      title: 'Mx', first_name: 'Robin', last_name: 'Okafor', date_of_birth: '1991-02-03', gender: 'non-binary', ethnicity: 'Black British',
      disability: 'None', email, phone: '07700 900123',
      address: { address1: '2 New Road', address2: 'Flat 3', area: 'Surrey', town: 'Surbiton', country: 'United Kingdom', postcode: 'KT6 4AA', uprn: null },
      marketing_opt_ins: { email: false, sms: true, phone: true, post: false },
    });
    expect(await me(token)).toMatchObject({ last_name: 'Okafor', marketing_opt_ins: { sms: true } });
  });

  it('clears an optional field left out, and an opt-in left out is false', async () => {
    const { token, email } = await registerCustomer(t, hosts.riverside, clientId);
    await put(token, details(email));
    const body = details(email);
    const { title: _t, gender: _g, date_of_birth: _d, ...personal } = body.data_fields.personal;
    const { phone: _p, address_2: _a, marketing_opt_ins: _m, ...contact } = body.data_fields.contact;
    const res = await put(token, { data_fields: { personal, contact } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: null, gender: null, date_of_birth: null, phone: null, address: { address2: null } });
    expect(res.json().data.marketing_opt_ins).toEqual({ email: false, sms: false, phone: false, post: false });
  });

  it('answers 422 with the spec §5 form messages on the same keys as sign-up, and changes nothing', async () => {
    const { token, email } = await registerCustomer(t, hosts.riverside, clientId);
    const bad = details('not-an-email', { personal: { first_name: '', last_name: 'x'.repeat(256) }, contact: { postcode: '' } });
    const res = await put(token, bad);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'data_fields.personal.first_name': ['Required'],
      'data_fields.personal.last_name': ['Must contain at most 255 characters'],
      'data_fields.contact.email': ['Must be a valid email address'],
      'data_fields.contact.postcode': ['Required'],
    });
    expect(await me(token)).toMatchObject({ first_name: 'Robin', last_name: 'Fielding', email });
    expect((await put(token, details(email, { personal: { date_of_birth: '31-12-1990' } }))).statusCode).toBe(422);
    expect((await put(token, details(email, { personal: { first_name: 'Ro\u0000bin' } }))).statusCode).toBe(422);
  });

  it('refuses an email another account of the tenant holds (any case), and keeps the record as it was', async () => {
    const { token, email } = await registerCustomer(t, hosts.riverside, clientId);
    const other = await registerCustomer(t, hosts.riverside, clientId);
    const res = await put(token, details(other.email.toUpperCase(), { personal: { first_name: 'Changed' } }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'data_fields.contact.email': [messages.auth.emailTaken] });
    expect(await me(token)).toMatchObject({ first_name: 'Robin', email });
  });

  it('keeps a new email unverified until the link mailed to it is opened, and tells the old address', async () => {
    const { token, email } = await registerCustomer(t, hosts.riverside, clientId);
    const [userRow] = await t.database.db.select().from(users).where(eq(users.email, email));
    await t.database.db.update(users).set({ emailVerifiedAt: new Date('2026-01-01T00:00:00Z') }).where(eq(users.id, userRow!.id));
    const first = `first.${userRow!.id}@example.com`;
    const second = `second.${userRow!.id}@example.com`;
    expect((await put(token, details(first))).json().data).toMatchObject({ email: first, email_verified_at: null });
    const [firstMail] = await mailsTo(first, 1);
    expect(firstMail).toContain('Subject: Confirm your Riverside Leisure Trust email address');
    expect(firstMail).toContain(`http://${hosts.riverside}/verify-email?token=`);
    expect((await mailsTo(email, 1))[0]).toContain(`was changed to ${first}`);

    // A second change ends the first link: it cannot confirm an address the account no longer has.
    await put(token, details(second));
    const firstLink = linkIn(firstMail!);
    const stale = await verify(firstLink);
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors).toEqual({ token: [messages.auth.verifyEmailInvalid] });

    const link = linkIn((await mailsTo(second, 1))[0]!);
    const ok = await verify(link);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.message).toBe(messages.auth.emailVerified);
    expect((await me(token)).email_verified_at).not.toBeNull();
    expect((await verify(link)).statusCode).toBe(422);
    expect((await verify('')).statusCode).toBe(422);
    // Saving again with the same address (another case) is no change: still verified, no new link.
    const tokens = await t.database.db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userRow!.id));
    expect((await put(token, details(second.toUpperCase()))).json().data.email_verified_at).not.toBeNull();
    expect(await t.database.db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userRow!.id))).toHaveLength(tokens.length);
  });

  it('refuses an expired link', async () => {
    const { token, user } = await registerCustomer(t, hosts.riverside, clientId);
    const address = `expiring.${user.id}@example.com`;
    await put(token, details(address));
    const link = linkIn((await mailsTo(address, 1))[0]!);
    await t.database.db.update(emailVerificationTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailVerificationTokens.userId, user.id));
    expect((await verify(link)).statusCode).toBe(422);
  });

  it(`allows ${sessionPolicy.emailChangesPerDay} email changes a day, then answers 429`, async () => {
    const { token, user } = await registerCustomer(t, hosts.riverside, clientId);
    for (let i = 0; i < sessionPolicy.emailChangesPerDay; i++) expect((await put(token, details(`n${i}.${user.id}@example.com`))).statusCode).toBe(200);
    const refused = await put(token, details(`over.${user.id}@example.com`));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(messages.auth.tooManyEmailChanges);
    // Other fields still save while the address stays.
    expect((await put(token, details(`n${sessionPolicy.emailChangesPerDay - 1}.${user.id}@example.com`, { personal: { first_name: 'Still' } }))).statusCode).toBe(200);
  });

  it('edits the login’s own record, never the selected user’s', async () => {
    const parent = await registerCustomer(t, hosts.riverside, clientId);
    const child = await registerCustomer(t, hosts.riverside, clientId);
    await t.database.db.insert(linkedUsers).values({ tenantId: clientId, userId: parent.user.id, linkedUserId: child.user.id, relationship: 'parent' });
    const res = await put(parent.token, details(parent.email, { personal: { first_name: 'Parent' } }), { 'x-selected-user-id': String(child.user.id) });
    expect(res.statusCode).toBe(200);
    expect(await me(child.token)).toMatchObject({ first_name: 'Robin' });
    expect(await me(parent.token)).toMatchObject({ first_name: 'Parent' });
  });

  it('needs a customer login of this tenant', async () => {
    const { token, email } = await registerCustomer(t, hosts.riverside, clientId);
    expect((await put(null, details(email))).statusCode).toBe(401);
    expect((await put(token, details(email), {}, hosts.peak)).statusCode).toBe(401);
    const staff = await loginAs(t, hosts.riverside, demo.staff, '/api/auth/staff/login');
    const res = await put(staff.token, details('dana.reed@riverside.example'));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.unauthorised);
  });
});
