import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  authUserResponseSchema,
  forgottenPasswordBodySchema,
  linkUserBodySchema,
  linkedUsersResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  registerBodySchema,
  registerFormDefaults,
  registerFormSchema,
  registerQuerySchema,
  resetPasswordBodySchema,
  termsNotAcceptedMessage,
  toRegisterFields,
  toUserDetailsBody,
  userDetailsBodySchema,
  userDetailsFormSchema,
  userDetailsFormValues,
  userParamsSchema,
  userSchema,
} from './user';
import { type RuleCase, checkRule, issuesOf } from '../testing/contractRules';


const user = {
  id: 88,
  reference: 'RLT-000088',
  title: 'Ms',
  first_name: 'Alex',
  last_name: 'Morgan',
  email: 'alex.morgan@example.com',
  gender: 'female',
  ethnicity: null,
  disability: null,
  profile_picture_url: null,
  phone: '07700 900123',
  address: { address1: '12 Mill Lane', address2: null, area: 'Millbrook', town: 'Riverside', country: 'GB', postcode: 'RV1 2AB', uprn: null },
  marketing_opt_ins: { email: true, sms: false, phone: false, post: true },
  email_verified_at: '2024-01-02T10:00:00Z',
  date_of_birth: '1988-06-14',
  created_at: '2024-01-01T09:00:00Z',
  home_venue_slug: 'riverside-aquatics-centre',
  membership_user: { id: 1200, home_venue_id: 2 },
  credit_balance: 1500,
  has_instruction: true,
  has_billing_date: true,
  barcode: '0000880001',
  profile_photo: null,
  has_outstanding_penalties: false,
  document_expiry: null,
  membership_document_upload_required: false,
  selected_user: { id: 89, name: 'Jamie Morgan' },
  linked_users: [
    { id: 3, referenced_user: { id: 89, name: 'Jamie Morgan' }, relationship: 'parent' },
    { id: 4, referenced_user: { id: 90, name: 'Chris Morgan' }, relationship: 'partner' },
  ],
};
const register = {
  data_fields: {
    personal: { title: 'Mr', first_name: 'Chris', last_name: 'Morgan', date_of_birth: '1986-02-03' },
    contact: { email: 'chris@example.com', phone: '07700 900456', address_1: '12 Mill Lane', town: 'Riverside', postcode: 'RV1 2AB', marketing_opt_ins: { email: true } },
    additional: { how_did_you_hear: 'Friend' },
    emergency_contact: { name: 'Alex Morgan', phone: '07700 900123', relationship: 'Partner' },
  },
  password: 'correct horse battery staple',
  terms: true,
  client_id: 1,
  source: 'online-joining',
};

describe('spec §3 User', () => {
  it.each([
    ['a user', userSchema, user],
    ['a user without address or membership', userSchema, { ...user, address: null, membership_user: null, selected_user: null, linked_users: [] }],
    ['GET /api/auth/user', authUserResponseSchema, { data: user }],
    ['login response', loginResponseSchema, { data: { token: 'tok_abc', user } }],
    ['linked users', linkedUsersResponseSchema, { data: user.linked_users }],
  ] as Array<[string, z.ZodType, unknown]>)('%s parses', (_name, schema, sample) => expect(issuesOf(schema, sample)).toEqual([]));

  it('relationships are the five of spec §3', () => {
    const bad = { ...user, linked_users: [{ id: 3, referenced_user: { id: 89, name: 'J' }, relationship: 'friend' }] };
    expect(issuesOf(userSchema, bad)).toContainEqual([
      'linked_users.0.relationship',
      'Invalid option: expected one of "parent"|"partner"|"sibling"|"employee"|"carer"',
    ]);
  });
});

describe('spec §5/§7 account calls', () => {
  const rules: RuleCase[] = [
    ['login', loginBodySchema, { username: 'alex.morgan@example.com', password: 'secret' }, null],
    ['login without username', loginBodySchema, { password: 'secret' }, ['username', 'Required']],
    ['login with an empty password', loginBodySchema, { username: 'alex', password: '' }, ['password', 'Required']],
    ['register', registerBodySchema, register, null],
    ['register with the least', registerBodySchema, { ...register, data_fields: { personal: { first_name: 'C', last_name: 'M' }, contact: { email: 'c@example.com', address_1: '1 Road', town: 'Town', postcode: 'RV1 2AB' } } }, null],
    ['register with a bad email', registerBodySchema, { ...register, data_fields: { ...register.data_fields, contact: { ...register.data_fields.contact, email: 'chris' } } }, ['data_fields.contact.email', 'Must be a valid email address']],
    ['register without email', registerBodySchema, { ...register, data_fields: { ...register.data_fields, contact: { ...register.data_fields.contact, email: undefined } } }, ['data_fields.contact.email', 'Required']],
    ['register without first name', registerBodySchema, { ...register, data_fields: { ...register.data_fields, personal: { last_name: 'M' } } }, ['data_fields.personal.first_name', 'Required']],
    ['register without terms', registerBodySchema, { ...register, terms: undefined }, ['terms', 'Required']],
    ['register with terms refused', registerBodySchema, { ...register, terms: false }, ['terms', termsNotAcceptedMessage]],
    ['register with a short password', registerBodySchema, { ...register, password: 'short' }, ['password', 'Must contain at least 8 characters']],
    ['reset password', resetPasswordBodySchema, { token: 'abc', password: 'long enough' }, null],
    ['reset password short', resetPasswordBodySchema, { token: 'abc', password: '1234567' }, ['password', 'Must contain at least 8 characters']],
    ['reset password without token', resetPasswordBodySchema, { password: 'long enough' }, ['token', 'Required']],
    ['reset password too long', resetPasswordBodySchema, { token: 'abc', password: 'x'.repeat(256) }, ['password', 'Must contain at most 255 characters']],
    ['register query', registerQuerySchema, { onboarding_type: 'membership' }, null],
    ['forgotten password by reference', forgottenPasswordBodySchema, { email_or_reference: 'RLT-000088' }, null],
    ['forgotten password empty', forgottenPasswordBodySchema, { email_or_reference: '' }, ['email_or_reference', 'Required']],
    ['link user 1', linkUserBodySchema, { linked_user_id: 1, relationship: 'sibling' }, null],
    ['link user 0', linkUserBodySchema, { linked_user_id: 0 }, ['linked_user_id', 'Must be at least 1']],
    ['link user missing', linkUserBodySchema, {}, ['linked_user_id', 'Required']],
    ['user params', userParamsSchema, { id: '88' }, null],
  ];
  it.each(rules)('%s', (...row) => checkRule(row));

  it('additional data defaults to an empty object', () => {
    const { additional: _a, ...fields } = register.data_fields;
    expect(registerBodySchema.parse({ ...register, data_fields: fields }).data_fields.additional).toEqual({});
  });
});

describe('spec §2 /register form', () => {
  const filled = JSON.parse(JSON.stringify(registerFormDefaults)) as typeof registerFormDefaults;
  filled.data_fields.personal.first_name = ' Chris ';
  filled.data_fields.personal.last_name = 'Morgan';
  filled.data_fields.contact.email = 'chris@example.com';
  filled.data_fields.contact.address_1 = '12 Mill Lane';
  filled.data_fields.contact.town = 'Riverside';
  filled.data_fields.contact.postcode = 'RV1 2AB';
  filled.data_fields.contact.marketing_opt_ins.sms = true;
  filled.password = 'long enough';
  filled.terms = true;

  it('drops what was left blank, trims what was typed and keeps the ticks', () => {
    expect(toRegisterFields(filled)).toEqual({
      data_fields: {
        personal: { first_name: 'Chris', last_name: 'Morgan' },
        contact: {
          email: 'chris@example.com',
          address_1: '12 Mill Lane',
          town: 'Riverside',
          postcode: 'RV1 2AB',
          marketing_opt_ins: { email: false, sms: true, phone: false, post: false },
        },
        additional: {},
      },
      password: 'long enough',
      terms: true,
    });
    expect(registerFormSchema.safeParse(filled).success).toBe(true);
  });

  it('gives the spec §5 messages on the same dotted paths as the server', () => {
    expect(issuesOf(registerFormSchema, registerFormDefaults)).toEqual(
      expect.arrayContaining([
        ['data_fields.personal.first_name', 'Required'],
        ['data_fields.personal.last_name', 'Required'],
        ['data_fields.contact.email', 'Required'],
        ['data_fields.contact.address_1', 'Required'],
        ['data_fields.contact.town', 'Required'],
        ['data_fields.contact.postcode', 'Required'],
        ['password', 'Required'],
        ['terms', termsNotAcceptedMessage],
      ]),
    );
  });

  it('asks for the emergency contact name and phone only once one part is given', () => {
    const partial = JSON.parse(JSON.stringify(filled)) as typeof filled;
    partial.data_fields.emergency_contact.relationship = 'Partner';
    expect(issuesOf(registerFormSchema, partial)).toEqual([
      ['data_fields.emergency_contact.name', 'Required'],
      ['data_fields.emergency_contact.phone', 'Required'],
    ]);
    partial.data_fields.additional.how_did_you_hear = 'A friend';
    partial.data_fields.personal.date_of_birth = '2001-02-30x';
    expect(issuesOf(registerFormSchema, partial)).toContainEqual(['data_fields.personal.date_of_birth', 'Must be a date as YYYY-MM-DD']);
  });

  it('survives values that are not an object', () => {
    expect(issuesOf(registerFormSchema as z.ZodType, { data_fields: null, password: '', terms: false }).length).toBeGreaterThan(0);
  });
});

describe('spec §2 My details form (PUT /api/auth/user)', () => {
  const alex = {
    title: null, firstName: 'Alex', lastName: 'Morgan', dateOfBirth: '1988-06-14', gender: null, ethnicity: 'White British', disability: null,
    email: 'alex.morgan@example.com', phone: '07700 900001',
    address: { address1: '12 Mill Lane', address2: null, area: null, town: 'Kingston upon Thames', country: 'United Kingdom', postcode: 'KT2 5AU' },
    marketingOptIns: { email: true, sms: false, phone: false, post: true },
  };

  it('fills the form from the record, with empty text where nothing is stored', () => {
    const values = userDetailsFormValues(alex);
    expect(values.data_fields.personal).toEqual({
      title: '', first_name: 'Alex', last_name: 'Morgan', date_of_birth: '1988-06-14', gender: '', ethnicity: 'White British', disability: '',
    });
    expect(values.data_fields.contact).toMatchObject({ address_1: '12 Mill Lane', address_2: '', area: '', postcode: 'KT2 5AU' });
    expect(userDetailsFormValues({ ...alex, address: null }).data_fields.contact).toMatchObject({ address_1: '', town: '', postcode: '' });
  });

  it('sends the whole record: what was emptied is left out (so cleared), ticks as given', () => {
    const values = userDetailsFormValues(alex);
    values.data_fields.contact.phone = '  ';
    values.data_fields.personal.last_name = ' Morgan-Reed ';
    values.data_fields.contact.marketing_opt_ins.email = false;
    const body = toUserDetailsBody(values);
    expect(body).toEqual({
      data_fields: {
        personal: { first_name: 'Alex', last_name: 'Morgan-Reed', date_of_birth: '1988-06-14', ethnicity: 'White British' },
        contact: {
          email: 'alex.morgan@example.com', address_1: '12 Mill Lane', town: 'Kingston upon Thames', country: 'United Kingdom', postcode: 'KT2 5AU',
          marketing_opt_ins: { email: false, sms: false, phone: false, post: true },
        },
      },
    });
    expect(userDetailsBodySchema.safeParse(body).success).toBe(true);
    expect(userDetailsFormSchema.safeParse(values).success).toBe(true);
  });

  it('gives the spec §5 messages on the sign-up form\'s paths, and nothing for the password or terms it does not have', () => {
    const values = userDetailsFormValues({ ...alex, firstName: '', email: 'alex@', address: null });
    expect(issuesOf(userDetailsFormSchema, values)).toEqual([
      ['data_fields.personal.first_name', 'Required'],
      ['data_fields.contact.email', 'Must be a valid email address'],
      ['data_fields.contact.address_1', 'Required'],
      ['data_fields.contact.town', 'Required'],
      ['data_fields.contact.postcode', 'Required'],
    ]);
  });
});
