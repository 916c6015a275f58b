import { describe, expect, it } from 'vitest';
import type { TenantPaymentSettings } from '../api/paymentSettings.api';
import { cardProviderNames } from '../contract/paymentSettings';
import { cardProviderForms, paymentSettingsFieldErrors, paymentSettingsFormOf, paymentSettingsRequest, paymentWebhook, storedSecret } from './paymentSettingsForm';

const stripeSaved: TenantPaymentSettings = {
  provider: 'stripe',
  mode: 'test',
  publishableKey: 'pk_test_abc123',
  secretKey: { set: true, last4: '1234' },
  webhookSecret: { set: false, last4: null },
  webhookPath: '/api/payment-providers/stripe/webhook',
  merchantAccount: null,
  clientKey: null,
  apiKey: { set: false, last4: null },
  hmacKey: { set: false, last4: null },
  liveEndpointPrefix: null,
  updatedAt: '2026-11-28T09:30:00.000Z',
};
const adyenSaved: TenantPaymentSettings = {
  ...stripeSaved,
  provider: 'adyen',
  publishableKey: null,
  secretKey: { set: false, last4: null },
  merchantAccount: 'CourtsideECOM',
  clientKey: 'test_ABCDEFGH12345678',
  apiKey: { set: true, last4: 'k9Zq' },
  hmacKey: { set: true, last4: '0F3A' },
  webhookPath: '/api/payment-providers/adyen/webhook',
};
const fresh: TenantPaymentSettings = { ...stripeSaved, provider: 'sandbox', publishableKey: null, secretKey: { set: false, last4: null }, webhookPath: null, updatedAt: null };

describe('the payment settings form', () => {
  it('has a form for every card provider of the contract, each key a field of the PUT body', () => {
    expect(Object.keys(cardProviderForms).sort()).toEqual([...cardProviderNames].sort());
    const bodyFields = ['publishableKey', 'secretKey', 'webhookSecret', 'merchantAccount', 'apiKey', 'clientKey', 'hmacKey', 'liveEndpointPrefix'];
    for (const form of Object.values(cardProviderForms)) for (const key of form.keys) expect(bodyFields).toContain(key.name);
    expect(cardProviderForms.stripe.keys.map((key) => [key.name, key.secret, key.example?.('live')])).toEqual([
      ['publishableKey', false, 'pk_live_…'],
      ['secretKey', true, 'sk_live_…'],
      ['webhookSecret', true, 'whsec_…'],
    ]);
    expect(cardProviderForms.adyen.keys.map((key) => [key.name, key.secret, key.example?.('test')])).toEqual([
      ['merchantAccount', false, undefined],
      ['apiKey', true, 'AQE…'],
      ['clientKey', false, 'test_…'],
      ['hmacKey', true, undefined],
      ['liveEndpointPrefix', false, undefined],
    ]);
  });

  it('starts from the saved settings: public keys as stored, secrets blank and shown only as set or not', () => {
    expect(paymentSettingsFormOf(stripeSaved)).toEqual({
      provider: 'stripe',
      mode: 'test',
      keys: { publishableKey: 'pk_test_abc123', secretKey: '', webhookSecret: '', merchantAccount: '', apiKey: '', clientKey: '', hmacKey: '', liveEndpointPrefix: '' },
    });
    expect(paymentSettingsFormOf(adyenSaved).keys).toMatchObject({ merchantAccount: 'CourtsideECOM', clientKey: 'test_ABCDEFGH12345678', apiKey: '', hmacKey: '' });
    expect(storedSecret(adyenSaved, 'hmacKey')).toEqual({ set: true, last4: '0F3A' });
    expect(paymentSettingsFormOf(fresh).keys.publishableKey).toBe('');
    expect(storedSecret(stripeSaved, 'secretKey')).toEqual({ set: true, last4: '1234' });
    expect(storedSecret(stripeSaved, 'webhookSecret')).toEqual({ set: false, last4: null });
    expect(storedSecret(stripeSaved, 'publishableKey')).toBeNull();
  });

  it.each([
    ['blank secrets are left out (the stored ones stay)', { publishableKey: ' pk_test_abc123 ', secretKey: '', webhookSecret: '  ' }, { provider: 'stripe', mode: 'test', publishableKey: 'pk_test_abc123' }],
    ['typed secrets go in, trimmed', { publishableKey: 'pk_test_abc123', secretKey: ' sk_test_new9876 ', webhookSecret: 'whsec_x1' }, { provider: 'stripe', mode: 'test', publishableKey: 'pk_test_abc123', secretKey: 'sk_test_new9876', webhookSecret: 'whsec_x1' }],
  ])('builds the PUT body: %s', (_title, keys, body) => {
    expect(paymentSettingsRequest({ provider: 'stripe', mode: 'test', keys })).toEqual({ input: body, errors: null });
  });

  it('builds Adyen’s PUT body from its own keys, leaving blank secrets out', () => {
    const keys = { merchantAccount: 'CourtsideECOM', apiKey: '', clientKey: 'test_ABCDEFGH12345678', hmacKey: ' ', publishableKey: 'pk_test_abc123' };
    expect(paymentSettingsRequest({ provider: 'adyen', mode: 'test', keys })).toEqual({
      input: { provider: 'adyen', mode: 'test', merchantAccount: 'CourtsideECOM', clientKey: 'test_ABCDEFGH12345678' },
      errors: null,
    });
    expect(paymentWebhook(adyenSaved, 'adyen', 'https://bookings.riverside.example')).toEqual({
      url: 'https://bookings.riverside.example/api/payment-providers/adyen/webhook',
      events: cardProviderForms.adyen.webhookEvents,
    });
  });

  it('sends only the chosen provider’s keys: the sandbox needs none', () => {
    expect(paymentSettingsRequest({ provider: 'sandbox', mode: 'test', keys: { secretKey: 'sk_test_new9876' } })).toEqual({ input: { provider: 'sandbox', mode: 'test' }, errors: null });
  });

  it('refuses with the contract’s messages beside the fields', () => {
    const refused = paymentSettingsRequest({ provider: 'stripe', mode: 'test', keys: { publishableKey: 'nope', secretKey: 'pk_test_wrongbox' } });
    expect(refused).toEqual({ input: null, errors: { publishableKey: 'Not a publishable key', secretKey: 'Not a secret key' } });
  });

  it('puts the server’s 422 errors beside their fields, anything else above the form', () => {
    expect(paymentSettingsFieldErrors({ secret_key: ['The keys must be live keys.', 'second'], webhook_secret: ['Enter the webhook signing secret.'], other: ['x'] })).toEqual({
      secretKey: 'The keys must be live keys.',
      webhookSecret: 'Enter the webhook signing secret.',
      form: 'x',
    });
  });

  it('gives the webhook address on the booking site only for a saved provider that sends webhooks', () => {
    expect(paymentWebhook(stripeSaved, 'stripe', 'https://bookings.riverside.example/')).toEqual({
      url: 'https://bookings.riverside.example/api/payment-providers/stripe/webhook',
      events: cardProviderForms.stripe.webhookEvents,
    });
    expect(paymentWebhook(stripeSaved, 'sandbox', 'https://x.example')).toBeNull();
    expect(paymentWebhook(fresh, 'stripe', 'https://x.example')).toBeNull();
  });
});
