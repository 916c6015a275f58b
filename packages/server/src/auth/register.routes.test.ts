import { loginResponseSchema, termsNotAcceptedMessage } from '@courtside/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, clientIdOf, freshAddress, newCustomer, registerCustomer } from '../../test/accountsTestKit';
import { users } from '../db/schema';
import { createTestApp, hosts, type TestApp } from '../../test/testApp';
import { emailTakenMessage, unknownClientMessage } from './register.routes';

let t: TestApp;
let riversideId: number;
let peakId: number;
beforeAll(async () => {
  t = await createTestApp();
  riversideId = await clientIdOf(t, hosts.riverside);
  peakId = await clientIdOf(t, hosts.peak);
});
afterAll(() => t.close());

const register = (payload: unknown, host: string = hosts.riverside, query = '') =>
  t.request(host, { method: 'POST', url: `/api/auth/customer/register${query}`, payload: payload as Record<string, unknown> });

describe('POST /api/auth/customer/register', () => {
  it('creates the customer from the onboarding data fields, signs them in and numbers them', async () => {
    const body = newCustomer(riversideId);
    const res = await register(body, hosts.riverside, '?onboarding_type=membership');
    expect(res.statusCode).toBe(200);
    const { token, user } = loginResponseSchema.parse(res.json()).data;
    expect(user).toMatchObject({
      first_name: 'Robin',
      email: body.data_fields.contact.email,
      date_of_birth: '1990-05-17',
      marketing_opt_ins: { email: true, sms: false, phone: false, post: false },
      address: { address1: '1 Test Street', town: 'Kingston upon Thames', postcode: 'KT1 1AA', address2: null },
      linked_users: [],
    });
    expect(user.reference).toMatch(/^RLT-1\d{5,}$/);
    expect(user.barcode).toMatch(/^001\d{7}$/);
    expect((await t.request(hosts.riverside, { method: 'GET', url: '/api/auth/user', headers: bearer(token) })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      onboardingType: 'membership',
      registrationSource: 'online',
      additionalData: { how_did_you_hear: 'A friend' },
      emergencyContact: { name: 'Kim Fielding', phone: '07700 900998', relationship: 'Sister' },
    });
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
    const login = await t.request(hosts.riverside, { method: 'POST', url: '/api/auth/customer/login', payload: { username: user.reference, password: body.password }, remoteAddress: freshAddress() });
    expect(login.statusCode).toBe(200);
  });

  it('answers 422 with a message per field for everything missing, never 500', async () => {
    const res = await register({ data_fields: { personal: {}, contact: { email: 'not-an-email' } }, client_id: riversideId, source: 'online' });
    expect(res.statusCode).toBe(422);
    const { message, errors } = res.json();
    expect(message).toBe('Required');
    expect(errors).toEqual({
      'data_fields.personal.first_name': ['Required'],
      'data_fields.personal.last_name': ['Required'],
      'data_fields.contact.email': ['Must be a valid email address'],
      'data_fields.contact.address_1': ['Required'],
      'data_fields.contact.town': ['Required'],
      'data_fields.contact.postcode': ['Required'],
      password: ['Required'],
      terms: ['Required'],
    });
  });

  it.each([
    ['terms refused', { terms: false }, 'terms', termsNotAcceptedMessage],
    ['a short password', { password: 'short' }, 'password', 'Must contain at least 8 characters'],
    ['an unknown source', { source: 'web' }, 'source', 'Invalid option: expected one of "online"|"foh"|"bookings"|"activity-booking"|"online-joining"'],
  ])('answers 422 for %s', async (_name, change, field, message) => {
    const res = await register({ ...newCustomer(riversideId), ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ [field]: [message] });
  });

  it("answers 422 for another client's id", async () => {
    const res = await register(newCustomer(peakId));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: unknownClientMessage, errors: { client_id: [unknownClientMessage] } });
  });

  it('answers 422 for an email the tenant already has, in any case; another tenant may reuse it', async () => {
    const { email } = await registerCustomer(t, hosts.riverside, riversideId);
    const again = await register(newCustomer(riversideId, { email: email.toUpperCase() }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ 'data_fields.contact.email': [emailTakenMessage] });
    expect((await register(newCustomer(peakId, { email }), hosts.peak)).statusCode).toBe(200);
    const seeded = await register(newCustomer(riversideId, { email: 'alex.morgan@example.com' }));
    expect(seeded.json().errors['data_fields.contact.email']).toEqual([emailTakenMessage]);
  });

  it('answers 422 for a bad onboarding type', async () => {
    const res = await register(newCustomer(riversideId), hosts.riverside, `?onboarding_type=${'x'.repeat(256)}`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['onboarding_type']);
  });
});
